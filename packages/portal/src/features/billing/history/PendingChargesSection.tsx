import { formatDate } from '@cloud-portal/i18n';
import { Alert, Button, Card, Table, type TableColumn } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { controlPath } from '../../../app/paths.ts';
import { useAllServers } from '../../servers/allServers.ts';
import { useChargesFormatter } from '../../servers/list/serverCharges.ts';
import type { ResourceCharge } from '../runway/hourlyCharges.ts';
import type { BalanceRunwayState } from '../runway/useBalanceRunway.ts';
import styles from './BillingHistoryScreen.module.css';

/**
 * What will be deducted next and when, per resource (§3 temporary transactions, §9 every 24
 * hours): a known server links to its page; a resource the cloud no longer lists (deleted, still
 * billed until its last deduction) shows its product name or id; a volume, extra IPv4 or backup
 * shows what it is and its id.
 * @example <PendingChargesSection state={useBalanceRunway(balance)} />
 */
export function PendingChargesSection({ state }: { state: BalanceRunwayState }) {
  const { t, i18n } = useTranslation('billing');
  const money = useChargesFormatter();
  const { servers } = useAllServers();
  const names = new Map(servers.map((server) => [server.id, server.name]));
  const { charges, loading, failed, refetch } = state;
  const hourly = (charge: ResourceCharge) => {
    if (charge.hourlyPrice !== undefined) return money(charge.hourlyPrice);
    const hours = (Date.now() - charge.periodStart) / 3_600_000;
    return hours > 0 ? money(charge.amount / hours) : '—';
  };
  const columns: TableColumn<ResourceCharge>[] = [
    {
      id: 'resource',
      header: t('ledger.pending.resource'),
      rowHeader: true,
      cell: (charge) => {
        const serverName = charge.type === 'server' ? names.get(charge.externalId) : undefined;
        if (serverName !== undefined)
          return (
            <Link to={controlPath('serverPage', { id: charge.externalId, tab: null })}>
              {serverName}
            </Link>
          );
        const name = <span className={styles.message}>{charge.name ?? charge.externalId}</span>;
        // A volume, extra IPv4 or backup says what it is before its id.
        return charge.type === 'server' ? (
          name
        ) : (
          <>
            {t(`ledger.resourceTypes.${charge.type}`)} {name}
          </>
        );
      },
    },
    { id: 'region', header: t('ledger.pending.region'), cell: (charge) => charge.region },
    {
      id: 'amount',
      header: t('ledger.pending.amount'),
      align: 'end',
      cell: (charge) => money(charge.amount),
    },
    { id: 'rate', header: t('ledger.pending.rate'), align: 'end', cell: hourly },
    {
      id: 'deduction',
      header: t('ledger.pending.deduction'),
      cell: (charge) => (
        <time dateTime={charge.nextDeductionAt}>
          {formatDate(i18n.language, charge.nextDeductionAt, 'dateTime')}
        </time>
      ),
    },
  ];
  const total = (charges ?? []).reduce((sum, charge) => sum + charge.amount, 0);
  return (
    <Card
      title={t('ledger.pending.title')}
      titleLevel={2}
      description={t('ledger.pending.intro')}
      data-testid="pending-charges"
    >
      {failed ? (
        <Alert
          tone="danger"
          title={t('ledger.pending.failed')}
          action={
            <Button size="sm" variant="secondary" onClick={refetch}>
              {t('ledger.pending.retry')}
            </Button>
          }
        />
      ) : (
        <>
          <Table
            caption={t('ledger.pending.title')}
            hideCaption
            rows={charges ?? []}
            columns={columns}
            getRowId={(charge) => charge.externalId}
            loading={loading}
            loadingRowCount={2}
            empty={t('ledger.pending.empty')}
          />
          {charges && charges.length > 0 ? (
            <p className={styles.total} data-testid="pending-total">
              {t('ledger.pending.total', { amount: money(total) })}
            </p>
          ) : null}
        </>
      )}
    </Card>
  );
}
