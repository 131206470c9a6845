import type { FastifyPluginAsync } from 'fastify';
import type { Repositories } from '../db/index.ts';
import { apiError } from './errors.ts';

/**
 * `GET /api/regions/` (operationId listRegions) and `GET /api/regions/{id}/` (getRegion) of
 * openapi.yaml. Public: the region picker of the public site needs them before login.
 *
 * @example
 * await app.register(regionRoutes, { prefix: '/api', repositories });
 */
export const regionRoutes: FastifyPluginAsync<{ repositories: Repositories }> = async (
  app,
  { repositories },
) => {
  app.get('/regions/', async () => repositories.regions.list());

  app.get<{ Params: { id: string } }>('/regions/:id/', async (request, reply) => {
    const region = repositories.regions.findById(request.params.id);
    if (region === undefined)
      return reply.code(404).send(apiError('not_found', 'Region not found.'));
    return region;
  });
};
