import type {
  NeutronExtensionListResponse,
  NeutronResourcesResponse,
  NeutronVersionsResponse,
} from '@cloud-portal/cloud-sdk/network';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { cloudAuthOf, keystoneAuth, type TokenResolver } from '../shared/auth.ts';
import { neutronError } from '../shared/errors.ts';
import { isPageProblem, neutronPaginate } from '../shared/pagination.ts';
import { requestOrigin } from '../shared/urls.ts';
import {
  isFailure,
  type Caller,
  type Neutron,
  type NeutronFailure,
  type Outcome,
  NEUTRON_QUOTAS,
  QUOTA_NAMES,
} from './neutron.ts';
import {
  floatingIpView,
  ipAvailabilityView,
  networkView,
  portView,
  routerInterfaceView,
  routerView,
  ruleView,
  securityGroupView,
  subnetView,
} from './views.ts';

/** Options of {@link networkRoutes}. */
export interface NetworkRoutesOptions {
  neutron: Neutron;
  /** Resolves `X-Auth-Token` (the identity service). */
  tokens: TokenResolver;
}

type RegionParams = { region: string };
type IdParams = RegionParams & { id: string };
type Body = Record<string, unknown>;

/** Query keys that are not attribute filters (neutron/api/v2/base.py). */
const NOT_FILTERS = new Set(['fields', 'limit', 'marker', 'page_reverse', 'sort_key', 'sort_dir']);

/** The extensions the emulator implements, as `GET /v2.0/extensions` lists them. */
const EXTENSIONS: readonly [alias: string, name: string][] = [
  ['router', 'Neutron L3 Router'],
  ['external-net', 'Neutron external network'],
  ['security-group', 'security-group'],
  ['port-security', 'Port Security'],
  ['binding', 'Port Binding'],
  ['network-ip-availability', 'Network IP Availability'],
  ['standard-attr-description', 'standard-attr-description'],
  ['standard-attr-revisions', 'Resource revision numbers'],
  ['standard-attr-timestamp', 'Resource timestamps'],
  [
    'standard-attr-tag',
    'Tag support for resources with standard attribute: subnet, trunk, network_segment_range, router, network, policy, subnetpool, port, security_group, floatingip',
  ],
  ['fip-port-details', 'Floating IP Port Details Extension'],
  ['net-mtu', 'Network MTU'],
  ['provider', 'Provider Network'],
  ['quotas', 'Quota management support'],
];

function callerOf(request: FastifyRequest<{ Params: RegionParams }>): Caller {
  const auth = cloudAuthOf(request);
  return {
    region: request.params.region,
    projectId: auth.projectId ?? '',
    admin: auth.roles.includes('admin'),
  };
}

function sendFailure(reply: FastifyReply, failure: NeutronFailure) {
  return reply
    .code(failure.status)
    .send(neutronError(failure.status, failure.message, failure.type));
}

function queryValues(request: FastifyRequest): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const [key, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
    const list = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === 'string',
    );
    values.set(key, list);
  }
  return values;
}

/**
 * Neutron's filter validation (on by default since Stein): a filter on an attribute the resource
 * does not have is a 400, not ignored. Answers the failure, or undefined when every filter is
 * known (`fixed_ips` and the paging keys always are).
 */
function unknownFilters(
  filters: Map<string, string[]>,
  known: ReadonlySet<string>,
): NeutronFailure | undefined {
  const unknown = [...filters.keys()].filter(
    (key) => !NOT_FILTERS.has(key) && key !== 'fixed_ips' && !known.has(key),
  );
  if (unknown.length === 0) return undefined;
  return {
    failure: true,
    status: 400,
    type: 'HTTPBadRequest',
    message: `[${unknown.map((key) => `'${key}'`).join(', ')}] is invalid attribute for filtering`,
  };
}

/** The attributes of the IP availability resource a filter may name. */
const IP_AVAILABILITY_FILTERS = new Set([
  'network_id',
  'network_name',
  'project_id',
  'tenant_id',
  'ip_version',
]);

/** Whether a wire item passes Neutron's attribute filters (`name=a&name=b` is "a or b"). */
function matches(item: Record<string, unknown>, filters: Map<string, string[]>): boolean {
  for (const [key, wanted] of filters) {
    if (NOT_FILTERS.has(key) || wanted.length === 0) continue;
    if (key === 'fixed_ips') {
      const ips = (item.fixed_ips ?? []) as { ip_address: string; subnet_id: string }[];
      const ok = wanted.every((condition) => {
        const [field, value] = condition.split('=');
        return ips.some(
          (ip) =>
            (field === 'ip_address'
              ? ip.ip_address
              : field === 'subnet_id'
                ? ip.subnet_id
                : undefined) === value,
        );
      });
      if (!ok) return false;
      continue;
    }
    if (!(key in item)) continue;
    const actual = item[key];
    if (Array.isArray(actual)) {
      if (!wanted.some((value) => actual.map(String).includes(value))) return false;
      continue;
    }
    const text =
      typeof actual === 'boolean' ? String(actual) : actual === null ? '' : String(actual);
    if (
      !wanted.some((value) =>
        typeof actual === 'boolean' ? value.toLowerCase() === text : value === text,
      )
    )
      return false;
  }
  return true;
}

function pickFields<T extends object>(item: T, fields: string[] | undefined): Partial<T> | T {
  if (fields === undefined || fields.length === 0) return item;
  return Object.fromEntries(
    Object.entries(item).filter(([key]) => fields.includes(key)),
  ) as Partial<T>;
}

/** A resource body (`{"network": {...}}`) or Neutron's 400. */
function bodyOf(request: FastifyRequest, member: string): Outcome<Body> {
  const body = request.body;
  const inner = typeof body === 'object' && body !== null ? (body as Body)[member] : undefined;
  if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) {
    return {
      failure: true,
      status: 400,
      type: 'HTTPBadRequest',
      message: `Unable to find '${member}' in request body`,
    };
  }
  return inner as Body;
}

/**
 * The emulated Neutron under `/cloud/{region}/network`: version discovery, `/v2.0/extensions`,
 * networks, subnets, ports, security groups and rules, routers (with add/remove interface),
 * floating IPs and network IP availability, behind the shared Keystone preHandler. Lists take
 * attribute filters, `fields=` and Neutron's `limit`/`marker` paging with `<collection>_links`.
 *
 * @example
 * await app.register(networkRoutes, { neutron, tokens: identity.service });
 */
export const networkRoutes: FastifyPluginAsync<NetworkRoutesOptions> = async (app, options) => {
  const { neutron } = options;
  const auth = keystoneAuth(options.tokens, { style: 'neutron' });
  const root = (request: FastifyRequest<{ Params: RegionParams }>) =>
    `${requestOrigin(request)}/cloud/${request.params.region}/network`;

  const versions = async (
    request: FastifyRequest<{ Params: RegionParams }>,
  ): Promise<NeutronVersionsResponse> => ({
    versions: [
      { id: 'v2.0', status: 'CURRENT', links: [{ href: `${root(request)}/v2.0/`, rel: 'self' }] },
    ],
  });
  app.get<{ Params: RegionParams }>('/cloud/:region/network', versions);
  app.get<{ Params: RegionParams }>('/cloud/:region/network/', versions);

  const resources = async (
    request: FastifyRequest<{ Params: RegionParams }>,
  ): Promise<NeutronResourcesResponse> => ({
    resources: [
      'network',
      'subnet',
      'port',
      'security_group',
      'security_group_rule',
      'router',
      'floatingip',
      'network_ip_availability',
    ].map((name) => {
      const collection =
        name === 'network_ip_availability'
          ? 'network-ip-availabilities'
          : name === 'floatingip'
            ? 'floatingips'
            : `${name.replaceAll('_', '-')}s`;
      return {
        name,
        collection: collection.replaceAll('-', '_'),
        links: [{ href: `${root(request)}/v2.0/${collection}`, rel: 'self' }],
      };
    }),
  });
  app.get<{ Params: RegionParams }>('/cloud/:region/network/v2.0', { preHandler: auth }, resources);
  app.get<{ Params: RegionParams }>(
    '/cloud/:region/network/v2.0/',
    { preHandler: auth },
    resources,
  );
  // The project's quotas (`openstack quota show` reads them): Neutron's defaults, keyed by
  // Neutron's singular names; only the caller's own project, as Neutron's member policy.
  // (`:quotaProjectId`, not `:projectId`: keystoneAuth would refuse another project's id in the
  // path with its 400 before Neutron's policy answers.)
  app.get<{ Params: RegionParams & { quotaProjectId: string } }>(
    '/cloud/:region/network/v2.0/quotas/:quotaProjectId',
    { preHandler: auth },
    async (request, reply) => {
      const { projectId } = cloudAuthOf(request);
      if (request.params.quotaProjectId !== projectId) {
        return reply
          .code(403)
          .send(
            neutronError(403, '(rule:get_quota) is disallowed by policy', 'PolicyNotAuthorized'),
          );
      }
      return {
        quota: Object.fromEntries(
          Object.entries(NEUTRON_QUOTAS).map(([table, limit]) => [
            QUOTA_NAMES[table as keyof typeof NEUTRON_QUOTAS],
            limit,
          ]),
        ),
      };
    },
  );
  app.get<{ Params: RegionParams }>(
    '/cloud/:region/network/v2.0/extensions',
    { preHandler: auth },
    async (): Promise<NeutronExtensionListResponse> => ({
      extensions: EXTENSIONS.map(([alias, name]) => ({
        alias,
        name,
        description: name,
        updated: '2013-01-20T00:00:00-00:00',
        links: [],
      })),
    }),
  );

  /** The routes of one collection: list, show, create, update, delete. */
  function collection<TRecord extends { id: string }, TWire extends object>(spec: {
    path: string;
    collection: string;
    member: string;
    list: (caller: Caller) => TRecord[];
    show: (caller: Caller, id: string) => Outcome<TRecord>;
    create: (caller: Caller, body: Body) => Outcome<TRecord>;
    /** None: the resource cannot be changed (no PUT route, as Neutron's rules). */
    update?: (caller: Caller, id: string, body: Body) => Outcome<TRecord>;
    remove: (caller: Caller, id: string) => Outcome<true>;
    view: (caller: Caller, record: TRecord) => TWire;
    notFound: (id: string) => NeutronFailure;
  }) {
    const base = `/cloud/:region/network/v2.0/${spec.path}`;
    app.get<{ Params: RegionParams }>(base, { preHandler: auth }, async (request, reply) => {
      const caller = callerOf(request);
      const query = queryValues(request);
      const all = spec.list(caller).map((record) => spec.view(caller, record));
      // Without an item the attribute set is unknown here: nothing to refuse against.
      const known = new Set(all.flatMap((item) => Object.keys(item)));
      const unknown = all.length === 0 ? undefined : unknownFilters(query, known);
      if (unknown !== undefined) return sendFailure(reply, unknown);
      const items = all.filter((item) => matches(item as Record<string, unknown>, query));
      const page = neutronPaginate(
        request,
        items,
        (item) => (item as unknown as { id: string }).id,
      );
      if (page === undefined) {
        const marker = query.get('marker')?.[0] ?? '';
        return sendFailure(reply, spec.notFound(marker));
      }
      if (isPageProblem(page))
        return sendFailure(reply, {
          failure: true,
          status: 400,
          type: 'BadRequest',
          message: page.message,
        });
      return {
        [spec.collection]: page.items.map((item) => pickFields(item, query.get('fields'))),
        ...(page.links.length > 0 ? { [`${spec.collection}_links`]: page.links } : {}),
      };
    });
    app.get<{ Params: IdParams }>(`${base}/:id`, { preHandler: auth }, async (request, reply) => {
      const caller = callerOf(request);
      const record = spec.show(caller, request.params.id);
      if (isFailure(record)) return sendFailure(reply, record);
      return {
        [spec.member]: pickFields(spec.view(caller, record), queryValues(request).get('fields')),
      };
    });
    app.post<{ Params: RegionParams }>(base, { preHandler: auth }, async (request, reply) => {
      const caller = callerOf(request);
      const body = bodyOf(request, spec.member);
      if (isFailure(body)) return sendFailure(reply, body);
      const record = spec.create(caller, body);
      if (isFailure(record)) return sendFailure(reply, record);
      return reply.code(201).send({ [spec.member]: spec.view(caller, record) });
    });
    const update = spec.update;
    if (update)
      app.put<{ Params: IdParams }>(`${base}/:id`, { preHandler: auth }, async (request, reply) => {
        const caller = callerOf(request);
        const body = bodyOf(request, spec.member);
        if (isFailure(body)) return sendFailure(reply, body);
        const record = update(caller, request.params.id, body);
        if (isFailure(record)) return sendFailure(reply, record);
        return { [spec.member]: spec.view(caller, record) };
      });
    app.delete<{ Params: IdParams }>(
      `${base}/:id`,
      { preHandler: auth },
      async (request, reply) => {
        const done = spec.remove(callerOf(request), request.params.id);
        if (isFailure(done)) return sendFailure(reply, done);
        return reply.code(204).send();
      },
    );
  }

  const notFound =
    (type: string, text: (id: string) => string) =>
    (id: string): NeutronFailure => ({ failure: true, status: 404, type, message: text(id) });

  collection({
    path: 'networks',
    collection: 'networks',
    member: 'network',
    list: neutron.visibleNetworks,
    show: neutron.visibleNetwork,
    create: neutron.createNetwork,
    update: neutron.updateNetwork,
    remove: neutron.deleteNetwork,
    view: (caller, record) => networkView(neutron, caller, record),
    notFound: notFound('NetworkNotFound', (id) => `Network ${id} could not be found.`),
  });
  collection({
    path: 'subnets',
    collection: 'subnets',
    member: 'subnet',
    list: neutron.visibleSubnets,
    show: neutron.visibleSubnet,
    create: neutron.createSubnet,
    update: neutron.updateSubnet,
    remove: neutron.deleteSubnet,
    view: (_caller, record) => subnetView(neutron, record),
    notFound: notFound('SubnetNotFound', (id) => `Subnet ${id} could not be found.`),
  });
  collection({
    path: 'ports',
    collection: 'ports',
    member: 'port',
    list: neutron.visiblePorts,
    show: neutron.visiblePort,
    create: neutron.createPort,
    update: neutron.updatePort,
    remove: neutron.deletePort,
    view: (_caller, record) => portView(neutron, record),
    notFound: notFound('PortNotFound', (id) => `Port ${id} could not be found.`),
  });
  collection({
    path: 'security-groups',
    collection: 'security_groups',
    member: 'security_group',
    list: neutron.visibleGroups,
    show: neutron.visibleGroup,
    create: neutron.createSecurityGroup,
    update: neutron.updateSecurityGroup,
    remove: neutron.deleteSecurityGroup,
    view: (_caller, record) => securityGroupView(neutron, record),
    notFound: notFound('SecurityGroupNotFound', (id) => `Security group ${id} does not exist`),
  });
  collection({
    path: 'security-group-rules',
    collection: 'security_group_rules',
    member: 'security_group_rule',
    list: neutron.visibleRules,
    show: neutron.visibleRule,
    create: neutron.createRule,
    remove: neutron.deleteRule,
    view: (_caller, record) => ruleView(record),
    notFound: notFound(
      'SecurityGroupRuleNotFound',
      (id) => `Security group rule ${id} does not exist`,
    ),
  });
  collection({
    path: 'routers',
    collection: 'routers',
    member: 'router',
    list: neutron.visibleRouters,
    show: neutron.visibleRouter,
    create: neutron.createRouter,
    update: neutron.updateRouter,
    remove: neutron.deleteRouter,
    view: (_caller, record) => routerView(neutron, record),
    notFound: notFound('RouterNotFound', (id) => `Router ${id} could not be found`),
  });
  collection({
    path: 'floatingips',
    collection: 'floatingips',
    member: 'floatingip',
    list: neutron.visibleFloatingIps,
    show: neutron.visibleFloatingIp,
    create: neutron.createFloatingIp,
    update: neutron.updateFloatingIp,
    remove: neutron.deleteFloatingIp,
    view: (_caller, record) => floatingIpView(neutron, record),
    notFound: notFound('FloatingIPNotFound', (id) => `Floating IP ${id} could not be found`),
  });

  for (const action of ['add_router_interface', 'remove_router_interface'] as const) {
    app.put<{ Params: IdParams }>(
      `/cloud/:region/network/v2.0/routers/:id/${action}`,
      { preHandler: auth },
      async (request, reply) => {
        const body = (
          typeof request.body === 'object' && request.body !== null ? request.body : {}
        ) as Body;
        const caller = callerOf(request);
        const result =
          action === 'add_router_interface'
            ? neutron.addRouterInterface(caller, request.params.id, body)
            : neutron.removeRouterInterface(caller, request.params.id, body);
        if (isFailure(result)) return sendFailure(reply, result);
        return routerInterfaceView(result);
      },
    );
  }

  // Network IP availability: Neutron's default policy shows it to admins only. A list filters
  // out what the caller may not see (an empty list for a member); a show of it answers 404.
  app.get<{ Params: RegionParams }>(
    '/cloud/:region/network/v2.0/network-ip-availabilities',
    { preHandler: auth },
    async (request, reply) => {
      const caller = callerOf(request);
      const query = queryValues(request);
      const unknown = unknownFilters(query, IP_AVAILABILITY_FILTERS);
      if (unknown !== undefined) return sendFailure(reply, unknown);
      const items = caller.admin
        ? neutron.store
            .networks(caller.region)
            .map((network) => ipAvailabilityView(neutron, network))
        : [];
      const ipVersions = query.get('ip_version');
      const filtered = items
        .filter((item) =>
          matches(
            item as unknown as Record<string, unknown>,
            new Map([...query].filter(([key]) => key !== 'ip_version')),
          ),
        )
        .map((item) =>
          ipVersions === undefined
            ? item
            : {
                ...item,
                subnet_ip_availability: item.subnet_ip_availability.filter((subnet) =>
                  ipVersions.includes(String(subnet.ip_version)),
                ),
              },
        )
        .filter((item) => ipVersions === undefined || item.subnet_ip_availability.length > 0);
      return {
        network_ip_availabilities: filtered.map((item) => pickFields(item, query.get('fields'))),
      };
    },
  );
  app.get<{ Params: IdParams }>(
    '/cloud/:region/network/v2.0/network-ip-availabilities/:id',
    { preHandler: auth },
    async (request, reply) => {
      const caller = callerOf(request);
      const network = caller.admin
        ? neutron.store.network(caller.region, request.params.id)
        : undefined;
      if (network === undefined)
        return reply.code(404).send(neutronError(404, 'The resource could not be found.'));
      return {
        network_ip_availability: pickFields(
          ipAvailabilityView(neutron, network),
          queryValues(request).get('fields'),
        ),
      };
    },
  );
};
