import type { Region } from '@cloud-portal/api-client';
import type { FastifyPluginAsync } from 'fastify';
import { apiError } from '../../platform/http/apiError.ts';
import type { RealNetworksLookup } from './realNetworks.ts';
import type { RegionsService } from './service.ts';

/**
 * `GET /api/regions/` (operationId listRegions) and `GET /api/regions/{id}/` (getRegion) of
 * openapi.yaml. Public: the region picker of the public site needs them before login. With
 * `listed`, only those regions exist for the product API (proxy mode's
 * `SANDBOX_CLOUD_PROXY_CONSUMER`: the regions the real cloud's token is good for); the cloud
 * API still serves every region. With `realNetworks` (proxy mode too), a region's networks are the
 * real cloud's where it answers them (a new server must join a network that cloud has).
 *
 * @example
 * await app.register(regionRoutes, { prefix: '/api', regions });
 */
export const regionRoutes: FastifyPluginAsync<{
  regions: RegionsService;
  listed?: readonly string[] | undefined;
  realNetworks?: RealNetworksLookup | undefined;
}> = async (app, { regions, listed, realNetworks }) => {
  const isListed = (id: string) => listed === undefined || listed.includes(id);
  const withRealNetworks = async (region: Region): Promise<Region> => {
    const networks = await realNetworks?.(region.id);
    return networks === undefined ? region : { ...region, meta: { ...region.meta, networks } };
  };

  app.get('/regions/', async () =>
    Promise.all(
      regions
        .list()
        .filter((region) => isListed(region.id))
        .map(withRealNetworks),
    ),
  );

  app.get<{ Params: { id: string } }>('/regions/:id/', async (request, reply) => {
    const region = regions.findById(request.params.id);
    if (region === undefined || !isListed(region.id))
      return reply.code(404).send(apiError('not_found', 'Region not found.'));
    return withRealNetworks(region);
  });
};
