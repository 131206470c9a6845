import { ANY_REMOTE_PREFIX } from './allowAll.ts';
import { isIcmpProtocol, protocolName } from './protocols.ts';
import type { EtherType, RuleDirection } from './securityGroup.types.ts';

// §5 Security rules:
// - No port bounds means none are sent (the keys are omitted, not sent as null).
// - No remote prefix defaults to 0.0.0.0/0 (IPv4) or ::/0 (IPv6).
// - Network attribute keys containing a double underscore have it converted to a colon.

/**
 * A security group rule as a form or caller describes it. Empty strings and `null` mean "not
 * given".
 *
 * @example
 * const input: SecurityRuleInput = { direction: 'ingress', ethertype: 'IPv4', protocol: 'tcp', port_range_min: 22 };
 */
export interface SecurityRuleInput {
  readonly direction: RuleDirection;
  readonly ethertype: EtherType;
  /** A name (`tcp`), a number (`6`), or null / `'any'` for any protocol. */
  readonly protocol?: string | number | null;
  readonly port_range_min?: number | null;
  readonly port_range_max?: number | null;
  readonly remote_ip_prefix?: string | null;
  /** A rule may name a remote group instead of a prefix (Neutron refuses both at once). */
  readonly remote_group_id?: string | null;
  readonly description?: string | null;
  readonly security_group_id?: string;
}

/**
 * The body of `POST /v2.0/security-group-rules` (the `security_group_rule` object). Port keys and
 * optional keys are absent when not given.
 *
 * @example
 * const body: SecurityRuleBody = { direction: 'ingress', ethertype: 'IPv6', protocol: null, remote_ip_prefix: '::/0' };
 */
export interface SecurityRuleBody {
  readonly direction: RuleDirection;
  readonly ethertype: EtherType;
  readonly protocol: string | null;
  readonly port_range_min?: number;
  readonly port_range_max?: number;
  readonly remote_ip_prefix?: string;
  readonly remote_group_id?: string;
  readonly description?: string;
  readonly security_group_id?: string;
}

function given<Value>(value: Value | null | undefined): value is Value {
  return value !== null && value !== undefined;
}

function givenText(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/**
 * Turns a rule input into the body to send (§5 Security rules):
 * - no port bounds → no port keys; one bound of a port range → a single port (min = max). For
 *   ICMP the bounds are the ICMP type and code, so a lone type is sent alone (any code);
 * - no remote prefix → `0.0.0.0/0` for IPv4, `::/0` for IPv6, unless a remote group is given;
 * - the protocol as Neutron's name (`6` → `tcp`, `icmpv6` → `ipv6-icmp`), `null` for any;
 * - empty description and group id are left out.
 *
 * @example
 * normaliseSecurityRule({ direction: 'ingress', ethertype: 'IPv4', protocol: 6, port_range_min: 22 });
 * // { direction: 'ingress', ethertype: 'IPv4', protocol: 'tcp', port_range_min: 22, port_range_max: 22, remote_ip_prefix: '0.0.0.0/0' }
 * normaliseSecurityRule({ direction: 'egress', ethertype: 'IPv6' });
 * // { direction: 'egress', ethertype: 'IPv6', protocol: null, remote_ip_prefix: '::/0' }
 */
export function normaliseSecurityRule(input: SecurityRuleInput): SecurityRuleBody {
  const protocol = protocolName(input.protocol);
  const remoteGroupId = givenText(input.remote_group_id);
  const description = givenText(input.description);
  const securityGroupId = givenText(input.security_group_id);
  return {
    direction: input.direction,
    ethertype: input.ethertype,
    protocol,
    ...portBounds(input, isIcmpProtocol(protocol)),
    ...(remoteGroupId === undefined
      ? {
          remote_ip_prefix: givenText(input.remote_ip_prefix) ?? ANY_REMOTE_PREFIX[input.ethertype],
        }
      : { remote_group_id: remoteGroupId }),
    ...(description === undefined ? {} : { description }),
    ...(securityGroupId === undefined ? {} : { security_group_id: securityGroupId }),
  };
}

function portBounds(
  input: SecurityRuleInput,
  icmp: boolean,
): Pick<SecurityRuleBody, 'port_range_min' | 'port_range_max'> {
  const min = input.port_range_min;
  const max = input.port_range_max;
  if (icmp) {
    return {
      ...(given(min) ? { port_range_min: min } : {}),
      ...(given(max) ? { port_range_max: max } : {}),
    };
  }
  const low = min ?? max;
  const high = max ?? min;
  return given(low) && given(high) ? { port_range_min: low, port_range_max: high } : {};
}

/** Replaces every `__` in a string type with `:`. */
type ColonKey<Key extends string> = Key extends `${infer Head}__${infer Tail}`
  ? `${Head}:${ColonKey<Tail>}`
  : Key;

/**
 * An object type whose keys have `__` replaced with `:`.
 *
 * @example
 * type Body = NetworkAttributes<{ provider__network_type: string }>; // { 'provider:network_type': string }
 */
export type NetworkAttributes<Input extends object> = {
  [Key in keyof Input as Key extends string ? ColonKey<Key> : Key]: Input[Key];
};

/**
 * Converts network attribute keys written with a double underscore (convenient in JS objects and
 * forms) to Neutron's colon form (§5): `provider__network_type` → `provider:network_type`,
 * `router__external` → `router:external`. Only the top-level keys; values are kept as they are.
 *
 * @example
 * networkAttributeKeys({ name: 'net', provider__network_type: 'vxlan' });
 * // { name: 'net', 'provider:network_type': 'vxlan' }
 */
export function networkAttributeKeys<Input extends object>(obj: Input): NetworkAttributes<Input> {
  return Object.fromEntries(
    Object.entries(obj).map(([key, value]) => [key.replaceAll('__', ':'), value]),
  ) as NetworkAttributes<Input>;
}
