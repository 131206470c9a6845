import type { Region } from '@cloud-portal/api-client';

/** What the public site says about a region. */
export type RegionStatus = 'available' | 'maintenance' | 'outOfStock';

/**
 * A region's public status. §4: a region is in maintenance if it is flagged or has no networks;
 * out of stock (or flagged unavailable) comes next. The full availability rule for new servers
 * (free IPv4 thresholds) belongs to the domain layer.
 * @example regionStatus({ ...region, meta: { ...region.meta, networks: [] } }) // 'maintenance'
 */
export function regionStatus(region: Pick<Region, 'meta'>): RegionStatus {
  const { is_maintenance, networks, is_out_of_stock, is_available } = region.meta;
  if (is_maintenance || networks.length === 0) return 'maintenance';
  if (is_out_of_stock || !is_available) return 'outOfStock';
  return 'available';
}

/** Free IPv4 addresses over all of a region's networks. */
export function freeIpv4(region: Pick<Region, 'meta'>): number {
  return region.meta.networks.reduce((sum, network) => sum + network.available_ips_v4, 0);
}
