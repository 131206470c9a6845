// Wire types of Neutron ports (v2.0), as the official samples (neutron/ports) and Zed send them.
import type { NeutronLink } from '../networks/networks.types.ts';

/** One address of a port. */
export interface NeutronFixedIp {
  readonly ip_address: string;
  readonly subnet_id: string;
}

/** A port (`GET /v2.0/ports/{id}`). */
export interface NeutronPort {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly network_id: string;
  readonly project_id: string;
  readonly tenant_id: string;
  readonly mac_address: string;
  readonly fixed_ips: readonly NeutronFixedIp[];
  /** The server (or router, DHCP agent) using the port; '' when unbound. */
  readonly device_id: string;
  /** `compute:nova`, `network:router_interface`, `network:router_gateway`, `network:dhcp`... */
  readonly device_owner: string;
  /** `ACTIVE` when bound and up, `DOWN` otherwise, `BUILD` while binding. */
  readonly status: string;
  readonly admin_state_up: boolean;
  /** Ids of the port's security groups. */
  readonly security_groups: readonly string[];
  readonly port_security_enabled: boolean;
  readonly allowed_address_pairs: readonly {
    readonly ip_address: string;
    readonly mac_address: string;
  }[];
  readonly extra_dhcp_opts: readonly object[];
  readonly created_at: string;
  readonly updated_at: string;
  readonly revision_number: number;
  readonly tags?: readonly string[];
  readonly ip_allocation?: string;
  readonly dns_name?: string;
  readonly dns_assignment?: readonly object[];
  readonly dns_domain?: string;
  readonly qos_policy_id?: string | null;
  readonly qos_network_policy_id?: string | null;
  readonly propagate_uplink_status?: boolean;
  readonly data_plane_status?: string | null;
  /** Port binding (`binding` extension; admins see all of them). */
  readonly 'binding:host_id'?: string;
  readonly 'binding:vnic_type'?: string;
  readonly 'binding:vif_type'?: string;
  readonly 'binding:vif_details'?: object;
  readonly 'binding:profile'?: object;
}

/** The body of `POST /v2.0/ports` and `PUT /v2.0/ports/{id}` (the `port` object). */
export interface NeutronPortCreate {
  readonly network_id?: string;
  readonly name?: string;
  readonly description?: string;
  readonly admin_state_up?: boolean;
  /** Addresses to take: an `ip_address`, a `subnet_id`, or both. */
  readonly fixed_ips?: readonly { readonly ip_address?: string; readonly subnet_id?: string }[];
  readonly mac_address?: string;
  readonly device_id?: string;
  readonly device_owner?: string;
  readonly security_groups?: readonly string[];
  readonly port_security_enabled?: boolean;
  readonly allowed_address_pairs?: readonly {
    readonly ip_address: string;
    readonly mac_address?: string;
  }[];
  readonly dns_name?: string;
  readonly qos_policy_id?: string;
  readonly 'binding:host_id'?: string;
  readonly 'binding:vnic_type'?: string;
  readonly 'binding:profile'?: object;
}

/** `{"port": {...}}`. */
export interface NeutronPortResponse {
  readonly port: NeutronPort;
}

/** `GET /v2.0/ports`. */
export interface NeutronPortListResponse {
  readonly ports: readonly NeutronPort[];
  readonly ports_links?: readonly NeutronLink[];
}
