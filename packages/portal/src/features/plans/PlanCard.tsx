import type { Plan } from '@cloud-portal/api-client';
import { planPriceTexts } from '@cloud-portal/domain/catalog';
import { FILE_SIZE_UNITS, formatFileSize, type FileSizeUnit } from '@cloud-portal/domain/format';
import { Badge, PriceTag } from '@cloud-portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './PlanCard.module.css';

/** Props of {@link PlanCard}. */
export interface PlanCardProps {
  /** The plan, as `GET plans/` returns it (prices in the region's currency). */
  plan: Plan;
  /** The rouble variant's whole-rouble prices (§9), from the brand. */
  roubleIntegers: boolean;
  /** The card's call to action ("Create server", "Sign up"); none for an unavailable plan. */
  action?: ReactNode;
}

/**
 * One plan (§3 Plan): CPU, RAM, disk, traffic, port speed, the monthly and hourly price in the
 * plan's currency (monthly only for whole-rouble prices, §9), and an action. Reusable wherever plans are listed (home, pricing, new server).
 * @example <PlanCard plan={plan} roubleIntegers={brand.roubleIntegers} action={<LinkButton to="/register">Sign up</LinkButton>} />
 */
export function PlanCard({ plan, roubleIntegers, action }: PlanCardProps) {
  const { t } = useTranslation('billing');
  const prices = planPriceTexts(plan, { roubleIntegers });
  const labels = Object.fromEntries(
    FILE_SIZE_UNITS.map((unit) => [unit, t(`plans.units.${unit}`)]),
  ) as Record<FileSizeUnit, string>;
  const titleId = `plan-${plan.id}`;
  return (
    <li className={styles.card} aria-labelledby={titleId} data-available={plan.is_available}>
      <h3 id={titleId} className={styles.name}>
        {plan.flavor_name}
      </h3>
      <PriceTag
        className={styles.monthly}
        size="lg"
        amount={prices.monthly}
        period={t('plans.perMonthShort')}
        periodLabel={t('plans.perMonth')}
      />
      {prices.hourly !== null && (
        <p className={styles.hourly}>
          <PriceTag
            size="sm"
            amount={prices.hourly}
            period={t('plans.perHourShort')}
            periodLabel={t('plans.perHour')}
          />
        </p>
      )}
      <dl className={styles.specs}>
        <div>
          <dt>{t('plans.cpu')}</dt>
          <dd>{t('plans.vcpus', { count: plan.vcpus })}</dd>
        </div>
        <div>
          <dt>{t('plans.ram')}</dt>
          <dd>{formatFileSize(plan.ram_mb * 1024 ** 2, { labels })}</dd>
        </div>
        <div>
          <dt>{t('plans.disk')}</dt>
          <dd>
            {t('plans.diskSize', { size: formatFileSize(plan.disk_gb * 1024 ** 3, { labels }) })}
          </dd>
        </div>
        <div>
          <dt>{t('plans.traffic')}</dt>
          <dd>{t('plans.trafficTb', { count: plan.traffic_tb })}</dd>
        </div>
        <div>
          <dt>{t('plans.port')}</dt>
          <dd>{plan.network_plan}</dd>
        </div>
      </dl>
      <div className={styles.action}>
        {plan.is_available ? action : <Badge tone="warning">{t('plans.outOfStock')}</Badge>}
      </div>
    </li>
  );
}
