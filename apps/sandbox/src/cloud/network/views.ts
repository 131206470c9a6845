import type {
  NeutronFloatingIp,
  NeutronNetwork,
  NeutronNetworkIpAvailability,
  NeutronPort,
  NeutronRouter,
  NeutronRouterInterface,
  NeutronSecurityGroup,
  NeutronSecurityGroupRule,
  NeutronSubnet,
} from '@cloud-portal/cloud-sdk/network';
import { normalizedCidr } from './ip.ts';
import type { Caller, Neutron, RouterInterface } from './neutron.ts';
import type {
  FloatingIpRecord,
  NetworkRecord,
  PortRecord,
  RouterRecord,
  RuleRecord,
  SecurityGroupRecord,
  SubnetRecord,
} from './store.ts';

// Records → Neutron's wire shapes (the SDK's types), with the fields Zed's ML2 + router plugin
// and its default service plugins (tag, timestamp, revisions, auto_allocate) show.

/**
 * Neutron's `standard_attr_id` (a database row number there): a stable positive integer per id.
 */
function standardAttrId(id: string): number {
  return Number.parseInt(id.replaceAll('-', '').slice(0, 7), 16) + 1;
}

function owner(projectId: string) {
  return { project_id: projectId, tenant_id: projectId };
}

function stamps(record: { createdAt: string; updatedAt: string; revisionNumber: number }) {
  return {
    created_at: record.createdAt,
    updated_at: record.updatedAt,
    revision_number: record.revisionNumber,
    tags: [] as string[],
  };
}

/**
 * A network as Neutron shows it; provider attributes to admins only.
 *
 * @example
 * networkView(neutron, caller, record).subnets; // ids of its subnets
 */
export function networkView(
  neutron: Neutron,
  caller: Caller,
  record: NetworkRecord,
): NeutronNetwork {
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    ...owner(record.projectId),
    admin_state_up: record.adminStateUp,
    status: 'ACTIVE',
    subnets: neutron.store.subnetsOf(record.id).map((subnet) => subnet.id),
    shared: record.shared,
    'router:external': record.external,
    mtu: record.mtu,
    availability_zone_hints: [],
    availability_zones: ['nova'],
    ipv4_address_scope: null,
    ipv6_address_scope: null,
    port_security_enabled: record.portSecurityEnabled,
    is_default: false,
    ...stamps(record),
    ...(caller.admin
      ? {
          'provider:network_type': record.networkType,
          'provider:physical_network': record.physicalNetwork,
          'provider:segmentation_id': record.segmentationId,
        }
      : {}),
  };
}

/**
 * A subnet as Neutron shows it.
 *
 * @example
 * subnetView(neutron, record).allocation_pools; // [{ start: '10.0.0.2', end: '10.0.0.254' }]
 */
export function subnetView(neutron: Neutron, record: SubnetRecord): NeutronSubnet {
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    network_id: record.networkId,
    ...owner(record.projectId),
    ip_version: record.ipVersion,
    cidr: record.cidr,
    gateway_ip: record.gatewayIp,
    allocation_pools: record.allocationPools,
    enable_dhcp: record.enableDhcp,
    dns_nameservers: record.dnsNameservers,
    host_routes: record.hostRoutes,
    ipv6_address_mode: record.ipv6AddressMode,
    ipv6_ra_mode: record.ipv6RaMode,
    subnetpool_id: null,
    service_types: [],
    ...stamps(record),
  };
}

/**
 * A port as Neutron shows it: `ACTIVE` when bound to a server, else `DOWN`.
 *
 * @example
 * portView(neutron, record).status; // 'ACTIVE'
 */
export function portView(neutron: Neutron, record: PortRecord): NeutronPort {
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    network_id: record.networkId,
    ...owner(record.projectId),
    mac_address: record.macAddress,
    fixed_ips: record.fixedIps.map((ip) => ({ subnet_id: ip.subnetId, ip_address: ip.ipAddress })),
    device_id: record.deviceId,
    device_owner: record.deviceOwner,
    status: neutron.portStatus(record),
    admin_state_up: record.adminStateUp,
    security_groups: record.securityGroupIds,
    port_security_enabled: record.portSecurityEnabled,
    allowed_address_pairs: [],
    extra_dhcp_opts: [],
    'binding:vnic_type': 'normal',
    ...stamps(record),
  };
}

/**
 * A security group rule as Neutron shows it.
 *
 * @example
 * ruleView(record).remote_ip_prefix; // '0.0.0.0/0'
 */
export function ruleView(record: RuleRecord): NeutronSecurityGroupRule {
  return {
    id: record.id,
    security_group_id: record.securityGroupId,
    direction: record.direction,
    ethertype: record.ethertype,
    protocol: record.protocol,
    port_range_min: record.portRangeMin,
    port_range_max: record.portRangeMax,
    remote_ip_prefix: record.remoteIpPrefix,
    normalized_cidr: normalizedCidr(record.remoteIpPrefix),
    remote_group_id: record.remoteGroupId,
    remote_address_group_id: null,
    description: record.description,
    ...owner(record.projectId),
    created_at: record.createdAt,
    updated_at: record.updatedAt,
    revision_number: record.revisionNumber,
  };
}

/**
 * A security group with its rules embedded, as Neutron lists it.
 *
 * @example
 * securityGroupView(neutron, record).security_group_rules.length; // 2 for a new group
 */
export function securityGroupView(
  neutron: Neutron,
  record: SecurityGroupRecord,
): NeutronSecurityGroup {
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    ...owner(record.projectId),
    // Embedded rules carry Neutron's standard attributes too (as a real Zed answers them).
    security_group_rules: neutron.store.rulesOf(record.id).map((rule) => ({
      ...ruleView(rule),
      standard_attr_id: standardAttrId(rule.id),
      tags: [],
    })),
    stateful: record.stateful,
    shared: false,
    ...stamps(record),
  };
}

/**
 * A router with its gateway's addresses.
 *
 * @example
 * routerView(neutron, record).external_gateway_info; // { network_id, enable_snat: true, external_fixed_ips: [...] } or null
 */
export function routerView(neutron: Neutron, record: RouterRecord): NeutronRouter {
  const gateway = neutron.gatewayPort(record);
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    ...owner(record.projectId),
    admin_state_up: record.adminStateUp,
    status: 'ACTIVE',
    external_gateway_info:
      record.gatewayNetworkId === null
        ? null
        : {
            network_id: record.gatewayNetworkId,
            enable_snat: record.enableSnat,
            external_fixed_ips: (gateway?.fixedIps ?? []).map((ip) => ({
              subnet_id: ip.subnetId,
              ip_address: ip.ipAddress,
            })),
          },
    routes: record.routes,
    availability_zone_hints: [],
    availability_zones: [],
    flavor_id: null,
    ...stamps(record),
  };
}

/**
 * The answer of add/remove_router_interface.
 *
 * @example
 * routerInterfaceView(added).port_id;
 */
export function routerInterfaceView(result: RouterInterface): NeutronRouterInterface {
  return {
    id: result.router.id,
    network_id: result.port.networkId,
    port_id: result.port.id,
    subnet_id: result.subnetId,
    subnet_ids: result.port.fixedIps.map((ip) => ip.subnetId),
    // A real Zed answers the legacy tenant_id only here (no project_id, no tags).
    tenant_id: result.router.projectId,
  };
}

/**
 * A floating IP; `status` stays `DOWN` (no L3 agent wires it, as on the measured real cloud,
 * REALSTACK) and `port_details` describes the associated port.
 *
 * @example
 * floatingIpView(neutron, record).status; // 'DOWN'
 */
export function floatingIpView(neutron: Neutron, record: FloatingIpRecord): NeutronFloatingIp {
  const port =
    record.portId === null ? undefined : neutron.store.port(record.region, record.portId);
  return {
    id: record.id,
    floating_ip_address: record.floatingIpAddress,
    floating_network_id: record.floatingNetworkId,
    port_id: record.portId,
    fixed_ip_address: record.fixedIpAddress,
    router_id: record.routerId,
    status: 'DOWN',
    description: record.description,
    ...owner(record.projectId),
    port_details:
      port === undefined
        ? null
        : {
            name: port.name,
            network_id: port.networkId,
            mac_address: port.macAddress,
            admin_state_up: port.adminStateUp,
            status: neutron.portStatus(port),
            device_id: port.deviceId,
            device_owner: port.deviceOwner,
          },
    ...stamps(record),
  };
}

/**
 * A network's IP counts (Zed's shape: no `ip_availability_details`). IPv6 totals above 2^53 are
 * rounded to the nearest double, as any JSON parser in JavaScript would read them.
 *
 * @example
 * ipAvailabilityView(neutron, record).used_ips; // 3
 */
export function ipAvailabilityView(
  neutron: Neutron,
  record: NetworkRecord,
): NeutronNetworkIpAvailability {
  const subnets = neutron.store.subnetsOf(record.id).map(neutron.subnetAvailability);
  return {
    network_id: record.id,
    network_name: record.name,
    ...owner(record.projectId),
    total_ips: Number(subnets.reduce((sum, item) => sum + item.totalIps, 0n)),
    used_ips: subnets.reduce((sum, item) => sum + item.usedIps, 0),
    subnet_ip_availability: subnets.map((item) => ({
      subnet_id: item.subnet.id,
      subnet_name: item.subnet.name,
      ip_version: item.subnet.ipVersion,
      cidr: item.subnet.cidr,
      total_ips: Number(item.totalIps),
      used_ips: item.usedIps,
    })),
  };
}
