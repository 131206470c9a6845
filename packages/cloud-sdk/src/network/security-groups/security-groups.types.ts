// Wire types of Neutron security groups and rules (v2.0), as the official samples
// (neutron/security-groups) and Zed send them.
import type { EtherType, RuleDirection } from '@cloud-portal/domain/security-groups';
import type { NeutronLink } from '../networks/networks.types.ts';

/** A security group rule (`GET /v2.0/security-group-rules/{id}`). `null` means "any". */
export interface NeutronSecurityGroupRule {
  readonly id: string;
  readonly security_group_id: string;
  readonly direction: RuleDirection;
  readonly ethertype: EtherType;
  /** A protocol name (`tcp`, `ipv6-icmp`), a number as text (`'132'`), or null for any. */
  readonly protocol: string | null;
  /** Lowest port (for ICMP: the type). */
  readonly port_range_min: number | null;
  /** Highest port (for ICMP: the code). */
  readonly port_range_max: number | null;
  readonly remote_ip_prefix: string | null;
  /** The prefix with its host bits cleared (`null` without one); Neutron adds it from Victoria. */
  readonly normalized_cidr?: string | null;
  /** Embedded in a group's `security_group_rules` only: Neutron's row number (and `tags`). */
  readonly standard_attr_id?: number;
  readonly remote_group_id: string | null;
  /** Zed always sends it; the official rule list sample omits it. */
  readonly description?: string;
  readonly project_id: string;
  readonly tenant_id: string;
  readonly created_at: string;
  readonly updated_at: string;
  readonly revision_number: number;
  /** Xena+ (address groups). */
  readonly remote_address_group_id?: string | null;
  /** 2023.2+. */
  readonly belongs_to_default_sg?: boolean;
  readonly tags?: readonly string[];
}

/** A security group with its rules (`GET /v2.0/security-groups/{id}`). */
export interface NeutronSecurityGroup {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly project_id: string;
  readonly tenant_id: string;
  readonly security_group_rules: readonly NeutronSecurityGroupRule[];
  readonly created_at: string;
  readonly updated_at: string;
  readonly revision_number: number;
  readonly tags?: readonly string[];
  /** Wallaby+ (stateless groups). */
  readonly stateful?: boolean;
  /** Wallaby+ (RBAC-shared groups). */
  readonly shared?: boolean;
}

/** The body of `POST /v2.0/security-groups` and `PUT .../{id}` (the `security_group` object). */
export interface NeutronSecurityGroupCreate {
  readonly name: string;
  readonly description?: string;
  readonly stateful?: boolean;
}

/** `{"security_group": {...}}`. */
export interface NeutronSecurityGroupResponse {
  readonly security_group: NeutronSecurityGroup;
}

/** `GET /v2.0/security-groups`. */
export interface NeutronSecurityGroupListResponse {
  readonly security_groups: readonly NeutronSecurityGroup[];
  readonly security_groups_links?: readonly NeutronLink[];
}

/**
 * The body of `POST /v2.0/security-group-rules` (the `security_group_rule` object), as the
 * domain's `normaliseSecurityRule` writes it, with the group it goes to.
 */
export interface NeutronSecurityGroupRuleCreate {
  readonly security_group_id: string;
  readonly direction: RuleDirection;
  readonly ethertype?: EtherType;
  readonly protocol?: string | number | null;
  readonly port_range_min?: number | string | null;
  readonly port_range_max?: number | string | null;
  readonly remote_ip_prefix?: string | null;
  readonly remote_group_id?: string | null;
  readonly remote_address_group_id?: string | null;
  readonly description?: string;
}

/** `{"security_group_rule": {...}}`. */
export interface NeutronSecurityGroupRuleResponse {
  readonly security_group_rule: NeutronSecurityGroupRule;
}

/** `GET /v2.0/security-group-rules`. */
export interface NeutronSecurityGroupRuleListResponse {
  readonly security_group_rules: readonly NeutronSecurityGroupRule[];
  readonly security_group_rules_links?: readonly NeutronLink[];
}
