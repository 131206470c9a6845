import type { Platform } from '../../platform/module.ts';
import type { CloudService } from '../service.ts';
import type { TokenResolver } from '../shared/auth.ts';
import { metricRoutes } from './routes.ts';
import type { MeteredServerLookup } from './servers.ts';

export { memoryServerLookup, type MeteredServer, type MeteredServerLookup } from './servers.ts';
export { ARCHIVE_POLICY, AGGREGATION_METHODS, METRICS, metricId } from './series.ts';

/**
 * The emulated Gnocchi v1 (`/cloud/{region}/metric/v1`): a generic resource per server of the
 * caller's project, with deterministic CPU, memory, disk and network measures that follow the
 * day of the region and the server's power state. Servers come from `servers` (the compute
 * emulator's lookup); nothing is stored.
 *
 * @example
 * const metric = metricModule(platform, { tokens: identity.service, servers: memoryServerLookup() });
 * cloudModule({ regions: regions.service, services: [identity, compute, metric] });
 */
export function metricModule(
  platform: Platform,
  { tokens, servers }: { tokens: TokenResolver; servers: MeteredServerLookup },
): CloudService {
  return {
    name: 'metric',
    routes: async (app) => {
      await app.register(metricRoutes, { tokens, servers, now: platform.now });
    },
  };
}
