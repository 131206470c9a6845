import type { Product } from '@cloud-portal/api-client';
import {
  billingCycleLabelKey,
  isBillingCycle,
  isPlanCategory,
  planCategoryLabelKey,
  planPriceTexts,
} from '@cloud-portal/domain/catalog';
import { parseCurrency } from '@cloud-portal/domain/money';
import { Card, PriceTag } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../brand/BrandContext.tsx';
import styles from './ServerBillingTab.module.css';

/**
 * The server's plan (§3 Plan display fields): name and category, price per month and per hour in
 * the region's currency (the rouble brand shows whole roubles and no hourly rate, §9), billing
 * cycle and the traffic included.
 * @example <ServerPlanSection product={product} />
 */
export function ServerPlanSection({ product }: { product: Product }) {
  const { t } = useTranslation(['servers', 'billing']);
  const { roubleIntegers } = useBrand();
  const currency = parseCurrency(product.currency);
  const prices =
    currency === undefined
      ? { monthly: product.price_monthly, hourly: product.price_hourly }
      : planPriceTexts({ ...product, currency, category: product.category }, { roubleIntegers });
  return (
    <Card
      title={t('billing.plan.title')}
      titleLevel={2}
      description={
        isPlanCategory(product.category)
          ? `${product.plan_name} · ${t(planCategoryLabelKey(product.category))}`
          : product.plan_name
      }
    >
      <div className={styles.section}>
        <PriceTag
          size="lg"
          amount={prices.monthly}
          period={t('billing.plan.perMonthShort')}
          periodLabel={t('billing.plan.perMonth')}
        />
        {prices.hourly !== null ? (
          <PriceTag
            size="sm"
            amount={prices.hourly}
            period={t('billing.plan.perHourShort')}
            periodLabel={t('billing.plan.perHour')}
          />
        ) : null}
        <dl className={styles.facts}>
          <div>
            <dt>{t('billing.plan.cycle')}</dt>
            <dd>
              {isBillingCycle(product.billing_cycle)
                ? t(billingCycleLabelKey(product.billing_cycle))
                : product.billing_cycle}
            </dd>
          </div>
          <div>
            <dt>{t('billing.plan.traffic')}</dt>
            <dd>{t('billing.plan.trafficTb', { count: product.traffic_tb })}</dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}
