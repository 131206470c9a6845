import type { Platform, SandboxModule } from '../../platform/module.ts';
import { registerPingSocket } from './pingSocket.ts';
import type { RealNetworksLookup } from './realNetworks.ts';
import { regionRoutes } from './routes.ts';
import { seedRegions } from './seed.ts';
import { regionsService, type NetworkAvailabilityLookup, type RegionsService } from './service.ts';
import { regionsStore } from './store.ts';

export { SEED_REGIONS } from './seed.ts';
export type { NetworkAvailabilityLookup, NetworkFreeAddresses, RegionsService } from './service.ts';
export type { RegionInput } from './store.ts';
export {
  realNetworksSource,
  type RealCloudLogin,
  type RealNetworksLookup,
} from './realNetworks.ts';

/**
 * The regions module (SPEC §3 Region): `GET /api/regions/`, `GET /api/regions/{id}/` and the
 * latency echo `/ws/ping/{region}`. The networks' free addresses come from `availability` (the
 * emulated Neutron's, wired in modules.ts); without it, or for a network it does not know, they
 * are the stored (seeded) counts. `listed`: the only regions the product API answers (proxy
 * mode's `SANDBOX_CLOUD_PROXY_CONSUMER`); default all. `realNetworks`: the product API lists the
 * real cloud's networks for a region (proxy mode, see realNetworks.ts); default the stored ones.
 *
 * @example
 * const regions = regionsModule(platform, { availability: (region) => network.availability(region) });
 * regions.service.exists('eu-west2'); // true once seeded
 */
export function regionsModule(
  platform: Platform,
  {
    availability,
    listed,
    realNetworks,
  }: {
    availability?: NetworkAvailabilityLookup;
    listed?: readonly string[] | undefined;
    realNetworks?: RealNetworksLookup | undefined;
  } = {},
): SandboxModule & { service: RegionsService } {
  const store = regionsStore(platform.db);
  const service = regionsService(store, availability);
  return {
    name: 'regions',
    service,
    seed() {
      seedRegions(store);
    },
    async register(app) {
      await app.register(regionRoutes, { prefix: '/api', regions: service, listed, realNetworks });
      await registerPingSocket(app, store);
    },
  };
}
