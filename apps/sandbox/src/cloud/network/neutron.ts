import { IP_PROTOCOL_NUMBERS, protocolNumber } from '@cloud-portal/domain/security-groups';
import type { EventBus } from '../../platform/events.ts';
import {
  cidrContains,
  cidrFirst,
  cidrLast,
  defaultPools,
  eui64Address,
  formatIp,
  parseCidr,
  parseIp,
  prefixVersion,
  type Cidr,
} from './ip.ts';
import type {
  FloatingIpRecord,
  NetworkRecord,
  NetworkStore,
  PoolRecord,
  PortIpRecord,
  PortRecord,
  RouterRecord,
  RuleRecord,
  SecurityGroupRecord,
  SubnetRecord,
} from './store.ts';

// The behaviour of the emulated Neutron, shared by its HTTP routes and by the service Nova calls:
// visibility per project, IP allocation from allocation pools, the project's default security
// group, rule validation, routers and floating IPs. Failures are values with Neutron's
// exception type and message (neutron-lib exceptions), turned into its error body by the routes.

/** A refusal, as Neutron raises it: HTTP status, exception type and message. */
export interface NeutronFailure {
  failure: true;
  status: 400 | 403 | 404 | 409;
  type: string;
  message: string;
}

/** A result or Neutron's refusal. */
export type Outcome<T> = T | NeutronFailure;

/**
 * Whether an outcome is a refusal.
 *
 * @example
 * const port = neutron.createPort(caller, body);
 * if (isFailure(port)) return reply.code(port.status).send(neutronError(port.status, port.message, port.type));
 */
export function isFailure(value: unknown): value is NeutronFailure {
  return typeof value === 'object' && value !== null && 'failure' in value;
}

function fail(status: NeutronFailure['status'], type: string, message: string): NeutronFailure {
  return { failure: true, status, type, message };
}

/** Neutron's `BadRequest(resource, msg)`. */
function badRequest(resource: string, message: string): NeutronFailure {
  return fail(400, 'BadRequest', `Bad ${resource} request: ${message}.`);
}

/** Neutron's `InvalidInput`. */
function invalidInput(message: string): NeutronFailure {
  return fail(400, 'InvalidInput', `Invalid input for operation: ${message}.`);
}

function policyRefusal(action: string): NeutronFailure {
  return fail(403, 'PolicyNotAuthorized', `(rule:${action}) is disallowed by policy`);
}

/** What add/remove_router_interface answer: the router, the interface port and its subnet. */
export interface RouterInterface {
  router: RouterRecord;
  port: PortRecord;
  subnetId: string;
}

/** Who is calling: the token's project in a region, and whether it has Keystone's admin role. */
export interface Caller {
  region: string;
  projectId: string;
  admin: boolean;
}

/** Neutron's default quotas (neutron.conf `[quotas]`), per project and region. */
export const NEUTRON_QUOTAS = {
  networks: 100,
  subnets: 100,
  ports: 500,
  routers: 10,
  floating_ips: 50,
  security_groups: 10,
  security_group_rules: 100,
} as const;

export const QUOTA_NAMES: Record<keyof typeof NEUTRON_QUOTAS, string> = {
  networks: 'network',
  subnets: 'subnet',
  ports: 'port',
  routers: 'router',
  floating_ips: 'floatingip',
  security_groups: 'security_group',
  security_group_rules: 'security_group_rule',
};

/** The `device_owner` of the ports Nova makes (Neutron shows servers' ports as `compute:<zone>`). */
export const COMPUTE_DEVICE_OWNER = 'compute:nova';
const ROUTER_INTERFACE = 'network:router_interface';
const ROUTER_GATEWAY = 'network:router_gateway';
const FLOATING_IP_OWNER = 'network:floatingip';

/** The name and description of the group Neutron gives each project. */
export const DEFAULT_SECURITY_GROUP = { name: 'default', description: 'Default security group' };

/** Neutron's timestamp: seconds, UTC, `Z`. */
export function neutronTime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

/** Port protocols whose rules take port ranges (neutron-lib `IP_PROTOCOL_NAME_ALIASES` aside). */
const PORT_PROTOCOLS = new Set([
  'tcp',
  'udp',
  'dccp',
  'sctp',
  'udplite',
  '6',
  '17',
  '33',
  '132',
  '136',
]);
const ICMP_PROTOCOLS = new Set(['icmp', 'ipv6-icmp', 'icmpv6', '1', '58']);

/** What the emulated Neutron needs from the platform. */
export interface NeutronDeps {
  store: NetworkStore;
  now: () => Date;
  uuid: () => string;
  /**
   * Where `floating_ip.allocated` and `floating_ip.released` go (billing charges each floating
   * IP as an extra IPv4, §9); none: silent.
   */
  events?: Pick<EventBus, 'publish'> | undefined;
}

/** Counts of one subnet for `network-ip-availabilities`. */
export interface SubnetAvailability {
  subnet: SubnetRecord;
  /** Addresses in the allocation pools (Neutron's `total_ips`). */
  totalIps: bigint;
  /** Addresses held by ports (Neutron's `used_ips`). */
  usedIps: number;
}

/** Inputs of the create and update calls: the bodies' objects, checked here. */
type Body = Record<string, unknown>;

function has(body: Body, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(body, key);
}

function stringField(body: Body, key: string, fallback: string): Outcome<string> {
  const value = body[key] ?? fallback;
  if (typeof value !== 'string')
    return invalidInput(`'${String(value)}' is not a valid string for ${key}`);
  if (value.length > 255)
    return invalidInput(`'${value.slice(0, 20)}...' exceeds maximum length of 255 for ${key}`);
  return value;
}

function booleanField(body: Body, key: string, fallback: boolean): Outcome<boolean> {
  const value = body[key];
  if (value === undefined) return fallback;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'True') return true;
  if (value === 'false' || value === 'False') return false;
  return fail(
    400,
    'InvalidInput',
    `Invalid input for ${key}. Reason: '${String(value)}' cannot be converted to boolean.`,
  );
}

function poolSize(pool: PoolRecord): bigint {
  const start = parseIp(pool.start);
  const end = parseIp(pool.end);
  return start === undefined || end === undefined ? 0n : end.value - start.value + 1n;
}

function randomMac(uuid: () => string): string {
  const hex = uuid().replaceAll('-', '').slice(-6);
  return `fa:16:3e:${hex.slice(0, 2)}:${hex.slice(2, 4)}:${hex.slice(4, 6)}`;
}

function isAutoAddress(subnet: SubnetRecord): boolean {
  return (
    subnet.ipVersion === 6 &&
    (subnet.ipv6AddressMode === 'slaac' || subnet.ipv6AddressMode === 'dhcpv6-stateless')
  );
}

/**
 * Creates the emulated Neutron over its store.
 *
 * @example
 * const neutron = createNeutron({ store: networkStore(db), now: platform.now, uuid: platform.ids.uuid });
 * neutron.visibleNetworks({ region: 'eu-west2', projectId, admin: false });
 */
export function createNeutron({ store, now, uuid, events }: NeutronDeps) {
  const stamp = () => {
    const at = neutronTime(now());
    return { createdAt: at, updatedAt: at, revisionNumber: 1 };
  };
  const touched = <T extends { updatedAt: string; revisionNumber: number }>(record: T): T => ({
    ...record,
    updatedAt: neutronTime(now()),
    revisionNumber: record.revisionNumber + 1,
  });

  function overQuota(
    caller: Caller,
    table: keyof typeof NEUTRON_QUOTAS,
  ): NeutronFailure | undefined {
    if (store.countOwned(table, caller.region, caller.projectId) < NEUTRON_QUOTAS[table])
      return undefined;
    return fail(409, 'OverQuota', `Quota exceeded for resources: ['${QUOTA_NAMES[table]}'].`);
  }

  // --- networks ---------------------------------------------------------------------------

  function canSeeNetwork(caller: Caller, network: NetworkRecord): boolean {
    return (
      caller.admin || network.projectId === caller.projectId || network.shared || network.external
    );
  }

  function visibleNetwork(caller: Caller, id: string): Outcome<NetworkRecord> {
    const network = store.network(caller.region, id);
    if (network === undefined || !canSeeNetwork(caller, network)) {
      return fail(404, 'NetworkNotFound', `Network ${id} could not be found.`);
    }
    return network;
  }

  function ownedNetwork(caller: Caller, id: string, action: string): Outcome<NetworkRecord> {
    const network = visibleNetwork(caller, id);
    if (isFailure(network)) return network;
    if (!caller.admin && network.projectId !== caller.projectId) return policyRefusal(action);
    return network;
  }

  function createNetwork(caller: Caller, body: Body): Outcome<NetworkRecord> {
    for (const key of [
      'shared',
      'router:external',
      'provider:network_type',
      'provider:physical_network',
      'provider:segmentation_id',
    ]) {
      if (has(body, key) && !caller.admin) return policyRefusal(`create_network:${key}`);
    }
    const name = stringField(body, 'name', '');
    const description = stringField(body, 'description', '');
    const adminStateUp = booleanField(body, 'admin_state_up', true);
    const shared = booleanField(body, 'shared', false);
    const external = booleanField(body, 'router:external', false);
    const portSecurity = booleanField(body, 'port_security_enabled', true);
    for (const value of [name, description, adminStateUp, shared, external, portSecurity]) {
      if (isFailure(value)) return value;
    }
    const quota = overQuota(caller, 'networks');
    if (quota) return quota;
    const networkType =
      typeof body['provider:network_type'] === 'string' ? body['provider:network_type'] : 'vxlan';
    const mtu = typeof body.mtu === 'number' ? body.mtu : networkType === 'vxlan' ? 1450 : 1500;
    const record: NetworkRecord = {
      id: uuid(),
      region: caller.region,
      projectId: caller.projectId,
      name: name as string,
      description: description as string,
      adminStateUp: adminStateUp as boolean,
      shared: shared as boolean,
      external: external as boolean,
      mtu,
      portSecurityEnabled: portSecurity as boolean,
      networkType,
      physicalNetwork:
        typeof body['provider:physical_network'] === 'string'
          ? body['provider:physical_network']
          : null,
      segmentationId:
        typeof body['provider:segmentation_id'] === 'number'
          ? body['provider:segmentation_id']
          : networkType === 'vxlan'
            ? 1000 + store.networks(caller.region).length
            : null,
      ...stamp(),
    };
    store.saveNetwork(record);
    return record;
  }

  function updateNetwork(caller: Caller, id: string, body: Body): Outcome<NetworkRecord> {
    const network = ownedNetwork(caller, id, 'update_network');
    if (isFailure(network)) return network;
    for (const key of ['shared', 'router:external']) {
      if (has(body, key) && !caller.admin) return policyRefusal(`update_network:${key}`);
    }
    const name = stringField(body, 'name', network.name);
    const description = stringField(body, 'description', network.description);
    const adminStateUp = booleanField(body, 'admin_state_up', network.adminStateUp);
    const shared = booleanField(body, 'shared', network.shared);
    const external = booleanField(body, 'router:external', network.external);
    const portSecurity = booleanField(body, 'port_security_enabled', network.portSecurityEnabled);
    for (const value of [name, description, adminStateUp, shared, external, portSecurity]) {
      if (isFailure(value)) return value;
    }
    const record = touched({
      ...network,
      name: name as string,
      description: description as string,
      adminStateUp: adminStateUp as boolean,
      shared: shared as boolean,
      external: external as boolean,
      portSecurityEnabled: portSecurity as boolean,
      ...(typeof body.mtu === 'number' ? { mtu: body.mtu } : {}),
    });
    store.saveNetwork(record);
    return record;
  }

  function deleteNetwork(caller: Caller, id: string): Outcome<true> {
    const network = ownedNetwork(caller, id, 'delete_network');
    if (isFailure(network)) return network;
    if (store.portsOfNetwork(id).some((port) => port.deviceOwner !== 'network:dhcp')) {
      return fail(
        409,
        'NetworkInUse',
        `Unable to complete operation on network ${id}. There are one or more ports still in use on the network.`,
      );
    }
    store.transaction(() => {
      for (const port of store.portsOfNetwork(id)) store.deletePort(port.id);
      store.deleteNetwork(id);
    });
    return true;
  }

  // --- subnets ----------------------------------------------------------------------------

  function visibleSubnets(caller: Caller): SubnetRecord[] {
    return store.subnets(caller.region).filter((subnet) => {
      const network = store.network(caller.region, subnet.networkId);
      return network !== undefined && canSeeNetwork(caller, network);
    });
  }

  function visibleSubnet(caller: Caller, id: string): Outcome<SubnetRecord> {
    const subnet = store.subnet(caller.region, id);
    const network =
      subnet === undefined ? undefined : store.network(caller.region, subnet.networkId);
    if (subnet === undefined || network === undefined || !canSeeNetwork(caller, network)) {
      return fail(404, 'SubnetNotFound', `Subnet ${id} could not be found.`);
    }
    return subnet;
  }

  function ownedSubnet(caller: Caller, id: string, action: string): Outcome<SubnetRecord> {
    const subnet = visibleSubnet(caller, id);
    if (isFailure(subnet)) return subnet;
    if (!caller.admin && subnet.projectId !== caller.projectId) return policyRefusal(action);
    return subnet;
  }

  function checkPools(
    cidr: Cidr,
    pools: unknown,
    gateway: bigint | undefined,
  ): Outcome<PoolRecord[]> {
    if (!Array.isArray(pools))
      return invalidInput(`Invalid data format for IP pool: '${String(pools)}'`);
    const checked: { start: bigint; end: bigint }[] = [];
    for (const pool of pools as unknown[]) {
      const { start, end } = (typeof pool === 'object' && pool !== null ? pool : {}) as Record<
        string,
        unknown
      >;
      const first = typeof start === 'string' ? parseIp(start) : undefined;
      const last = typeof end === 'string' ? parseIp(end) : undefined;
      if (first === undefined || last === undefined)
        return invalidInput(`Invalid data format for IP pool: '${JSON.stringify(pool)}'`);
      if (
        !cidrContains(cidr, first.version, first.value) ||
        !cidrContains(cidr, last.version, last.value) ||
        first.value > last.value
      ) {
        return fail(
          400,
          'InvalidAllocationPool',
          `The allocation pool ${String(start)}-${String(end)} spans beyond the subnet cidr ${formatIp(cidr.version, cidrFirst(cidr))}/${cidr.prefix}.`,
        );
      }
      if (gateway !== undefined && gateway >= first.value && gateway <= last.value) {
        return fail(
          409,
          'GatewayConflictWithAllocationPools',
          `Gateway ip ${formatIp(cidr.version, gateway)} conflicts with allocation pool ${String(start)}-${String(end)}`,
        );
      }
      for (const other of checked) {
        if (first.value <= other.end && other.start <= last.value)
          return fail(
            400,
            'OverlappingAllocationPools',
            `Found overlapping allocation pools: ${String(start)}-${String(end)} and ${formatIp(cidr.version, other.start)}-${formatIp(cidr.version, other.end)} for subnet ${formatIp(cidr.version, cidrFirst(cidr))}/${cidr.prefix}.`,
          );
      }
      checked.push({ start: first.value, end: last.value });
    }
    return checked.map((pool) => ({
      start: formatIp(cidr.version, pool.start),
      end: formatIp(cidr.version, pool.end),
    }));
  }

  function createSubnet(caller: Caller, body: Body): Outcome<SubnetRecord> {
    if (typeof body.network_id !== 'string')
      return badRequest('subnet', 'network_id must be specified');
    const network = ownedNetwork(caller, body.network_id, 'create_subnet');
    if (isFailure(network)) return network;
    const version =
      body.ip_version === 6 || body.ip_version === '6'
        ? 6
        : body.ip_version === 4 || body.ip_version === '4'
          ? 4
          : undefined;
    if (version === undefined)
      return fail(
        400,
        'InvalidInput',
        `Invalid input for ip_version. Reason: '${String(body.ip_version)}' is not in [4, 6].`,
      );
    if (typeof body.cidr !== 'string')
      return badRequest('subnet', 'a subnetpool must be specified in the absence of a cidr');
    const cidr = parseCidr(body.cidr);
    if (cidr === undefined)
      return fail(
        400,
        'InvalidInput',
        `Invalid input for cidr. Reason: '${body.cidr}' is not a valid IP subnet.`,
      );
    if (cidr.version !== version) return invalidInput('Cidr and IP version are inconsistent');
    const addressMode = typeof body.ipv6_address_mode === 'string' ? body.ipv6_address_mode : null;
    const raMode = typeof body.ipv6_ra_mode === 'string' ? body.ipv6_ra_mode : null;
    if (version === 4 && (addressMode !== null || raMode !== null))
      return invalidInput(
        'ipv6_ra_mode or ipv6_address_mode cannot be set when enable_dhcp is set to False',
      );
    if ((addressMode === 'slaac' || addressMode === 'dhcpv6-stateless') && cidr.prefix !== 64) {
      return invalidInput(
        `Invalid CIDR ${body.cidr} for IPv6 address mode. OpenStack uses the EUI-64 address format, which requires the prefix to be /64`,
      );
    }
    for (const other of store.subnetsOf(network.id)) {
      const otherCidr = parseCidr(other.cidr);
      if (
        otherCidr !== undefined &&
        otherCidr.version === cidr.version &&
        cidrFirst(cidr) <= cidrLast(otherCidr) &&
        cidrFirst(otherCidr) <= cidrLast(cidr)
      ) {
        return invalidInput(
          `Requested subnet with cidr: ${body.cidr} for network: ${network.id} overlaps with another subnet`,
        );
      }
    }
    let gateway: bigint | undefined = cidrFirst(cidr) + 1n;
    if (has(body, 'gateway_ip')) {
      if (body.gateway_ip === null) gateway = undefined;
      else {
        const parsed = typeof body.gateway_ip === 'string' ? parseIp(body.gateway_ip) : undefined;
        if (parsed === undefined || !cidrContains(cidr, parsed.version, parsed.value)) {
          return invalidInput(`Gateway is not valid on subnet`);
        }
        gateway = parsed.value;
      }
    }
    const pools = has(body, 'allocation_pools')
      ? checkPools(cidr, body.allocation_pools, gateway)
      : defaultPools(cidr, gateway).map((pool) => ({
          start: formatIp(version, pool.start),
          end: formatIp(version, pool.end),
        }));
    if (isFailure(pools)) return pools;
    const name = stringField(body, 'name', '');
    const description = stringField(body, 'description', '');
    const enableDhcp = booleanField(body, 'enable_dhcp', true);
    for (const value of [name, description, enableDhcp]) if (isFailure(value)) return value;
    const quota = overQuota(caller, 'subnets');
    if (quota) return quota;
    const record: SubnetRecord = {
      id: uuid(),
      region: caller.region,
      networkId: network.id,
      projectId:
        caller.admin && typeof body.project_id === 'string' ? body.project_id : caller.projectId,
      name: name as string,
      description: description as string,
      ipVersion: version,
      cidr: `${formatIp(version, cidrFirst(cidr))}/${cidr.prefix}`,
      gatewayIp: gateway === undefined ? null : formatIp(version, gateway),
      allocationPools: pools,
      dnsNameservers: Array.isArray(body.dns_nameservers)
        ? body.dns_nameservers.filter((item): item is string => typeof item === 'string')
        : [],
      hostRoutes: Array.isArray(body.host_routes)
        ? (body.host_routes as SubnetRecord['hostRoutes'])
        : [],
      enableDhcp: enableDhcp as boolean,
      ipv6AddressMode: addressMode,
      ipv6RaMode: raMode,
      ...stamp(),
    };
    store.saveSubnet(record);
    store.saveNetwork(touched(network));
    return record;
  }

  function updateSubnet(caller: Caller, id: string, body: Body): Outcome<SubnetRecord> {
    const subnet = ownedSubnet(caller, id, 'update_subnet');
    if (isFailure(subnet)) return subnet;
    for (const key of ['network_id', 'ip_version', 'cidr']) {
      if (has(body, key))
        return fail(400, 'HTTPBadRequest', `Cannot update read-only attribute ${key}`);
    }
    const name = stringField(body, 'name', subnet.name);
    const description = stringField(body, 'description', subnet.description);
    const enableDhcp = booleanField(body, 'enable_dhcp', subnet.enableDhcp);
    for (const value of [name, description, enableDhcp]) if (isFailure(value)) return value;
    const record = touched({
      ...subnet,
      name: name as string,
      description: description as string,
      enableDhcp: enableDhcp as boolean,
      ...(Array.isArray(body.dns_nameservers)
        ? {
            dnsNameservers: body.dns_nameservers.filter(
              (item): item is string => typeof item === 'string',
            ),
          }
        : {}),
      ...(Array.isArray(body.host_routes)
        ? { hostRoutes: body.host_routes as SubnetRecord['hostRoutes'] }
        : {}),
    });
    store.saveSubnet(record);
    return record;
  }

  function deleteSubnet(caller: Caller, id: string): Outcome<true> {
    const subnet = ownedSubnet(caller, id, 'delete_subnet');
    if (isFailure(subnet)) return subnet;
    if (store.usedAddresses(id).length > 0) {
      return fail(
        409,
        'SubnetInUse',
        `Unable to complete operation on subnet ${id}: One or more ports have an IP allocation from this subnet.`,
      );
    }
    store.deleteSubnet(id);
    const network = store.network(caller.region, subnet.networkId);
    if (network) store.saveNetwork(touched(network));
    return true;
  }

  /** Pool size and addresses in use of each subnet of a network. */
  function subnetAvailability(subnet: SubnetRecord): SubnetAvailability {
    return {
      subnet,
      totalIps: subnet.allocationPools.reduce((sum, pool) => sum + poolSize(pool), 0n),
      usedIps: store.usedAddresses(subnet.id).length,
    };
  }

  // --- IP allocation ----------------------------------------------------------------------

  /** The first free address of a subnet's pools (Neutron's IPAM picks any; first is stable). */
  function freeAddress(subnet: SubnetRecord, taken: ReadonlySet<string>): string | undefined {
    for (const pool of subnet.allocationPools) {
      const start = parseIp(pool.start);
      const end = parseIp(pool.end);
      if (start === undefined || end === undefined) continue;
      for (let value = start.value; value <= end.value; value += 1n) {
        const address = formatIp(subnet.ipVersion, value);
        if (!taken.has(address)) return address;
      }
    }
    return undefined;
  }

  /**
   * Addresses for a port on a network: the requested ones (an address, a subnet, or both), else
   * one IPv4 address from the first subnet with room, one from the first stateful IPv6 subnet
   * and an EUI-64 address on every SLAAC subnet (as Neutron does).
   */
  function allocate(
    network: NetworkRecord,
    mac: string,
    requested: unknown,
    ownPortId?: string,
  ): Outcome<PortIpRecord[]> {
    const subnets = store.subnetsOf(network.id);
    const takenIn = (subnet: SubnetRecord) => {
      const own =
        ownPortId === undefined
          ? []
          : (store.port(network.region, ownPortId)?.fixedIps ?? [])
              .filter((ip) => ip.subnetId === subnet.id)
              .map((ip) => ip.ipAddress);
      return new Set(store.usedAddresses(subnet.id).filter((address) => !own.includes(address)));
    };
    const noMore = fail(
      409,
      'IpAddressGenerationFailure',
      `No more IP addresses available on network ${network.id}.`,
    );
    if (requested === undefined) {
      const ips: PortIpRecord[] = [];
      const v4 = subnets.filter((subnet) => subnet.ipVersion === 4);
      if (v4.length > 0) {
        const found = v4
          .map((subnet) => ({ subnet, address: freeAddress(subnet, takenIn(subnet)) }))
          .find((item) => item.address !== undefined);
        if (found?.address === undefined) return noMore;
        ips.push({ subnetId: found.subnet.id, ipAddress: found.address });
      }
      const stateful = subnets.filter((subnet) => subnet.ipVersion === 6 && !isAutoAddress(subnet));
      const statefulFound = stateful
        .map((subnet) => ({ subnet, address: freeAddress(subnet, takenIn(subnet)) }))
        .find((item) => item.address !== undefined);
      if (stateful.length > 0 && v4.length === 0 && statefulFound === undefined) return noMore;
      if (statefulFound?.address !== undefined)
        ips.push({ subnetId: statefulFound.subnet.id, ipAddress: statefulFound.address });
      for (const subnet of subnets.filter(isAutoAddress)) {
        const cidr = parseCidr(subnet.cidr);
        if (cidr)
          ips.push({ subnetId: subnet.id, ipAddress: formatIp(6, eui64Address(cidr, mac)) });
      }
      return ips;
    }
    if (!Array.isArray(requested))
      return invalidInput(`Invalid data format for fixed IP: '${String(requested)}'`);
    const ips: PortIpRecord[] = [];
    for (const item of requested as unknown[]) {
      const { subnet_id: subnetId, ip_address: ipAddress } = (
        typeof item === 'object' && item !== null ? item : {}
      ) as Record<string, unknown>;
      if (subnetId !== undefined && typeof subnetId !== 'string')
        return invalidInput(`Invalid data format for fixed IP: '${JSON.stringify(item)}'`);
      if (
        ipAddress !== undefined &&
        (typeof ipAddress !== 'string' || parseIp(ipAddress) === undefined)
      ) {
        return fail(
          400,
          'InvalidInput',
          `Invalid input for fixed_ips. Reason: '${String(ipAddress)}' is not a valid IP address.`,
        );
      }
      let subnet: SubnetRecord | undefined;
      if (subnetId !== undefined) {
        subnet = subnets.find((candidate) => candidate.id === subnetId);
        if (subnet === undefined) {
          return invalidInput(
            `Failed to create port on network ${network.id}, because fixed_ips included invalid subnet ${subnetId}`,
          );
        }
      }
      if (ipAddress !== undefined) {
        const parsed = parseIp(ipAddress)!;
        const address = formatIp(parsed.version, parsed.value);
        const inSubnet = (candidate: SubnetRecord) => {
          const cidr = parseCidr(candidate.cidr);
          return cidr !== undefined && cidrContains(cidr, parsed.version, parsed.value);
        };
        if (subnet !== undefined && !inSubnet(subnet)) {
          return fail(
            400,
            'InvalidIpForSubnet',
            `IP address ${address} is not a valid IP for the specified subnet.`,
          );
        }
        subnet ??= subnets.find(inSubnet);
        if (subnet === undefined)
          return fail(
            400,
            'InvalidIpForNetwork',
            `IP address ${address} is not a valid IP for any of the subnets on the specified network.`,
          );
        if (takenIn(subnet).has(address) || ips.some((ip) => ip.ipAddress === address)) {
          return fail(
            409,
            'IpAddressAlreadyAllocated',
            `IP address ${address} already allocated in subnet ${subnet.id}`,
          );
        }
        ips.push({ subnetId: subnet.id, ipAddress: address });
        continue;
      }
      if (subnet === undefined)
        return badRequest('port', 'IP allocation requires subnet_id or ip_address');
      const taken = new Set([...takenIn(subnet), ...ips.map((ip) => ip.ipAddress)]);
      const cidr = parseCidr(subnet.cidr);
      const address =
        isAutoAddress(subnet) && cidr
          ? formatIp(6, eui64Address(cidr, mac))
          : freeAddress(subnet, taken);
      if (address === undefined) return noMore;
      ips.push({ subnetId: subnet.id, ipAddress: address });
    }
    return ips;
  }

  // --- security groups --------------------------------------------------------------------

  function ruleRecord(
    group: SecurityGroupRecord,
    rule: Partial<RuleRecord> & Pick<RuleRecord, 'direction' | 'ethertype'>,
  ): RuleRecord {
    return {
      id: uuid(),
      region: group.region,
      projectId: group.projectId,
      securityGroupId: group.id,
      protocol: null,
      portRangeMin: null,
      portRangeMax: null,
      remoteIpPrefix: null,
      remoteGroupId: null,
      description: '',
      ...stamp(),
      ...rule,
    };
  }

  function newGroup(
    region: string,
    projectId: string,
    name: string,
    description: string,
    stateful: boolean,
  ): SecurityGroupRecord {
    const group: SecurityGroupRecord = {
      id: uuid(),
      region,
      projectId,
      name,
      description,
      stateful,
      ...stamp(),
    };
    store.saveSecurityGroup(group);
    // Every new group lets everything out (Neutron's two egress rules).
    for (const ethertype of ['IPv4', 'IPv6'] as const)
      store.insertRule(ruleRecord(group, { direction: 'egress', ethertype }));
    return group;
  }

  /** The project's `default` group, made with Neutron's rules on first use. */
  function ensureDefaultGroup(region: string, projectId: string): SecurityGroupRecord {
    const existing = store.defaultSecurityGroupId(region, projectId);
    const found = existing === undefined ? undefined : store.securityGroup(region, existing);
    if (found) return found;
    return store.transaction(() => {
      const group = newGroup(
        region,
        projectId,
        DEFAULT_SECURITY_GROUP.name,
        DEFAULT_SECURITY_GROUP.description,
        true,
      );
      // ...and lets in what comes from the group's own members.
      for (const ethertype of ['IPv4', 'IPv6'] as const)
        store.insertRule(
          ruleRecord(group, { direction: 'ingress', ethertype, remoteGroupId: group.id }),
        );
      store.setDefaultSecurityGroup(region, projectId, group.id);
      return group;
    });
  }

  function visibleGroups(caller: Caller): SecurityGroupRecord[] {
    ensureDefaultGroup(caller.region, caller.projectId);
    return store
      .securityGroups(caller.region)
      .filter((group) => caller.admin || group.projectId === caller.projectId);
  }

  function visibleGroup(caller: Caller, id: string): Outcome<SecurityGroupRecord> {
    ensureDefaultGroup(caller.region, caller.projectId);
    const group = store.securityGroup(caller.region, id);
    if (group === undefined || (!caller.admin && group.projectId !== caller.projectId)) {
      return fail(404, 'SecurityGroupNotFound', `Security group ${id} does not exist`);
    }
    return group;
  }

  function isDefaultGroup(group: SecurityGroupRecord): boolean {
    return store.defaultSecurityGroupId(group.region, group.projectId) === group.id;
  }

  function createSecurityGroup(caller: Caller, body: Body): Outcome<SecurityGroupRecord> {
    ensureDefaultGroup(caller.region, caller.projectId);
    const name = stringField(body, 'name', '');
    const description = stringField(body, 'description', '');
    const stateful = booleanField(body, 'stateful', true);
    for (const value of [name, description, stateful]) if (isFailure(value)) return value;
    if (name === DEFAULT_SECURITY_GROUP.name)
      return fail(
        409,
        'SecurityGroupDefaultAlreadyExists',
        'Default security group already exists.',
      );
    const quota = overQuota(caller, 'security_groups');
    if (quota) return quota;
    return store.transaction(() =>
      newGroup(
        caller.region,
        caller.projectId,
        name as string,
        description as string,
        stateful as boolean,
      ),
    );
  }

  function updateSecurityGroup(
    caller: Caller,
    id: string,
    body: Body,
  ): Outcome<SecurityGroupRecord> {
    const group = visibleGroup(caller, id);
    if (isFailure(group)) return group;
    const name = stringField(body, 'name', group.name);
    const description = stringField(body, 'description', group.description);
    for (const value of [name, description]) if (isFailure(value)) return value;
    if (isDefaultGroup(group) && name !== group.name)
      return fail(
        409,
        'SecurityGroupCannotUpdateDefault',
        'Updating default security group not allowed.',
      );
    const record = touched({ ...group, name: name as string, description: description as string });
    store.saveSecurityGroup(record);
    return record;
  }

  function deleteSecurityGroup(caller: Caller, id: string): Outcome<true> {
    const group = visibleGroup(caller, id);
    if (isFailure(group)) return group;
    if (isDefaultGroup(group) && !caller.admin)
      return fail(
        409,
        'SecurityGroupCannotRemoveDefault',
        'Insufficient rights for removing default security group.',
      );
    if (store.securityGroupInUse(id))
      return fail(409, 'SecurityGroupInUse', `Security Group ${id} in use.`);
    store.deleteSecurityGroup(id);
    return true;
  }

  function sameProtocol(a: string | null, b: string | null): boolean {
    if (a === null || b === null) return a === b;
    return (protocolNumber(a) ?? a) === (protocolNumber(b) ?? b);
  }

  function anyPrefix(prefix: string | null): string | null {
    return prefix === '0.0.0.0/0' || prefix === '::/0' ? null : prefix;
  }

  function createRule(caller: Caller, body: Body): Outcome<RuleRecord> {
    if (typeof body.security_group_id !== 'string')
      return fail(
        400,
        'InvalidInput',
        "Invalid input for security_group_id. Reason: 'None' is not a valid UUID.",
      );
    const group = visibleGroup(caller, body.security_group_id);
    if (isFailure(group)) return group;
    const direction = body.direction;
    if (direction !== 'ingress' && direction !== 'egress')
      return fail(
        400,
        'InvalidInput',
        `Invalid input for direction. Reason: '${String(direction)}' is not in ['ingress', 'egress'].`,
      );
    const ethertype = body.ethertype ?? 'IPv4';
    if (ethertype !== 'IPv4' && ethertype !== 'IPv6')
      return fail(
        400,
        'SecurityGroupRuleInvalidEtherType',
        `Security group rule for ethertype '${String(ethertype)}' not supported. Allowed values are ['IPv4', 'IPv6'].`,
      );
    // Protocol: a name Neutron knows, a number 0-255, or nothing / 'any' for every protocol.
    let protocol: string | null = null;
    const rawProtocol = body.protocol;
    if (
      rawProtocol !== undefined &&
      rawProtocol !== null &&
      rawProtocol !== '' &&
      rawProtocol !== 'any'
    ) {
      const text = String(rawProtocol).toLowerCase();
      const known =
        Object.prototype.hasOwnProperty.call(IP_PROTOCOL_NUMBERS, text) || text === 'icmpv6';
      const numeric = /^\d{1,3}$/.test(text) && Number(text) <= 255;
      if (!known && !numeric) {
        return fail(
          400,
          'SecurityGroupRuleInvalidProtocol',
          `Security group rule protocol ${String(rawProtocol)} not supported. Only protocol values [None, ${Object.keys(IP_PROTOCOL_NUMBERS).join(', ')}] and integer representations [0 to 255] are supported.`,
        );
      }
      protocol = numeric ? String(Number(text)) : text;
      if (ethertype === 'IPv6' && protocol === 'icmp') protocol = 'ipv6-icmp';
    }
    const parsePort = (key: string): Outcome<number | null> => {
      const value = body[key];
      if (value === undefined || value === null || value === '') return null;
      const number =
        typeof value === 'number'
          ? value
          : /^-?\d+$/.test(String(value))
            ? Number(value)
            : Number.NaN;
      if (!Number.isInteger(number))
        return fail(
          400,
          'InvalidInput',
          `Invalid input for ${key}. Reason: '${String(value)}' is not an integer.`,
        );
      return number;
    };
    const min = parsePort('port_range_min');
    const max = parsePort('port_range_max');
    if (isFailure(min)) return min;
    if (isFailure(max)) return max;
    if ((min !== null || max !== null) && protocol === null)
      return fail(
        400,
        'SecurityGroupProtocolRequiredWithPorts',
        'Must also specify protocol if port range is given.',
      );
    if (protocol !== null && PORT_PROTOCOLS.has(protocol) && (min !== null || max !== null)) {
      for (const port of [min, max]) {
        if (port !== null && (port < 1 || port > 65535))
          return fail(400, 'SecurityGroupInvalidPortValue', `Invalid value for port ${port}.`);
      }
      if (min === null || max === null || min > max)
        return fail(
          400,
          'SecurityGroupInvalidPortRange',
          'For TCP/UDP protocols, port_range_min must be <= port_range_max',
        );
    } else if (protocol !== null && ICMP_PROTOCOLS.has(protocol)) {
      if (min !== null && (min < 0 || min > 255))
        return fail(
          400,
          'SecurityGroupInvalidIcmpValue',
          `Invalid value for ICMP port_range_min(type): ${min}. It must be 0 to 255.`,
        );
      if (max !== null && (max < 0 || max > 255))
        return fail(
          400,
          'SecurityGroupInvalidIcmpValue',
          `Invalid value for ICMP port_range_max(code): ${max}. It must be 0 to 255.`,
        );
      if (max !== null && min === null)
        return fail(
          400,
          'SecurityGroupMissingIcmpType',
          `ICMP code (port-range-max) ${max} is provided but ICMP type (port-range-min) is missing.`,
        );
    } else if (min !== null || max !== null) {
      return fail(
        400,
        'SecurityGroupInvalidProtocolForPortRange',
        `Invalid protocol ${String(protocol)} for port range, only supported for TCP, UDP, UDPLITE, SCTP and DCCP.`,
      );
    }
    let remoteIpPrefix: string | null = null;
    if (body.remote_ip_prefix !== undefined && body.remote_ip_prefix !== null) {
      const text = String(body.remote_ip_prefix);
      const family = prefixVersion(text);
      if (family === undefined)
        return fail(
          400,
          'InvalidInput',
          `Invalid input for remote_ip_prefix. Reason: '${text}' is not a valid IP subnet.`,
        );
      if ((family === 4) !== (ethertype === 'IPv4'))
        return fail(
          400,
          'SecurityGroupRuleParameterConflict',
          `Conflicting value ethertype ${ethertype} for CIDR ${text}`,
        );
      const [address = '', length] = text.split('/');
      const parsed = parseIp(address)!;
      const prefix = length === undefined ? (family === 4 ? 32 : 128) : Number(length);
      const mask =
        ((1n << BigInt(family === 4 ? 32 : 128)) - 1n) ^
        ((1n << BigInt((family === 4 ? 32 : 128) - prefix)) - 1n);
      remoteIpPrefix = `${formatIp(family, parsed.value & mask)}/${prefix}`;
    }
    let remoteGroupId: string | null = null;
    if (body.remote_group_id !== undefined && body.remote_group_id !== null) {
      if (remoteIpPrefix !== null)
        return fail(
          400,
          'SecurityGroupRemoteGroupAndRemoteIpPrefix',
          'Only remote_ip_prefix or remote_group_id may be provided.',
        );
      const remote = visibleGroup(caller, String(body.remote_group_id));
      if (isFailure(remote)) return remote;
      remoteGroupId = remote.id;
    }
    const description = stringField(body, 'description', '');
    if (isFailure(description)) return description;
    const duplicate = store
      .rulesOf(group.id)
      .find(
        (rule) =>
          rule.direction === direction &&
          rule.ethertype === ethertype &&
          sameProtocol(rule.protocol, protocol) &&
          rule.portRangeMin === min &&
          rule.portRangeMax === max &&
          anyPrefix(rule.remoteIpPrefix) === anyPrefix(remoteIpPrefix) &&
          rule.remoteGroupId === remoteGroupId,
      );
    if (duplicate)
      return fail(
        409,
        'SecurityGroupRuleExists',
        `Security group rule already exists. Rule id is ${duplicate.id}.`,
      );
    const quota = overQuota(caller, 'security_group_rules');
    if (quota) return quota;
    const rule = ruleRecord(group, {
      direction,
      ethertype,
      protocol,
      portRangeMin: min,
      portRangeMax: max,
      remoteIpPrefix,
      remoteGroupId,
      description,
      projectId: caller.projectId,
    });
    store.transaction(() => {
      store.insertRule(rule);
      store.saveSecurityGroup(touched(group));
    });
    return rule;
  }

  function visibleRule(caller: Caller, id: string): Outcome<RuleRecord> {
    const rule = store.rule(caller.region, id);
    if (rule === undefined || (!caller.admin && rule.projectId !== caller.projectId)) {
      return fail(404, 'SecurityGroupRuleNotFound', `Security group rule ${id} does not exist`);
    }
    return rule;
  }

  function deleteRule(caller: Caller, id: string): Outcome<true> {
    const rule = visibleRule(caller, id);
    if (isFailure(rule)) return rule;
    store.transaction(() => {
      store.deleteRule(id);
      const group = store.securityGroup(caller.region, rule.securityGroupId);
      if (group) store.saveSecurityGroup(touched(group));
    });
    return true;
  }

  /** Group ids from a port body's `security_groups`, all the caller's. */
  function groupIds(caller: Caller, value: unknown): Outcome<string[]> {
    if (!Array.isArray(value))
      return invalidInput(`Invalid data format for security_groups: '${String(value)}'`);
    const ids: string[] = [];
    for (const id of value as unknown[]) {
      const group = visibleGroup(caller, String(id));
      if (isFailure(group)) return group;
      if (!ids.includes(group.id)) ids.push(group.id);
    }
    return ids;
  }

  // --- ports ------------------------------------------------------------------------------

  function visiblePorts(caller: Caller): PortRecord[] {
    return store
      .ports(caller.region)
      .filter((port) => caller.admin || port.projectId === caller.projectId);
  }

  function visiblePort(caller: Caller, id: string): Outcome<PortRecord> {
    const port = store.port(caller.region, id);
    if (port === undefined || (!caller.admin && port.projectId !== caller.projectId)) {
      return fail(404, 'PortNotFound', `Port ${id} could not be found.`);
    }
    return port;
  }

  /** `ACTIVE` when bound to a server (and up), `DOWN` otherwise (router ports stay DOWN: REALSTACK). */
  function portStatus(port: PortRecord): 'ACTIVE' | 'DOWN' {
    return port.adminStateUp && port.deviceId !== '' && port.deviceOwner.startsWith('compute:')
      ? 'ACTIVE'
      : 'DOWN';
  }

  function uniqueMac(): string {
    for (;;) {
      const mac = randomMac(uuid);
      if (!store.macInUse(mac)) return mac;
    }
  }

  /** Makes a port (no policy checks: callers check them). */
  function makePort(input: {
    region: string;
    projectId: string;
    network: NetworkRecord;
    fixedIps?: unknown;
    macAddress?: string;
    name?: string;
    description?: string;
    deviceId?: string;
    deviceOwner?: string;
    adminStateUp?: boolean;
    portSecurityEnabled?: boolean;
    securityGroupIds?: string[];
    novaMade?: boolean;
    id?: string;
  }): Outcome<PortRecord> {
    const mac = input.macAddress ?? uniqueMac();
    if (input.macAddress !== undefined && store.macInUse(mac)) {
      return fail(
        409,
        'MacAddressInUse',
        `Unable to complete operation for network ${input.network.id}. The mac address ${mac} is in use.`,
      );
    }
    const fixedIps = allocate(input.network, mac, input.fixedIps);
    if (isFailure(fixedIps)) return fixedIps;
    const portSecurity = input.portSecurityEnabled ?? input.network.portSecurityEnabled;
    const owner = input.deviceOwner ?? '';
    const record: PortRecord = {
      id: input.id ?? uuid(),
      region: input.region,
      networkId: input.network.id,
      projectId: input.projectId,
      name: input.name ?? '',
      description: input.description ?? '',
      macAddress: mac,
      deviceId: input.deviceId ?? '',
      deviceOwner: owner,
      adminStateUp: input.adminStateUp ?? true,
      portSecurityEnabled: portSecurity,
      novaMade: input.novaMade ?? false,
      fixedIps,
      // Neutron's own ports (router, floating IP, DHCP) carry no groups.
      securityGroupIds:
        portSecurity && !owner.startsWith('network:')
          ? (input.securityGroupIds ?? [ensureDefaultGroup(input.region, input.projectId).id])
          : [],
      ...stamp(),
    };
    store.savePort(record);
    return record;
  }

  function createPort(caller: Caller, body: Body): Outcome<PortRecord> {
    if (typeof body.network_id !== 'string')
      return fail(
        400,
        'HTTPBadRequest',
        "Failed to parse request. Required attribute 'network_id' not specified",
      );
    const network = visibleNetwork(caller, body.network_id);
    if (isFailure(network)) return network;
    if (!caller.admin && network.projectId !== caller.projectId && !network.shared)
      return policyRefusal('create_port');
    for (const key of ['name', 'description', 'device_id', 'device_owner']) {
      const value = stringField(body, key, '');
      if (isFailure(value)) return value;
    }
    const adminStateUp = booleanField(body, 'admin_state_up', true);
    if (isFailure(adminStateUp)) return adminStateUp;
    const portSecurity = booleanField(body, 'port_security_enabled', network.portSecurityEnabled);
    if (isFailure(portSecurity)) return portSecurity;
    let securityGroupIds: string[] | undefined;
    if (has(body, 'security_groups')) {
      const ids = groupIds(caller, body.security_groups);
      if (isFailure(ids)) return ids;
      if (ids.length > 0 && !portSecurity)
        return fail(
          409,
          'PortSecurityAndIPRequiredForSecurityGroups',
          'Port security must be enabled and port must have an IP address in order to use security groups.',
        );
      securityGroupIds = ids;
    }
    if (
      body.mac_address !== undefined &&
      (typeof body.mac_address !== 'string' ||
        !/^([0-9a-f]{2}:){5}[0-9a-f]{2}$/i.test(body.mac_address))
    ) {
      return fail(
        400,
        'InvalidInput',
        `Invalid input for mac_address. Reason: '${String(body.mac_address)}' is not a valid MAC address.`,
      );
    }
    const quota = overQuota(caller, 'ports');
    if (quota) return quota;
    return store.transaction(() =>
      makePort({
        region: caller.region,
        projectId: caller.projectId,
        network,
        fixedIps: body.fixed_ips,
        ...(typeof body.mac_address === 'string'
          ? { macAddress: body.mac_address.toLowerCase() }
          : {}),
        name: (body.name as string | undefined) ?? '',
        description: (body.description as string | undefined) ?? '',
        deviceId: (body.device_id as string | undefined) ?? '',
        deviceOwner: (body.device_owner as string | undefined) ?? '',
        adminStateUp,
        portSecurityEnabled: portSecurity,
        ...(securityGroupIds === undefined ? {} : { securityGroupIds }),
      }),
    );
  }

  function updatePort(caller: Caller, id: string, body: Body): Outcome<PortRecord> {
    const port = visiblePort(caller, id);
    if (isFailure(port)) return port;
    for (const key of ['network_id', 'mac_address']) {
      if (has(body, key) && body[key] !== (key === 'network_id' ? port.networkId : port.macAddress))
        return fail(400, 'HTTPBadRequest', `Cannot update read-only attribute ${key}`);
    }
    const values: Record<string, Outcome<string>> = {};
    for (const [key, current] of [
      ['name', port.name],
      ['description', port.description],
      ['device_id', port.deviceId],
      ['device_owner', port.deviceOwner],
    ] as const) {
      values[key] = stringField(body, key, current);
      const value = values[key];
      if (isFailure(value)) return value;
    }
    const adminStateUp = booleanField(body, 'admin_state_up', port.adminStateUp);
    if (isFailure(adminStateUp)) return adminStateUp;
    const portSecurity = booleanField(body, 'port_security_enabled', port.portSecurityEnabled);
    if (isFailure(portSecurity)) return portSecurity;
    let securityGroupIds = port.securityGroupIds;
    if (has(body, 'security_groups')) {
      const ids = groupIds(caller, body.security_groups ?? []);
      if (isFailure(ids)) return ids;
      securityGroupIds = ids;
    }
    if (!portSecurity && securityGroupIds.length > 0) {
      return fail(
        409,
        'PortSecurityPortHasSecurityGroup',
        'Port has security group associated. Cannot disable port security or ip address until security group is removed',
      );
    }
    let fixedIps = port.fixedIps;
    if (has(body, 'fixed_ips')) {
      const network = store.network(caller.region, port.networkId);
      if (network === undefined)
        return fail(404, 'NetworkNotFound', `Network ${port.networkId} could not be found.`);
      const allocated = allocate(network, port.macAddress, body.fixed_ips, port.id);
      if (isFailure(allocated)) return allocated;
      fixedIps = allocated;
    }
    const record = touched({
      ...port,
      name: values.name as string,
      description: values.description as string,
      deviceId: values.device_id as string,
      deviceOwner: values.device_owner as string,
      adminStateUp,
      portSecurityEnabled: portSecurity,
      securityGroupIds,
      fixedIps,
    });
    store.transaction(() => store.savePort(record));
    return record;
  }

  /** Deletes a port and what hangs on it (floating IPs lose their association). */
  function removePort(port: PortRecord): void {
    store.transaction(() => {
      for (const floatingIp of store
        .floatingIps(port.region)
        .filter((item) => item.portId === port.id)) {
        store.saveFloatingIp(
          touched({ ...floatingIp, portId: null, fixedIpAddress: null, routerId: null }),
        );
      }
      store.deletePort(port.id);
    });
  }

  function deletePort(caller: Caller, id: string): Outcome<true> {
    const port = visiblePort(caller, id);
    if (isFailure(port)) return port;
    if (
      port.deviceOwner === ROUTER_INTERFACE ||
      port.deviceOwner === ROUTER_GATEWAY ||
      port.deviceOwner === FLOATING_IP_OWNER
    ) {
      return fail(
        409,
        'L3PortInUse',
        `Port ${id} has owner ${port.deviceOwner} and therefore cannot be deleted directly via the port API.`,
      );
    }
    removePort(port);
    return true;
  }

  // --- routers ----------------------------------------------------------------------------

  function visibleRouter(caller: Caller, id: string): Outcome<RouterRecord> {
    const router = store.router(caller.region, id);
    if (router === undefined || (!caller.admin && router.projectId !== caller.projectId)) {
      return fail(404, 'RouterNotFound', `Router ${id} could not be found`);
    }
    return router;
  }

  function gatewayPort(router: RouterRecord): PortRecord | undefined {
    return store
      .portsOfDevice(router.region, router.id)
      .find((port) => port.deviceOwner === ROUTER_GATEWAY);
  }

  function interfacePorts(router: RouterRecord): PortRecord[] {
    return store
      .portsOfDevice(router.region, router.id)
      .filter((port) => port.deviceOwner === ROUTER_INTERFACE);
  }

  /** Sets, keeps or clears a router's gateway; `undefined` info leaves it as it is. */
  function applyGateway(
    caller: Caller,
    router: RouterRecord,
    info: unknown,
  ): Outcome<RouterRecord> {
    if (info === undefined) return router;
    const current = gatewayPort(router);
    if (info === null || (typeof info === 'object' && Object.keys(info).length === 0)) {
      if (current === undefined) return { ...router, gatewayNetworkId: null };
      if (store.floatingIps(router.region).some((ip) => ip.routerId === router.id)) {
        return fail(
          409,
          'RouterExternalGatewayInUseByFloatingIp',
          `Gateway cannot be updated for router ${router.id}, since a gateway to external network ${current.networkId} is required by one or more floating IPs.`,
        );
      }
      store.deletePort(current.id);
      return { ...router, gatewayNetworkId: null };
    }
    const { network_id: networkId, enable_snat: enableSnat } = (
      typeof info === 'object' ? info : {}
    ) as Record<string, unknown>;
    if (typeof networkId !== 'string')
      return invalidInput(
        `Invalid data format for external_gateway_info: '${JSON.stringify(info)}'`,
      );
    const network = visibleNetwork(caller, networkId);
    if (isFailure(network)) return network;
    if (!network.external)
      return badRequest('router', `Network ${networkId} is not an external network`);
    if (enableSnat !== undefined && typeof enableSnat !== 'boolean')
      return invalidInput(`Invalid data format for enable_snat: '${String(enableSnat)}'`);
    if (current !== undefined && current.networkId !== networkId) {
      if (store.floatingIps(router.region).some((ip) => ip.routerId === router.id)) {
        return fail(
          409,
          'RouterExternalGatewayInUseByFloatingIp',
          `Gateway cannot be updated for router ${router.id}, since a gateway to external network ${current.networkId} is required by one or more floating IPs.`,
        );
      }
      store.deletePort(current.id);
    }
    if (current === undefined || current.networkId !== networkId) {
      const port = makePort({
        region: router.region,
        projectId: '',
        network,
        deviceId: router.id,
        deviceOwner: ROUTER_GATEWAY,
      });
      if (isFailure(port)) return port;
    }
    return { ...router, gatewayNetworkId: networkId, enableSnat: enableSnat ?? router.enableSnat };
  }

  function createRouter(caller: Caller, body: Body): Outcome<RouterRecord> {
    const name = stringField(body, 'name', '');
    const description = stringField(body, 'description', '');
    const adminStateUp = booleanField(body, 'admin_state_up', true);
    for (const value of [name, description, adminStateUp]) if (isFailure(value)) return value;
    const quota = overQuota(caller, 'routers');
    if (quota) return quota;
    const router: RouterRecord = {
      id: uuid(),
      region: caller.region,
      projectId: caller.projectId,
      name: name as string,
      description: description as string,
      adminStateUp: adminStateUp as boolean,
      gatewayNetworkId: null,
      enableSnat: true,
      routes: [],
      ...stamp(),
    };
    return store.transaction(() => {
      store.saveRouter(router);
      const withGateway = applyGateway(caller, router, body.external_gateway_info);
      if (isFailure(withGateway)) throw withGateway;
      store.saveRouter(withGateway);
      return withGateway;
    });
  }

  function updateRouter(caller: Caller, id: string, body: Body): Outcome<RouterRecord> {
    const router = visibleRouter(caller, id);
    if (isFailure(router)) return router;
    const name = stringField(body, 'name', router.name);
    const description = stringField(body, 'description', router.description);
    const adminStateUp = booleanField(body, 'admin_state_up', router.adminStateUp);
    for (const value of [name, description, adminStateUp]) if (isFailure(value)) return value;
    return store.transaction(() => {
      const withGateway = applyGateway(caller, router, body.external_gateway_info);
      if (isFailure(withGateway)) throw withGateway;
      const record = touched({
        ...withGateway,
        name: name as string,
        description: description as string,
        adminStateUp: adminStateUp as boolean,
        ...(Array.isArray(body.routes) ? { routes: body.routes as RouterRecord['routes'] } : {}),
      });
      store.saveRouter(record);
      return record;
    });
  }

  function deleteRouter(caller: Caller, id: string): Outcome<true> {
    const router = visibleRouter(caller, id);
    if (isFailure(router)) return router;
    if (interfacePorts(router).length > 0)
      return fail(409, 'RouterInUse', `Router ${id} still has ports`);
    if (store.floatingIps(router.region).some((ip) => ip.routerId === router.id))
      return fail(409, 'RouterInUse', `Router ${id} still has floating IPs`);
    store.transaction(() => {
      const gateway = gatewayPort(router);
      if (gateway) store.deletePort(gateway.id);
      store.deleteRouter(id);
    });
    return true;
  }

  function addRouterInterface(caller: Caller, id: string, body: Body): Outcome<RouterInterface> {
    const router = visibleRouter(caller, id);
    if (isFailure(router)) return router;
    if (has(body, 'port_id') && has(body, 'subnet_id'))
      return badRequest('router', 'Cannot specify both subnet-id and port-id');
    if (typeof body.port_id === 'string') {
      const port = visiblePort(caller, body.port_id);
      if (isFailure(port)) return port;
      if (port.deviceId !== '')
        return fail(
          409,
          'PortInUse',
          `Unable to complete operation on port ${port.id} for network ${port.networkId}. Port already has an attached device ${port.deviceId}.`,
        );
      const first = port.fixedIps[0];
      if (first === undefined)
        return badRequest('router', 'Router port must have at least one fixed IP');
      const bound = touched({
        ...port,
        deviceId: router.id,
        deviceOwner: ROUTER_INTERFACE,
        securityGroupIds: [],
      });
      store.transaction(() => store.savePort(bound));
      return { router, port: bound, subnetId: first.subnetId };
    }
    if (typeof body.subnet_id !== 'string')
      return badRequest('router', 'Either subnet_id or port_id must be specified');
    const subnet = visibleSubnet(caller, body.subnet_id);
    if (isFailure(subnet)) return subnet;
    const network = store.network(caller.region, subnet.networkId);
    if (network === undefined)
      return fail(404, 'NetworkNotFound', `Network ${subnet.networkId} could not be found.`);
    if (network.external)
      return badRequest(
        'router',
        `Subnet ${subnet.id} is on an external network and cannot be a router interface`,
      );
    if (subnet.gatewayIp === null)
      return badRequest('router', `Subnet for router interface must have a gateway IP`);
    if (
      interfacePorts(router).some((port) => port.fixedIps.some((ip) => ip.subnetId === subnet.id))
    ) {
      return badRequest('router', `Router already has a port on subnet ${subnet.id}`);
    }
    const port = store.transaction(() =>
      makePort({
        region: caller.region,
        projectId: router.projectId,
        network,
        fixedIps: [{ subnet_id: subnet.id, ip_address: subnet.gatewayIp }],
        deviceId: router.id,
        deviceOwner: ROUTER_INTERFACE,
      }),
    );
    if (isFailure(port)) return port;
    return { router, port, subnetId: subnet.id };
  }

  function removeRouterInterface(caller: Caller, id: string, body: Body): Outcome<RouterInterface> {
    const router = visibleRouter(caller, id);
    if (isFailure(router)) return router;
    const ports = interfacePorts(router);
    let port: PortRecord | undefined;
    if (typeof body.port_id === 'string') {
      port = ports.find((candidate) => candidate.id === body.port_id);
      if (port === undefined)
        return fail(
          404,
          'RouterInterfaceNotFound',
          `Router ${router.id} does not have an interface with id ${body.port_id}`,
        );
    } else if (typeof body.subnet_id === 'string') {
      const subnetId = body.subnet_id;
      const subnet = visibleSubnet(caller, subnetId);
      if (isFailure(subnet)) return subnet;
      port = ports.find((candidate) => candidate.fixedIps.some((ip) => ip.subnetId === subnetId));
      if (port === undefined)
        return fail(
          404,
          'RouterInterfaceNotFoundForSubnet',
          `Router ${router.id} has no interface on subnet ${subnetId}`,
        );
    } else {
      return badRequest('router', 'Either subnet_id or port_id must be specified');
    }
    const subnetIds = port.fixedIps.map((ip) => ip.subnetId);
    const inUse = store.floatingIps(caller.region).some((ip) => {
      if (ip.routerId !== router.id || ip.portId === null) return false;
      const target = store.port(caller.region, ip.portId);
      return target?.fixedIps.some((fixed) => subnetIds.includes(fixed.subnetId)) ?? false;
    });
    if (inUse)
      return fail(
        409,
        'RouterInterfaceInUseByFloatingIP',
        `Router interface for subnet ${subnetIds[0] ?? ''} on router ${router.id} cannot be deleted, as it is required by one or more floating IPs.`,
      );
    const removed = port;
    store.transaction(() => store.deletePort(removed.id));
    return { router, port: removed, subnetId: subnetIds[0] ?? '' };
  }

  // --- floating IPs -----------------------------------------------------------------------

  function visibleFloatingIp(caller: Caller, id: string): Outcome<FloatingIpRecord> {
    const floatingIp = store.floatingIp(caller.region, id);
    if (floatingIp === undefined || (!caller.admin && floatingIp.projectId !== caller.projectId)) {
      return fail(404, 'FloatingIPNotFound', `Floating IP ${id} could not be found`);
    }
    return floatingIp;
  }

  /** The association a floating IP gets with a port: the fixed address and the router to it. */
  function association(
    caller: Caller,
    floating: { id: string; floatingNetworkId: string; floatingIpAddress: string },
    portId: string,
    fixedIp: unknown,
  ): Outcome<Pick<FloatingIpRecord, 'portId' | 'fixedIpAddress' | 'routerId'>> {
    const port = visiblePort(caller, portId);
    if (isFailure(port)) return port;
    const v4 = port.fixedIps.filter((ip) => parseIp(ip.ipAddress)?.version === 4);
    const chosen = typeof fixedIp === 'string' ? v4.find((ip) => ip.ipAddress === fixedIp) : v4[0];
    if (chosen === undefined) {
      return typeof fixedIp === 'string'
        ? badRequest('floatingip', `Port ${port.id} does not have fixed ip ${fixedIp}`)
        : badRequest(
            'floatingip',
            `Port ${port.id} does not have an IPv4 address to associate with a floating IP`,
          );
    }
    const router = store
      .routers(caller.region)
      .find(
        (candidate) =>
          candidate.gatewayNetworkId === floating.floatingNetworkId &&
          interfacePorts(candidate).some((candidatePort) =>
            candidatePort.fixedIps.some((ip) => ip.subnetId === chosen.subnetId),
          ),
      );
    if (router === undefined) {
      return fail(
        404,
        'ExternalGatewayForFloatingIPNotFound',
        `External network ${floating.floatingNetworkId} is not reachable from subnet ${chosen.subnetId}.  Therefore, cannot associate Port ${port.id} with a Floating IP.`,
      );
    }
    const clash = store
      .floatingIps(caller.region)
      .find(
        (other) =>
          other.id !== floating.id &&
          other.portId === port.id &&
          other.fixedIpAddress === chosen.ipAddress,
      );
    if (clash) {
      return fail(
        409,
        'FloatingIPPortAlreadyAssociated',
        `Cannot associate floating IP ${floating.floatingIpAddress} (${floating.id}) with port ${port.id} using fixed IP ${chosen.ipAddress}, as that fixed IP already has a floating IP on external network ${clash.floatingNetworkId}.`,
      );
    }
    return { portId: port.id, fixedIpAddress: chosen.ipAddress, routerId: router.id };
  }

  function createFloatingIp(caller: Caller, body: Body): Outcome<FloatingIpRecord> {
    if (typeof body.floating_network_id !== 'string')
      return fail(
        400,
        'HTTPBadRequest',
        "Failed to parse request. Required attribute 'floating_network_id' not specified",
      );
    const network = visibleNetwork(caller, body.floating_network_id);
    if (isFailure(network)) return network;
    if (!network.external)
      return badRequest('floatingip', `Network ${network.id} is not a valid external network`);
    const description = stringField(body, 'description', '');
    if (isFailure(description)) return description;
    const quota = overQuota(caller, 'floating_ips');
    if (quota) return quota;
    const id = uuid();
    const v4Subnets = store.subnetsOf(network.id).filter((subnet) => subnet.ipVersion === 4);
    const requested =
      typeof body.floating_ip_address === 'string'
        ? [
            {
              ip_address: body.floating_ip_address,
              ...(typeof body.subnet_id === 'string' ? { subnet_id: body.subnet_id } : {}),
            },
          ]
        : [
            {
              subnet_id:
                typeof body.subnet_id === 'string'
                  ? body.subnet_id
                  : (
                      v4Subnets.find(
                        (subnet) =>
                          freeAddress(subnet, new Set(store.usedAddresses(subnet.id))) !==
                          undefined,
                      ) ?? v4Subnets[0]
                    )?.id,
            },
          ];
    if (requested[0]?.subnet_id === undefined && typeof body.floating_ip_address !== 'string') {
      return fail(
        409,
        'IpAddressGenerationFailure',
        `No more IP addresses available on network ${network.id}.`,
      );
    }
    return store.transaction(() => {
      const port = makePort({
        region: caller.region,
        projectId: '',
        network,
        fixedIps: requested,
        deviceId: id,
        deviceOwner: FLOATING_IP_OWNER,
      });
      if (isFailure(port)) return port;
      const address = port.fixedIps[0]?.ipAddress ?? '';
      let associated: Pick<FloatingIpRecord, 'portId' | 'fixedIpAddress' | 'routerId'> = {
        portId: null,
        fixedIpAddress: null,
        routerId: null,
      };
      if (typeof body.port_id === 'string') {
        const found = association(
          caller,
          { id, floatingNetworkId: network.id, floatingIpAddress: address },
          body.port_id,
          body.fixed_ip_address,
        );
        if (isFailure(found)) {
          store.deletePort(port.id);
          return found;
        }
        associated = found;
      }
      const record: FloatingIpRecord = {
        id,
        region: caller.region,
        projectId: caller.projectId,
        floatingNetworkId: network.id,
        floatingPortId: port.id,
        floatingIpAddress: address,
        description: description,
        ...associated,
        ...stamp(),
      };
      store.saveFloatingIp(record);
      // Published inside the transaction: delivered only once it commits.
      events?.publish('floating_ip.allocated', {
        floatingIpId: id,
        projectId: caller.projectId,
        region: caller.region,
        address,
        allocatedAt: now().toISOString(),
      });
      return record;
    });
  }

  function updateFloatingIp(caller: Caller, id: string, body: Body): Outcome<FloatingIpRecord> {
    const floating = visibleFloatingIp(caller, id);
    if (isFailure(floating)) return floating;
    const description = stringField(body, 'description', floating.description);
    if (isFailure(description)) return description;
    let associated: Pick<FloatingIpRecord, 'portId' | 'fixedIpAddress' | 'routerId'> = {
      portId: floating.portId,
      fixedIpAddress: floating.fixedIpAddress,
      routerId: floating.routerId,
    };
    if (has(body, 'port_id')) {
      if (body.port_id === null)
        associated = { portId: null, fixedIpAddress: null, routerId: null };
      else {
        const found = association(caller, floating, String(body.port_id), body.fixed_ip_address);
        if (isFailure(found)) return found;
        associated = found;
      }
    }
    const record = touched({ ...floating, description, ...associated });
    store.saveFloatingIp(record);
    return record;
  }

  function deleteFloatingIp(caller: Caller, id: string): Outcome<true> {
    const floating = visibleFloatingIp(caller, id);
    if (isFailure(floating)) return floating;
    store.transaction(() => {
      store.deleteFloatingIp(id);
      store.deletePort(floating.floatingPortId);
      events?.publish('floating_ip.released', {
        floatingIpId: id,
        projectId: floating.projectId,
        region: floating.region,
        releasedAt: now().toISOString(),
      });
    });
    return true;
  }

  return {
    store,
    canSeeNetwork,
    visibleNetworks: (caller: Caller) =>
      store.networks(caller.region).filter((network) => canSeeNetwork(caller, network)),
    visibleNetwork,
    createNetwork,
    updateNetwork,
    deleteNetwork,
    visibleSubnets,
    visibleSubnet,
    createSubnet,
    updateSubnet,
    deleteSubnet,
    subnetAvailability,
    visiblePorts,
    visiblePort,
    portStatus,
    makePort,
    createPort,
    updatePort,
    removePort,
    deletePort,
    ensureDefaultGroup,
    visibleGroups,
    visibleGroup,
    createSecurityGroup,
    updateSecurityGroup,
    deleteSecurityGroup,
    visibleRules: (caller: Caller) => {
      ensureDefaultGroup(caller.region, caller.projectId);
      return store
        .rules(caller.region)
        .filter((rule) => caller.admin || rule.projectId === caller.projectId);
    },
    visibleRule,
    createRule,
    deleteRule,
    visibleRouters: (caller: Caller) =>
      store
        .routers(caller.region)
        .filter((router) => caller.admin || router.projectId === caller.projectId),
    visibleRouter,
    gatewayPort,
    createRouter: (caller: Caller, body: Body) => catchThrown(() => createRouter(caller, body)),
    updateRouter: (caller: Caller, id: string, body: Body) =>
      catchThrown(() => updateRouter(caller, id, body)),
    deleteRouter,
    addRouterInterface,
    removeRouterInterface,
    visibleFloatingIps: (caller: Caller) =>
      store
        .floatingIps(caller.region)
        .filter((ip) => caller.admin || ip.projectId === caller.projectId),
    visibleFloatingIp,
    createFloatingIp,
    updateFloatingIp,
    deleteFloatingIp,
  };
}

/** A failure thrown inside a transaction (to roll it back) comes back as a value. */
function catchThrown<T>(work: () => Outcome<T>): Outcome<T> {
  try {
    return work();
  } catch (error) {
    if (isFailure(error)) return error;
    throw error;
  }
}

/** The emulated Neutron. */
export type Neutron = ReturnType<typeof createNeutron>;
