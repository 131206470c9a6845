// Address arithmetic of the emulated Neutron: IPv4 and IPv6 addresses as bigints, CIDRs,
// allocation pools and EUI-64 (SLAAC) addresses. No dependency: the few operations Neutron's
// IPAM needs (netaddr in Python) fit here.

/** An IP version. */
export type IpVersion = 4 | 6;

/** A parsed CIDR: the network address, prefix length and version. */
export interface Cidr {
  version: IpVersion;
  /** The network address (host bits zero). */
  network: bigint;
  prefix: number;
}

const V4_BITS = 32;
const V6_BITS = 128;

function bitsOf(version: IpVersion): number {
  return version === 4 ? V4_BITS : V6_BITS;
}

function parseV4(text: string): bigint | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return undefined;
    value = (value << 8n) | BigInt(Number(part));
  }
  return value;
}

function parseV6(text: string): bigint | undefined {
  if (!/^[0-9a-fA-F:.]+$/.test(text) || text.split('::').length > 2) return undefined;
  const [head = '', tail] = text.split('::') as [string, string | undefined];
  const groups = (part: string): string[] | undefined => {
    if (part === '') return [];
    const items = part.split(':');
    const last = items[items.length - 1] ?? '';
    if (last.includes('.')) {
      const v4 = parseV4(last);
      if (v4 === undefined) return undefined;
      items.splice(-1, 1, ((v4 >> 16n) & 0xffffn).toString(16), (v4 & 0xffffn).toString(16));
    }
    return items.every((item) => /^[0-9a-fA-F]{1,4}$/.test(item)) ? items : undefined;
  };
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  if (left === undefined || right === undefined) return undefined;
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  const all = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  return all.reduce((value, group) => (value << 16n) | BigInt(parseInt(group, 16)), 0n);
}

/**
 * Parses an IPv4 or IPv6 address; `undefined` when it is neither.
 *
 * @example
 * parseIp('10.0.0.1'); // { version: 4, value: 167772161n }
 * parseIp('2001:db8::1'); // { version: 6, value: 42540766411282592856903984951653826561n }
 */
export function parseIp(text: string): { version: IpVersion; value: bigint } | undefined {
  if (text.includes(':')) {
    const value = parseV6(text);
    return value === undefined ? undefined : { version: 6, value };
  }
  const value = parseV4(text);
  return value === undefined ? undefined : { version: 4, value };
}

/**
 * Writes an address in its canonical form (IPv6 compressed, lower case, RFC 5952).
 *
 * @example
 * formatIp(4, 167772161n); // '10.0.0.1'
 * formatIp(6, 1n); // '::1'
 */
export function formatIp(version: IpVersion, value: bigint): string {
  if (version === 4) {
    return [24n, 16n, 8n, 0n].map((shift) => ((value >> shift) & 0xffn).toString()).join('.');
  }
  const groups = Array.from({ length: 8 }, (_, index) =>
    Number((value >> BigInt((7 - index) * 16)) & 0xffffn),
  );
  let bestStart = -1;
  let bestLength = 1;
  for (let start = 0; start < 8; start += 1) {
    let length = 0;
    while (start + length < 8 && groups[start + length] === 0) length += 1;
    if (length > bestLength) {
      bestStart = start;
      bestLength = length;
    }
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart === -1) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

/**
 * Parses a CIDR (`10.0.0.0/24`, `2001:db8::/64`); `undefined` when malformed or when host bits
 * are set (Neutron refuses `10.0.0.1/24` as a subnet CIDR).
 *
 * @example
 * parseCidr('192.168.0.0/16'); // { version: 4, network: 3232235520n, prefix: 16 }
 */
export function parseCidr(text: string): Cidr | undefined {
  const [address, prefixText, extra] = text.split('/');
  if (address === undefined || prefixText === undefined || extra !== undefined) return undefined;
  if (!/^\d{1,3}$/.test(prefixText)) return undefined;
  const ip = parseIp(address);
  const prefix = Number(prefixText);
  if (ip === undefined || prefix > bitsOf(ip.version)) return undefined;
  const cidr = { version: ip.version, network: ip.value, prefix };
  return ip.value === cidrFirst(cidr) ? cidr : undefined;
}

/**
 * Whether `text` is an address or a CIDR of `version` (host bits allowed, as in a rule's
 * `remote_ip_prefix`).
 *
 * @example
 * prefixVersion('10.0.0.1/8'); // 4
 * prefixVersion('::/0'); // 6
 */
export function prefixVersion(text: string): IpVersion | undefined {
  const [address, prefixText, extra] = text.split('/');
  if (address === undefined || extra !== undefined) return undefined;
  const ip = parseIp(address);
  if (ip === undefined) return undefined;
  if (prefixText === undefined) return ip.version;
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > bitsOf(ip.version)) return undefined;
  return ip.version;
}

function hostMask(cidr: Cidr): bigint {
  return (1n << BigInt(bitsOf(cidr.version) - cidr.prefix)) - 1n;
}

/**
 * The first address of a CIDR (the network address).
 *
 * @example
 * cidrFirst(parseCidr('10.0.0.0/24')!); // 167772160n
 */
export function cidrFirst(cidr: Cidr): bigint {
  return cidr.network & ~hostMask(cidr);
}

/**
 * The last address of a CIDR (IPv4's broadcast address).
 *
 * @example
 * formatIp(4, cidrLast(parseCidr('10.0.0.0/24')!)); // '10.0.0.255'
 */
export function cidrLast(cidr: Cidr): bigint {
  return cidrFirst(cidr) | hostMask(cidr);
}

/**
 * Whether an address lies in a CIDR (same version).
 *
 * @example
 * cidrContains(parseCidr('10.0.0.0/24')!, 4, 167772161n); // true
 */
export function cidrContains(cidr: Cidr, version: IpVersion, value: bigint): boolean {
  return version === cidr.version && value >= cidrFirst(cidr) && value <= cidrLast(cidr);
}

/**
 * Neutron's defaults for a subnet without them: the gateway is the first host address, the
 * pool every other usable address (IPv4 leaves out the network and broadcast addresses; IPv6
 * only the subnet-router anycast address, the first).
 *
 * @example
 * defaultPools(parseCidr('10.0.0.0/24')!, 167772161n); // [{ start: 10.0.0.2, end: 10.0.0.254 }] as bigints
 */
export function defaultPools(
  cidr: Cidr,
  gateway: bigint | undefined,
): { start: bigint; end: bigint }[] {
  const first = cidrFirst(cidr) + 1n;
  const last = cidr.version === 4 ? cidrLast(cidr) - 1n : cidrLast(cidr);
  if (last < first) return [];
  if (gateway === undefined || gateway < first || gateway > last)
    return [{ start: first, end: last }];
  return [
    ...(gateway > first ? [{ start: first, end: gateway - 1n }] : []),
    ...(gateway < last ? [{ start: gateway + 1n, end: last }] : []),
  ];
}

/**
 * The EUI-64 address of a MAC in a /64 (SLAAC): the prefix, then the MAC with `ff:fe` in the
 * middle and the universal/local bit flipped.
 *
 * @example
 * formatIp(6, eui64Address(parseCidr('2001:db8::/64')!, 'fa:16:3e:23:fd:d7')); // '2001:db8::f816:3eff:fe23:fdd7'
 */
export function eui64Address(cidr: Cidr, mac: string): bigint {
  const bytes = mac.split(':').map((part) => parseInt(part, 16));
  const [b0 = 0, b1 = 0, b2 = 0, b3 = 0, b4 = 0, b5 = 0] = bytes;
  const interfaceBytes = [b0 ^ 0x02, b1, b2, 0xff, 0xfe, b3, b4, b5];
  const interfaceId = interfaceBytes.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n);
  return cidrFirst(cidr) | interfaceId;
}

/**
 * A prefix with its host bits cleared, as Neutron's `normalized_cidr` of a rule shows it (an
 * address alone is a /32 or /128); `null` for none or an unreadable one.
 *
 * @example
 * normalizedCidr('10.0.0.1/8'); // '10.0.0.0/8'
 * normalizedCidr(null); // null
 */
export function normalizedCidr(text: string | null): string | null {
  if (text === null) return null;
  const [address, prefixText] = text.split('/');
  const ip = address === undefined ? undefined : parseIp(address);
  if (ip === undefined) return null;
  const prefix = prefixText === undefined ? bitsOf(ip.version) : Number(prefixText);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > bitsOf(ip.version)) return null;
  return `${formatIp(ip.version, cidrFirst({ version: ip.version, network: ip.value, prefix }))}/${prefix}`;
}
