import type { Platform } from '../../platform/module.ts';
import type { RegionsService } from '../../product/regions/index.ts';
import type { CloudService } from '../service.ts';
import type { TokenResolver } from '../shared/auth.ts';
import { createNeutron } from './neutron.ts';
import { networkRoutes } from './routes.ts';
import { seedNetworks } from './seed.ts';
import { networkService, type NetworkService } from './service.ts';
import { networkStore } from './store.ts';

export type { NetworkFailure, NetworkService, ServerPort } from './service.ts';
export { NETWORK_OPERATOR_PROJECT_ID, PUBLIC_NETWORK_NAME } from './seed.ts';

/** Free addresses of one network of a region, as the regions module reports them (§3 Region meta). */
export interface NetworkAvailability {
  id: string;
  name: string;
  available_ips_v4: number;
  available_ips_v6: number;
}

/**
 * The emulated Neutron (`/cloud/{region}/network/v2.0`): networks, subnets, ports, security
 * groups and rules, routers, floating IPs and network IP availability, persisted per region and
 * project. `service` is what Nova (the compute emulator) calls; `availability` the free
 * addresses per shared network, for the regions module.
 *
 * @example
 * const network = networkModule(platform, { tokens: identity.service, regions: regions.service });
 * cloudModule({ regions: regions.service, services: [identity, compute, network] });
 */
export function networkModule(
  platform: Platform,
  { tokens, regions }: { tokens: TokenResolver; regions: RegionsService },
): CloudService & { service: NetworkService; availability(region: string): NetworkAvailability[] } {
  const neutron = createNeutron({
    store: networkStore(platform.db),
    now: platform.now,
    uuid: () => platform.ids.uuid(),
    events: platform.events,
  });
  const availabilityCache = new Map<string, { generation: number; value: NetworkAvailability[] }>();
  return {
    name: 'network',
    service: networkService(neutron),
    availability(region) {
      // Read by every GET /api/regions/: computed once per change of Neutron's tables.
      const cached = availabilityCache.get(region);
      if (cached !== undefined && cached.generation === neutron.store.generation()) {
        return cached.value;
      }
      const value = neutron.store
        .networks(region)
        .filter((network) => network.shared)
        .map((network) => {
          const subnets = neutron.store.subnetsOf(network.id).map(neutron.subnetAvailability);
          const free = (version: 4 | 6) => {
            const total = subnets
              .filter((item) => item.subnet.ipVersion === version)
              .reduce((sum, item) => sum + item.totalIps - BigInt(item.usedIps), 0n);
            return Number(
              total > BigInt(Number.MAX_SAFE_INTEGER) ? BigInt(Number.MAX_SAFE_INTEGER) : total,
            );
          };
          return {
            id: network.id,
            name: network.name,
            available_ips_v4: free(4),
            available_ips_v6: free(6),
          };
        });
      availabilityCache.set(region, { generation: neutron.store.generation(), value });
      return value;
    },
    seed() {
      seedNetworks(neutron, regions);
    },
    routes: async (app) => {
      await app.register(networkRoutes, { neutron, tokens });
    },
  };
}
