import { Alert, TextArea } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { AttachmentPicker } from './AttachmentPicker.tsx';
import type { useTicketAttachments } from './useTicketAttachments.ts';

/** openapi `TicketCreateRequest` and `TicketReplyRequest`: a message up to 10,000 characters. */
export const MESSAGE_MAX = 10_000;

/** What a ticket form's message block shows and reports. */
export interface TicketMessageFieldsProps {
  /** The text box's label ("Message", "Your reply"). */
  label: string;
  /** A line under the label. Default none. */
  hint?: string;
  /** The message typed. */
  value: string;
  /** Called with the new text on each change. */
  onChange: (value: string) => void;
  /** The message's own problem (empty), under the box. Default none. */
  error?: string | undefined;
  /** Visible lines before the box grows. Default 5. */
  rows?: number;
  /** The form's attachments (`useTicketAttachments`). */
  attachments: ReturnType<typeof useTicketAttachments>;
  /** While sending: no changes to the attachments. Default `false`. */
  sending?: boolean;
  /** Why sending failed (uploads pending, the server's answer), above the buttons. Default none. */
  failure?: string | null;
}

/**
 * The message, attachments and sending failure of a ticket form (§2 `support/tickets-new` and a
 * ticket's reply): a required, counted text box that grows, the attachment zone and the failure
 * alert. One block for both forms, so the two stay alike.
 * @example <TicketMessageFields label={t('tickets.reply')} value={text} onChange={setText} attachments={attachments} />
 */
export function TicketMessageFields({
  label,
  hint,
  value,
  onChange,
  error,
  rows = 5,
  attachments,
  sending = false,
  failure = null,
}: TicketMessageFieldsProps) {
  const { t } = useTranslation(['support']);
  return (
    <>
      <TextArea
        label={label}
        hint={hint}
        value={value}
        maxLength={MESSAGE_MAX}
        counterText={(used, max) => t('tickets.counter', { used, max })}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        rows={rows}
        autoResize
        required
        fullWidth
      />
      <AttachmentPicker attachments={attachments} disabled={sending} />
      {failure ? (
        <Alert tone="danger" role="alert">
          {failure}
        </Alert>
      ) : null}
    </>
  );
}
