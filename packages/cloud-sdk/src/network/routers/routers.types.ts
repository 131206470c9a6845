// Wire types of Neutron routers (v2.0), as the official samples (neutron/routers) and Zed send them.
import type { NeutronLink } from '../networks/networks.types.ts';
import type { NeutronFixedIp } from '../ports/ports.types.ts';

/** A router's gateway on an external network. */
export interface NeutronExternalGatewayInfo {
  readonly network_id: string;
  readonly enable_snat?: boolean;
  readonly external_fixed_ips?: readonly NeutronFixedIp[];
}

/** A router (`GET /v2.0/routers/{id}`). */
export interface NeutronRouter {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly project_id: string;
  readonly tenant_id: string;
  readonly admin_state_up: boolean;
  readonly status: string;
  /** `null` without a gateway. */
  readonly external_gateway_info: NeutronExternalGatewayInfo | null;
  readonly routes: readonly { readonly destination: string; readonly nexthop: string }[];
  readonly availability_zone_hints: readonly string[];
  readonly availability_zones: readonly string[];
  readonly created_at: string;
  readonly updated_at: string;
  readonly revision_number: number;
  readonly tags?: readonly string[];
  /** Admins only (`dvr`, `l3-ha` extensions). */
  readonly distributed?: boolean;
  readonly ha?: boolean;
  readonly flavor_id?: string | null;
  readonly service_type_id?: string | null;
  readonly conntrack_helpers?: readonly object[];
}

/** The body of `POST /v2.0/routers` and `PUT .../{id}` (the `router` object). */
export interface NeutronRouterCreate {
  readonly name?: string;
  readonly description?: string;
  readonly admin_state_up?: boolean;
  /** `null` removes the gateway (update). */
  readonly external_gateway_info?: NeutronExternalGatewayInfo | null;
  readonly routes?: readonly { readonly destination: string; readonly nexthop: string }[];
}

/** `{"router": {...}}`. */
export interface NeutronRouterResponse {
  readonly router: NeutronRouter;
}

/** `GET /v2.0/routers`. */
export interface NeutronRouterListResponse {
  readonly routers: readonly NeutronRouter[];
  readonly routers_links?: readonly NeutronLink[];
}

/** The body of `add_router_interface` / `remove_router_interface`: a subnet or a port. */
export type NeutronRouterInterfaceRequest =
  { readonly subnet_id: string } | { readonly port_id: string };

/** The answer of `add_router_interface` / `remove_router_interface`. */
export interface NeutronRouterInterface {
  /** The router's id. */
  readonly id: string;
  readonly network_id: string;
  readonly port_id: string;
  readonly subnet_id: string;
  readonly subnet_ids: readonly string[];
  /** The samples show it; a real Zed answers `tenant_id` only (measured by tooling/conformance). */
  readonly project_id?: string;
  readonly tenant_id: string;
  readonly tags?: readonly string[];
}
