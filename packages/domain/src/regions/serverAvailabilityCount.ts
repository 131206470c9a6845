import { UNLIMITED_QUOTA } from './regionConstants.ts';

/** Inputs of `serverAvailabilityCount`. */
export interface ServerAvailabilityInput {
  /** The `instances` quota of the region (§3 Quota; `-1` unlimited). */
  readonly quotaInstances: number;
  /** How many servers the customer already has there. */
  readonly existingServers: number;
  /** True while any region's data is still loading. */
  readonly anyRegionLoading: boolean;
}

/**
 * How many more servers the customer may create (§4): quota instances minus existing servers,
 * never below 0, and 0 while any region is still loading (so nothing is offered on partial data).
 * An unlimited quota (`-1`) gives `Infinity`, not 0.
 *
 * @example
 * serverAvailabilityCount({ quotaInstances: 10, existingServers: 3, anyRegionLoading: false }); // 7
 * serverAvailabilityCount({ quotaInstances: 10, existingServers: 12, anyRegionLoading: false }); // 0
 * serverAvailabilityCount({ quotaInstances: 10, existingServers: 3, anyRegionLoading: true }); // 0
 */
export function serverAvailabilityCount(input: ServerAvailabilityInput): number {
  if (input.anyRegionLoading) return 0;
  if (input.quotaInstances === UNLIMITED_QUOTA) return Number.POSITIVE_INFINITY;
  const remaining = input.quotaInstances - input.existingServers;
  // `> 0` also turns NaN (a missing count) into 0.
  return remaining > 0 ? remaining : 0;
}
