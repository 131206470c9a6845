import { Alert, Button, EmptyState, Skeleton, VisuallyHidden } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import type { ServerTabProps } from '../page/ServerTabProps.ts';
import { Ipv4Section } from './Ipv4Section.tsx';
import { NetworkPlanSection } from './NetworkPlanSection.tsx';
import { PendingChargeSection } from './PendingChargeSection.tsx';
import styles from './ServerBillingTab.module.css';
import { useGetServerProductQuery } from './serverBillingApi.ts';
import { ServerPlanSection } from './ServerPlanSection.tsx';
import { TrafficSection } from './TrafficSection.tsx';

/**
 * The server-billing tab (§2 servers/page/{id}/server-billing; issue 13): pending charges of the
 * server, its plan and price per hour and month in the region's currency, the network plan with
 * change-network-plan, traffic used / limit / reset date with the extra-traffic rule (§9), and
 * the extra-IPv4 rule (§9). The product is read first (it names the plan and currency); each
 * section then loads, fails and retries on its own.
 * @example <ServerBillingTab server={server} />
 */
export function ServerBillingTab({ server }: ServerTabProps) {
  const { t } = useTranslation(['servers', 'billing']);
  const { data: product, isLoading, isError, refetch } = useGetServerProductQuery(server.id);

  if (isLoading) {
    return (
      <div className={styles.tab} aria-busy="true">
        <VisuallyHidden>{t('billing.loading')}</VisuallyHidden>
        <Skeleton variant="rect" height="9rem" />
        <Skeleton variant="rect" height="9rem" />
      </div>
    );
  }
  if (isError && product === undefined) {
    return (
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
  }
  if (!product) {
    return (
      <EmptyState
        title={t('billing.empty.title')}
        titleLevel={2}
        description={t('billing.empty.text')}
      />
    );
  }
  return (
    <div className={styles.tab}>
      <PendingChargeSection serverId={server.id} />
      <ServerPlanSection product={product} />
      <NetworkPlanSection product={product} serverName={server.name} />
      <TrafficSection serverId={server.id} />
      <Ipv4Section server={server} currency={product.currency} />
    </div>
  );
}
