import {
  regionAvailability,
  type RegionLike,
  type RegionSessionBucket,
} from '@cloud-portal/domain/regions';

/** What the public site says about a region. */
export type RegionStatus = 'available' | 'maintenance' | 'outOfStock';

/**
 * A region's public status, from the domain's availability rule for new servers (§4): a region
 * that takes no new servers for want of stock or free addresses shows as out of stock.
 * @example regionStatus(region, 'a') // 'available'
 */
export function regionStatus(region: RegionLike, sessionBucket: RegionSessionBucket): RegionStatus {
  const availability = regionAvailability(region, { sessionBucket });
  if (availability.available) return 'available';
  switch (availability.reason) {
    case 'maintenance':
    case 'read_only':
      return 'maintenance';
    case 'out_of_stock':
    case 'unavailable':
    case 'no_free_ipv4':
    case 'no_free_ipv6':
      return 'outOfStock';
    default:
      return availability.reason satisfies never;
  }
}

/** Free IPv4 addresses over all of a region's networks (display only). */
export function freeIpv4(region: RegionLike): number {
  return region.meta.networks.reduce((sum, network) => sum + network.available_ips_v4, 0);
}
