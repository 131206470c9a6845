import type { Platform, SandboxModule } from '../../platform/module.ts';
import { registerPingSocket } from './pingSocket.ts';
import { regionRoutes } from './routes.ts';
import { seedRegions } from './seed.ts';
import type { RegionsService } from './service.ts';
import { regionsStore } from './store.ts';

export { SEED_REGIONS } from './seed.ts';
export type { RegionsService } from './service.ts';
export type { RegionInput } from './store.ts';

/**
 * The regions module (SPEC §3 Region): `GET /api/regions/`, `GET /api/regions/{id}/` and the
 * latency echo `/ws/ping/{region}`.
 *
 * @example
 * const regions = regionsModule(platform);
 * regions.service.exists('eu-west2'); // true once seeded
 */
export function regionsModule(platform: Platform): SandboxModule & { service: RegionsService } {
  const store = regionsStore(platform.db);
  return {
    name: 'regions',
    service: store,
    seed() {
      seedRegions(store);
    },
    async register(app) {
      await app.register(regionRoutes, { prefix: '/api', regions: store });
      await registerPingSocket(app, store);
    },
  };
}
