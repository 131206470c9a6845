import type { FastifyPluginAsync } from 'fastify';
import type { RegionsService } from '../product/regions/index.ts';
import type { SandboxModule } from '../platform/module.ts';
import type { CloudProxy } from './proxy/index.ts';
import type { CloudService } from './service.ts';
import { decorateCloudRequest } from './shared/auth.ts';
import { openStackError } from './shared/errors.ts';

/** Options of {@link cloudRoutes}. */
export interface CloudRoutesOptions {
  regions: RegionsService;
  /** The cloud services, each registering its routes under `/cloud/:region/<service>/`. */
  services: readonly CloudService[];
  /** Proxy mode: regions whose requests all go to a real cloud (cloud/proxy/). Default none. */
  proxy?: CloudProxy | undefined;
}

/**
 * The OpenStack-compatible cloud emulator under `/cloud/{region}/{service}/...` (DESIGN runtime
 * topology). Every response carries an `X-Openstack-Request-Id`; unknown regions answer 404
 * in OpenStack's error shape. Each service (cloud/<service>/) is a plugin registered inside.
 *
 * @example
 * await app.register(cloudRoutes, { regions, services: [identity] });
 */
export const cloudRoutes: FastifyPluginAsync<CloudRoutesOptions> = async (app, options) => {
  decorateCloudRequest(app);
  app.addHook('onRequest', async (request, reply) => {
    const { region } = request.params as { region?: string };
    // A proxied region answers with the real cloud's reply, its request id included.
    if (region !== undefined && options.proxy?.serves(region) === true) {
      return options.proxy.forward(request, reply);
    }
    // The request's id (`req-<uuid>`, platform ids via Fastify's genReqId), also in the log.
    reply.header('X-Openstack-Request-Id', request.id);
    if (region !== undefined && !options.regions.exists(region)) {
      return reply.code(404).send(openStackError(404, `Region ${region} could not be found.`));
    }
    return undefined;
  });

  for (const service of options.services) await app.register(service.routes);
  // Paths no emulated service has reach the hook above only through a route of this plugin.
  if (options.proxy !== undefined) {
    app.all('/cloud/:region/*', async (_request, reply) =>
      reply.code(404).send(openStackError(404, 'The resource could not be found.')),
    );
  }
};

/**
 * The cloud as one module: seeds its services and registers them behind the cloud's hooks.
 *
 * @example
 * const cloud = cloudModule({ regions: regions.service, services: [identity] });
 */
export function cloudModule(options: CloudRoutesOptions): SandboxModule {
  return {
    name: 'cloud',
    seed() {
      for (const service of options.services) service.seed?.();
    },
    async register(app) {
      await app.register(cloudRoutes, options);
    },
  };
}

export type { CloudService } from './service.ts';
