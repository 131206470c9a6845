import { formatDate } from '@cloud-portal/i18n';
import { Alert, Button, Card, Skeleton } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { useChargesFormatter } from '../list/serverCharges.ts';
import styles from './ServerBillingTab.module.css';
import { useServerCharge } from './useServerCharges.ts';

/**
 * §3 `charges` of one server: what it accrued since its last deduction (§9: every 24 hours), from
 * the same poll as the server list. The account is kept in dollars; the brand's currency is shown
 * (rocket: whole roubles at `rates/`).
 * @example <PendingChargeSection serverId={server.id} />
 */
export function PendingChargeSection({ serverId }: { serverId: string }) {
  const { t, i18n } = useTranslation('servers');
  const money = useChargesFormatter();
  const { charge, loading, failed, refetch } = useServerCharge(serverId);
  return (
    <Card title={t('billing.charges.title')} titleLevel={2}>
      <div className={styles.section}>
        {loading ? (
          <Skeleton variant="text" width="8rem" height="2rem" />
        ) : failed && charge === undefined ? (
          <Alert
            tone="danger"
            action={
              <Button variant="secondary" size="sm" onClick={refetch}>
                {t('billing.retry')}
              </Button>
            }
          >
            {t('billing.failed')}
          </Alert>
        ) : (
          <>
            <p className={styles.figure} data-testid="pending-charge">
              {money(charge?.amount ?? 0)}
            </p>
            {charge ? (
              <>
                <p className={styles.note}>
                  {t('billing.charges.since', {
                    date: formatDate(i18n.language, charge.periodStart, 'dateTime'),
                  })}
                </p>
                <p className={styles.note}>
                  {t('billing.charges.deduction', {
                    date: formatDate(i18n.language, charge.nextDeductionAt, 'dateTime'),
                  })}
                </p>
              </>
            ) : null}
          </>
        )}
        <p className={styles.note}>{t('billing.charges.stillBilled')}</p>
      </div>
    </Card>
  );
}
