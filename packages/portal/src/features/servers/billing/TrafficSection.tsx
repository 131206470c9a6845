import { formatDate } from '@cloud-portal/i18n';
import { Alert, Button, Card, ProgressBar, Skeleton } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { useChargesFormatter } from '../list/serverCharges.ts';
import { useByteSize } from './billingFormat.ts';
import styles from './ServerBillingTab.module.css';
import { SERVER_BILLING_POLL_MS, useListShaperLimitsQuery } from './serverBillingApi.ts';

/** At or above this share of the limit the bar turns to a warning. */
const NEAR_LIMIT = 0.8;

/**
 * The server's traffic this month (§7 shaperLimits, §3 Plan: traffic used and limit with reset
 * date) with a progress bar, and the extra-traffic rule of §9 (1 TB added automatically for $1
 * when the limit is exceeded) with what was added this month, in the brand's currency.
 * @example <TrafficSection serverId={server.id} />
 */
export function TrafficSection({ serverId }: { serverId: string }) {
  const { t, i18n } = useTranslation('servers');
  const money = useChargesFormatter();
  const bytes = useByteSize();
  const { data, isLoading, isError, refetch } = useListShaperLimitsQuery(undefined, {
    pollingInterval: SERVER_BILLING_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  const limit = data?.find((entry) => entry.server_id === serverId);

  let body;
  if (isLoading) body = <Skeleton variant="text" lines={3} />;
  else if (isError && limit === undefined)
    body = (
      <Alert
        tone="danger"
        action={
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {t('billing.retry')}
          </Button>
        }
      >
        {t('billing.failed')}
      </Alert>
    );
  else if (limit === undefined) body = <p className={styles.note}>{t('billing.traffic.none')}</p>;
  else {
    const allowance = limit.traffic_limit_bytes + limit.extra_traffic_blocks * 2 ** 40;
    const share = allowance > 0 ? limit.traffic_used_bytes / allowance : 0;
    const usedText = t('billing.traffic.used', {
      used: bytes(limit.traffic_used_bytes),
      limit: bytes(limit.traffic_limit_bytes),
    });
    body = (
      <>
        <ProgressBar
          label={t('billing.traffic.progress')}
          value={Math.min(limit.traffic_used_bytes, allowance)}
          max={Math.max(allowance, 1)}
          valueText={usedText}
          showValue
          tone={limit.extra_traffic_blocks > 0 || share >= NEAR_LIMIT ? 'warning' : 'brand'}
        />
        <p className={styles.note}>
          {t('billing.traffic.resets', { date: formatDate(i18n.language, limit.reset_at, 'date') })}
        </p>
        {limit.extra_traffic_blocks > 0 ? (
          <Alert tone="warning">
            {t('billing.traffic.extra', {
              count: limit.extra_traffic_blocks,
              amount: money(Number(limit.extra_traffic_amount)),
            })}
          </Alert>
        ) : null}
        <p className={styles.note}>
          {t('billing.traffic.rule', {
            price: money(Number(limit.extra_traffic_block_price)),
          })}
        </p>
      </>
    );
  }
  return (
    <Card title={t('billing.traffic.title')} titleLevel={2}>
      <div className={styles.section}>{body}</div>
    </Card>
  );
}
