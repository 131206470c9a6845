import { ANY_REMOTE_PREFIX } from './allowAll.ts';
import { isIcmpProtocol, protocolName } from './protocols.ts';
import type { EtherType, RuleDirection, SecurityGroupRuleLike } from './securityGroup.types.ts';

// §3 Firewall rule display fields: protocol, port min and max, direction, ether type; protocol
// numbers are shown as names.

/**
 * The value shown for "any protocol", "any port" or "any ICMP type/code". The UI translates it
 * with `FIREWALL_MESSAGE_KEYS.any`; every other display value is shown as it is
 * (protocol names, ports and CIDRs are not translated).
 */
export const FIREWALL_ANY = 'any';

/**
 * The i18n keys of the firewall words a rule row translates: "any" (`FIREWALL_ANY`) and the two
 * directions. Protocol names, ports and CIDRs are shown as they are.
 *
 * @example
 * t(FIREWALL_MESSAGE_KEYS[row.direction]); // 'Inbound' for 'ingress'
 */
export const FIREWALL_MESSAGE_KEYS = {
  any: 'network:firewall.any',
  ingress: 'network:firewall.ingress',
  egress: 'network:firewall.egress',
} as const satisfies Record<typeof FIREWALL_ANY | RuleDirection, string>;

/**
 * What a rule's remote side is: a CIDR prefix, another security group (`remote` holds its id; the
 * UI looks up the name) or an address group (id).
 */
export type FirewallRemoteKind = 'prefix' | 'group' | 'addressGroup';

/**
 * A rule ready for a table row.
 *
 * @example
 * const row: FirewallRuleDisplay = {
 *   protocol: 'tcp', portRange: '22', direction: 'ingress', etherType: 'IPv4',
 *   remote: '0.0.0.0/0', remoteKind: 'prefix',
 * };
 */
export interface FirewallRuleDisplay {
  /** Protocol name (`tcp`), number text for unknown numbers (`253`), or `'any'`. */
  readonly protocol: string;
  /** `'any'`, a single port `'22'` or a range `'8000-8080'`; `'any'` for ICMP (see `icmp`). */
  readonly portRange: string;
  readonly direction: RuleDirection;
  readonly etherType: EtherType;
  /** The remote prefix (`'0.0.0.0/0'` when Neutron says null), or a group id (see `remoteKind`). */
  readonly remote: string;
  readonly remoteKind: FirewallRemoteKind;
  /** For ICMP rules only: the ICMP type and code, each a number text or `'any'`. */
  readonly icmp?: { readonly type: string; readonly code: string };
}

function boundText(value: number | null | undefined): string {
  return value === null || value === undefined ? FIREWALL_ANY : String(value);
}

function portRangeText(min: number | null | undefined, max: number | null | undefined): string {
  const low = min ?? max;
  const high = max ?? min;
  if (low === null || low === undefined || high === null || high === undefined) return FIREWALL_ANY;
  return low === high ? String(low) : `${String(low)}-${String(high)}`;
}

function remoteOf(rule: SecurityGroupRuleLike): Pick<FirewallRuleDisplay, 'remote' | 'remoteKind'> {
  if (rule.remote_group_id) return { remote: rule.remote_group_id, remoteKind: 'group' };
  if (rule.remote_address_group_id) {
    return { remote: rule.remote_address_group_id, remoteKind: 'addressGroup' };
  }
  return {
    remote: rule.remote_ip_prefix || ANY_REMOTE_PREFIX[rule.ethertype],
    remoteKind: 'prefix',
  };
}

/**
 * Describes a Neutron rule for a firewall table (§3): protocol number → name, port bounds → one
 * text, null remote → the "anywhere" prefix of the ether type. For ICMP, Neutron's port fields
 * are the ICMP type and code, so they are shown in `icmp` and the port range is `'any'`.
 *
 * @example
 * describeFirewallRule({ id: 'r', direction: 'ingress', ethertype: 'IPv4', protocol: '6', port_range_min: 8000, port_range_max: 8080 });
 * // { protocol: 'tcp', portRange: '8000-8080', direction: 'ingress', etherType: 'IPv4', remote: '0.0.0.0/0', remoteKind: 'prefix' }
 */
export function describeFirewallRule(rule: SecurityGroupRuleLike): FirewallRuleDisplay {
  const protocol = protocolName(rule.protocol);
  const common = {
    protocol: protocol ?? FIREWALL_ANY,
    direction: rule.direction,
    etherType: rule.ethertype,
    ...remoteOf(rule),
  };
  if (isIcmpProtocol(protocol)) {
    return {
      ...common,
      portRange: FIREWALL_ANY,
      icmp: { type: boundText(rule.port_range_min), code: boundText(rule.port_range_max) },
    };
  }
  return { ...common, portRange: portRangeText(rule.port_range_min, rule.port_range_max) };
}
