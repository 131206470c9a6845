// §3 Plan, §9 Display: how the public site lists plans — grouped by category in a fixed order,
// cheapest first, priced in the region's currency — and which region it opens on.
import { formatDecimal } from '../format/decimal.ts';
import { amountFractionDigits, formatAmount, withCurrencySymbol } from '../money/formatAmount.ts';
import type { Currency } from '../money/currency.ts';
import { isPlanCategory, type PlanCategory } from './plan.ts';

/**
 * Order of the plan categories on the public site: the entry plans first, the dedicated hardware
 * last (the API's code list of §3 is alphabetical, which is no order for a price list).
 */
export const PLAN_CATEGORY_DISPLAY_ORDER: readonly PlanCategory[] = [
  'standard',
  'burstable',
  'highfreq_shared',
  'highfreq_promo',
  'highfreq_dedicated',
  'highload',
  'baremetal',
];

/** What grouping and pricing need of a plan (the API's `Plan` has these fields). */
export interface PricedPlan {
  readonly category: string;
  /** Monthly price as a decimal string in the plan's currency (`'12.00'`). */
  readonly price_monthly: string;
  /** Hourly price as a decimal string with 2 to 4 decimals (`'0.0164'`). */
  readonly price_hourly: string;
  readonly currency: Currency;
}

/** The plans of one category, cheapest first. */
export interface PlanGroup<P> {
  readonly category: PlanCategory;
  readonly plans: readonly P[];
}

/**
 * Groups plans by category in `PLAN_CATEGORY_DISPLAY_ORDER`, each group sorted by monthly price
 * (equal prices keep the API's order). Categories without plans are left out, and so are plans
 * of a category this code does not know (a newer API): they cannot be labelled.
 *
 * @example
 * groupPlansByCategory([{ category: 'burstable', ... }, { category: 'standard', ... }]);
 * // [{ category: 'standard', plans: [...] }, { category: 'burstable', plans: [...] }]
 */
export function groupPlansByCategory<P extends PricedPlan>(plans: readonly P[]): PlanGroup<P>[] {
  const byCategory = new Map<PlanCategory, P[]>();
  for (const plan of plans) {
    if (!isPlanCategory(plan.category)) continue;
    const group = byCategory.get(plan.category) ?? [];
    group.push(plan);
    byCategory.set(plan.category, group);
  }
  return PLAN_CATEGORY_DISPLAY_ORDER.flatMap((category) => {
    const group = byCategory.get(category);
    if (!group) return [];
    // Array.prototype.sort is stable, so equal prices keep the API's order.
    const sorted = [...group].sort((a, b) => Number(a.price_monthly) - Number(b.price_monthly));
    return [{ category, plans: sorted }];
  });
}

/** Options of `planPriceTexts`. */
export interface PlanPriceOptions {
  /** The rouble variant (§9): whole roubles for monthly rouble prices. Default: false. */
  readonly roubleIntegers?: boolean;
}

/** A plan's prices as shown on a plan card. */
export interface PlanPriceTexts {
  /** '$12.00', or '1104 ₽' in the rouble variant. */
  readonly monthly: string;
  /**
   * '$0.0164': the API's decimals (2 to 4). `null` for rouble prices in the rouble variant: it
   * shows integer roubles only (§9), and an hourly rate rounded to whole roubles would mislead
   * ('2 ₽' for 1.51, '0 ₽' for a small plan), so its cards show the monthly price alone.
   */
  readonly hourly: string | null;
}

const HOURLY_DECIMALS = /\.(\d{2,4})$/;

/**
 * The monthly and hourly price texts of a plan in its currency (§9 Display: symbol placement,
 * whole roubles in the rouble variant). The hourly price (monthly / 730) keeps the decimals the
 * API sends (2 to 4, at least the 4 of §9 under 0.01): rounded to cents a $0.0164 rate would read
 * $0.02. The rouble variant shows integer roubles only (§9): its rouble plans have no hourly text
 * (rounded to whole roubles a small plan's rate would read "0 ₽").
 * Throws a RangeError for a price that is not a number.
 *
 * @example
 * planPriceTexts({ currency: 'usd', price_monthly: '12.00', price_hourly: '0.0164', category: 'standard' });
 * // { monthly: '$12.00', hourly: '$0.0164' }
 * planPriceTexts({ currency: 'rub', price_monthly: '1104.00', price_hourly: '1.5123', category: 'standard' }, { roubleIntegers: true });
 * // { monthly: '1104 ₽', hourly: null }
 */
export function planPriceTexts(plan: PricedPlan, options: PlanPriceOptions = {}): PlanPriceTexts {
  const monthly = Number(plan.price_monthly);
  const hourly = Number(plan.price_hourly);
  const sentDecimals = HOURLY_DECIMALS.exec(plan.price_hourly.trim())?.[1]?.length ?? 2;
  const hourlyDecimals = Math.max(
    sentDecimals,
    amountFractionDigits(hourly, { currency: plan.currency }),
  );
  return {
    monthly: formatAmount(monthly, {
      currency: plan.currency,
      roubleIntegers: options.roubleIntegers === true,
    }),
    hourly:
      options.roubleIntegers === true && plan.currency === 'rub'
        ? null
        : withCurrencySymbol(formatDecimal(hourly, hourlyDecimals), plan.currency),
  };
}

/** What choosing the default region needs of a region (the API's `Region` has these fields). */
export interface PlanRegionCandidate {
  readonly id: string;
  readonly currency: string;
}

/** The region plans are priced in when nothing else is known (§9 "Default region eu-west2"). */
export const DEFAULT_PLAN_REGION = 'eu-west2';

/**
 * The region the plan list opens on: the `requested` one (a `?region=` link) when the list has
 * it; else, among the regions billed in the brand's `currency` (so the rouble variant opens on
 * rouble prices), §9's default eu-west2 if it is one of them, else the first of them; else
 * eu-west2 if listed; else the first region. `undefined` for an empty list.
 *
 * @example
 * defaultPlanRegion([{ id: 'eu-west2', currency: 'usd' }, { id: 'ru-msk1', currency: 'rub' }], 'usd'); // 'eu-west2'
 * defaultPlanRegion([{ id: 'eu-west2', currency: 'usd' }, { id: 'ru-msk1', currency: 'rub' }], 'rub'); // 'ru-msk1'
 */
export function defaultPlanRegion(
  regions: readonly PlanRegionCandidate[],
  currency: Currency,
  requested?: string | null,
): string | undefined {
  if (requested && regions.some((region) => region.id === requested)) return requested;
  const inCurrency = regions.filter((region) => region.currency.toLowerCase() === currency);
  const pick = (list: readonly PlanRegionCandidate[]) =>
    list.find((region) => region.id === DEFAULT_PLAN_REGION) ?? list[0];
  return (pick(inCurrency) ?? pick(regions))?.id;
}
