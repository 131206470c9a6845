import type { TicketSummary } from '@cloud-portal/api-client';
import { ticketTopicLabelKey } from '@cloud-portal/domain/catalog';
import { formatDate } from '@cloud-portal/i18n';
import { Alert, Button, EmptyState, Skeleton, SkeletonRegion, Table } from '@cloud-portal/ui';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { controlPath } from '../../app/paths.ts';
import { LinkButton } from '../layout/LinkButton.tsx';
import styles from './Support.module.css';
import { useListTicketsQuery } from './supportApi.ts';
import { TicketStatusBadge } from './TicketStatusBadge.tsx';

/** Newest activity first (the API answers so; sorted again so the screen never depends on it). */
const byUpdatedDesc = (first: TicketSummary, second: TicketSummary) =>
  second.updated_at.localeCompare(first.updated_at);

/**
 * `support/tickets` (§2 support, §3 Ticket): the customer's tickets with their status, topic and
 * last update, most recent first; "New ticket" opens the form.
 */
export function TicketsScreen() {
  const { t, i18n } = useTranslation(['support']);
  const tickets = useListTicketsQuery();
  const rows = useMemo(() => [...(tickets.data ?? [])].sort(byUpdatedDesc), [tickets.data]);
  const newTicket = (
    <LinkButton to={controlPath('newTicket')} startIcon={<Plus aria-hidden="true" />}>
      {t('tickets.newTicket')}
    </LinkButton>
  );

  let body;
  if (tickets.isLoading) {
    body = (
      <SkeletonRegion busy label={t('tickets.loading')}>
        <Skeleton variant="rect" height="2.5rem" />
        <Skeleton variant="rect" height="2.5rem" />
        <Skeleton variant="rect" height="2.5rem" />
      </SkeletonRegion>
    );
  } else if (tickets.isError) {
    body = (
      <Alert
        tone="danger"
        role="alert"
        title={t('tickets.loadFailed')}
        action={
          <Button
            variant="secondary"
            loading={tickets.isFetching}
            onClick={() => void tickets.refetch()}
          >
            {t('tickets.retry')}
          </Button>
        }
      />
    );
  } else if (rows.length === 0) {
    body = (
      <EmptyState
        title={t('tickets.emptyTitle')}
        titleLevel={2}
        description={t('tickets.emptyText')}
        action={newTicket}
      />
    );
  } else {
    body = (
      <Table
        caption={t('tickets.title')}
        hideCaption
        rows={rows}
        getRowId={(ticket) => ticket.id}
        columns={[
          {
            id: 'subject',
            header: t('tickets.columns.subject'),
            rowHeader: true,
            cell: (ticket) => (
              <Link to={controlPath('ticket', { id: ticket.id })} data-testid="ticket-link">
                {ticket.subject}
              </Link>
            ),
          },
          {
            id: 'topic',
            header: t('tickets.columns.topic'),
            cell: (ticket) => t(ticketTopicLabelKey(ticket.topic)),
          },
          {
            id: 'status',
            header: t('tickets.columns.status'),
            cell: (ticket) => <TicketStatusBadge status={ticket.status} />,
          },
          {
            id: 'updated',
            header: t('tickets.columns.updated'),
            cell: (ticket) => (
              <time dateTime={ticket.updated_at}>
                {formatDate(i18n.language, ticket.updated_at, 'dateTime')}
              </time>
            ),
          },
        ]}
      />
    );
  }

  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('tickets.title')}</h1>
        {rows.length > 0 ? newTicket : null}
      </div>
      <p className={styles.intro}>{t('tickets.intro')}</p>
      {body}
    </div>
  );
}
