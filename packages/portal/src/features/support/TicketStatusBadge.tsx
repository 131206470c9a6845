import type { TicketStatus } from '@cloud-portal/api-client';
import { ticketStatusLabelKey } from '@cloud-portal/domain/catalog';
import { Badge, type BadgeTone } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';

/** §3 Ticket statuses: a reply waiting for the customer stands out. */
const TONES = {
  new: 'info',
  has_reply: 'brand',
  in_progress: 'warning',
  done: 'neutral',
} as const satisfies Record<TicketStatus, BadgeTone>;

/**
 * A ticket's status as a badge with its words (`data-status` carries the code, for tests).
 * @example <TicketStatusBadge status="has_reply" />
 */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation(['support']);
  return (
    <Badge tone={TONES[status]} data-status={status}>
      {t(ticketStatusLabelKey(status))}
    </Badge>
  );
}
