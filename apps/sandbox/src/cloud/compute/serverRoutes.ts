import type {
  NovaServerCreate,
  NovaServerCreateResponse,
  NovaServerListResponse,
  NovaServerSummaryListResponse,
} from '@cloud-portal/cloud-sdk/compute';
import type {
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  preHandlerHookHandler,
} from 'fastify';
import { novaFault } from '../shared/errors.ts';
import { atLeast } from '../shared/microversion.ts';
import {
  collectionLinks,
  isPageProblem,
  paginate,
  parsePageRequest,
} from '../shared/pagination.ts';
import type { ComputeDeps } from './deps.ts';
import {
  computeContext,
  findCallerServer,
  computeRoot,
  invalidInput,
  isMetadata,
  isObject,
  isServerName,
  microversionOf,
  sendFailure,
  type RegionParams,
  type ServerParams,
} from './http.ts';
import { novaStatus } from './serverStates.ts';
import type { ServersService } from './serversService.ts';
import type { ServerRecord } from './serversStore.ts';
import { serverLinks, serverSummary, serverView } from './serverView.ts';
import { registerServerActions } from './serverActions.ts';

/** Nova's hostname schema (2.90): an RFC 1123 label or dotted name, at most 63 characters here. */
const HOSTNAME = /^[a-zA-Z0-9](?:[a-zA-Z0-9.-]{0,61}[a-zA-Z0-9])?$/;

/** Nova's `[api] max_limit`. */
const MAX_LIMIT = 1000;

/** Options of {@link serverRoutes}. */
export interface ServerRoutesOptions {
  servers: ServersService;
  deps: ComputeDeps;
  /** keystoneAuth + microversion negotiation. */
  guard: preHandlerHookHandler[];
}

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/**
 * Nova's `name` filter is a regular expression; the emulator honours `^` and `$` anchors and
 * matches the rest literally (no user-supplied regular expression runs, so no ReDoS).
 */
function nameMatcher(pattern: string | undefined): (name: string) => boolean {
  if (pattern === undefined || pattern === '') return () => true;
  const anchoredStart = pattern.startsWith('^');
  const anchoredEnd = pattern.endsWith('$') && pattern.length > (anchoredStart ? 1 : 0);
  const literal = pattern.slice(anchoredStart ? 1 : 0, anchoredEnd ? -1 : undefined);
  return (name) =>
    anchoredStart && anchoredEnd
      ? name === literal
      : anchoredStart
        ? name.startsWith(literal)
        : anchoredEnd
          ? name.endsWith(literal)
          : name.includes(literal);
}

/**
 * Checks a create body as Nova's JSON schema does (at the negotiated microversion) and answers
 * the validated `server`, or sends the 400.
 */
function validateCreate(
  request: FastifyRequest,
  reply: FastifyReply,
): NovaServerCreate | undefined {
  const body = request.body;
  if (!isObject(body) || !isObject(body.server)) {
    invalidInput(reply, 'server', "'server' is a required property");
    return undefined;
  }
  const server = body.server;
  if (!isServerName(server.name)) {
    invalidInput(
      reply,
      'server/name',
      server.name === undefined
        ? "'name' is a required property"
        : `Value: ${JSON.stringify(server.name)}. Invalid input for field/attribute name.`,
    );
    return undefined;
  }
  if (typeof server.imageRef !== 'string' || server.imageRef === '') {
    invalidInput(reply, 'server/imageRef', "'imageRef' is a required property");
    return undefined;
  }
  if (typeof server.flavorRef !== 'string' && typeof server.flavorRef !== 'number') {
    invalidInput(reply, 'server/flavorRef', "'flavorRef' is a required property");
    return undefined;
  }
  const networks = server.networks;
  const networksValid =
    networks === 'auto' ||
    networks === 'none' ||
    (Array.isArray(networks) &&
      networks.every(
        (network) =>
          isObject(network) &&
          (typeof network.uuid === 'string' || typeof network.port === 'string') &&
          (network.fixed_ip === undefined || typeof network.fixed_ip === 'string'),
      ));
  if (!networksValid && (networks !== undefined || atLeast(request, '2.37'))) {
    invalidInput(
      reply,
      'server/networks',
      networks === undefined
        ? "'networks' is a required property"
        : 'networks must be a list of {uuid|port[, fixed_ip]}, "auto" or "none"',
    );
    return undefined;
  }
  if (server.metadata !== undefined && !isMetadata(server.metadata)) {
    invalidInput(reply, 'server/metadata', 'metadata must map strings to strings');
    return undefined;
  }
  if (
    server.security_groups !== undefined &&
    !(
      Array.isArray(server.security_groups) &&
      server.security_groups.every((group) => isObject(group) && typeof group.name === 'string')
    )
  ) {
    invalidInput(reply, 'server/security_groups', 'security_groups must be a list of {name}');
    return undefined;
  }
  for (const field of [
    'key_name',
    'adminPass',
    'user_data',
    'availability_zone',
    'description',
    'hostname',
    'accessIPv4',
    'accessIPv6',
  ] as const) {
    const value = server[field];
    if (value !== undefined && typeof value !== 'string') {
      invalidInput(reply, `server/${field}`, `${field} must be a string`);
      return undefined;
    }
  }
  if (server.hostname !== undefined && !HOSTNAME.test(String(server.hostname))) {
    invalidInput(reply, 'server/hostname', 'hostname must be a valid host name');
    return undefined;
  }
  const diskConfig = server['OS-DCF:diskConfig'];
  if (diskConfig !== undefined && diskConfig !== 'AUTO' && diskConfig !== 'MANUAL') {
    invalidInput(reply, 'server/OS-DCF:diskConfig', "'OS-DCF:diskConfig' must be AUTO or MANUAL");
    return undefined;
  }
  if (
    server.tags !== undefined &&
    !(Array.isArray(server.tags) && server.tags.every((tag) => typeof tag === 'string'))
  ) {
    invalidInput(reply, 'server/tags', 'tags must be a list of strings');
    return undefined;
  }
  return {
    ...(server as unknown as NovaServerCreate),
    flavorRef: String(server.flavorRef),
    networks: (networks ?? 'none') as NovaServerCreate['networks'],
  };
}

/**
 * The emulated Nova's servers: `GET /servers` (summaries) and `/servers/detail` (limit/marker,
 * `servers_links`, `name` and `status` filters), create, show, update, delete, metadata, the
 * password and every action (serverActions.ts).
 *
 * @example
 * await app.register(serverRoutes, { servers, deps, guard: [auth, negotiate] });
 */
export const serverRoutes: FastifyPluginAsync<ServerRoutesOptions> = async (app, options) => {
  const { servers, deps } = options;
  const preHandler = options.guard;
  const base = '/cloud/:region/compute/v2.1/servers';

  function view(request: FastifyRequest, server: ServerRecord, inList = false) {
    return serverView(server, {
      inList,
      root: computeRoot(request),
      microversion: microversionOf(request),
      ports: deps.networks.serverPorts(server.region, server.id),
      volumes: deps.volumes.attachmentsOf(server.region, server.id),
      securityGroups:
        server.vmState === 'building' && server.taskState === 'scheduling'
          ? []
          : deps.networks.serverSecurityGroupNames(server.region, server.id),
    });
  }

  /** The caller's server of the path, or the 404 sent. */
  const ownServer = (request: FastifyRequest<{ Params: ServerParams }>, reply: FastifyReply) =>
    findCallerServer(servers, request, reply);

  function listPage(request: FastifyRequest<{ Params: RegionParams }>, reply: FastifyReply) {
    const context = computeContext(request);
    const query = (request.query ?? {}) as Record<string, unknown>;
    const pageRequest = parsePageRequest(query, MAX_LIMIT);
    if (isPageProblem(pageRequest)) {
      reply.code(400).send(novaFault(400, pageRequest.message));
      return undefined;
    }
    const matchesName = nameMatcher(firstString(query.name));
    const status = firstString(query.status)?.toUpperCase();
    const filtered = servers
      .list(context.region, context.projectId)
      .filter((server) => matchesName(server.name))
      .filter((server) => status === undefined || novaStatus(server) === status);
    const page = paginate(filtered, (server) => server.id, pageRequest);
    if (isPageProblem(page)) {
      reply.code(400).send(novaFault(400, `marker [${pageRequest.marker ?? ''}] not found`));
      return undefined;
    }
    return page;
  }

  app.get<{ Params: RegionParams }>(base, { preHandler }, async (request, reply) => {
    const page = listPage(request, reply);
    if (page === undefined) return reply;
    const body: NovaServerSummaryListResponse = {
      servers: page.items.map((server) => serverSummary(computeRoot(request), server)),
      ...collectionLinks(request, 'servers_links', page),
    };
    return body;
  });

  app.get<{ Params: RegionParams }>(`${base}/detail`, { preHandler }, async (request, reply) => {
    const page = listPage(request, reply);
    if (page === undefined) return reply;
    const body: NovaServerListResponse = {
      servers: page.items.map((server) => view(request, server, true)),
      ...collectionLinks(request, 'servers_links', page),
    };
    return body;
  });

  app.post<{ Params: RegionParams }>(base, { preHandler }, async (request, reply) => {
    const input = validateCreate(request, reply);
    if (input === undefined) return reply;
    const created = servers.create(computeContext(request), { server: input });
    if ('status' in created) return sendFailure(reply, created);
    const { server, adminPass } = created;
    const body: NovaServerCreateResponse = {
      server: {
        'OS-DCF:diskConfig': server.diskConfig,
        adminPass,
        id: server.id,
        links: serverLinks(computeRoot(request), server.id),
        security_groups: (input.security_groups ?? [{ name: 'default' }]).map((group) => ({
          name: group.name,
        })),
      },
    };
    return reply
      .code(202)
      .header('Location', `${computeRoot(request)}/v2.1/servers/${server.id}`)
      .send(body);
  });

  app.get<{ Params: ServerParams }>(`${base}/:serverId`, { preHandler }, async (request, reply) => {
    const server = ownServer(request, reply);
    if (server === undefined) return reply;
    return { server: view(request, server) };
  });

  app.put<{ Params: ServerParams }>(`${base}/:serverId`, { preHandler }, async (request, reply) => {
    const body = request.body;
    if (!isObject(body) || !isObject(body.server)) {
      return invalidInput(reply, 'server', "'server' is a required property");
    }
    const changes = body.server;
    const allowed = [
      'name',
      'description',
      'accessIPv4',
      'accessIPv6',
      'OS-DCF:diskConfig',
      ...(atLeast(request, '2.90') ? ['hostname'] : []),
    ];
    const unknown = Object.keys(changes).find((key) => !allowed.includes(key));
    if (unknown !== undefined) {
      return invalidInput(
        reply,
        'server',
        `Additional properties are not allowed ('${unknown}' was unexpected)`,
      );
    }
    if (changes.name !== undefined && !isServerName(changes.name)) {
      return invalidInput(reply, 'server/name', 'Invalid input for field/attribute name.');
    }
    if (
      changes.description !== undefined &&
      changes.description !== null &&
      (typeof changes.description !== 'string' || changes.description.length > 255)
    ) {
      return invalidInput(
        reply,
        'server/description',
        'description must be a string of at most 255 characters',
      );
    }
    if (changes.hostname !== undefined && !HOSTNAME.test(String(changes.hostname))) {
      return invalidInput(reply, 'server/hostname', 'hostname must be a valid host name');
    }
    const server = ownServer(request, reply);
    if (server === undefined) return reply;
    const updated = servers.update(server, {
      ...(typeof changes.name === 'string' ? { name: changes.name } : {}),
      ...(changes.description === undefined
        ? {}
        : { description: changes.description as string | null }),
      ...(typeof changes.hostname === 'string' ? { hostname: changes.hostname } : {}),
      ...(typeof changes.accessIPv4 === 'string' ? { accessIpv4: changes.accessIPv4 } : {}),
      ...(typeof changes.accessIPv6 === 'string' ? { accessIpv6: changes.accessIPv6 } : {}),
      ...(changes['OS-DCF:diskConfig'] === 'AUTO' || changes['OS-DCF:diskConfig'] === 'MANUAL'
        ? { diskConfig: changes['OS-DCF:diskConfig'] }
        : {}),
    });
    return { server: view(request, updated) };
  });

  app.delete<{ Params: ServerParams }>(
    `${base}/:serverId`,
    { preHandler },
    async (request, reply) => {
      const server = ownServer(request, reply);
      if (server === undefined) return reply;
      servers.delete(computeContext(request), server);
      return reply.code(204).send();
    },
  );

  // Metadata: the whole set (GET, PUT replaces, POST merges) and one key.
  app.get<{ Params: ServerParams }>(
    `${base}/:serverId/metadata`,
    { preHandler },
    async (request, reply) => {
      const server = ownServer(request, reply);
      if (server === undefined) return reply;
      return { metadata: server.metadata };
    },
  );
  for (const method of ['PUT', 'POST'] as const) {
    app.route<{ Params: ServerParams }>({
      method,
      url: `${base}/:serverId/metadata`,
      preHandler,
      handler: async (request, reply) => {
        const body = request.body;
        if (!isObject(body) || !isMetadata(body.metadata)) {
          return invalidInput(reply, 'metadata', "'metadata' must map strings to strings");
        }
        const server = ownServer(request, reply);
        if (server === undefined) return reply;
        const metadata =
          method === 'PUT' ? { ...body.metadata } : { ...server.metadata, ...body.metadata };
        if (Object.keys(metadata).length > 128) {
          return reply
            .code(403)
            .send(novaFault(403, 'Quota exceeded for metadata_items: Requested too many items'));
        }
        return { metadata: servers.update(server, { metadata }).metadata };
      },
    });
  }
  app.get<{ Params: ServerParams & { key: string } }>(
    `${base}/:serverId/metadata/:key`,
    { preHandler },
    async (request, reply) => {
      const server = ownServer(request, reply);
      if (server === undefined) return reply;
      const value = server.metadata[request.params.key];
      if (value === undefined || !Object.hasOwn(server.metadata, request.params.key)) {
        return reply.code(404).send(novaFault(404, 'Metadata item was not found'));
      }
      return { meta: { [request.params.key]: value } };
    },
  );
  app.delete<{ Params: ServerParams & { key: string } }>(
    `${base}/:serverId/metadata/:key`,
    { preHandler },
    async (request, reply) => {
      const server = ownServer(request, reply);
      if (server === undefined) return reply;
      if (!Object.hasOwn(server.metadata, request.params.key)) {
        return reply.code(404).send(novaFault(404, 'Metadata item was not found'));
      }
      const { [request.params.key]: _removed, ...rest } = server.metadata;
      servers.update(server, { metadata: rest });
      return reply.code(204).send();
    },
  );

  // The password a guest agent posted (encrypted with the key pair). The emulated guests post
  // none, so it is always empty; DELETE clears it.
  app.get<{ Params: ServerParams }>(
    `${base}/:serverId/os-server-password`,
    { preHandler },
    async (request, reply) => {
      const server = ownServer(request, reply);
      if (server === undefined) return reply;
      return { password: '' };
    },
  );
  app.delete<{ Params: ServerParams }>(
    `${base}/:serverId/os-server-password`,
    { preHandler },
    async (request, reply) => {
      const server = ownServer(request, reply);
      if (server === undefined) return reply;
      return reply.code(204).send();
    },
  );

  registerServerActions(app, { servers, deps, preHandler, base, ownServer, view });
};
