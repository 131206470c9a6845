// Wire types of Neutron subnets (v2.0), as the official samples (neutron/subnets) and Zed send them.
import type { NeutronLink } from '../networks/networks.types.ts';

/** A range of addresses ports get theirs from. */
export interface NeutronAllocationPool {
  readonly start: string;
  readonly end: string;
}

/** A subnet (`GET /v2.0/subnets/{id}`). */
export interface NeutronSubnet {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly network_id: string;
  readonly project_id: string;
  readonly tenant_id: string;
  readonly ip_version: 4 | 6;
  readonly cidr: string;
  readonly gateway_ip: string | null;
  readonly allocation_pools: readonly NeutronAllocationPool[];
  readonly enable_dhcp: boolean;
  readonly dns_nameservers: readonly string[];
  readonly host_routes: readonly { readonly destination: string; readonly nexthop: string }[];
  /** `slaac`, `dhcpv6-stateful`, `dhcpv6-stateless` or null (IPv4). */
  readonly ipv6_address_mode: string | null;
  readonly ipv6_ra_mode: string | null;
  readonly subnetpool_id: string | null;
  readonly service_types: readonly string[];
  /** Only with Neutron's `segment` extension (a real Zed without it leaves the key out). */
  readonly segment_id?: string | null;
  readonly created_at: string;
  readonly updated_at: string;
  readonly revision_number: number;
  readonly tags?: readonly string[];
  readonly dns_publish_fixed_ip?: boolean;
  /** The subnet's network is external (Yoga+). */
  readonly 'router:external'?: boolean;
}

/** The body of `POST /v2.0/subnets` (the `subnet` object); `PUT` sends the changeable part. */
export interface NeutronSubnetCreate {
  readonly network_id: string;
  readonly ip_version: 4 | 6;
  readonly cidr?: string;
  readonly name?: string;
  readonly description?: string;
  /** `null` makes a subnet without a gateway; absent: the first address. */
  readonly gateway_ip?: string | null;
  readonly allocation_pools?: readonly NeutronAllocationPool[];
  readonly enable_dhcp?: boolean;
  readonly dns_nameservers?: readonly string[];
  readonly host_routes?: readonly { readonly destination: string; readonly nexthop: string }[];
  readonly ipv6_address_mode?: string;
  readonly ipv6_ra_mode?: string;
  readonly subnetpool_id?: string;
  readonly prefixlen?: number;
}

/** `{"subnet": {...}}`. */
export interface NeutronSubnetResponse {
  readonly subnet: NeutronSubnet;
}

/** `GET /v2.0/subnets`. */
export interface NeutronSubnetListResponse {
  readonly subnets: readonly NeutronSubnet[];
  readonly subnets_links?: readonly NeutronLink[];
}
