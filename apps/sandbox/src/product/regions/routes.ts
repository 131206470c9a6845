import type { FastifyPluginAsync } from 'fastify';
import { apiError } from '../../platform/http/apiError.ts';
import type { RegionsService } from './service.ts';

/**
 * `GET /api/regions/` (operationId listRegions) and `GET /api/regions/{id}/` (getRegion) of
 * openapi.yaml. Public: the region picker of the public site needs them before login.
 *
 * @example
 * await app.register(regionRoutes, { prefix: '/api', regions });
 */
export const regionRoutes: FastifyPluginAsync<{ regions: RegionsService }> = async (
  app,
  { regions },
) => {
  app.get('/regions/', async () => regions.list());

  app.get<{ Params: { id: string } }>('/regions/:id/', async (request, reply) => {
    const region = regions.findById(request.params.id);
    if (region === undefined)
      return reply.code(404).send(apiError('not_found', 'Region not found.'));
    return region;
  });
};
