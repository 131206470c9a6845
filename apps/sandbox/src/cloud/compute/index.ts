import type { Platform } from '../../platform/module.ts';
import type { CloudService } from '../service.ts';
import type { TokenResolver } from '../shared/auth.ts';
import { computeRoutes } from './routes.ts';
import { seedFlavors } from './seed.ts';
import { flavorsStore } from './store.ts';

export { NOVA_MICROVERSIONS } from './routes.ts';

/**
 * The emulated Nova (`/cloud/{region}/compute/v2.1`): the version document and the flavor list
 * so far (issue 11 adds servers). Tokens are checked by the shared preHandler over `tokens`.
 *
 * @example
 * const compute = computeModule(platform, { tokens: identity.service });
 * cloudModule({ regions: regions.service, services: [identity, compute] });
 */
export function computeModule(
  platform: Platform,
  { tokens }: { tokens: TokenResolver },
): CloudService {
  const flavors = flavorsStore(platform.db);
  return {
    name: 'compute',
    seed() {
      seedFlavors(flavors);
    },
    routes: async (app) => {
      await app.register(computeRoutes, { flavors, tokens });
    },
  };
}
