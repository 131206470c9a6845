import type {
  NovaFlavorListResponse,
  NovaFlavorSummary,
  NovaVersionResponse,
} from '@cloud-portal/cloud-sdk/compute';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { keystoneAuth, type TokenResolver } from '../shared/auth.ts';
import { novaFault } from '../shared/errors.ts';
import { atLeast, microversions, type MicroversionRange } from '../shared/microversion.ts';
import {
  collectionLinks,
  isPageProblem,
  paginate,
  parsePageRequest,
} from '../shared/pagination.ts';
import { requestOrigin } from '../shared/urls.ts';
import type { FlavorRecord, FlavorsStore } from './store.ts';

/**
 * Nova's microversions: none named is 2.1; 2.104 is the newest of the samples' Nova. The flavor
 * list changes only at 2.55 (`description`).
 */
export const NOVA_MICROVERSIONS: MicroversionRange = {
  service: 'compute',
  min: '2.1',
  max: '2.104',
  legacyHeader: 'X-OpenStack-Nova-API-Version',
};

/** Nova's `[api] max_limit`: the largest page, and the page without `limit`. */
export const NOVA_MAX_LIMIT = 1000;

/** Options of {@link computeRoutes}. */
export interface ComputeRoutesOptions {
  flavors: FlavorsStore;
  /** Resolves `X-Auth-Token` (the identity service). */
  tokens: TokenResolver;
}

type RegionParams = { region: string };

/** Where the service's root is reached: `http://host/cloud/eu-west2/compute`. */
function computeRoot(request: FastifyRequest<{ Params: RegionParams }>): string {
  return `${requestOrigin(request)}/cloud/${request.params.region}/compute`;
}

function flavorSummary(
  request: FastifyRequest<{ Params: RegionParams }>,
  flavor: FlavorRecord,
): NovaFlavorSummary {
  const root = computeRoot(request);
  const id = encodeURIComponent(flavor.id);
  return {
    ...(atLeast(request, '2.55') ? { description: flavor.description } : {}),
    id: flavor.id,
    links: [
      { href: `${root}/v2.1/flavors/${id}`, rel: 'self' },
      { href: `${root}/flavors/${id}`, rel: 'bookmark' },
    ],
    name: flavor.name,
  };
}

/**
 * The emulated Nova under `/cloud/{region}/compute/v2.1` (so far): the version document
 * (public, as Nova's) and `GET /flavors` (`limit`/`marker`, `flavors_links`), behind the shared
 * Keystone preHandler and Nova's microversion headers.
 *
 * @example
 * await app.register(computeRoutes, { flavors, tokens: identity.service });
 */
export const computeRoutes: FastifyPluginAsync<ComputeRoutesOptions> = async (app, options) => {
  const auth = keystoneAuth(options.tokens, { style: 'nova' });
  const negotiate = microversions(NOVA_MICROVERSIONS, 'nova');

  const versionDocument = async (
    request: FastifyRequest<{ Params: RegionParams }>,
  ): Promise<NovaVersionResponse> => ({
    version: {
      id: 'v2.1',
      links: [
        { href: `${computeRoot(request)}/v2.1/`, rel: 'self' },
        { href: 'http://docs.openstack.org/', rel: 'describedby', type: 'text/html' },
      ],
      'media-types': [
        {
          base: 'application/json',
          type: 'application/vnd.openstack.compute+json;version=2.1',
        },
      ],
      status: 'CURRENT',
      version: NOVA_MICROVERSIONS.max,
      min_version: NOVA_MICROVERSIONS.min,
      updated: '2013-07-23T11:33:21Z',
    },
  });
  app.get<{ Params: RegionParams }>('/cloud/:region/compute/v2.1', versionDocument);
  app.get<{ Params: RegionParams }>('/cloud/:region/compute/v2.1/', versionDocument);

  app.get<{ Params: RegionParams }>(
    '/cloud/:region/compute/v2.1/flavors',
    { preHandler: [auth, negotiate] },
    async (request, reply) => {
      const pageRequest = parsePageRequest(request.query, NOVA_MAX_LIMIT);
      if (isPageProblem(pageRequest))
        return reply.code(400).send(novaFault(400, pageRequest.message));
      const page = paginate(options.flavors.listPublic(), (flavor) => flavor.id, pageRequest);
      if (isPageProblem(page)) return reply.code(400).send(novaFault(400, page.message));
      const body: NovaFlavorListResponse = {
        flavors: page.items.map((flavor) => flavorSummary(request, flavor)),
        ...collectionLinks(request, 'flavors_links', page),
      };
      return body;
    },
  );
};
