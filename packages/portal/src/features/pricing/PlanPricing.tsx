import type { Plan } from '@cloud-portal/api-client';
import { planCategoryLabelKey, planPriceTexts } from '@cloud-portal/domain/catalog';
import { formatDecimalTrimmed } from '@cloud-portal/domain/format';
import { Alert, Badge, Button, Select } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useBrand } from '../../brand/BrandContext.tsx';
import { PageDataLoading } from '../layout/PageDataLoading.tsx';
import { useRegionsQuery } from '../regions/useRegionsQuery.ts';
import { groupPlans, pickRegion, portSpeed } from './planGroups.ts';
import { useListPlansQuery } from '../plans/plansApi.ts';
import styles from './Pricing.module.css';

function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('company');
  return (
    <Alert
      tone="danger"
      action={
        <Button size="sm" variant="secondary" loading={retrying} onClick={onRetry}>
          {t('pricing.retry')}
        </Button>
      }
    >
      {t('pricing.error')}
    </Alert>
  );
}

function PlanTable({ caption, plans }: { caption: string; plans: Plan[] }) {
  const { t } = useTranslation('company');
  const { roubleIntegers } = useBrand();
  const port = (networkPlan: string) => {
    const speed = portSpeed(networkPlan);
    return 'text' in speed ? speed.text : t(`pricing.port.${speed.unit}`, { value: speed.value });
  };
  return (
    // A wide table scrolls inside its own region on narrow screens; keyboard users need to focus
    // it to scroll (axe: scrollable-region-focusable), hence the tabIndex on a non-control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pricing.columns.plan')}</th>
            <th scope="col">{t('pricing.columns.vcpus')}</th>
            <th scope="col">{t('pricing.columns.ram')}</th>
            <th scope="col">{t('pricing.columns.disk')}</th>
            <th scope="col">{t('pricing.columns.traffic')}</th>
            <th scope="col">{t('pricing.columns.port')}</th>
            <th scope="col" className={styles.price}>
              {t('pricing.columns.monthly')}
            </th>
            <th scope="col" className={styles.price}>
              {t('pricing.columns.hourly')}
            </th>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => {
            // The plan's own currency; the API's hourly decimals (§9 display, as on the home).
            const prices = planPriceTexts(plan, { roubleIntegers });
            return (
              <tr key={plan.id} data-available={plan.is_available}>
                <th scope="row">
                  <span className={styles.planName}>{plan.flavor_name}</span>
                  {!plan.is_available && (
                    <Badge tone="warning" size="sm">
                      {t('pricing.outOfStock')}
                    </Badge>
                  )}
                </th>
                <td>{plan.vcpus}</td>
                <td>{t('pricing.gb', { value: formatDecimalTrimmed(plan.ram_mb / 1024, 1) })}</td>
                <td>{t('pricing.gb', { value: plan.disk_gb })}</td>
                <td>{t('pricing.tb', { value: plan.traffic_tb })}</td>
                <td>{port(plan.network_plan)}</td>
                <td className={styles.price}>{prices.monthly}</td>
                <td className={styles.price}>{prices.hourly ?? '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function RegionPlans({ region }: { region: string }) {
  const { t } = useTranslation(['company', 'billing']);
  const { data, isLoading, isError, isFetching, refetch } = useListPlansQuery(region);
  if (isLoading) return <PageDataLoading label={t('pricing.loading')} />;
  if (isError) return <LoadError onRetry={() => void refetch()} retrying={isFetching} />;
  const groups = groupPlans(data?.plans ?? []);
  if (!data || groups.length === 0) return <p className={styles.empty}>{t('pricing.empty')}</p>;
  return (
    <div className={styles.groups} aria-busy={isFetching}>
      {groups.map((group) => (
        <section key={group.category} aria-labelledby={`plans-${group.category}`}>
          <h2 id={`plans-${group.category}`}>{t(planCategoryLabelKey(group.category))}</h2>
          <PlanTable
            caption={t('pricing.tableCaption', {
              category: t(planCategoryLabelKey(group.category)),
            })}
            plans={group.plans}
          />
        </section>
      ))}
    </div>
  );
}

/** The plans of a region, per category, with monthly and hourly prices (§7 `GET plans/?region=`). */
export function PlanPricing() {
  const { t } = useTranslation('company');
  const [searchParams, setSearchParams] = useSearchParams();
  const regions = useRegionsQuery();
  if (regions.isLoading) return <PageDataLoading label={t('pricing.loading')} />;
  if (regions.isError)
    return <LoadError onRetry={() => void regions.refetch()} retrying={regions.isFetching} />;
  const list = regions.data ?? [];
  const region = pickRegion(
    searchParams.get('region'),
    list.map((item) => item.id),
  );
  if (!region) return <p className={styles.empty}>{t('pricing.empty')}</p>;
  return (
    <div className={styles.groups}>
      <div className={styles.controls}>
        <Select
          label={t('pricing.region')}
          value={region}
          options={list.map((item) => ({
            value: item.id,
            label: t('pricing.regionOption', {
              city: item.city,
              currency: item.currency.toUpperCase(),
            }),
          }))}
          // The region is view state that belongs in the URL (STYLE: filters live in the URL).
          onChange={(value) => setSearchParams({ region: value }, { replace: true })}
        />
      </div>
      <RegionPlans region={region} />
    </div>
  );
}
