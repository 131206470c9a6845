import { protocolName } from './protocols.ts';
import type {
  EtherType,
  RuleDirection,
  SecurityGroupLike,
  SecurityGroupRuleLike,
} from './securityGroup.types.ts';

// §4 Startup: for each region not in maintenance, the security group allow_all must exist with
// exactly 4 rules (IPv4 and IPv6, ingress and egress, any protocol).
// - If the group is missing: create it, delete the initial rules, then add the 4.
// - If the rule count is wrong: delete the existing rules and recreate the 4.
// The planner only decides; the caller (portal, with cloud-sdk) executes the steps in order.

/** Name of the security group every region must have (§4 Startup). */
export const ALLOW_ALL_GROUP_NAME = 'allow_all';

/** Number of rules the allow_all group must have (§4 Startup). */
export const ALLOW_ALL_RULE_COUNT = 4;

/** Description sent when the portal creates the allow_all group. */
export const ALLOW_ALL_GROUP_DESCRIPTION = 'Allows all inbound and outbound traffic, IPv4 and IPv6';

/** The "any address" prefix of each ether type (§5: no remote prefix defaults to these). */
export const ANY_REMOTE_PREFIX: Readonly<Record<EtherType, string>> = {
  IPv4: '0.0.0.0/0',
  IPv6: '::/0',
};

/**
 * One rule of the allow_all group, as the body of `POST /v2.0/security-group-rules` without
 * `security_group_id` (the executor adds the id of the group it found or created). No port keys:
 * §5 says no port bounds means none are sent.
 *
 * @example
 * const rule: AllowAllRule = { direction: 'ingress', ethertype: 'IPv4', protocol: null, remote_ip_prefix: '0.0.0.0/0' };
 */
export interface AllowAllRule {
  readonly direction: RuleDirection;
  readonly ethertype: EtherType;
  readonly protocol: null;
  readonly remote_ip_prefix: string;
}

/**
 * The 4 rules of the allow_all group (§4 Startup): IPv4 and IPv6 × ingress and egress, any
 * protocol, no ports, from/to anywhere. A new array each call.
 *
 * @example
 * allowAllRules().length; // 4
 * allowAllRules()[0]; // { direction: 'ingress', ethertype: 'IPv4', protocol: null, remote_ip_prefix: '0.0.0.0/0' }
 */
export function allowAllRules(): AllowAllRule[] {
  const etherTypes: readonly EtherType[] = ['IPv4', 'IPv6'];
  const directions: readonly RuleDirection[] = ['ingress', 'egress'];
  return etherTypes.flatMap((ethertype) =>
    directions.map((direction) => ({
      direction,
      ethertype,
      protocol: null,
      remote_ip_prefix: ANY_REMOTE_PREFIX[ethertype],
    })),
  );
}

/**
 * One step of bringing a region's allow_all group into shape, executed in order:
 * - `createGroup`: `POST /v2.0/security-groups` with `group`.
 * - `deleteCreatedGroupRules`: delete every rule listed in the `createGroup` response (Neutron
 *   gives a new group 2 default egress rules; their ids are only known after creation). Expand it
 *   with `createdGroupRuleDeletions(createdGroup)`.
 * - `deleteRule`: `DELETE /v2.0/security-group-rules/{ruleId}`.
 * - `createRule`: `POST /v2.0/security-group-rules` with `rule` plus the allow_all group's id.
 *
 * @example
 * const step: AllowAllStep = { kind: 'deleteRule', ruleId: '3c0e45ff' };
 */
export type AllowAllStep =
  | {
      readonly kind: 'createGroup';
      readonly group: { readonly name: string; readonly description: string };
    }
  | { readonly kind: 'deleteCreatedGroupRules' }
  | { readonly kind: 'deleteRule'; readonly ruleId: string }
  | { readonly kind: 'createRule'; readonly rule: AllowAllRule };

/**
 * The region's allow_all group: the first group with that exact name, or `undefined`. Neutron
 * does not make names unique; extra groups of the same name are left alone (servers may use them).
 *
 * @example
 * findAllowAllGroup([{ id: '1', name: 'default' }, { id: '2', name: 'allow_all' }]); // { id: '2', … }
 */
export function findAllowAllGroup<Group extends SecurityGroupLike>(
  groups: readonly Group[],
): Group | undefined {
  return groups.find((group) => group.name === ALLOW_ALL_GROUP_NAME);
}

function isAny(value: unknown): boolean {
  return value === null || value === undefined;
}

/**
 * Whether an existing rule is the given allow_all rule. Neutron stores "any" as `null`, and some
 * versions keep an explicit `0.0.0.0/0` or `::/0`: both count as "from anywhere". A rule limited
 * by a remote group or address group is not "from anywhere".
 *
 * @example
 * ruleMatchesAllowAllRule(
 *   { id: 'r1', direction: 'egress', ethertype: 'IPv6', protocol: null, remote_ip_prefix: null },
 *   { direction: 'egress', ethertype: 'IPv6', protocol: null, remote_ip_prefix: '::/0' },
 * ); // true
 */
export function ruleMatchesAllowAllRule(
  existing: SecurityGroupRuleLike,
  wanted: AllowAllRule,
): boolean {
  return (
    existing.direction === wanted.direction &&
    existing.ethertype === wanted.ethertype &&
    protocolName(existing.protocol) === null &&
    isAny(existing.port_range_min) &&
    isAny(existing.port_range_max) &&
    (isAny(existing.remote_ip_prefix) || existing.remote_ip_prefix === wanted.remote_ip_prefix) &&
    isAny(existing.remote_group_id) &&
    isAny(existing.remote_address_group_id)
  );
}

/**
 * Pairs existing rules with the 4 wanted ones; each existing rule covers at most one wanted rule,
 * so a duplicate is "unneeded" rather than counted twice.
 */
function matchRules(rules: readonly SecurityGroupRuleLike[]): {
  readonly unneeded: SecurityGroupRuleLike[];
  readonly missing: AllowAllRule[];
} {
  const missing = allowAllRules();
  const unneeded: SecurityGroupRuleLike[] = [];
  for (const rule of rules) {
    const index = missing.findIndex((wanted) => ruleMatchesAllowAllRule(rule, wanted));
    if (index === -1) unneeded.push(rule);
    else missing.splice(index, 1);
  }
  return { unneeded, missing };
}

/**
 * Whether a group has exactly the 4 allow_all rules and nothing else.
 *
 * @example
 * isAllowAllRuleSet([]); // false
 */
export function isAllowAllRuleSet(rules: readonly SecurityGroupRuleLike[]): boolean {
  const { unneeded, missing } = matchRules(rules);
  return unneeded.length === 0 && missing.length === 0;
}

/**
 * Plans the calls that make a region's allow_all group right (§4 Startup), from the region's
 * current groups (with their rules):
 * - no group named allow_all → `createGroup`, `deleteCreatedGroupRules`, then 4 × `createRule`;
 * - a rule count other than 4 → `deleteRule` for every existing rule, then 4 × `createRule`;
 * - 4 rules that are not the right 4 (the spec only counts; we repair, as a provider would) →
 *   delete only the rules that do not belong (or are duplicates) and create only the missing
 *   ones, so traffic the correct rules already allow is never interrupted;
 * - the right 4 → `[]`.
 *
 * @example
 * planAllowAllGroup([]).map((step) => step.kind);
 * // ['createGroup', 'deleteCreatedGroupRules', 'createRule', 'createRule', 'createRule', 'createRule']
 */
export function planAllowAllGroup(currentGroups: readonly SecurityGroupLike[]): AllowAllStep[] {
  const group = findAllowAllGroup(currentGroups);
  const createAll = allowAllRules().map((rule): AllowAllStep => ({ kind: 'createRule', rule }));
  if (group === undefined) {
    return [
      {
        kind: 'createGroup',
        group: { name: ALLOW_ALL_GROUP_NAME, description: ALLOW_ALL_GROUP_DESCRIPTION },
      },
      { kind: 'deleteCreatedGroupRules' },
      ...createAll,
    ];
  }
  const rules = group.security_group_rules ?? [];
  if (rules.length !== ALLOW_ALL_RULE_COUNT) {
    return [...deletions(rules), ...createAll];
  }
  const { unneeded, missing } = matchRules(rules);
  return [
    ...deletions(unneeded),
    ...missing.map((rule): AllowAllStep => ({ kind: 'createRule', rule })),
  ];
}

function deletions(rules: readonly SecurityGroupRuleLike[]): AllowAllStep[] {
  return rules.map((rule) => ({ kind: 'deleteRule', ruleId: rule.id }));
}

/**
 * Expands the `deleteCreatedGroupRules` step: one `deleteRule` per rule in the response of the
 * group creation (Neutron's 2 default egress rules, or whatever the cloud added).
 *
 * @example
 * createdGroupRuleDeletions({ id: 'g', name: 'allow_all', security_group_rules: [{ id: 'r1', direction: 'egress', ethertype: 'IPv4' }] });
 * // [{ kind: 'deleteRule', ruleId: 'r1' }]
 */
export function createdGroupRuleDeletions(
  createdGroup: SecurityGroupLike,
): Array<Extract<AllowAllStep, { kind: 'deleteRule' }>> {
  return (createdGroup.security_group_rules ?? []).map((rule) => ({
    kind: 'deleteRule',
    ruleId: rule.id,
  }));
}
