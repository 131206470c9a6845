import type { Region, RegionNetwork } from '@cloud-portal/api-client';
import type { RegionsStore } from './store.ts';
import { capIpCount } from './capIpCount.ts';

/**
 * What other modules may use of the regions module: reading regions (their networks' free
 * addresses live, see {@link NetworkAvailabilityLookup}) and the maintenance / out-of-stock
 * switches of the sandbox admin page.
 */
export type RegionsService = Pick<
  RegionsStore,
  'list' | 'findById' | 'exists' | 'setMaintenance' | 'setOutOfStock'
>;

/** Free addresses of one network, as the cloud (the emulated Neutron) counts them now. */
export interface NetworkFreeAddresses {
  id: string;
  available_ips_v4: number;
  available_ips_v6: number;
}

/**
 * The free addresses of a region's networks, by network id. A network the lookup does not
 * answer for (not created in the cloud yet, or no lookup at all) keeps its stored counts.
 */
export type NetworkAvailabilityLookup = (region: string) => readonly NetworkFreeAddresses[];

function withLiveCounts(region: Region, availability: NetworkAvailabilityLookup): Region {
  const live = new Map(availability(region.id).map((network) => [network.id, network]));
  if (live.size === 0) return region;
  const networks = region.meta.networks.map((network): RegionNetwork => {
    const free = live.get(network.id);
    if (free === undefined) return network;
    return {
      id: network.id,
      name: network.name,
      available_ips_v4: free.available_ips_v4,
      available_ips_v6: capIpCount(free.available_ips_v6),
      available_ips: capIpCount(free.available_ips_v4 + free.available_ips_v6),
    };
  });
  return { ...region, meta: { ...region.meta, networks } };
}

/**
 * The regions service over the store: with an `availability` lookup, each network's
 * `available_ips_v4/_v6/available_ips` (§3 Region meta) are the cloud's live figures instead of
 * the stored ones.
 *
 * @example
 * const service = regionsService(regionsStore(db), (region) => network.availability(region));
 * service.findById('eu-west2')?.meta.networks[0]?.available_ips_v4; // 213 once a port took one
 */
export function regionsService(
  store: RegionsStore,
  availability?: NetworkAvailabilityLookup,
): RegionsService {
  if (availability === undefined) return store;
  return {
    list: () => store.list().map((region) => withLiveCounts(region, availability)),
    findById(id) {
      const region = store.findById(id);
      return region === undefined ? undefined : withLiveCounts(region, availability);
    },
    exists: (id) => store.exists(id),
    setMaintenance: (id, on) => store.setMaintenance(id, on),
    setOutOfStock: (id, on) => store.setOutOfStock(id, on),
  };
}
