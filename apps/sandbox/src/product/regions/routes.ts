import type { FastifyPluginAsync } from 'fastify';
import { apiError } from '../../platform/http/apiError.ts';
import type { RegionsService } from './service.ts';

/**
 * `GET /api/regions/` (operationId listRegions) and `GET /api/regions/{id}/` (getRegion) of
 * openapi.yaml. Public: the region picker of the public site needs them before login. With
 * `listed`, only those regions exist for the product API (proxy mode's
 * `SANDBOX_CLOUD_PROXY_CONSUMER`: the regions the real cloud's token is good for); the cloud
 * API still serves every region.
 *
 * @example
 * await app.register(regionRoutes, { prefix: '/api', regions });
 */
export const regionRoutes: FastifyPluginAsync<{
  regions: RegionsService;
  listed?: readonly string[] | undefined;
}> = async (app, { regions, listed }) => {
  const isListed = (id: string) => listed === undefined || listed.includes(id);

  app.get('/regions/', async () => regions.list().filter((region) => isListed(region.id)));

  app.get<{ Params: { id: string } }>('/regions/:id/', async (request, reply) => {
    const region = regions.findById(request.params.id);
    if (region === undefined || !isListed(region.id))
      return reply.code(404).send(apiError('not_found', 'Region not found.'));
    return region;
  });
};
