import type { Platform } from '../../platform/module.ts';
import type { RegionsService } from '../../product/regions/index.ts';
import type { CloudService } from '../service.ts';
import { identityRoutes } from './routes.ts';
import { identityService, type IdentityService } from './service.ts';
import { keystoneStore } from './store.ts';

export { DEFAULT_TOKEN_LIFETIME_SECONDS } from './routes.ts';
export type { IdentityService } from './service.ts';
export { DEFAULT_DOMAIN } from './store.ts';

/**
 * The emulated Keystone v3 (`/cloud/{region}/identity/v3/auth/tokens`): password tokens scoped
 * to a project, checked and revoked as Keystone does.
 *
 * @example
 * const identity = identityModule(platform, { regions: regions.service, tokenLifetimeSeconds: 3600 });
 */
export function identityModule(
  platform: Platform,
  options: { regions: RegionsService; tokenLifetimeSeconds: number },
): CloudService & { service: IdentityService } {
  const keystone = keystoneStore(platform.db);
  return {
    name: 'identity',
    service: identityService(keystone, platform.passwordCost),
    routes: async (app) => {
      await app.register(identityRoutes, {
        keystone,
        regions: options.regions,
        now: platform.now,
        tokenLifetimeSeconds: options.tokenLifetimeSeconds,
      });
    },
  };
}
