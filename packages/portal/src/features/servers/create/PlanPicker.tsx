import type { Plan } from '@cloud-portal/api-client';
import {
  groupPlansByCategory,
  planCategoryLabelKey,
  planPriceTexts,
} from '@cloud-portal/domain/catalog';
import { formatFileSize } from '@cloud-portal/domain/format';
import { Badge } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import type { PlanBlock } from './planChoice.ts';
import { RadioTile } from './RadioTile.tsx';
import styles from './ServerForm.module.css';
import { useSizeLabels } from './sizeLabels.ts';

/** Props of {@link PlanPicker}. */
export interface PlanPickerProps {
  /** The region's plans, in its currency. */
  plans: readonly Plan[];
  value: string | undefined;
  onChange: (planId: string) => void;
  /** Why a plan cannot be chosen (`planBlock`), or null. */
  blockOf: (plan: Plan) => PlanBlock | null;
  /** The rouble variant's whole roubles (§9), from the brand. */
  roubleIntegers: boolean;
}

/**
 * The plan step: plans by category (§3), each with CPU, memory, disk, traffic, port and its price
 * in the region's currency (monthly, and hourly unless whole roubles, §9); plans that cannot be
 * chosen say why.
 * @example <PlanPicker plans={plans} value={planId} onChange={setPlan} blockOf={(plan) => planBlock(plan, { image })} roubleIntegers={false} />
 */
export function PlanPicker({ plans, value, onChange, blockOf, roubleIntegers }: PlanPickerProps) {
  const { t } = useTranslation(['servers', 'billing']);
  const labels = useSizeLabels();
  const groups = groupPlansByCategory(plans);
  return (
    <>
      {groups.map(({ category, plans: inCategory }) => (
        <div key={category} className={styles.section}>
          <h3 className={styles.subheading} id={`plans-${category}`}>
            {t(planCategoryLabelKey(category))}
          </h3>
          <ul className={styles.rows} aria-labelledby={`plans-${category}`}>
            {inCategory.map((plan) => {
              const block = blockOf(plan);
              const prices = planPriceTexts(plan, { roubleIntegers });
              const reasonId = `plan-${plan.id}-reason`;
              return (
                <li key={plan.id}>
                  <RadioTile
                    name="plan"
                    value={plan.id}
                    checked={plan.id === value}
                    disabled={block !== null}
                    describedBy={block === null || block === 'current' ? undefined : reasonId}
                    onSelect={onChange}
                    className={styles.planRow}
                  >
                    <span className={styles.tileTitle}>
                      {plan.flavor_name}
                      {block === 'current' ? (
                        <Badge size="sm" tone="info">
                          {t('create.plan.current')}
                        </Badge>
                      ) : null}
                    </span>
                    <span className={`${styles.tileText} ${styles.planSpecs}`}>
                      {t('create.plan.specs', {
                        cpu: t('billing:plans.vcpus', { count: plan.vcpus }),
                        ram: formatFileSize(plan.ram_mb * 1024 ** 2, { labels }),
                        disk: formatFileSize(plan.disk_gb * 1024 ** 3, { labels }),
                      })}
                    </span>
                    <span className={`${styles.tileText} ${styles.planTraffic}`}>
                      {t('create.plan.traffic', {
                        traffic: t('billing:plans.trafficTb', { count: plan.traffic_tb }),
                        port: plan.network_plan,
                      })}
                    </span>
                    <span className={styles.planPrice}>
                      <strong>{t('create.plan.perMonth', { price: prices.monthly })}</strong>
                      {prices.hourly === null ? null : (
                        <span className={styles.tileText}>
                          {t('create.plan.perHour', { price: prices.hourly })}
                        </span>
                      )}
                    </span>
                    {block !== null && block !== 'current' ? (
                      <span className={styles.reason} id={reasonId}>
                        {t(`create.plan.blocked.${block}`)}
                      </span>
                    ) : null}
                  </RadioTile>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </>
  );
}
