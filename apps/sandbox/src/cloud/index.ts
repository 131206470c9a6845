import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Repositories } from '../db/index.ts';
import { openStackError } from './errors.ts';
import { identityRoutes } from './identity/tokens.ts';

/** Options of {@link cloudRoutes}. */
export interface CloudRoutesOptions {
  repositories: Repositories;
  now: () => Date;
  tokenLifetimeSeconds: number;
}

/**
 * The OpenStack-compatible cloud emulator under `/cloud/{region}/{service}/...` (DESIGN runtime
 * topology). Every response carries an `X-Openstack-Request-Id`; unknown regions answer 404
 * in OpenStack's error shape.
 *
 * @example
 * await app.register(cloudRoutes, { repositories, now: () => new Date(), tokenLifetimeSeconds: 3600 });
 */
export const cloudRoutes: FastifyPluginAsync<CloudRoutesOptions> = async (app, options) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Openstack-Request-Id', `req-${randomUUID()}`);
    const { region } = request.params as { region?: string };
    if (region !== undefined && !options.repositories.regions.exists(region)) {
      return reply.code(404).send(openStackError(404, `Region ${region} could not be found.`));
    }
    return undefined;
  });

  await app.register(identityRoutes, options);
};
