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
import type { ComputeDeps } from './deps.ts';
import { keypairRoutes } from './keypairRoutes.ts';
import type { KeypairsStore } from './keypairsStore.ts';
import { quotaRoutes } from './quotaRoutes.ts';
import { serverResourceRoutes } from './serverResourceRoutes.ts';
import { serverRoutes } from './serverRoutes.ts';
import type { ServersService } from './serversService.ts';
import type { ServersStore } from './serversStore.ts';
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
  servers: ServersService;
  serversStore: ServersStore;
  keypairs: KeypairsStore;
  deps: ComputeDeps;
  now: () => Date;
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
  const guard = [auth, negotiate];

  // Nova answers a body it cannot parse (and any other framework error) in its fault shape.
  app.setErrorHandler((error, request, reply) => {
    const status =
      typeof (error as { statusCode?: unknown }).statusCode === 'number'
        ? (error as { statusCode: number }).statusCode
        : 500;
    if (status >= 500) request.log.error(error);
    const message =
      status === 413
        ? 'Request is too large.'
        : status >= 500
          ? 'Unexpected API Error. Please report this at http://bugs.launchpad.net/nova/ and attach the Nova API log if possible.'
          : 'Malformed request body';
    return reply.code(status).send(novaFault(status, message));
  });

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
  // The root lists the versions (v2.1 only: the emulator serves no v2.0), public as in Nova.
  const versionList = async (request: FastifyRequest<{ Params: RegionParams }>) => {
    const { version } = await versionDocument(request);
    return {
      versions: [
        {
          id: version.id,
          links: [{ href: `${computeRoot(request)}/v2.1/`, rel: 'self' }],
          status: version.status,
          version: version.version,
          min_version: version.min_version,
          updated: version.updated,
        },
      ],
    };
  };
  app.get<{ Params: RegionParams }>('/cloud/:region/compute', versionList);
  app.get<{ Params: RegionParams }>('/cloud/:region/compute/', versionList);
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

  app.get<{ Params: RegionParams }>(
    '/cloud/:region/compute/v2.1/flavors/detail',
    { preHandler: guard },
    async (request, reply) => {
      const pageRequest = parsePageRequest(request.query, NOVA_MAX_LIMIT);
      if (isPageProblem(pageRequest))
        return reply.code(400).send(novaFault(400, pageRequest.message));
      const page = paginate(options.flavors.listPublic(), (flavor) => flavor.id, pageRequest);
      if (isPageProblem(page)) return reply.code(400).send(novaFault(400, page.message));
      return {
        flavors: page.items.map((flavor) => flavorDetail(request, flavor)),
        ...collectionLinks(request, 'flavors_links', page),
      };
    },
  );

  app.get<{ Params: RegionParams & { flavorId: string } }>(
    '/cloud/:region/compute/v2.1/flavors/:flavorId',
    { preHandler: guard },
    async (request, reply) => {
      const flavor = options.flavors.find(request.params.flavorId);
      if (flavor === undefined) {
        return reply
          .code(404)
          .send(
            novaFault(404, `Flavor ${request.params.flavorId.slice(0, 255)} could not be found.`),
          );
      }
      return { flavor: flavorDetail(request, flavor) };
    },
  );

  app.get<{ Params: RegionParams & { flavorId: string } }>(
    '/cloud/:region/compute/v2.1/flavors/:flavorId/os-extra_specs',
    { preHandler: guard },
    async (request, reply) => {
      if (options.flavors.find(request.params.flavorId) === undefined) {
        return reply
          .code(404)
          .send(
            novaFault(404, `Flavor ${request.params.flavorId.slice(0, 255)} could not be found.`),
          );
      }
      return { extra_specs: {} };
    },
  );

  await app.register(serverRoutes, { servers: options.servers, deps: options.deps, guard });
  await app.register(serverResourceRoutes, {
    servers: options.servers,
    store: options.serversStore,
    deps: options.deps,
    guard,
  });
  await app.register(keypairRoutes, { keypairs: options.keypairs, now: options.now, guard });
  await app.register(quotaRoutes, { servers: options.servers, keypairs: options.keypairs, guard });
};

/** A flavor of `GET /flavors/detail` and `GET /flavors/{id}` at the request's microversion. */
function flavorDetail(request: FastifyRequest<{ Params: RegionParams }>, flavor: FlavorRecord) {
  return {
    'OS-FLV-DISABLED:disabled': false,
    'OS-FLV-EXT-DATA:ephemeral': 0,
    disk: flavor.diskGb,
    ...flavorSummary(request, flavor),
    'os-flavor-access:is_public': flavor.isPublic,
    ram: flavor.ramMb,
    rxtx_factor: 1.0,
    // 2.75 made `swap` 0 instead of "" when a flavor has none.
    swap: atLeast(request, '2.75') ? 0 : '',
    vcpus: flavor.vcpus,
    ...(atLeast(request, '2.61') ? { extra_specs: {} } : {}),
  };
}
