import {
  createCloudClient,
  type CloudClient,
  type FetchFunction,
} from '@cloud-portal/cloud-sdk/core';
import {
  addRouterInterface,
  createFloatingIp,
  createNetwork,
  createPort,
  createRouter,
  createSecurityGroup,
  createSecurityGroupRule,
  createSubnet,
  deleteFloatingIp,
  deleteNetwork,
  deletePort,
  deleteRouter,
  deleteSecurityGroup,
  deleteSubnet,
  getNetworkIpAvailability,
  getPort,
  listAllNetworks,
  listAllPorts,
  listAllSecurityGroups,
  listNetworkIpAvailabilities,
  removeRouterInterface,
  updateFloatingIp,
  updatePort,
} from '@cloud-portal/cloud-sdk/network';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPasswordSync } from '../../platform/security/password.ts';
import { DEMO_CONSUMER } from '../../product/consumers/index.ts';
import { SEED_REGIONS } from '../../product/regions/index.ts';
import { startTestServer } from '../../test-support/server.ts';
import { openTestStores } from '../../test-support/stores.ts';

const ROOT = '/cloud/eu-west2/network';
const AMS = SEED_REGIONS[0]!.meta.networks;

let server: Awaited<ReturnType<typeof startTestServer>>;
let token: string;
let client: CloudClient;

async function tokenOf(name: string, password: string): Promise<string> {
  const issued = await server.app.inject({
    method: 'POST',
    url: '/cloud/eu-west2/identity/v3/auth/tokens',
    payload: {
      auth: {
        identity: {
          methods: ['password'],
          password: { user: { name, domain: { name: 'Default' }, password } },
        },
      },
    },
  });
  expect(issued.statusCode).toBe(201);
  return issued.headers['x-subject-token'] as string;
}

/** Another Keystone user with its own project, or an admin. */
function addUser(name: string, admin = false): void {
  const stores = openTestStores(server.dataDir);
  try {
    const project = stores.keystone.createProject({ name: `${name}-project`, domainId: 'default' });
    stores.keystone.createUser({
      name,
      domainId: 'default',
      passwordHash: hashPasswordSync(`${name}-password`),
      defaultProjectId: project.id,
      ...(admin ? { admin: true } : {}),
    });
  } finally {
    stores.close();
  }
}

/** The SDK, its requests served by the sandbox in-process. */
function sdkClient(tokenId: string): CloudClient {
  const fetch: FetchFunction = async (url, init) => {
    const response = await server.app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(response.statusCode === 204 ? null : response.body, {
      status: response.statusCode,
      headers: response.headers as Record<string, string>,
    });
  };
  return createCloudClient({ token: () => tokenId, fetch });
}

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  tokenId = token,
) {
  return server.app.inject({
    method,
    url,
    headers: { host: 'portal.test:8080', 'x-auth-token': tokenId },
    ...(payload === undefined ? {} : { payload }),
  });
}

beforeEach(async () => {
  server = await startTestServer({ now: () => new Date('2026-11-21T10:00:00.000Z') });
  token = await tokenOf(DEMO_CONSUMER.osUser, DEMO_CONSUMER.osPassword);
  client = sdkClient(token);
});
afterEach(async () => {
  await server.close();
});

describe('discovery and auth', () => {
  it('answers the version document without a token, and 401 without one elsewhere', async () => {
    const versions = await server.app.inject({
      method: 'GET',
      url: `${ROOT}/`,
      headers: { host: 'portal.test:8080' },
    });
    expect(versions.json()).toEqual({
      versions: [
        {
          id: 'v2.0',
          status: 'CURRENT',
          links: [{ href: 'http://portal.test:8080/cloud/eu-west2/network/v2.0/', rel: 'self' }],
        },
      ],
    });
    const denied = await server.app.inject({ method: 'GET', url: `${ROOT}/v2.0/networks` });
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['x-openstack-request-id']).toMatch(/^req-/);
  });
});

describe('filter validation (on by default in Neutron)', () => {
  it('a filter on an attribute the resource lacks is a 400, as a real Zed answers', async () => {
    const networks = await call('GET', `${ROOT}/v2.0/networks?bogus=1`);
    expect(networks.statusCode).toBe(400);
    expect(networks.json()).toEqual({
      NeutronError: {
        type: 'HTTPBadRequest',
        message: "['bogus'] is invalid attribute for filtering",
        detail: '',
      },
    });
    const availability = await call(
      'GET',
      `${ROOT}/v2.0/network-ip-availabilities?region=eu-west2`,
    );
    expect(availability.statusCode).toBe(400);
    expect((await call('GET', `${ROOT}/v2.0/networks?name=public&limit=1`)).statusCode).toBe(200);
  });
});

describe('quotas', () => {
  it('answers Neutron’s defaults for the caller’s own project only', async () => {
    const check = await server.app.inject({
      method: 'GET',
      url: '/cloud/eu-west2/identity/v3/auth/tokens',
      headers: { 'x-auth-token': token, 'x-subject-token': token },
    });
    const projectId = check.json<{ token: { project: { id: string } } }>().token.project.id;
    const own = await call('GET', `${ROOT}/v2.0/quotas/${projectId}`);
    expect(own.json()).toEqual({
      quota: {
        network: 100,
        subnet: 100,
        port: 500,
        router: 10,
        floatingip: 50,
        security_group: 10,
        security_group_rule: 100,
      },
    });
    const other = await call('GET', `${ROOT}/v2.0/quotas/someone-else`);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ NeutronError: { type: 'PolicyNotAuthorized' } });
  });
});

describe('networks (through the SDK)', () => {
  it('a project sees the region’s public network and the shared provider networks of the regions module', async () => {
    const networks = await listAllNetworks(client);
    expect(networks.map((network) => network.name).sort()).toEqual([
      'ext-net-ams-1',
      'ext-net-ams-2',
      'ext-net-ams-3',
      'public',
    ]);
    expect(
      networks
        .filter((network) => network.shared)
        .map((network) => network.id)
        .sort(),
    ).toEqual(AMS.map((meta) => meta.id).sort());
    const external = await listAllNetworks(client, {
      query: { router__external: true },
      fields: ['name'],
    });
    expect(external).toEqual([{ name: 'public', id: expect.any(String) }]);
    const singapore = await listAllNetworks(client, {}, { region: 'ap-sg1' });
    expect(singapore.map((network) => network.name)).toContain('ext-net-sin-1');
    expect(singapore.map((network) => network.name)).not.toContain('ext-net-ams-1');
  });

  it('pages like Neutron: next while full, previous on forward pages, 400 for a bad limit, 404 for an unknown marker', async () => {
    const first = (await call('GET', `${ROOT}/v2.0/networks?limit=3&fields=id`)).json() as {
      networks: { id: string }[];
      networks_links: { rel: string; href: string }[];
    };
    expect(first.networks).toHaveLength(3);
    const ids = first.networks.map((network) => network.id);
    expect([...ids].sort()).toEqual(ids);
    expect(first.networks_links).toEqual([
      {
        rel: 'next',
        href: `http://portal.test:8080${ROOT}/v2.0/networks?limit=3&fields=id&marker=${ids[2]}`,
      },
      {
        rel: 'previous',
        href: `http://portal.test:8080${ROOT}/v2.0/networks?limit=3&fields=id&marker=${ids[0]}&page_reverse=True`,
      },
    ]);
    const second = (await call('GET', `${ROOT}/v2.0/networks?limit=3&marker=${ids[2]}`)).json() as {
      networks: unknown[];
      networks_links: { rel: string }[];
    };
    expect(second.networks).toHaveLength(1);
    expect(second.networks_links.map((link) => link.rel)).toEqual(['previous']);
    const bad = await call('GET', `${ROOT}/v2.0/networks?limit=-1`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      NeutronError: {
        type: 'BadRequest',
        message: "Bad limit request: Limit must be an integer 0 or greater and not '-1'.",
        detail: '',
      },
    });
    const unknown = await call('GET', `${ROOT}/v2.0/networks?limit=1&marker=nope`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ NeutronError: { type: 'NetworkNotFound' } });
  });

  it('creates a network with IPv4 and IPv6 subnets; a port gets the first pool address and an EUI-64 address', async () => {
    const network = await createNetwork(client, { name: 'backend' });
    expect(network).toMatchObject({
      name: 'backend',
      shared: false,
      'router:external': false,
      status: 'ACTIVE',
      subnets: [],
      mtu: 1450,
    });
    const v4 = await createSubnet(client, {
      network_id: network.id,
      ip_version: 4,
      cidr: '192.168.10.0/24',
      allocation_pools: [{ start: '192.168.10.100', end: '192.168.10.101' }],
    });
    expect(v4).toMatchObject({
      gateway_ip: '192.168.10.1',
      allocation_pools: [{ start: '192.168.10.100', end: '192.168.10.101' }],
      ip_version: 4,
    });
    const v6 = await createSubnet(client, {
      network_id: network.id,
      ip_version: 6,
      cidr: 'fd12:3456::/64',
      ipv6_address_mode: 'slaac',
      ipv6_ra_mode: 'slaac',
    });
    expect(v6.allocation_pools).toEqual([
      { start: 'fd12:3456::2', end: 'fd12:3456::ffff:ffff:ffff:ffff' },
    ]);
    const port = await createPort(client, { network_id: network.id, name: 'db' });
    expect(port.status).toBe('DOWN');
    expect(port.fixed_ips[0]).toEqual({ subnet_id: v4.id, ip_address: '192.168.10.100' });
    const [, , , x, y, z] = port.mac_address.split(':');
    const tail = parseInt(`${y}${z}`, 16).toString(16);
    expect(port.fixed_ips[1]).toEqual({
      subnet_id: v6.id,
      ip_address: `fd12:3456::f816:3eff:fe${x}:${tail}`,
    });
    expect(port.security_groups).toHaveLength(1);
    // Two pool addresses: the second port takes the other, the third finds none.
    await createPort(client, { network_id: network.id, fixed_ips: [{ subnet_id: v4.id }] });
    await expect(
      createPort(client, { network_id: network.id, fixed_ips: [{ subnet_id: v4.id }] }),
    ).rejects.toMatchObject({
      status: 409,
      message: `No more IP addresses available on network ${network.id}.`,
    });
    await expect(
      createPort(client, { network_id: network.id, fixed_ips: [{ ip_address: '192.168.10.100' }] }),
    ).rejects.toMatchObject({
      status: 409,
      message: `IP address 192.168.10.100 already allocated in subnet ${v4.id}`,
    });
    const bound = await updatePort(client, {
      portId: port.id,
      port: { device_id: 'srv-1', device_owner: 'compute:nova' },
    });
    expect(bound.status).toBe('ACTIVE');
    expect(
      (await listAllPorts(client, { query: { device_id: 'srv-1' } })).map((item) => item.id),
    ).toEqual([port.id]);
    await expect(deleteSubnet(client, { subnetId: v4.id })).rejects.toMatchObject({ status: 409 });
    await expect(deleteNetwork(client, { networkId: network.id })).rejects.toMatchObject({
      status: 409,
    });
    for (const item of await listAllPorts(client, { query: { network_id: network.id } }))
      await deletePort(client, { portId: item.id });
    await deleteSubnet(client, { subnetId: v4.id });
    await deleteNetwork(client, { networkId: network.id });
    await expect(getPort(client, { portId: port.id })).rejects.toMatchObject({
      status: 404,
      message: `Port ${port.id} could not be found.`,
    });
  });

  it('refuses a member the admin-only attributes and bad subnets', async () => {
    await expect(
      createNetwork(client, { name: 'x', router__external: true }),
    ).rejects.toMatchObject({ status: 403 });
    const network = await createNetwork(client, { name: 'x' });
    await expect(
      createSubnet(client, { network_id: network.id, ip_version: 4, cidr: '10.0.0.1/24' }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      createSubnet(client, { network_id: network.id, ip_version: 6, cidr: '10.0.0.0/24' }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      createSubnet(client, {
        network_id: network.id,
        ip_version: 6,
        cidr: 'fd00::/80',
        ipv6_address_mode: 'slaac',
      }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      createSubnet(client, { network_id: AMS[0]!.id, ip_version: 4, cidr: '10.99.0.0/24' }),
    ).rejects.toMatchObject({ status: 403 });
  });
});

describe('network IP availability (admin only, as Neutron’s default policy)', () => {
  it('a member lists nothing and cannot show one; an admin sees the counts shrink as ports are made', async () => {
    expect(await listNetworkIpAvailabilities(client)).toEqual([]);
    await expect(getNetworkIpAvailability(client, { networkId: AMS[2]!.id })).rejects.toMatchObject(
      { status: 404 },
    );
    addUser('operator', true);
    const admin = sdkClient(await tokenOf('operator', 'operator-password'));
    const before = await getNetworkIpAvailability(admin, { networkId: AMS[2]!.id });
    const v4 = before.subnet_ip_availability.find((subnet) => subnet.ip_version === 4)!;
    expect(v4.total_ips - v4.used_ips).toBe(3);
    await createPort(client, { network_id: AMS[2]!.id });
    const after = await getNetworkIpAvailability(admin, { networkId: AMS[2]!.id });
    expect(after.subnet_ip_availability.find((subnet) => subnet.ip_version === 4)!.used_ips).toBe(
      v4.used_ips + 1,
    );
    const all = await listNetworkIpAvailabilities(admin, { query: { ip_version: 4 } });
    expect(all.map((item) => item.network_name).sort()).toEqual([
      'ext-net-ams-1',
      'ext-net-ams-2',
      'ext-net-ams-3',
      'public',
    ]);
    expect(
      all.every((item) => item.subnet_ip_availability.every((subnet) => subnet.ip_version === 4)),
    ).toBe(true);
  });
});

describe('security groups (through the SDK)', () => {
  it('each project gets Neutron’s default group with its 4 rules; a new group gets the 2 egress rules', async () => {
    const groups = await listAllSecurityGroups(client);
    expect(groups.map((group) => group.name)).toEqual(['default']);
    const rules = groups[0]!.security_group_rules;
    expect(
      rules
        .map(
          (rule) =>
            `${rule.direction} ${rule.ethertype} ${rule.remote_group_id === groups[0]!.id ? 'self' : 'any'}`,
        )
        .sort(),
    ).toEqual(['egress IPv4 any', 'egress IPv6 any', 'ingress IPv4 self', 'ingress IPv6 self']);
    const web = await createSecurityGroup(client, { name: 'web', description: 'http' });
    expect(web.security_group_rules.map((rule) => rule.direction)).toEqual(['egress', 'egress']);
    await expect(createSecurityGroup(client, { name: 'default' })).rejects.toMatchObject({
      status: 409,
    });
    await expect(
      deleteSecurityGroup(client, { securityGroupId: groups[0]!.id }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('validates rules like Neutron and refuses a duplicate with 409 SecurityGroupRuleExists', async () => {
    const web = await createSecurityGroup(client, { name: 'web' });
    const rule = await createSecurityGroupRule(client, {
      security_group_id: web.id,
      direction: 'ingress',
      ethertype: 'IPv4',
      protocol: 6,
      port_range_min: 22,
    });
    expect(rule).toMatchObject({
      protocol: 'tcp',
      port_range_min: 22,
      port_range_max: 22,
      remote_ip_prefix: '0.0.0.0/0',
      normalized_cidr: '0.0.0.0/0',
    });
    const host = await createSecurityGroupRule(client, {
      security_group_id: web.id,
      direction: 'ingress',
      ethertype: 'IPv4',
      protocol: 'tcp',
      port_range_min: 443,
      remote_ip_prefix: '10.1.2.3/8',
    });
    expect(host).toMatchObject({ normalized_cidr: '10.0.0.0/8' });
    await expect(
      createSecurityGroupRule(client, {
        security_group_id: web.id,
        direction: 'ingress',
        ethertype: 'IPv4',
        protocol: 'tcp',
        port_range_min: 22,
        port_range_max: 22,
      }),
    ).rejects.toMatchObject({
      status: 409,
      message: `Security group rule already exists. Rule id is ${rule.id}.`,
    });
    const refused = async (body: object) => {
      const response = await call('POST', `${ROOT}/v2.0/security-group-rules`, {
        security_group_rule: { security_group_id: web.id, direction: 'ingress', ...body },
      });
      expect(response.statusCode).toBe(400);
      return (response.json() as { NeutronError: { type: string } }).NeutronError.type;
    };
    expect(await refused({ protocol: 'tcp', port_range_min: 90, port_range_max: 80 })).toBe(
      'SecurityGroupInvalidPortRange',
    );
    expect(await refused({ protocol: 'tcp', port_range_min: 0, port_range_max: 80 })).toBe(
      'SecurityGroupInvalidPortValue',
    );
    expect(await refused({ protocol: 'bogus' })).toBe('SecurityGroupRuleInvalidProtocol');
    expect(await refused({ protocol: '256' })).toBe('SecurityGroupRuleInvalidProtocol');
    expect(await refused({ port_range_min: 80, port_range_max: 80 })).toBe(
      'SecurityGroupProtocolRequiredWithPorts',
    );
    expect(await refused({ ethertype: 'IPv6', remote_ip_prefix: '10.0.0.0/8' })).toBe(
      'SecurityGroupRuleParameterConflict',
    );
    expect(await refused({ ethertype: 'IPv4', remote_ip_prefix: '::/0' })).toBe(
      'SecurityGroupRuleParameterConflict',
    );
    expect(await refused({ remote_ip_prefix: '10.0.0.0/8', remote_group_id: web.id })).toBe(
      'SecurityGroupRemoteGroupAndRemoteIpPrefix',
    );
    const numbered = await createSecurityGroupRule(client, {
      security_group_id: web.id,
      direction: 'ingress',
      ethertype: 'IPv6',
      protocol: 132,
      remote_ip_prefix: '2001:db8::1/32',
    });
    expect(numbered).toMatchObject({ protocol: 'sctp', remote_ip_prefix: '2001:db8::/32' });
    const port = await createPort(client, { network_id: AMS[0]!.id, security_groups: [web.id] });
    expect(port.security_groups).toEqual([web.id]);
    await expect(deleteSecurityGroup(client, { securityGroupId: web.id })).rejects.toMatchObject({
      status: 409,
      message: `Security Group ${web.id} in use.`,
    });
  });
});

describe('routers and floating IPs (through the SDK)', () => {
  it('routes a subnet to public; a floating IP associates to a port on it (status DOWN) and disassociates', async () => {
    const [publicNetwork] = await listAllNetworks(client, { query: { name: 'public' } });
    const router = await createRouter(client, {
      name: 'edge',
      external_gateway_info: { network_id: publicNetwork!.id },
    });
    expect(router.external_gateway_info?.external_fixed_ips?.map((ip) => ip.ip_address)).toEqual([
      expect.stringMatching(/^172\.24\.0\.\d+$/),
      expect.stringMatching(/^2001:db8::/),
    ]);
    const network = await createNetwork(client, { name: 'app' });
    const subnet = await createSubnet(client, {
      network_id: network.id,
      ip_version: 4,
      cidr: '10.50.0.0/24',
    });
    const port = await createPort(client, { network_id: network.id });
    // Not routed yet: Neutron cannot reach the port from the external network.
    await expect(
      createFloatingIp(client, { floating_network_id: publicNetwork!.id, port_id: port.id }),
    ).rejects.toMatchObject({ status: 404 });
    const added = await addRouterInterface(client, { routerId: router.id, subnet_id: subnet.id });
    expect(added).toMatchObject({ id: router.id, subnet_id: subnet.id, network_id: network.id });
    const routerPort = await getPort(client, { portId: added.port_id });
    expect(routerPort).toMatchObject({
      device_owner: 'network:router_interface',
      status: 'DOWN',
      fixed_ips: [{ ip_address: '10.50.0.1', subnet_id: subnet.id }],
    });
    const floating = await createFloatingIp(client, {
      floating_network_id: publicNetwork!.id,
      port_id: port.id,
    });
    expect(floating).toMatchObject({
      port_id: port.id,
      fixed_ip_address: '10.50.0.2',
      router_id: router.id,
      status: 'DOWN',
    });
    expect(floating.floating_ip_address).toMatch(/^172\.24\.0\.\d+$/);
    await expect(
      removeRouterInterface(client, { routerId: router.id, subnet_id: subnet.id }),
    ).rejects.toMatchObject({ status: 409 });
    const released = await updateFloatingIp(client, {
      floatingIpId: floating.id,
      floatingip: { port_id: null },
    });
    expect(released).toMatchObject({
      port_id: null,
      fixed_ip_address: null,
      router_id: null,
      port_details: null,
    });
    await expect(deleteRouter(client, { routerId: router.id })).rejects.toMatchObject({
      status: 409,
    });
    await removeRouterInterface(client, { routerId: router.id, subnet_id: subnet.id });
    await deleteRouter(client, { routerId: router.id });
    await deleteFloatingIp(client, { floatingIpId: floating.id });
    expect((await call('GET', `${ROOT}/v2.0/floatingips`)).json()).toEqual({ floatingips: [] });
  });
});

describe('ids in paths are untrusted', () => {
  it('another project’s resources answer 404 exactly like unknown ones', async () => {
    const mine = await createNetwork(client, { name: 'mine' });
    addUser('intruder');
    const intruder = await tokenOf('intruder', 'intruder-password');
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { network: { name: 'x' } }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(method, `${ROOT}/v2.0/networks/${mine.id}`, payload, intruder);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        NeutronError: {
          type: 'NetworkNotFound',
          message: `Network ${mine.id} could not be found.`,
          detail: '',
        },
      });
    }
    const list = (await call('GET', `${ROOT}/v2.0/networks`, undefined, intruder)).json() as {
      networks: { id: string }[];
    };
    expect(list.networks.map((network) => network.id)).not.toContain(mine.id);
  });

  it('encoded dots and slashes stay one id; another region does not know the network; huge bodies are refused', async () => {
    for (const id of ['..%2Fports', 'a%2Fb', '%2F..%2F..%2Fidentity']) {
      const response = await call('GET', `${ROOT}/v2.0/networks/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ NeutronError: { type: 'NetworkNotFound' } });
    }
    // `%2e%2e` is `..` by URL rules: it resolves to the v2.0 root (the same service, same
    // token check), never to a network or to another service.
    const dots = await call('GET', `${ROOT}/v2.0/networks/%2e%2e`);
    expect(Object.keys(dots.json() as object)).toEqual(['resources']);
    const response = await call('GET', `/cloud/ap-sg1/network/v2.0/networks/${AMS[0]!.id}`);
    expect(response.statusCode).toBe(404);
    const huge = await call('POST', `${ROOT}/v2.0/networks`, {
      network: { name: 'x'.repeat(2_000_000) },
    });
    expect(huge.statusCode).toBe(413);
    const long = await call('POST', `${ROOT}/v2.0/networks`, {
      network: { name: 'x'.repeat(300) },
    });
    expect(long.statusCode).toBe(400);
  });
});
