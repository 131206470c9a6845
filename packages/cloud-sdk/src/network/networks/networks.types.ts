// Wire types of Neutron networks and network IP availability (v2.0), as the official samples
// (../shared/openstack-samples/neutron/networks, network-ip-availability) and Zed send them.

/** A `rel: next | previous` link of a Neutron list page (`networks_links`), present with `limit`. */
export interface NeutronLink {
  readonly href: string;
  readonly rel: 'next' | 'previous';
}

/** A network (`GET /v2.0/networks/{id}`); extension fields other deployments add are optional. */
export interface NeutronNetwork {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly project_id: string;
  readonly tenant_id: string;
  readonly admin_state_up: boolean;
  /** `ACTIVE`, `DOWN`, `BUILD` or `ERROR`. */
  readonly status: string;
  /** Ids of the network's subnets. */
  readonly subnets: readonly string[];
  readonly shared: boolean;
  /** An external network (floating IPs and router gateways come from it). */
  readonly 'router:external': boolean;
  readonly mtu: number;
  readonly availability_zone_hints: readonly string[];
  readonly availability_zones: readonly string[];
  readonly ipv4_address_scope: string | null;
  readonly ipv6_address_scope: string | null;
  readonly port_security_enabled: boolean;
  readonly created_at: string;
  readonly updated_at: string;
  readonly revision_number: number;
  readonly tags?: readonly string[];
  readonly is_default?: boolean;
  readonly l2_adjacency?: boolean;
  readonly dns_domain?: string;
  readonly qos_policy_id?: string | null;
  readonly vlan_transparent?: boolean;
  /** Provider attributes: admins only. */
  readonly 'provider:network_type'?: string;
  readonly 'provider:physical_network'?: string | null;
  readonly 'provider:segmentation_id'?: number | null;
}

/** The body of `POST /v2.0/networks` and `PUT /v2.0/networks/{id}` (the `network` object). */
export interface NeutronNetworkCreate {
  readonly name?: string;
  readonly description?: string;
  readonly admin_state_up?: boolean;
  readonly shared?: boolean;
  readonly mtu?: number;
  readonly port_security_enabled?: boolean;
  readonly dns_domain?: string;
  readonly qos_policy_id?: string;
  readonly availability_zone_hints?: readonly string[];
  readonly 'router:external'?: boolean;
  readonly 'provider:network_type'?: string;
  readonly 'provider:physical_network'?: string;
  readonly 'provider:segmentation_id'?: number;
}

/** `{"network": {...}}`. */
export interface NeutronNetworkResponse {
  readonly network: NeutronNetwork;
}

/** `GET /v2.0/networks`. */
export interface NeutronNetworkListResponse {
  readonly networks: readonly NeutronNetwork[];
  readonly networks_links?: readonly NeutronLink[];
}

/** Neutron's IP counts of a network or subnet (`ip_availability_details`, newer Neutron). */
export interface NeutronIpAvailabilityDetails {
  readonly total_ips_in_subnet: number;
  readonly total_ips_in_allocation_pool: number;
  readonly used_ips_in_subnet: number;
  readonly used_ips_in_allocation_pool: number;
}

/** One subnet's IP counts. IPv6 totals exceed 2^53 and arrive rounded in JavaScript. */
export interface NeutronSubnetIpAvailability {
  readonly subnet_id: string;
  readonly subnet_name: string;
  readonly ip_version: 4 | 6;
  readonly cidr: string;
  /** Addresses in the allocation pools. */
  readonly total_ips: number;
  /** Addresses allocated to ports (gateway and DHCP ports included). */
  readonly used_ips: number;
  /** Newer than Zed (2024.1+). */
  readonly ip_availability_details?: NeutronIpAvailabilityDetails;
}

/** A network's IP counts (`GET /v2.0/network-ip-availabilities/{network_id}`). */
export interface NeutronNetworkIpAvailability {
  readonly network_id: string;
  readonly network_name: string;
  readonly project_id: string;
  readonly tenant_id: string;
  readonly total_ips: number;
  readonly used_ips: number;
  readonly subnet_ip_availability: readonly NeutronSubnetIpAvailability[];
  /** Newer than Zed (2024.1+). */
  readonly ip_availability_details?: NeutronIpAvailabilityDetails;
}

/** `GET /v2.0/network-ip-availabilities`. */
export interface NeutronNetworkIpAvailabilityListResponse {
  readonly network_ip_availabilities: readonly NeutronNetworkIpAvailability[];
}

/** `GET /v2.0/network-ip-availabilities/{network_id}`. */
export interface NeutronNetworkIpAvailabilityResponse {
  readonly network_ip_availability: NeutronNetworkIpAvailability;
}

/** `GET /` of the network endpoint (version discovery, no token needed). */
export interface NeutronVersionsResponse {
  readonly versions: readonly {
    readonly id: string;
    readonly status: string;
    readonly links: readonly { readonly href: string; readonly rel: string }[];
  }[];
}

/** `GET /v2.0/`: the collections of the API. */
export interface NeutronResourcesResponse {
  readonly resources: readonly {
    readonly name: string;
    readonly collection: string;
    readonly links: readonly { readonly href: string; readonly rel: string }[];
  }[];
}

/** One API extension (`GET /v2.0/extensions`). */
export interface NeutronExtension {
  readonly alias: string;
  readonly name: string;
  readonly description: string;
  readonly updated: string;
  readonly links: readonly object[];
}

/** `GET /v2.0/extensions`. */
export interface NeutronExtensionListResponse {
  readonly extensions: readonly NeutronExtension[];
}
