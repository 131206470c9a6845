// Test helper: Nova servers (with their actions, interfaces and action log) and Neutron networks
// in front of `fakeCloud`, for the server screens' tests. Requests it does not know go on to
// `fakeCloud` (tokens, security groups, keypairs…), so the security groups a server joins are the
// fake cloud's own.
import type {
  NovaInstanceActionDetail,
  NovaInterfaceAttachment,
  NovaServer,
} from '@cloud-portal/cloud-sdk/compute';
import type { FetchFunction } from '@cloud-portal/cloud-sdk/core';
import type { NeutronNetwork, NeutronSecurityGroupRule } from '@cloud-portal/cloud-sdk/network';
import { fakeCloud, type FakeCloudCall, type FakeCloudOptions } from './fakeCloud.ts';

type Mutable<T> = { -readonly [Key in keyof T]: T[Key] };
type ServerRecord = Mutable<NovaServer> & { region: string };

const json = (body: unknown, status = 200) =>
  new Response(status === 204 || status === 202 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
const novaFault = (status: number, message: string) =>
  json(
    {
      [status === 404 ? 'itemNotFound' : status === 409 ? 'conflictingRequest' : 'badRequest']: {
        code: status,
        message,
      },
    },
    status,
  );

/**
 * A Nova server as `GET /servers/{id}` answers it at 2.79: running, one IPv4 and one IPv6 on
 * `ext-net`, allow_all, created 2030-01-01.
 * @example novaServerFixture({ id: 'srv-1', name: 'web-1' })
 */
export function novaServerFixture(overrides: Partial<NovaServer> = {}): NovaServer {
  return {
    id: 'srv-1',
    name: 'web-1',
    status: 'ACTIVE',
    tenant_id: 'project-1',
    user_id: 'user-1',
    created: '2030-01-01T10:00:00Z',
    updated: '2030-01-01T10:00:05Z',
    hostId: 'host-1',
    addresses: {
      'ext-net': [
        { addr: '203.0.113.7', version: 4, 'OS-EXT-IPS:type': 'fixed' },
        { addr: '2001:db8::7', version: 6, 'OS-EXT-IPS:type': 'fixed' },
      ],
    },
    accessIPv4: '',
    accessIPv6: '',
    links: [],
    image: { id: 'img-ubuntu' },
    flavor: { original_name: 'std.2c4g', vcpus: 2, ram: 4096, disk: 50, ephemeral: 0, swap: 0 },
    metadata: { os_distro: 'ubuntu' },
    key_name: 'laptop',
    config_drive: '',
    security_groups: [{ name: 'allow_all' }],
    'OS-DCF:diskConfig': 'AUTO',
    'OS-EXT-AZ:availability_zone': 'nova',
    'OS-EXT-STS:power_state': 1,
    'OS-EXT-STS:task_state': null,
    'OS-EXT-STS:vm_state': 'active',
    'OS-SRV-USG:launched_at': '2030-01-01T10:00:04.000000',
    'OS-SRV-USG:terminated_at': null,
    'os-extended-volumes:volumes_attached': [],
    ...overrides,
  };
}

/** What {@link fakeServers} returns: the fake cloud, its servers and their parts. */
export type FakeServers = ReturnType<typeof fakeCloud> & {
  /** A server as the fake holds it now (live), or undefined once deleted. */
  server(id: string): (NovaServer & { region: string }) | undefined;
  /** Adds a server (and logs its `create`). */
  addServer(server: NovaServer & { region: string }): void;
  /** The server's interfaces (live). */
  interfaces(id: string): readonly NovaInterfaceAttachment[];
  /** The server's action log, newest first (live). */
  actions(id: string): readonly NovaInstanceActionDetail[];
  /** Sets a server's Nova state fields (a task running, an error…). */
  setState(id: string, state: Partial<NovaServer>): void;
};

/** Options of {@link fakeServers}. */
export interface FakeServersOptions extends FakeCloudOptions {
  /** Servers to start with, each in its region. */
  servers?: readonly (NovaServer & { region: string })[];
  /** Networks each region lists (Neutron `GET /v2.0/networks`). */
  networks?: Readonly<Record<string, readonly Partial<NeutronNetwork>[]>>;
  /** Security groups each region starts with (ids `sg-<name>`), with their rules. */
  securityGroups?: Readonly<Record<string, readonly FakeSecurityGroup[]>>;
}

/** A security group to start with: a name, and rules (Neutron's fields; unset ones are "any"). */
export interface FakeSecurityGroup {
  name: string;
  description?: string;
  rules?: readonly Partial<Omit<NeutronSecurityGroupRule, 'id' | 'security_group_id'>>[];
}

/**
 * `fakeCloud` with Nova servers: list, get, update, delete, the power actions, changePassword,
 * add/removeSecurityGroup (checked against the region's fake security groups), interfaces and
 * the action log (each accepted action is logged with one successful event); Neutron networks.
 * A refused action answers Nova's 409 (`Cannot 'start' instance … while it is in vm_state active`).
 * @example const cloud = fakeServers({ servers: [{ ...novaServerFixture(), region: 'eu-west2' }] });
 */
export function fakeServers(options: FakeServersOptions = {}): FakeServers {
  const cloud = fakeCloud(options);
  const servers = new Map<string, ServerRecord>();
  const interfaces = new Map<string, NovaInterfaceAttachment[]>();
  const actions = new Map<string, Mutable<NovaInstanceActionDetail>[]>();
  let counter = 0;
  const next = (prefix: string) => `${prefix}-${(counter += 1)}`;
  const stamp = () => new Date(Date.UTC(2030, 0, 2) + counter * 60_000).toISOString();

  const record = (
    server: ServerRecord,
    action: string,
    result: 'Success' | 'Error' = 'Success',
  ) => {
    const requestId = `req-${next('action')}`;
    const at = stamp();
    const list = actions.get(server.id) ?? [];
    list.unshift({
      action,
      instance_uuid: server.id,
      request_id: requestId,
      user_id: 'user-1',
      project_id: 'project-1',
      start_time: at,
      message: result === 'Error' ? 'Error' : null,
      updated_at: at,
      events: [{ event: `compute_${action}`, start_time: at, finish_time: at, result }],
    });
    actions.set(server.id, list);
  };

  const add = (server: NovaServer & { region: string }) => {
    servers.set(server.id, structuredClone(server) as ServerRecord);
    const addresses = Object.entries(server.addresses);
    interfaces.set(
      server.id,
      addresses.map(([network, list], index) => ({
        port_id: `port-${server.id}-${index}`,
        net_id: `net-${network}`,
        mac_addr: `fa:16:3e:00:00:0${index}`,
        port_state: 'ACTIVE',
        fixed_ips: list.map((address) => ({
          ip_address: address.addr,
          subnet_id: `subnet-${network}`,
        })),
        tag: null,
      })),
    );
    record(servers.get(server.id) as ServerRecord, 'create');
  };
  for (const server of options.servers ?? []) add(server);
  for (const [region, groups] of Object.entries(options.securityGroups ?? {})) {
    for (const group of groups) {
      const id = `sg-${group.name}`;
      cloud.groups(region).push({
        id,
        name: group.name,
        description: group.description ?? '',
        project_id: 'project-1',
        created_at: '2030-01-01T00:00:00Z',
        security_group_rules: (group.rules ?? []).map((rule, index) => ({
          id: `${id}-rule-${index}`,
          security_group_id: id,
          direction: rule.direction ?? 'ingress',
          ethertype: rule.ethertype ?? 'IPv4',
          protocol: rule.protocol ?? null,
          port_range_min: rule.port_range_min ?? null,
          port_range_max: rule.port_range_max ?? null,
          remote_ip_prefix: rule.remote_ip_prefix ?? null,
          remote_group_id: rule.remote_group_id ?? null,
          created_at: '2030-01-01T00:00:00Z',
        })),
      });
    }
  }

  const refuse = (server: ServerRecord, operation: string) =>
    novaFault(
      409,
      `Cannot '${operation}' instance ${server.id} while it is in vm_state ${server['OS-EXT-STS:vm_state']}`,
    );
  const setPower = (server: ServerRecord, running: boolean) => {
    server.status = running ? 'ACTIVE' : 'SHUTOFF';
    server['OS-EXT-STS:vm_state'] = running ? 'active' : 'stopped';
    server['OS-EXT-STS:power_state'] = running ? 1 : 4;
    server.updated = stamp();
  };

  const runAction = (server: ServerRecord, region: string, body: Record<string, unknown>) => {
    const [name, argument] = Object.entries(body)[0] ?? ['', undefined];
    const vmState = server['OS-EXT-STS:vm_state'];
    switch (name) {
      case 'os-start':
        if (vmState !== 'stopped') return refuse(server, 'start');
        setPower(server, true);
        record(server, 'start');
        return json(null, 202);
      case 'os-stop':
        if (!['active', 'error', 'rescued'].includes(vmState)) return refuse(server, 'stop');
        setPower(server, false);
        record(server, 'stop');
        return json(null, 202);
      case 'reboot': {
        const hard = (argument as { type?: string } | undefined)?.type === 'HARD';
        if (vmState !== 'active' && !(hard && vmState === 'stopped')) {
          return refuse(server, 'reboot');
        }
        setPower(server, true);
        record(server, 'reboot');
        return json(null, 202);
      }
      case 'changePassword':
        if (vmState !== 'active') return refuse(server, 'set_admin_password');
        record(server, 'changePassword');
        return json(null, 202);
      case 'addSecurityGroup':
      case 'removeSecurityGroup': {
        const group = (argument as { name?: string } | undefined)?.name ?? '';
        if (!cloud.groups(region).some((candidate) => candidate.name === group)) {
          return novaFault(404, `Security group ${group} not found for project project-1.`);
        }
        const current = server.security_groups ?? [];
        const member = current.some((entry) => entry.name === group);
        if (name === 'addSecurityGroup') {
          if (member) {
            return novaFault(
              400,
              `Security group ${group} is already associated with the instance ${server.id}`,
            );
          }
          server.security_groups = [...current, { name: group }];
        } else {
          if (!member) {
            return novaFault(400, `Security group ${group} not assigned to the instances`);
          }
          server.security_groups = current.filter((entry) => entry.name !== group);
        }
        record(server, name);
        return json(null, 202);
      }
      default:
        return novaFault(400, `Unsupported action ${name}`);
    }
  };

  const networksOf = (region: string): NeutronNetwork[] =>
    (options.networks?.[region] ?? []).map((network, index) => ({
      id: `net-${index}`,
      name: `net-${index}`,
      description: '',
      project_id: 'operator',
      tenant_id: 'operator',
      admin_state_up: true,
      status: 'ACTIVE',
      subnets: [],
      shared: true,
      'router:external': false,
      mtu: 1500,
      availability_zone_hints: [],
      availability_zones: ['nova'],
      ipv4_address_scope: null,
      ipv6_address_scope: null,
      port_security_enabled: true,
      created_at: '2030-01-01T00:00:00Z',
      updated_at: '2030-01-01T00:00:00Z',
      revision_number: 1,
      ...network,
    }));

  const fetch: FetchFunction = async (input, init) => {
    const url = new URL(input, 'http://cloud.test');
    const match =
      /^\/cloud\/([^/]+)(\/(?:compute\/v2\.1\/servers|network\/v2\.0\/networks).*)$/.exec(
        url.pathname,
      );
    if (!match) return cloud.fetch(input, init);
    const region = match[1] ?? '';
    const path = match[2] ?? '';
    const method = init.method ?? 'GET';
    const call: FakeCloudCall = {
      method,
      region,
      path,
      query: url.searchParams,
      token: new Headers(init.headers).get('x-auth-token') ?? undefined,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : {},
    };
    cloud.calls.push(call);
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    if (init.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const intercepted = await options.intercept?.(call);
    if (intercepted) return intercepted;
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};

    if (path === '/network/v2.0/networks' && method === 'GET') {
      return json({ networks: networksOf(region) });
    }
    if (path === '/compute/v2.1/servers/detail') {
      return json({ servers: [...servers.values()].filter((server) => server.region === region) });
    }
    const serverMatch = /^\/compute\/v2\.1\/servers\/([^/]+)(\/.*)?$/.exec(path);
    const server = servers.get(decodeURIComponent(serverMatch?.[1] ?? ''));
    if (!serverMatch || !server || server.region !== region) {
      return novaFault(404, 'Instance could not be found.');
    }
    const rest = serverMatch[2] ?? '';
    const wire = () => {
      const { region: _region, ...nova } = server;
      return structuredClone(nova);
    };
    if (rest === '' && method === 'GET') return json({ server: wire() });
    if (rest === '' && method === 'PUT') {
      const name = (body as { server?: { name?: string } }).server?.name;
      if (name !== undefined) server.name = name;
      server.updated = stamp();
      return json({ server: wire() });
    }
    if (rest === '' && method === 'DELETE') {
      servers.delete(server.id);
      return json(null, 204);
    }
    if (rest === '/action' && method === 'POST') return runAction(server, region, body);
    if (rest === '/os-interface' && method === 'GET') {
      return json({ interfaceAttachments: interfaces.get(server.id) ?? [] });
    }
    if (rest === '/os-interface' && method === 'POST') {
      const wanted = (body as { interfaceAttachment?: { net_id?: string } }).interfaceAttachment;
      const network = networksOf(region).find((candidate) => candidate.id === wanted?.net_id);
      if (!network) return novaFault(404, `Network ${wanted?.net_id ?? ''} could not be found.`);
      const list = interfaces.get(server.id) ?? [];
      const attachment: NovaInterfaceAttachment = {
        port_id: next('port'),
        net_id: network.id,
        mac_addr: `fa:16:3e:00:01:${String(counter).padStart(2, '0')}`,
        port_state: 'ACTIVE',
        fixed_ips: [{ ip_address: `10.0.0.${counter}`, subnet_id: `subnet-${network.id}` }],
        tag: null,
      };
      interfaces.set(server.id, [...list, attachment]);
      record(server, 'attach_interface');
      return json({ interfaceAttachment: attachment });
    }
    const portMatch = /^\/os-interface\/([^/]+)$/.exec(rest);
    if (portMatch && method === 'DELETE') {
      const list = interfaces.get(server.id) ?? [];
      const portId = decodeURIComponent(portMatch[1] ?? '');
      if (!list.some((attachment) => attachment.port_id === portId)) {
        return novaFault(404, `Port ${portId} is not attached`);
      }
      interfaces.set(
        server.id,
        list.filter((attachment) => attachment.port_id !== portId),
      );
      record(server, 'detach_interface');
      return json(null, 202);
    }
    if (rest === '/os-instance-actions' && method === 'GET') {
      return json({
        instanceActions: (actions.get(server.id) ?? []).map(
          ({ events: _events, ...action }) => action,
        ),
      });
    }
    const actionMatch = /^\/os-instance-actions\/([^/]+)$/.exec(rest);
    if (actionMatch && method === 'GET') {
      const action = (actions.get(server.id) ?? []).find(
        (candidate) => candidate.request_id === decodeURIComponent(actionMatch[1] ?? ''),
      );
      return action
        ? json({ instanceAction: action })
        : novaFault(404, `Action for request_id ${actionMatch[1] ?? ''} not found`);
    }
    return novaFault(404, `fakeServers: no route ${method} ${path}`);
  };

  return {
    ...cloud,
    fetch,
    server: (id: string) => servers.get(id),
    addServer: add,
    interfaces: (id: string) => interfaces.get(id) ?? [],
    actions: (id: string) => actions.get(id) ?? [],
    setState: (id: string, state: Partial<NovaServer>) => {
      const server = servers.get(id);
      if (server) Object.assign(server, state);
    },
  };
}
