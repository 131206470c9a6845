// What deleting a server saves per month (issue 13, server-controls): the monthly price of the
// plan of its flavor in its region, in the region's currency.
import type { Currency } from '@cloud-portal/domain/money';
import type { PlanList } from '@cloud-portal/api-client';
import type { NovaServerFlavor } from '@cloud-portal/cloud-sdk/compute';

/** A monthly amount in a currency. */
export interface MonthlySavings {
  amount: number;
  currency: Currency;
}

/**
 * The monthly price of the server's plan: the plan whose `flavor_id` is the server's flavor (its
 * id below Nova 2.47, its `original_name` from 2.47, which is the flavor's name; the portal's
 * flavors are named by their ids). `undefined` while the plans load or when no plan matches
 * (a flavor no longer sold, a price that is not a number).
 * @example monthlySavings({ original_name: 'std.2c4g' }, { currency: 'usd', plans: [{ flavor_id: 'std.2c4g', price_monthly: '12.00', … }] }) // { amount: 12, currency: 'usd' }
 */
export function monthlySavings(
  flavor: Pick<NovaServerFlavor, 'id' | 'original_name'>,
  plans: Pick<PlanList, 'currency' | 'plans'> | undefined,
): MonthlySavings | undefined {
  const flavorIds = [flavor.id, flavor.original_name].filter(
    (value): value is string => typeof value === 'string' && value !== '',
  );
  const plan = plans?.plans.find((candidate) => flavorIds.includes(candidate.flavor_id));
  if (!plan || !plans) return undefined;
  const amount = Number(plan.price_monthly);
  return Number.isFinite(amount) ? { amount, currency: plans.currency } : undefined;
}
