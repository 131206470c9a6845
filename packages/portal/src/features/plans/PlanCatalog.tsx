import type { Plan, Region } from '@cloud-portal/api-client';
import {
  defaultPlanRegion,
  groupPlansByCategory,
  planCategoryLabelKey,
  type PlanCategory,
} from '@cloud-portal/domain/catalog';
import { currencySymbol, parseCurrency } from '@cloud-portal/domain/money';
import { Alert, Button, Select, Spinner, Tabs } from '@cloud-portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAnswerInBackground } from '../../app/useAnswerInBackground.ts';
import { useBrand } from '../../brand/BrandContext.tsx';
import { LinkButton } from '../layout/LinkButton.tsx';
import { useRegionsQuery } from '../regions/useRegionsQuery.ts';
import { useIsLoggedIn } from '../session/useSession.ts';
import { PlanCard } from './PlanCard.tsx';
import styles from './PlanCatalog.module.css';
import { useListPlansQuery } from './plansApi.ts';
import { controlPath } from '../../app/paths.ts';

/** The query parameter that holds the chosen region, so a priced link can be shared. */
export const PLAN_REGION_PARAM = 'region';

function RetryAlert({ text, onRetry, busy }: { text: string; onRetry: () => void; busy: boolean }) {
  const { t } = useTranslation('billing');
  return (
    <Alert
      tone="danger"
      action={
        <Button size="sm" variant="secondary" loading={busy} onClick={onRetry}>
          {t('plans.retry')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}

function regionLabel(region: Region): string {
  const currency = parseCurrency(region.currency);
  const money = currency
    ? `${region.currency.toUpperCase()} ${currencySymbol(currency)}`
    : region.currency;
  return `${region.city} (${region.id}) · ${money}`;
}

/** The action of a plan card: create a server when logged in, else sign up (or sign in, §1 asia). */
function PlanAction({ plan, region }: { plan: Plan; region: string }) {
  const { t } = useTranslation(['billing', 'common']);
  const brand = useBrand();
  const loggedIn = useIsLoggedIn();
  const name = plan.flavor_name;
  if (loggedIn)
    return (
      <LinkButton
        to={`${controlPath('newServer')}?region=${encodeURIComponent(region)}&plan=${encodeURIComponent(plan.id)}`}
        fullWidth
        aria-label={t('plans.createServerFor', { plan: name })}
      >
        {t('plans.createServer')}
      </LinkButton>
    );
  if (brand.features.signUp)
    return (
      <LinkButton to="/register" fullWidth aria-label={t('plans.signUpFor', { plan: name })}>
        {t('nav.signUp', { ns: 'common' })}
      </LinkButton>
    );
  return (
    <LinkButton
      to={brand.loginPath}
      fullWidth
      variant="secondary"
      aria-label={t('plans.signInFor', { plan: name })}
    >
      {t('nav.signIn', { ns: 'common' })}
    </LinkButton>
  );
}

function PlanGroups({ region }: { region: string }) {
  // The plans' texts load with the store, in `billing`; only the prerendered ones are `public`.
  const { t } = useTranslation(['billing', 'home']);
  const brand = useBrand();
  const { data, isLoading, isError, isFetching, refetch } = useListPlansQuery(region);
  const [chosen, setChosen] = useState<PlanCategory>();
  const { shown, arriving } = useAnswerInBackground(data);

  if (isLoading || arriving) return <Spinner label={t('home:plans.loading')} />;
  if (isError)
    return <RetryAlert text={t('plans.error')} busy={isFetching} onRetry={() => void refetch()} />;
  const groups = groupPlansByCategory(shown?.plans ?? []);
  const first = groups[0];
  if (!first) return <p className={styles.empty}>{t('plans.empty')}</p>;
  const active = groups.some((group) => group.category === chosen) ? chosen : first.category;
  return (
    <div aria-busy={isFetching} className={styles.groups}>
      <Tabs
        label={t('plans.categories')}
        value={active}
        onValueChange={setChosen}
        items={groups.map((group) => ({
          value: group.category,
          label: t(planCategoryLabelKey(group.category)),
          content: (
            <ul
              className={styles.cards}
              aria-label={t('plans.listLabel', {
                category: t(planCategoryLabelKey(group.category)),
              })}
            >
              {group.plans.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  roubleIntegers={brand.roubleIntegers}
                  action={<PlanAction plan={plan} region={region} />}
                />
              ))}
            </ul>
          ),
        }))}
      />
    </div>
  );
}

/**
 * The plans of the public home (§3 Plan, §7 `GET plans/`): a region picker (regions from the API;
 * the `?region=` of the URL, else the default of §9 for the brand's currency), then the region's
 * plans per category in its currency, each with its action. Loading, empty and error states with
 * retry for both calls. Needs the store: render it inside `WithStore`.
 * @example <WithStore fallback={<Spinner label="Loading plans" />}><PlanCatalog /></WithStore>
 */
export function PlanCatalog() {
  const { t } = useTranslation(['billing', 'home']);
  const brand = useBrand();
  const [params, setParams] = useSearchParams();
  // On the home the data centers' list asks for the regions; the plans, whose chunk arrives
  // later, show its answer, a failure included, instead of asking again.
  const regions = useRegionsQuery({ joinFailure: true });

  if (regions.isLoading) return <Spinner label={t('home:plans.loading')} />;
  if (regions.isError)
    return (
      <RetryAlert
        text={t('plans.regionsError')}
        busy={regions.isFetching}
        onRetry={() => void regions.refetch()}
      />
    );
  const list = regions.data ?? [];
  const region = defaultPlanRegion(list, brand.currency, params.get(PLAN_REGION_PARAM));
  if (region === undefined) return <p className={styles.empty}>{t('plans.noRegions')}</p>;

  const choose = (next: string) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        updated.set(PLAN_REGION_PARAM, next);
        return updated;
      },
      // The region is view state worth a link, not a history entry; the page stays where it is.
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className={styles.catalog}>
      <div className={styles.picker}>
        <Select
          label={t('plans.region')}
          value={region}
          onChange={choose}
          options={list.map((item) => ({ value: item.id, label: regionLabel(item) }))}
        />
      </div>
      <PlanGroups region={region} />
    </div>
  );
}
