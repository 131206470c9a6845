import type { ProductType, Transaction, TransactionGroup } from '@cloud-portal/api-client';
import { formatDate } from '@cloud-portal/i18n';
import { Badge, Table, type BadgeTone, type TableColumn } from '@cloud-portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './BillingHistoryScreen.module.css';

const KIND_TONES: Readonly<Record<Transaction['kind'], BadgeTone>> = {
  charge: 'neutral',
  refill: 'success',
  credit: 'info',
  opening: 'neutral',
  bonus: 'success',
  refund: 'warning',
};

const RESOURCE_TYPES: readonly ProductType[] = ['server', 'volume', 'ipv4', 'backup', 'traffic'];

/**
 * What a charge was for (its `type`: server, volume, extra IPv4, backup, extra traffic), or
 * undefined for another kind or a type this portal does not know.
 * @example chargedResource({ kind: 'charge', type: 'volume' }) // 'volume'
 */
export function chargedResource(
  transaction: Pick<Transaction, 'kind' | 'type'>,
): ProductType | undefined {
  if (transaction.kind !== 'charge') return undefined;
  return RESOURCE_TYPES.find((type) => type === transaction.type);
}

/** A UTC day `YYYY-MM-DD` in the reader's words (the day is UTC, so it is shown in UTC). */
export function useDayFormatter(): (day: string) => string {
  const { i18n } = useTranslation('billing');
  return (day) => formatDate(i18n.language, `${day}T00:00:00Z`, 'date', 'UTC');
}

/**
 * The statement lines of one page (§7 transaction groups: one row per day and kind), each day a
 * link to its transactions. Presentational: rows, links and money arrive ready.
 * @example <TransactionGroupsTable groups={page.results} dayHref={(day) => `?day=${day}`} money={format} />
 */
export function TransactionGroupsTable({
  groups,
  dayHref,
  money,
  loading = false,
  empty,
}: {
  groups: readonly TransactionGroup[];
  /** Where a day's link leads (its drill-down). */
  dayHref: (day: string) => string;
  /** Formats a dollar amount the brand's way. */
  money: (dollars: number) => string;
  /** Skeleton rows. Default false. */
  loading?: boolean;
  /** Shown instead of rows when there are none. Default none. */
  empty?: ReactNode;
}) {
  const { t } = useTranslation('billing');
  const day = useDayFormatter();
  const columns: TableColumn<TransactionGroup>[] = [
    {
      id: 'date',
      header: t('ledger.history.date'),
      rowHeader: true,
      cell: (group) => (
        <Link
          to={dayHref(group.date)}
          aria-label={t('ledger.history.openDay', { date: day(group.date) })}
        >
          {day(group.date)}
        </Link>
      ),
    },
    {
      id: 'kind',
      header: t('ledger.history.type'),
      cell: (group) => (
        <Badge size="sm" tone={KIND_TONES[group.kind]}>
          {t(`ledger.kinds.${group.kind}`)}
        </Badge>
      ),
    },
    { id: 'count', header: t('ledger.history.count'), align: 'end', cell: (group) => group.count },
    {
      id: 'amount',
      header: t('ledger.history.amount'),
      align: 'end',
      cell: (group) => (
        <span className={styles.amount} data-negative={Number(group.amount) < 0 ? '' : undefined}>
          {money(Number(group.amount))}
        </span>
      ),
    },
  ];
  return (
    <Table
      caption={t('ledger.history.byDay')}
      hideCaption
      rows={groups}
      columns={columns}
      getRowId={(group) => `${group.date}-${group.kind}`}
      loading={loading}
      empty={empty}
      data-testid="transaction-groups"
    />
  );
}

/**
 * Transactions (a day's, or a period's): time, type, description, status and amount.
 * Presentational.
 * @example <TransactionsTable caption="Transactions of Nov 22, 2026" transactions={page.results} money={format} />
 */
export function TransactionsTable({
  caption,
  transactions,
  money,
  loading = false,
  empty,
}: {
  caption: string;
  transactions: readonly Transaction[];
  money: (dollars: number) => string;
  /** Skeleton rows. Default false. */
  loading?: boolean;
  /** Shown instead of rows when there are none. Default none. */
  empty?: ReactNode;
}) {
  const { t, i18n } = useTranslation('billing');
  const columns: TableColumn<Transaction>[] = [
    {
      id: 'created',
      header: t('ledger.history.time'),
      rowHeader: true,
      cell: (transaction) => (
        <time dateTime={transaction.created}>
          {formatDate(i18n.language, transaction.created, 'dateTime')}
        </time>
      ),
    },
    {
      id: 'kind',
      header: t('ledger.history.type'),
      cell: (transaction) => {
        const resource = chargedResource(transaction);
        return (
          <>
            <Badge size="sm" tone={KIND_TONES[transaction.kind]}>
              {t(`ledger.kinds.${transaction.kind}`)}
            </Badge>
            {resource === undefined ? null : (
              <span className={styles.resourceType}> {t(`ledger.resourceTypes.${resource}`)}</span>
            )}
          </>
        );
      },
    },
    {
      id: 'message',
      header: t('ledger.history.description'),
      cell: (transaction) => <span className={styles.message}>{transaction.message}</span>,
    },
    {
      id: 'status',
      header: t('ledger.history.status'),
      cell: (transaction) => t(`ledger.statuses.${transaction.status}`),
    },
    {
      id: 'amount',
      header: t('ledger.history.amount'),
      align: 'end',
      cell: (transaction) => (
        <span
          className={styles.amount}
          data-negative={Number(transaction.amount) < 0 ? '' : undefined}
        >
          {money(Number(transaction.amount))}
        </span>
      ),
    },
  ];
  return (
    <Table
      caption={caption}
      rows={transactions}
      columns={columns}
      getRowId={(transaction) => String(transaction.id)}
      loading={loading}
      empty={empty}
      data-testid="transactions"
    />
  );
}
