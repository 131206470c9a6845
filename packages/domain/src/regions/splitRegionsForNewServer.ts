import {
  regionAvailability,
  type RegionAvailabilityOptions,
  type RegionLike,
  type RegionUnavailableReason,
} from './regionAvailability.ts';

/** A region that takes no new servers, with the reason (for the "temporarily unavailable" list). */
export interface UnavailableRegion<TRegion extends RegionLike> {
  readonly region: TRegion;
  readonly reason: Extract<RegionUnavailableReason, 'maintenance' | 'out_of_stock'>;
}

/** The regions of the new-server screen. */
export interface RegionsForNewServer<TRegion extends RegionLike> {
  /** Regions a new server can be created in, in input order. */
  readonly available: readonly TRegion[];
  /** Regions listed separately (§4): in maintenance or out of stock, and not read-only. */
  readonly unavailable: readonly UnavailableRegion<TRegion>[];
}

/**
 * Splits regions for the new-server screen (§4): the available ones, and — listed separately —
 * those in maintenance or out of stock that are not read-only. Regions unavailable for other
 * reasons (flagged `is_available: false`, too few free addresses) and read-only regions appear in
 * neither list. Input order is kept.
 *
 * @example
 * splitRegionsForNewServer(regions, { sessionBucket: 'a' });
 * // { available: [euWest2], unavailable: [{ region: usEast1, reason: 'maintenance' }] }
 */
export function splitRegionsForNewServer<TRegion extends RegionLike>(
  regions: readonly TRegion[],
  options: RegionAvailabilityOptions,
): RegionsForNewServer<TRegion> {
  const available: TRegion[] = [];
  const unavailable: UnavailableRegion<TRegion>[] = [];
  for (const region of regions) {
    const availability = regionAvailability(region, options);
    if (availability.available) available.push(region);
    else if (availability.reason === 'maintenance' || availability.reason === 'out_of_stock') {
      // regionAvailability reports read_only first, so these are never read-only.
      unavailable.push({ region, reason: availability.reason });
    }
  }
  return { available, unavailable };
}
