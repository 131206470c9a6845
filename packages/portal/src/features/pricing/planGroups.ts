import type { Plan } from '@cloud-portal/api-client';
import { PLAN_CATEGORIES, type PlanCategory } from '@cloud-portal/domain/catalog';

/** The plans of one category, in the order the page shows them. */
export interface PlanGroup {
  category: PlanCategory;
  plans: Plan[];
}

/**
 * Groups plans by category in the catalogue order of §3 (empty categories left out), each group
 * sorted by monthly price, then by name so equal prices keep a stable order.
 * @example groupPlans(planList.plans).map((group) => group.category) // ['standard', 'highload']
 */
export function groupPlans(plans: readonly Plan[]): PlanGroup[] {
  return PLAN_CATEGORIES.map((category) => ({
    category,
    plans: plans
      .filter((plan) => plan.category === category)
      .sort(
        (a, b) =>
          Number(a.price_monthly) - Number(b.price_monthly) ||
          a.flavor_name.localeCompare(b.flavor_name),
      ),
  })).filter((group) => group.plans.length > 0);
}

/**
 * The region the pricing page shows: the one in the URL if the API knows it, else the §9 default
 * eu-west2 if offered, else the first region.
 * @example pickRegion('eu-east1', ['eu-west2', 'eu-east1']) // 'eu-east1'
 */
export function pickRegion(
  requested: string | null,
  regionIds: readonly string[],
  fallback = 'eu-west2',
): string | undefined {
  if (requested && regionIds.includes(requested)) return requested;
  if (regionIds.includes(fallback)) return fallback;
  return regionIds[0];
}

/** A port speed split into value and unit, for a translated "1 Gbit/s". */
export type PortSpeed = { value: number; unit: 'gbps' | 'mbps' } | { text: string };

/**
 * Reads the API's `network_plan` ('1gbps', '200mbps'); anything else is shown as sent.
 * @example portSpeed('10gbps') // { value: 10, unit: 'gbps' }
 */
export function portSpeed(networkPlan: string): PortSpeed {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([gm])bps\s*$/i.exec(networkPlan);
  if (!match) return { text: networkPlan };
  return { value: Number(match[1]), unit: match[2]!.toLowerCase() === 'g' ? 'gbps' : 'mbps' };
}
