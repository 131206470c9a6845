import type { Database, Statement } from 'better-sqlite3';

// Records of the emulated Neutron as stored (network migration 1). The routes and the service
// turn them into Neutron's wire shapes.

/** Bookkeeping every Neutron resource has. */
interface Stamped {
  createdAt: string;
  updatedAt: string;
  revisionNumber: number;
}

/** A network. */
export interface NetworkRecord extends Stamped {
  id: string;
  region: string;
  projectId: string;
  name: string;
  description: string;
  adminStateUp: boolean;
  shared: boolean;
  external: boolean;
  mtu: number;
  portSecurityEnabled: boolean;
  networkType: string;
  physicalNetwork: string | null;
  segmentationId: number | null;
}

/** An allocation pool, as Neutron writes it. */
export interface PoolRecord {
  start: string;
  end: string;
}

/** A subnet. */
export interface SubnetRecord extends Stamped {
  id: string;
  region: string;
  networkId: string;
  projectId: string;
  name: string;
  description: string;
  ipVersion: 4 | 6;
  cidr: string;
  gatewayIp: string | null;
  allocationPools: PoolRecord[];
  dnsNameservers: string[];
  hostRoutes: { destination: string; nexthop: string }[];
  enableDhcp: boolean;
  ipv6AddressMode: string | null;
  ipv6RaMode: string | null;
}

/** One address of a port. */
export interface PortIpRecord {
  subnetId: string;
  ipAddress: string;
}

/** A port with its addresses and security group ids. */
export interface PortRecord extends Stamped {
  id: string;
  region: string;
  networkId: string;
  projectId: string;
  name: string;
  description: string;
  macAddress: string;
  deviceId: string;
  deviceOwner: string;
  adminStateUp: boolean;
  portSecurityEnabled: boolean;
  novaMade: boolean;
  fixedIps: PortIpRecord[];
  securityGroupIds: string[];
}

/** A security group (its rules are read apart). */
export interface SecurityGroupRecord extends Stamped {
  id: string;
  region: string;
  projectId: string;
  name: string;
  description: string;
  stateful: boolean;
}

/** A security group rule. */
export interface RuleRecord extends Stamped {
  id: string;
  region: string;
  projectId: string;
  securityGroupId: string;
  direction: 'ingress' | 'egress';
  ethertype: 'IPv4' | 'IPv6';
  protocol: string | null;
  portRangeMin: number | null;
  portRangeMax: number | null;
  remoteIpPrefix: string | null;
  remoteGroupId: string | null;
  description: string;
}

/** A router (its gateway and interfaces are ports with it as device). */
export interface RouterRecord extends Stamped {
  id: string;
  region: string;
  projectId: string;
  name: string;
  description: string;
  adminStateUp: boolean;
  gatewayNetworkId: string | null;
  enableSnat: boolean;
  routes: { destination: string; nexthop: string }[];
}

/** A floating IP. */
export interface FloatingIpRecord extends Stamped {
  id: string;
  region: string;
  projectId: string;
  floatingNetworkId: string;
  floatingPortId: string;
  floatingIpAddress: string;
  portId: string | null;
  fixedIpAddress: string | null;
  routerId: string | null;
  description: string;
}

type Row = Record<string, string | number | null>;

const bool = (value: unknown): boolean => value === 1;
const flag = (value: boolean): number => (value ? 1 : 0);
const text = (value: unknown): string => String(value);
const textOrNull = (value: unknown): string | null => (value === null ? null : String(value));
const numberOrNull = (value: unknown): number | null => (value === null ? null : Number(value));

function stamps(row: Row): Stamped {
  return {
    createdAt: text(row.created_at),
    updatedAt: text(row.updated_at),
    revisionNumber: Number(row.revision_number),
  };
}

function toNetwork(row: Row): NetworkRecord {
  return {
    id: text(row.id),
    region: text(row.region),
    projectId: text(row.project_id),
    name: text(row.name),
    description: text(row.description),
    adminStateUp: bool(row.admin_state_up),
    shared: bool(row.shared),
    external: bool(row.external),
    mtu: Number(row.mtu),
    portSecurityEnabled: bool(row.port_security_enabled),
    networkType: text(row.network_type),
    physicalNetwork: textOrNull(row.physical_network),
    segmentationId: numberOrNull(row.segmentation_id),
    ...stamps(row),
  };
}

function toSubnet(row: Row): SubnetRecord {
  return {
    id: text(row.id),
    region: text(row.region),
    networkId: text(row.network_id),
    projectId: text(row.project_id),
    name: text(row.name),
    description: text(row.description),
    ipVersion: row.ip_version === 6 ? 6 : 4,
    cidr: text(row.cidr),
    gatewayIp: textOrNull(row.gateway_ip),
    allocationPools: JSON.parse(text(row.allocation_pools)) as PoolRecord[],
    dnsNameservers: JSON.parse(text(row.dns_nameservers)) as string[],
    hostRoutes: JSON.parse(text(row.host_routes)) as SubnetRecord['hostRoutes'],
    enableDhcp: bool(row.enable_dhcp),
    ipv6AddressMode: textOrNull(row.ipv6_address_mode),
    ipv6RaMode: textOrNull(row.ipv6_ra_mode),
    ...stamps(row),
  };
}

function toSecurityGroup(row: Row): SecurityGroupRecord {
  return {
    id: text(row.id),
    region: text(row.region),
    projectId: text(row.project_id),
    name: text(row.name),
    description: text(row.description),
    stateful: bool(row.stateful),
    ...stamps(row),
  };
}

function toRule(row: Row): RuleRecord {
  return {
    id: text(row.id),
    region: text(row.region),
    projectId: text(row.project_id),
    securityGroupId: text(row.security_group_id),
    direction: row.direction === 'egress' ? 'egress' : 'ingress',
    ethertype: row.ethertype === 'IPv6' ? 'IPv6' : 'IPv4',
    protocol: textOrNull(row.protocol),
    portRangeMin: numberOrNull(row.port_range_min),
    portRangeMax: numberOrNull(row.port_range_max),
    remoteIpPrefix: textOrNull(row.remote_ip_prefix),
    remoteGroupId: textOrNull(row.remote_group_id),
    description: text(row.description),
    ...stamps(row),
  };
}

function toRouter(row: Row): RouterRecord {
  return {
    id: text(row.id),
    region: text(row.region),
    projectId: text(row.project_id),
    name: text(row.name),
    description: text(row.description),
    adminStateUp: bool(row.admin_state_up),
    gatewayNetworkId: textOrNull(row.gateway_network_id),
    enableSnat: bool(row.enable_snat),
    routes: JSON.parse(text(row.routes)) as RouterRecord['routes'],
    ...stamps(row),
  };
}

function toFloatingIp(row: Row): FloatingIpRecord {
  return {
    id: text(row.id),
    region: text(row.region),
    projectId: text(row.project_id),
    floatingNetworkId: text(row.floating_network_id),
    floatingPortId: text(row.floating_port_id),
    floatingIpAddress: text(row.floating_ip_address),
    portId: textOrNull(row.port_id),
    fixedIpAddress: textOrNull(row.fixed_ip_address),
    routerId: textOrNull(row.router_id),
    description: text(row.description),
    ...stamps(row),
  };
}

/** Data access of the network emulator. Lists are in id order (Neutron's paging order). */
export interface NetworkStore {
  /** Goes up with every write: what was computed from the tables at one value still holds. */
  generation(): number;
  /** Runs `work` in one transaction. */
  transaction<T>(work: () => T): T;
  networks(region: string): NetworkRecord[];
  network(region: string, id: string): NetworkRecord | undefined;
  saveNetwork(record: NetworkRecord): void;
  deleteNetwork(id: string): void;
  subnets(region: string): SubnetRecord[];
  subnetsOf(networkId: string): SubnetRecord[];
  subnet(region: string, id: string): SubnetRecord | undefined;
  saveSubnet(record: SubnetRecord): void;
  deleteSubnet(id: string): void;
  /** Addresses held in a subnet. */
  usedAddresses(subnetId: string): string[];
  ports(region: string): PortRecord[];
  /** The ports of a device (server, router), in creation order. */
  portsOfDevice(region: string, deviceId: string): PortRecord[];
  portsOfNetwork(networkId: string): PortRecord[];
  port(region: string, id: string): PortRecord | undefined;
  /** Inserts or replaces a port with its addresses and groups. */
  savePort(record: PortRecord): void;
  deletePort(id: string): void;
  /** Whether a port in any region has this MAC (MACs are unique, as in Neutron's table). */
  macInUse(mac: string): boolean;
  securityGroups(region: string): SecurityGroupRecord[];
  securityGroup(region: string, id: string): SecurityGroupRecord | undefined;
  saveSecurityGroup(record: SecurityGroupRecord): void;
  deleteSecurityGroup(id: string): void;
  defaultSecurityGroupId(region: string, projectId: string): string | undefined;
  setDefaultSecurityGroup(region: string, projectId: string, securityGroupId: string): void;
  /** Whether any port uses the group. */
  securityGroupInUse(securityGroupId: string): boolean;
  rules(region: string): RuleRecord[];
  rulesOf(securityGroupId: string): RuleRecord[];
  rule(region: string, id: string): RuleRecord | undefined;
  insertRule(record: RuleRecord): void;
  deleteRule(id: string): void;
  routers(region: string): RouterRecord[];
  router(region: string, id: string): RouterRecord | undefined;
  saveRouter(record: RouterRecord): void;
  deleteRouter(id: string): void;
  floatingIps(region: string): FloatingIpRecord[];
  floatingIp(region: string, id: string): FloatingIpRecord | undefined;
  saveFloatingIp(record: FloatingIpRecord): void;
  deleteFloatingIp(id: string): void;
  /** Counts a project's resources of one table (Neutron's quota usage). */
  countOwned(
    table:
      | 'networks'
      | 'subnets'
      | 'ports'
      | 'security_groups'
      | 'security_group_rules'
      | 'routers'
      | 'floating_ips',
    region: string,
    projectId: string,
  ): number;
}

/**
 * Creates the network store over an open database (network migration 1).
 *
 * @example
 * const store = networkStore(db);
 * store.networks('eu-west2').map((network) => network.name); // ['public', 'ext-net-ams-1', ...] in id order
 */
export function networkStore(db: Database): NetworkStore {
  // Each statement is prepared once (its SQL is the key; the set of texts is fixed): preparing
  // per call made `GET /api/regions/`, which counts every network's free addresses, 4× slower.
  const statements = new Map<string, Statement<unknown[], Row>>();
  const prepared = (sql: string): Statement<unknown[], Row> => {
    let statement = statements.get(sql);
    if (statement === undefined) {
      statement = db.prepare<unknown[], Row>(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const all = (sql: string, ...params: unknown[]) => prepared(sql).all(...params);
  const one = (sql: string, ...params: unknown[]) => prepared(sql).get(...params);
  let writes = 0;
  const run = (sql: string, params: Record<string, unknown>) => {
    writes += 1;
    return prepared(sql).run(params);
  };
  // Insert or update in place: the row keeps its rowid (creation order) and its children
  // (INSERT OR REPLACE would delete the row and cascade to them).
  const upsert = (table: string, columns: Record<string, unknown>) => {
    const keys = Object.keys(columns);
    const updates = keys.filter((key) => key !== 'id' && key !== 'created_at');
    run(
      `INSERT INTO ${table} (${keys.join(', ')}) VALUES (${keys.map((key) => `@${key}`).join(', ')})
       ON CONFLICT (id) DO UPDATE SET ${updates.map((key) => `${key} = excluded.${key}`).join(', ')}`,
      columns,
    );
  };

  const portIps = db.prepare<[string], Row>(
    'SELECT subnet_id, ip_address FROM network_port_ips WHERE port_id = ? ORDER BY position',
  );
  const portGroups = db.prepare<[string], Row>(
    'SELECT security_group_id FROM network_port_security_groups WHERE port_id = ? ORDER BY position',
  );
  function toPort(row: Row): PortRecord {
    const id = text(row.id);
    return {
      id,
      region: text(row.region),
      networkId: text(row.network_id),
      projectId: text(row.project_id),
      name: text(row.name),
      description: text(row.description),
      macAddress: text(row.mac_address),
      deviceId: text(row.device_id),
      deviceOwner: text(row.device_owner),
      adminStateUp: bool(row.admin_state_up),
      portSecurityEnabled: bool(row.port_security_enabled),
      novaMade: bool(row.nova_made),
      fixedIps: portIps.all(id).map((ip) => ({
        subnetId: text(ip.subnet_id),
        ipAddress: text(ip.ip_address),
      })),
      securityGroupIds: portGroups.all(id).map((group) => text(group.security_group_id)),
      ...stamps(row),
    };
  }

  const stampColumns = (record: Stamped) => ({
    created_at: record.createdAt,
    updated_at: record.updatedAt,
    revision_number: record.revisionNumber,
  });

  return {
    generation: () => writes,
    transaction: (work) => db.transaction(work)(),
    networks: (region) =>
      all('SELECT * FROM network_networks WHERE region = ? ORDER BY id', region).map(toNetwork),
    network(region, id) {
      const row = one('SELECT * FROM network_networks WHERE region = ? AND id = ?', region, id);
      return row === undefined ? undefined : toNetwork(row);
    },
    saveNetwork(record) {
      upsert('network_networks', {
        id: record.id,
        region: record.region,
        project_id: record.projectId,
        name: record.name,
        description: record.description,
        admin_state_up: flag(record.adminStateUp),
        shared: flag(record.shared),
        external: flag(record.external),
        mtu: record.mtu,
        port_security_enabled: flag(record.portSecurityEnabled),
        network_type: record.networkType,
        physical_network: record.physicalNetwork,
        segmentation_id: record.segmentationId,
        ...stampColumns(record),
      });
    },
    deleteNetwork: (id) => void run('DELETE FROM network_networks WHERE id = @id', { id }),
    subnets: (region) =>
      all('SELECT * FROM network_subnets WHERE region = ? ORDER BY id', region).map(toSubnet),
    subnetsOf: (networkId) =>
      all('SELECT * FROM network_subnets WHERE network_id = ? ORDER BY rowid', networkId).map(
        toSubnet,
      ),
    subnet(region, id) {
      const row = one('SELECT * FROM network_subnets WHERE region = ? AND id = ?', region, id);
      return row === undefined ? undefined : toSubnet(row);
    },
    saveSubnet(record) {
      upsert('network_subnets', {
        id: record.id,
        region: record.region,
        network_id: record.networkId,
        project_id: record.projectId,
        name: record.name,
        description: record.description,
        ip_version: record.ipVersion,
        cidr: record.cidr,
        gateway_ip: record.gatewayIp,
        allocation_pools: JSON.stringify(record.allocationPools),
        dns_nameservers: JSON.stringify(record.dnsNameservers),
        host_routes: JSON.stringify(record.hostRoutes),
        enable_dhcp: flag(record.enableDhcp),
        ipv6_address_mode: record.ipv6AddressMode,
        ipv6_ra_mode: record.ipv6RaMode,
        ...stampColumns(record),
      });
    },
    deleteSubnet: (id) => void run('DELETE FROM network_subnets WHERE id = @id', { id }),
    usedAddresses: (subnetId) =>
      all('SELECT ip_address FROM network_port_ips WHERE subnet_id = ?', subnetId).map((row) =>
        text(row.ip_address),
      ),
    ports: (region) =>
      all('SELECT * FROM network_ports WHERE region = ? ORDER BY id', region).map(toPort),
    portsOfDevice: (region, deviceId) =>
      all(
        'SELECT * FROM network_ports WHERE region = ? AND device_id = ? ORDER BY rowid',
        region,
        deviceId,
      ).map(toPort),
    portsOfNetwork: (networkId) =>
      all('SELECT * FROM network_ports WHERE network_id = ? ORDER BY rowid', networkId).map(toPort),
    port(region, id) {
      const row = one('SELECT * FROM network_ports WHERE region = ? AND id = ?', region, id);
      return row === undefined ? undefined : toPort(row);
    },
    savePort(record) {
      upsert('network_ports', {
        id: record.id,
        region: record.region,
        network_id: record.networkId,
        project_id: record.projectId,
        name: record.name,
        description: record.description,
        mac_address: record.macAddress,
        device_id: record.deviceId,
        device_owner: record.deviceOwner,
        admin_state_up: flag(record.adminStateUp),
        port_security_enabled: flag(record.portSecurityEnabled),
        nova_made: flag(record.novaMade),
        ...stampColumns(record),
      });
      run('DELETE FROM network_port_ips WHERE port_id = @id', { id: record.id });
      record.fixedIps.forEach((ip, position) =>
        run(
          `INSERT INTO network_port_ips (port_id, subnet_id, ip_address, position)
           VALUES (@port_id, @subnet_id, @ip_address, @position)`,
          { port_id: record.id, subnet_id: ip.subnetId, ip_address: ip.ipAddress, position },
        ),
      );
      run('DELETE FROM network_port_security_groups WHERE port_id = @id', { id: record.id });
      record.securityGroupIds.forEach((securityGroupId, position) =>
        run(
          `INSERT INTO network_port_security_groups (port_id, security_group_id, position)
           VALUES (@port_id, @security_group_id, @position)`,
          { port_id: record.id, security_group_id: securityGroupId, position },
        ),
      );
    },
    deletePort: (id) => void run('DELETE FROM network_ports WHERE id = @id', { id }),
    macInUse: (mac) => one('SELECT id FROM network_ports WHERE mac_address = ?', mac) !== undefined,
    securityGroups: (region) =>
      all('SELECT * FROM network_security_groups WHERE region = ? ORDER BY id', region).map(
        toSecurityGroup,
      ),
    securityGroup(region, id) {
      const row = one(
        'SELECT * FROM network_security_groups WHERE region = ? AND id = ?',
        region,
        id,
      );
      return row === undefined ? undefined : toSecurityGroup(row);
    },
    saveSecurityGroup(record) {
      upsert('network_security_groups', {
        id: record.id,
        region: record.region,
        project_id: record.projectId,
        name: record.name,
        description: record.description,
        stateful: flag(record.stateful),
        ...stampColumns(record),
      });
    },
    deleteSecurityGroup: (id) =>
      void run('DELETE FROM network_security_groups WHERE id = @id', { id }),
    defaultSecurityGroupId(region, projectId) {
      const row = one(
        'SELECT security_group_id FROM network_default_security_groups WHERE region = ? AND project_id = ?',
        region,
        projectId,
      );
      return row === undefined ? undefined : text(row.security_group_id);
    },
    setDefaultSecurityGroup(region, projectId, securityGroupId) {
      run(
        `INSERT INTO network_default_security_groups (region, project_id, security_group_id)
         VALUES (@region, @project_id, @security_group_id)`,
        { region, project_id: projectId, security_group_id: securityGroupId },
      );
    },
    securityGroupInUse: (securityGroupId) =>
      one(
        'SELECT 1 AS used FROM network_port_security_groups WHERE security_group_id = ? LIMIT 1',
        securityGroupId,
      ) !== undefined,
    rules: (region) =>
      all('SELECT * FROM network_security_group_rules WHERE region = ? ORDER BY id', region).map(
        toRule,
      ),
    rulesOf: (securityGroupId) =>
      all(
        'SELECT * FROM network_security_group_rules WHERE security_group_id = ? ORDER BY id',
        securityGroupId,
      ).map(toRule),
    rule(region, id) {
      const row = one(
        'SELECT * FROM network_security_group_rules WHERE region = ? AND id = ?',
        region,
        id,
      );
      return row === undefined ? undefined : toRule(row);
    },
    insertRule(record) {
      run(
        `INSERT INTO network_security_group_rules (id, region, project_id, security_group_id,
           direction, ethertype, protocol, port_range_min, port_range_max, remote_ip_prefix,
           remote_group_id, description, created_at, updated_at, revision_number)
         VALUES (@id, @region, @project_id, @security_group_id, @direction, @ethertype,
           @protocol, @port_range_min, @port_range_max, @remote_ip_prefix, @remote_group_id,
           @description, @created_at, @updated_at, @revision_number)`,
        {
          id: record.id,
          region: record.region,
          project_id: record.projectId,
          security_group_id: record.securityGroupId,
          direction: record.direction,
          ethertype: record.ethertype,
          protocol: record.protocol,
          port_range_min: record.portRangeMin,
          port_range_max: record.portRangeMax,
          remote_ip_prefix: record.remoteIpPrefix,
          remote_group_id: record.remoteGroupId,
          description: record.description,
          ...stampColumns(record),
        },
      );
    },
    deleteRule: (id) => void run('DELETE FROM network_security_group_rules WHERE id = @id', { id }),
    routers: (region) =>
      all('SELECT * FROM network_routers WHERE region = ? ORDER BY id', region).map(toRouter),
    router(region, id) {
      const row = one('SELECT * FROM network_routers WHERE region = ? AND id = ?', region, id);
      return row === undefined ? undefined : toRouter(row);
    },
    saveRouter(record) {
      upsert('network_routers', {
        id: record.id,
        region: record.region,
        project_id: record.projectId,
        name: record.name,
        description: record.description,
        admin_state_up: flag(record.adminStateUp),
        gateway_network_id: record.gatewayNetworkId,
        enable_snat: flag(record.enableSnat),
        routes: JSON.stringify(record.routes),
        ...stampColumns(record),
      });
    },
    deleteRouter: (id) => void run('DELETE FROM network_routers WHERE id = @id', { id }),
    floatingIps: (region) =>
      all('SELECT * FROM network_floating_ips WHERE region = ? ORDER BY id', region).map(
        toFloatingIp,
      ),
    floatingIp(region, id) {
      const row = one('SELECT * FROM network_floating_ips WHERE region = ? AND id = ?', region, id);
      return row === undefined ? undefined : toFloatingIp(row);
    },
    saveFloatingIp(record) {
      upsert('network_floating_ips', {
        id: record.id,
        region: record.region,
        project_id: record.projectId,
        floating_network_id: record.floatingNetworkId,
        floating_port_id: record.floatingPortId,
        floating_ip_address: record.floatingIpAddress,
        port_id: record.portId,
        fixed_ip_address: record.fixedIpAddress,
        router_id: record.routerId,
        description: record.description,
        ...stampColumns(record),
      });
    },
    deleteFloatingIp: (id) => void run('DELETE FROM network_floating_ips WHERE id = @id', { id }),
    countOwned(table, region, projectId) {
      const row = one(
        `SELECT COUNT(*) AS count FROM network_${table} WHERE region = ? AND project_id = ?`,
        region,
        projectId,
      );
      return Number(row?.count ?? 0);
    },
  };
}
