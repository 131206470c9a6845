import type { ServersService } from '../../cloud/compute/index.ts';
import { DEFAULT_DOMAIN, type IdentityService } from '../../cloud/identity/index.ts';
import type { Platform, SandboxModule } from '../../platform/module.ts';
import type { AccountService } from '../account/index.ts';
import type { ConsumersService } from '../consumers/index.ts';
import { serverReportRoutes, type ServerOwnership } from './routes.ts';
import { serverReportsStore, type ServerReportsStore } from './store.ts';

export type { ServerReportRecord } from './store.ts';

/** What other modules may use of the servers module: reading the reports. */
export type ServerReportsService = Pick<ServerReportsStore, 'listByCustomer'>;

/** What the servers module needs of the others. */
export interface ServersModuleDeps {
  account: AccountService;
  consumers: Pick<ConsumersService, 'listByCustomer'>;
  identity: Pick<IdentityService, 'findProject'>;
  /** Compute's servers (`modules.compute.service`): a live server of a project. */
  servers: Pick<ServersService, 'get'>;
  /**
   * Regions forwarded to a real cloud (`SANDBOX_CLOUD_PROXY`): the emulator holds none of their
   * servers, so a report there is taken on the session's word. Default none.
   */
  proxiedRegions?: readonly string[] | undefined;
}

/**
 * Whether one of the customer's consumers' projects has this live server in the region.
 *
 * @example
 * const owns = serverOwnership(deps); owns(customer.uuid, 'eu-west2', serverId); // true
 */
export function serverOwnership(deps: Omit<ServersModuleDeps, 'account'>): ServerOwnership {
  const proxied = new Set(deps.proxiedRegions ?? []);
  return (customerUuid, region, serverId) =>
    proxied.has(region) ||
    deps.consumers.listByCustomer(customerUuid).some((consumer) => {
      // Consumers are provisioned in Keystone's Default domain (consumers/provision.ts).
      if (consumer.osDomain !== DEFAULT_DOMAIN.name) return false;
      const project = deps.identity.findProject({
        name: consumer.osProject,
        domainId: DEFAULT_DOMAIN.id,
      });
      if (project === undefined) return false;
      // The read that finds a delete run to its end answers the server once more, deleted.
      const server = deps.servers.get(region, project.id, serverId);
      return server !== undefined && server.vmState !== 'deleted';
    });
}

/**
 * The servers module (SPEC §7 `server-created`): what the portal reports about the servers a
 * customer creates or reinstalls.
 *
 * @example
 * const servers = serversModule(platform, { account: account.service, consumers: consumers.service, identity: identity.service, servers: compute.service });
 */
export function serversModule(
  platform: Platform,
  deps: ServersModuleDeps,
): SandboxModule & { service: ServerReportsService } {
  const reports = serverReportsStore(platform.db);
  return {
    name: 'servers',
    service: reports,
    async register(app) {
      await app.register(serverReportRoutes, {
        prefix: '/api',
        account: deps.account,
        reports,
        owns: serverOwnership(deps),
        now: platform.now,
      });
    },
  };
}
