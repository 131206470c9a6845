/** Port speeds as plans name them: a number and a unit (`200mbps`, `1gbps`, `10gbps`). */
const SPEED = /^([0-9]+)(mbps|gbps)$/;

/**
 * A network plan's speed in Mbit/s, for ordering; plans named otherwise sort last.
 *
 * @example
 * networkPlanSpeed('2gbps'); // 2000
 */
export function networkPlanSpeed(plan: string): number {
  const match = SPEED.exec(plan);
  if (match === null) return Number.POSITIVE_INFINITY;
  return Number(match[1]) * (match[2] === 'gbps' ? 1000 : 1);
}

/**
 * The network plans a server of a region may switch between (§7 change-network-plan): the
 * distinct port speeds of the region's plans, slowest first.
 *
 * @example
 * networkPlanChoices([{ network_plan: '1gbps' }, { network_plan: '200mbps' }, { network_plan: '1gbps' }]);
 * // ['200mbps', '1gbps']
 */
export function networkPlanChoices(plans: readonly { network_plan: string }[]): string[] {
  return [...new Set(plans.map((plan) => plan.network_plan))].sort(
    (a, b) => networkPlanSpeed(a) - networkPlanSpeed(b) || a.localeCompare(b),
  );
}
