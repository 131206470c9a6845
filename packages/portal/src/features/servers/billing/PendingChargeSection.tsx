import { formatDate } from '@cloud-portal/i18n';
import { Alert, Button, Card, Skeleton } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { useMoney } from './billingFormat.ts';
import styles from './ServerBillingTab.module.css';
import { useServerCharges } from './useServerCharges.ts';

/**
 * §3 `charges` of one server: what it accrued since its last deduction (§9: every 24 hours), from
 * the same poll as the server list, in the region's currency.
 * @example <PendingChargeSection serverId={server.id} currency={product.currency} />
 */
export function PendingChargeSection({
  serverId,
  currency,
}: {
  serverId: string;
  /** The product's currency: a server without a pending entry yet shows 0 in it. */
  currency: string;
}) {
  const { t, i18n } = useTranslation('servers');
  const money = useMoney();
  const { byServer, loading, failed, refetch } = useServerCharges();
  const charge = byServer.get(serverId);
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
              {money(charge?.amount ?? 0, charge?.currency ?? currency)}
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
