import type { Platform } from '../../platform/module.ts';
import type { RegionsService } from '../../product/regions/index.ts';
import type { CloudService } from '../service.ts';
import { identityDiscoveryRoutes } from './discovery.ts';
import { DEFAULT_KEYSTONE_RATE_LIMITS, identityRoutes } from './routes.ts';
import { identityService, type IdentityService } from './service.ts';
import { keystoneStore } from './store.ts';
import {
  ec2CredentialRoutes,
  ec2CredentialsService,
  ec2CredentialsStore,
  type Ec2CredentialsService,
} from './ec2.ts';

export { DEFAULT_KEYSTONE_RATE_LIMITS, DEFAULT_TOKEN_LIFETIME_SECONDS } from './routes.ts';
export type { KeystoneRateLimits } from './routes.ts';
export type { IdentityService } from './service.ts';
export type { Ec2CredentialRecord, Ec2CredentialsService } from './ec2.ts';
export { DEFAULT_DOMAIN } from './store.ts';

/**
 * The emulated Keystone v3 (`/cloud/{region}/identity/v3/auth/tokens`): password tokens scoped
 * to a project, checked and revoked as Keystone does. Its `service` also resolves tokens for the
 * other cloud services (the shared preHandler of cloud/shared/auth.ts). Users' EC2 credentials
 * (`/v3/users/{id}/credentials/OS-EC2`, ec2.ts) are listed and created there too; `ec2Credentials`
 * resolves an access key for the object store.
 *
 * @example
 * const identity = identityModule(platform, { regions: regions.service, tokenLifetimeSeconds: 3600 });
 */
export function identityModule(
  platform: Platform,
  options: {
    regions: RegionsService;
    tokenLifetimeSeconds: number;
    /** Token requests per client address in the window (`RATE_LIMIT_PER_IP`). Default 30. */
    perAddressLimit?: number | undefined;
  },
): CloudService & { service: IdentityService; ec2Credentials: Ec2CredentialsService } {
  const keystone = keystoneStore(platform.db);
  const service = identityService(keystone, platform.now, platform.passwordCost);
  const credentials = ec2CredentialsStore(platform.db, platform.dataCipher);
  return {
    name: 'identity',
    service,
    routes: async (app) => {
      await app.register(identityDiscoveryRoutes);
      await app.register(identityRoutes, {
        keystone,
        tokens: service,
        regions: options.regions,
        now: platform.now,
        tokenLifetimeSeconds: options.tokenLifetimeSeconds,
        rateLimits: {
          ...DEFAULT_KEYSTONE_RATE_LIMITS,
          perAddress: options.perAddressLimit ?? DEFAULT_KEYSTONE_RATE_LIMITS.perAddress,
        },
      });
      await app.register(ec2CredentialRoutes, {
        credentials,
        keystone,
        tokens: service,
        ids: platform.ids,
        now: platform.now,
      });
    },
    ec2Credentials: ec2CredentialsService(credentials, keystone),
  };
}
