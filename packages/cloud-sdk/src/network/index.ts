// Network (Neutron v2.0): networks and IP availability, subnets, ports, security groups and
// rules, routers, floating IPs.
export {
  NETWORK_LIST_LIMIT,
  neutronListQuery,
  type NeutronListInput,
  type WithAttributeKeys,
} from './shared.ts';
export * from './networks/networks.ts';
export type * from './networks/networks.types.ts';
export * from './subnets/subnets.ts';
export type * from './subnets/subnets.types.ts';
export * from './ports/ports.ts';
export type * from './ports/ports.types.ts';
export * from './security-groups/security-groups.ts';
export type * from './security-groups/security-groups.types.ts';
export * from './routers/routers.ts';
export type * from './routers/routers.types.ts';
export * from './floating-ips/floating-ips.ts';
export type * from './floating-ips/floating-ips.types.ts';
