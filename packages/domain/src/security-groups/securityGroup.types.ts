// Structural shapes of Neutron security groups and rules (§3 Cloud objects), as much of them as
// the rules of this folder read. Defined here because domain imports nothing internal: the SDK's
// richer response types are assignable to these.

/** Ether type of a security group rule (Neutron `ethertype`). */
export type EtherType = 'IPv4' | 'IPv6';

/** Direction of a security group rule (Neutron `direction`). */
export type RuleDirection = 'ingress' | 'egress';

/**
 * A security group rule as Neutron returns it (`GET /v2.0/security-group-rules`). Only the fields
 * the rules here read; `null` and a missing key mean the same ("any").
 *
 * @example
 * const rule: SecurityGroupRuleLike = {
 *   id: '3c0e45ff', direction: 'egress', ethertype: 'IPv6',
 *   protocol: null, port_range_min: null, port_range_max: null, remote_ip_prefix: null,
 * };
 */
export interface SecurityGroupRuleLike {
  readonly id: string;
  readonly direction: RuleDirection;
  readonly ethertype: EtherType;
  /** A protocol name (`tcp`), a number as text or number (`'6'`), or null for any protocol. */
  readonly protocol?: string | number | null;
  /** Lowest port (for ICMP: the ICMP type), or null. */
  readonly port_range_min?: number | null;
  /** Highest port (for ICMP: the ICMP code), or null. */
  readonly port_range_max?: number | null;
  readonly remote_ip_prefix?: string | null;
  readonly remote_group_id?: string | null;
  readonly remote_address_group_id?: string | null;
  readonly description?: string | null;
  readonly security_group_id?: string;
}

/**
 * A security group with its rules, as Neutron lists it (`GET /v2.0/security-groups`).
 *
 * @example
 * const group: SecurityGroupLike = { id: 'a7734e61', name: 'allow_all', security_group_rules: [] };
 */
export interface SecurityGroupLike {
  readonly id: string;
  readonly name: string;
  /** Neutron always includes the list; a missing list is read as "no rules". */
  readonly security_group_rules?: readonly SecurityGroupRuleLike[];
}
