// Wire types of Neutron floating IPs (v2.0), as the official samples (neutron/floatingips) and
// Zed send them.
import type { NeutronLink } from '../networks/networks.types.ts';

/** The port a floating IP is associated with, as the floating IP shows it (`fip-port-details`). */
export interface NeutronFloatingIpPortDetails {
  readonly name: string;
  readonly network_id: string;
  readonly mac_address: string;
  readonly admin_state_up: boolean;
  readonly status: string;
  readonly device_id: string;
  readonly device_owner: string;
}

/** A floating IP (`GET /v2.0/floatingips/{id}`). */
export interface NeutronFloatingIp {
  readonly id: string;
  readonly floating_ip_address: string;
  readonly floating_network_id: string;
  /** The associated port, or null. */
  readonly port_id: string | null;
  readonly fixed_ip_address: string | null;
  readonly router_id: string | null;
  /** `DOWN` until the L3 agent wires an associated one (`ACTIVE`); REALSTACK: stays DOWN. */
  readonly status: string;
  readonly description: string;
  readonly project_id: string;
  readonly tenant_id: string;
  readonly created_at: string;
  readonly updated_at: string;
  readonly revision_number: number;
  readonly tags?: readonly string[];
  readonly port_details?: NeutronFloatingIpPortDetails | null;
  readonly port_forwardings?: readonly object[];
  readonly dns_domain?: string;
  readonly dns_name?: string;
  readonly qos_policy_id?: string | null;
  readonly qos_network_policy_id?: string | null;
}

/** The body of `POST /v2.0/floatingips` (the `floatingip` object). */
export interface NeutronFloatingIpCreate {
  readonly floating_network_id: string;
  readonly port_id?: string;
  readonly fixed_ip_address?: string;
  readonly floating_ip_address?: string;
  readonly subnet_id?: string;
  readonly description?: string;
}

/** The body of `PUT /v2.0/floatingips/{id}`: `port_id: null` disassociates. */
export interface NeutronFloatingIpUpdate {
  readonly port_id?: string | null;
  readonly fixed_ip_address?: string;
  readonly description?: string;
}

/** `{"floatingip": {...}}`. */
export interface NeutronFloatingIpResponse {
  readonly floatingip: NeutronFloatingIp;
}

/** `GET /v2.0/floatingips`. */
export interface NeutronFloatingIpListResponse {
  readonly floatingips: readonly NeutronFloatingIp[];
  readonly floatingips_links?: readonly NeutronLink[];
}
