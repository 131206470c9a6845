import { extraIpv4UnitPrice } from '@cloud-portal/domain/pricing';
import { parseCurrency } from '@cloud-portal/domain/money';
import { Card } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../brand/BrandContext.tsx';
import { useRegionData } from '../../cloud/regionData.ts';
import type { CloudServer } from '../../cloud/regionResources.ts';
import { useMoney } from './billingFormat.ts';
import { extraIpv4Summary } from './extraIpv4Summary.ts';
import styles from './ServerBillingTab.module.css';

/**
 * The extra-IPv4 rule of §9 for this server: its own IPv4 addresses, the rule (the account's
 * first address is free, extras from the second server on cost the brand's price a month) and
 * what the customer pays for extra addresses in the server's region (domain `pricing`).
 * @example <Ipv4Section server={server} currency="usd" />
 */
export function Ipv4Section({ server, currency }: { server: CloudServer; currency: string }) {
  const { t } = useTranslation('servers');
  const brand = useBrand();
  const money = useMoney();
  const { servers } = useRegionData(server.region);
  const known = parseCurrency(currency);
  if (known === undefined) return null;
  // The brand's price is in the brand's currency; a region billing in another uses §9's own.
  const unitPrice = known === brand.currency ? brand.extraIpPrice : extraIpv4UnitPrice(known);
  const summary = extraIpv4Summary({
    server,
    regionServers: servers.data ?? [server],
    currency: known,
    unitPrice,
  });
  return (
    <Card title={t('billing.ipv4.title')} titleLevel={2}>
      <div className={styles.section}>
        <p className={styles.note}>{t('billing.ipv4.thisServer', { count: summary.serverIpv4 })}</p>
        <p className={styles.note}>{t('billing.ipv4.rule', { price: money(unitPrice, known) })}</p>
        <p className={styles.text}>
          {summary.paidInRegion > 0
            ? t('billing.ipv4.regionCharge', {
                count: summary.paidInRegion,
                amount: money(summary.monthlyInRegion, known),
              })
            : t('billing.ipv4.regionFree')}
        </p>
      </div>
    </Card>
  );
}
