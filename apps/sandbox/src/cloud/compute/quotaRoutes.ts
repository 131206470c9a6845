import type { FastifyPluginAsync, preHandlerHookHandler } from 'fastify';
import { novaFault } from '../shared/errors.ts';
import { atLeast } from '../shared/microversion.ts';
import { computeContext, type RegionParams } from './http.ts';
import type { KeypairsStore } from './keypairsStore.ts';
import { NOVA_DEFAULT_QUOTA, type ServersService } from './serversService.ts';

/** Options of {@link quotaRoutes}. */
export interface QuotaRoutesOptions {
  servers: ServersService;
  keypairs: KeypairsStore;
  guard: preHandlerHookHandler[];
}

/** The network quotas Nova dropped from its answers at 2.36 (Neutron owns them). */
const NETWORK_QUOTAS = {
  fixed_ips: -1,
  floating_ips: -1,
  security_group_rules: -1,
  security_groups: -1,
} as const;

/** The quota set of a project at a microversion (2.36 drops network keys, 2.57 injected files). */
function limits(request: Parameters<typeof atLeast>[0]): Record<string, number> {
  const { injected_files, injected_file_content_bytes, injected_file_path_bytes, ...rest } =
    NOVA_DEFAULT_QUOTA;
  return {
    ...rest,
    ...(atLeast(request, '2.57')
      ? {}
      : { injected_files, injected_file_content_bytes, injected_file_path_bytes }),
    ...(atLeast(request, '2.36') ? {} : NETWORK_QUOTAS),
  };
}

/**
 * The emulated Nova's quotas: `GET /os-quota-sets/{project_id}` (own project only, as Nova's
 * policy for members), `/detail` (in_use), `/defaults`, and `GET /limits` (absolute usage).
 *
 * @example
 * await app.register(quotaRoutes, { servers, keypairs, guard: [auth, negotiate] });
 */
export const quotaRoutes: FastifyPluginAsync<QuotaRoutesOptions> = async (app, options) => {
  const preHandler = options.guard;
  const base = '/cloud/:region/compute/v2.1/os-quota-sets/:quotaProjectId';
  type Params = RegionParams & { quotaProjectId: string };

  function usage(region: string, projectId: string, userId: string): Record<string, number> {
    const used = options.servers.usage(region, projectId);
    return {
      instances: used.instances,
      cores: used.cores,
      ram: used.ram,
      key_pairs: options.keypairs.list(region, userId).length,
    };
  }

  app.get<{ Params: Params }>(base, { preHandler }, async (request, reply) => {
    const context = computeContext(request);
    if (request.params.quotaProjectId !== context.projectId) {
      return reply
        .code(403)
        .send(
          novaFault(403, "Policy doesn't allow os_compute_api:os-quota-sets:show to be performed."),
        );
    }
    return { quota_set: { id: context.projectId, ...limits(request) } };
  });

  app.get<{ Params: Params }>(`${base}/defaults`, { preHandler }, async (request) => ({
    quota_set: { id: request.params.quotaProjectId.slice(0, 255), ...limits(request) },
  }));

  app.get<{ Params: Params }>(`${base}/detail`, { preHandler }, async (request, reply) => {
    const context = computeContext(request);
    if (request.params.quotaProjectId !== context.projectId) {
      return reply
        .code(403)
        .send(
          novaFault(
            403,
            "Policy doesn't allow os_compute_api:os-quota-sets:detail to be performed.",
          ),
        );
    }
    const used = usage(context.region, context.projectId, context.userId);
    const detail = Object.fromEntries(
      Object.entries(limits(request)).map(([key, limit]) => [
        key,
        { in_use: used[key] ?? 0, limit, reserved: 0 },
      ]),
    );
    return { quota_set: { id: context.projectId, ...detail } };
  });

  app.get<{ Params: RegionParams }>(
    '/cloud/:region/compute/v2.1/limits',
    { preHandler },
    async (request) => {
      const context = computeContext(request);
      const used = usage(context.region, context.projectId, context.userId);
      return {
        limits: {
          absolute: {
            // 2.39 dropped the image metadata limit, 2.57 the injected-file ones.
            ...(atLeast(request, '2.39') ? {} : { maxImageMeta: 128 }),
            ...(atLeast(request, '2.57')
              ? {}
              : {
                  maxPersonality: NOVA_DEFAULT_QUOTA.injected_files,
                  maxPersonalitySize: NOVA_DEFAULT_QUOTA.injected_file_content_bytes,
                }),
            maxServerMeta: NOVA_DEFAULT_QUOTA.metadata_items,
            maxTotalCores: NOVA_DEFAULT_QUOTA.cores,
            maxTotalInstances: NOVA_DEFAULT_QUOTA.instances,
            maxTotalKeypairs: NOVA_DEFAULT_QUOTA.key_pairs,
            maxTotalRAMSize: NOVA_DEFAULT_QUOTA.ram,
            maxServerGroups: NOVA_DEFAULT_QUOTA.server_groups,
            maxServerGroupMembers: NOVA_DEFAULT_QUOTA.server_group_members,
            totalCoresUsed: used.cores,
            totalInstancesUsed: used.instances,
            totalRAMUsed: used.ram,
            totalServerGroupsUsed: 0,
          },
          rate: [],
        },
      };
    },
  );
};
