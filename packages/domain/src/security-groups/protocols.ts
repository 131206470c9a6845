// §3 Firewall rule display fields: protocol numbers are shown as names (tcp 6, udp 17, icmp 1 and
// 58, and others). The table is Neutron's list of accepted protocol names (neutron-lib
// IP_PROTOCOL_MAP) with their IANA numbers, so every name shown here is one Neutron accepts back.
// Number 58 is shown as `ipv6-icmp` (its Neutron and IANA name); `icmpv6` is Neutron's legacy
// alias for it and is accepted on input, as is `ipencap` (the /etc/protocols name of 4).

/**
 * IP protocols a firewall rule commonly names, by canonical (Neutron) name → IANA number.
 *
 * @example
 * IP_PROTOCOL_NUMBERS.tcp; // 6
 * IP_PROTOCOL_NUMBERS['ipv6-icmp']; // 58
 */
export const IP_PROTOCOL_NUMBERS = {
  icmp: 1,
  igmp: 2,
  ipip: 4,
  tcp: 6,
  egp: 8,
  udp: 17,
  dccp: 33,
  'ipv6-encap': 41,
  'ipv6-route': 43,
  'ipv6-frag': 44,
  rsvp: 46,
  gre: 47,
  esp: 50,
  ah: 51,
  'ipv6-icmp': 58,
  'ipv6-nonxt': 59,
  'ipv6-opts': 60,
  ospf: 89,
  vrrp: 112,
  pgm: 113,
  sctp: 132,
  udplite: 136,
} as const;

/**
 * A canonical protocol name of `IP_PROTOCOL_NUMBERS`.
 *
 * @example
 * const name: IpProtocolName = 'udp';
 */
export type IpProtocolName = keyof typeof IP_PROTOCOL_NUMBERS;

/** Other spellings accepted on input, mapped to the canonical name. */
const PROTOCOL_ALIASES: Readonly<Record<string, IpProtocolName>> = {
  icmpv6: 'ipv6-icmp',
  ipencap: 'ipip',
};

/**
 * Spellings that mean "any protocol". `0` is included: Neutron and iptables read protocol 0 as
 * "all protocols" in a rule, so showing it as HOPOPT would mislead.
 */
const ANY_PROTOCOL_SPELLINGS = new Set(['', 'any', '0']);

const NAME_BY_NUMBER: ReadonlyMap<number, IpProtocolName> = new Map(
  Object.entries(IP_PROTOCOL_NUMBERS).map(([name, number]) => [number, name as IpProtocolName]),
);

const MAX_PROTOCOL_NUMBER = 255;

function isProtocolName(text: string): text is IpProtocolName {
  return Object.hasOwn(IP_PROTOCOL_NUMBERS, text);
}

/**
 * The name to show for a rule's protocol (§3). `null` means "any protocol" (Neutron's `null`,
 * `'any'`, `''` or `0`). Known numbers (as number or digits) become names, unknown numbers 0–255
 * stay as their digits, names are lower-cased and aliases resolved. Text that is neither a number
 * nor a known name is returned trimmed and lower-cased, so a newer Neutron name still shows.
 *
 * @example
 * protocolName(6); // 'tcp'
 * protocolName('58'); // 'ipv6-icmp'
 * protocolName('ICMPv6'); // 'ipv6-icmp'
 * protocolName(253); // '253'
 * protocolName(null); // null (any)
 */
export function protocolName(numberOrName: string | number | null | undefined): string | null {
  if (numberOrName === null || numberOrName === undefined) return null;
  const text = String(numberOrName).trim().toLowerCase();
  if (ANY_PROTOCOL_SPELLINGS.has(text)) return null;
  if (/^\d+$/.test(text)) {
    const number = Number(text);
    if (number > MAX_PROTOCOL_NUMBER) return text;
    return NAME_BY_NUMBER.get(number) ?? String(number);
  }
  return PROTOCOL_ALIASES[text] ?? text;
}

/**
 * The IANA number of a protocol name or number text (§3). `null` means "any protocol";
 * `undefined` means the input is not a protocol this table knows (an unknown name, or a number
 * outside 0–255).
 *
 * @example
 * protocolNumber('tcp'); // 6
 * protocolNumber('icmpv6'); // 58
 * protocolNumber('253'); // 253
 * protocolNumber('any'); // null
 * protocolNumber('bogus'); // undefined
 */
export function protocolNumber(
  name: string | number | null | undefined,
): number | null | undefined {
  const canonical = protocolName(name);
  if (canonical === null) return null;
  if (/^\d+$/.test(canonical)) {
    const number = Number(canonical);
    return number <= MAX_PROTOCOL_NUMBER ? number : undefined;
  }
  return isProtocolName(canonical) ? IP_PROTOCOL_NUMBERS[canonical] : undefined;
}

/**
 * Whether a protocol is ICMP for IPv4 or IPv6: for those, Neutron's port range fields hold the
 * ICMP type (`port_range_min`) and code (`port_range_max`), not ports.
 *
 * @example
 * isIcmpProtocol('icmp'); // true
 * isIcmpProtocol(58); // true
 * isIcmpProtocol('tcp'); // false
 */
export function isIcmpProtocol(numberOrName: string | number | null | undefined): boolean {
  const canonical = protocolName(numberOrName);
  return canonical === 'icmp' || canonical === 'ipv6-icmp';
}
