import type { Platform } from '../../platform/module.ts';
import type { CloudService } from '../service.ts';
import type { TokenResolver } from '../shared/auth.ts';
import type { ComputeDeps } from './deps.ts';
import { keypairsStore } from './keypairsStore.ts';
import { computeRoutes } from './routes.ts';
import { seedFlavors } from './seed.ts';
import { serversService, type ServersService } from './serversService.ts';
import { serversStore } from './serversStore.ts';
import { flavorsStore } from './store.ts';

export type { ComputeDeps } from './deps.ts';
export type { BilledServer, SeededServerSpec, ServersService } from './serversService.ts';

export { NOVA_MICROVERSIONS } from './routes.ts';

/**
 * The emulated Nova (`/cloud/{region}/compute/v2.1`): version document, flavors, servers with
 * their state machine on the sandbox clock, actions, metadata, interfaces, volume attachments,
 * remote consoles, instance actions, key pairs and quotas. It calls the other emulated services
 * (`deps`: Glance, Neutron, Cinder, the console) as Nova does. Tokens are checked by the shared
 * preHandler over `tokens`.
 *
 * @example
 * const compute = computeModule(platform, { tokens: identity.service, deps: { images, networks, volumes, consoles } });
 * cloudModule({ regions: regions.service, services: [identity, compute] });
 */
export function computeModule(
  platform: Platform,
  { tokens, deps }: { tokens: TokenResolver; deps: ComputeDeps },
): CloudService & { service: ServersService } {
  const flavors = flavorsStore(platform.db);
  const store = serversStore(platform.db);
  const keypairs = keypairsStore(platform.db);
  const servers = serversService(platform, { servers: store, flavors, keypairs, deps });
  return {
    name: 'compute',
    service: servers,
    seed() {
      seedFlavors(flavors);
    },
    routes: async (app) => {
      // The scheduler lives in memory: plans that were running when the sandbox stopped end now.
      servers.resumePending();
      await app.register(computeRoutes, {
        flavors,
        tokens,
        servers,
        serversStore: store,
        keypairs,
        deps,
        now: platform.now,
      });
    },
  };
}
