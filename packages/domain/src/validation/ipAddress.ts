import { validationMessage, type ValidationResult } from './messages.ts';

// §5 Client checks that exist: IPv4 range and CIDR, IPv6. Strict textual forms, the ones Neutron,
// Designate and browsers agree on:
// - IPv4: four decimal numbers 0–255 joined by dots, no leading zeros (`010` is octal to some
//   parsers and decimal to others, so it is refused), no shorthand (`10.1`), no hex.
// - IPv6: RFC 4291 text forms: eight groups of 1–4 hex digits, one `::` for a run of zero groups,
//   an optional embedded IPv4 in the last 32 bits (`::ffff:192.0.2.1`). Zone ids (`fe80::1%eth0`)
//   are refused: they name a local interface and mean nothing to a cloud API.

/**
 * Parses a dotted-quad IPv4 address into its 4 bytes, or `undefined`.
 *
 * @example
 * parseIPv4('192.0.2.1'); // [192, 0, 2, 1]
 * parseIPv4('192.0.2.01'); // undefined (leading zero)
 */
export function parseIPv4(text: string): [number, number, number, number] | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  const bytes: number[] = [];
  for (const part of parts) {
    if (!/^(?:0|[1-9]\d{0,2})$/.test(part)) return undefined;
    const byte = Number(part);
    if (byte > 255) return undefined;
    bytes.push(byte);
  }
  return bytes as [number, number, number, number];
}

const HEX_GROUP = /^[0-9a-fA-F]{1,4}$/;

function parseHexGroups(text: string): number[] | undefined {
  if (text === '') return [];
  const groups: number[] = [];
  const parts = text.split(':');
  for (const [index, part] of parts.entries()) {
    if (index === parts.length - 1 && part.includes('.')) {
      const ipv4 = parseIPv4(part);
      if (ipv4 === undefined) return undefined;
      groups.push(ipv4[0] * 256 + ipv4[1], ipv4[2] * 256 + ipv4[3]);
    } else if (HEX_GROUP.test(part)) {
      groups.push(Number.parseInt(part, 16));
    } else {
      return undefined;
    }
  }
  return groups;
}

/**
 * Parses an IPv6 address into its eight 16-bit groups, or `undefined`.
 *
 * @example
 * parseIPv6('2001:db8::1'); // [0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]
 * parseIPv6('::ffff:192.0.2.1'); // [0, 0, 0, 0, 0, 0xffff, 0xc000, 0x0201]
 * parseIPv6('1::2::3'); // undefined
 */
export function parseIPv6(text: string): number[] | undefined {
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const [headText = '', tailText] = halves;
  if (tailText === undefined) {
    const groups = parseHexGroups(headText);
    return groups?.length === 8 ? groups : undefined;
  }
  // An embedded IPv4 may only end the address: not before the `::`.
  if (headText.includes('.')) return undefined;
  const head = parseHexGroups(headText);
  const tail = parseHexGroups(tailText);
  if (head === undefined || tail === undefined) return undefined;
  // `::` stands for at least one zero group.
  const zeros = 8 - head.length - tail.length;
  if (zeros < 1) return undefined;
  return [...head, ...Array<number>(zeros).fill(0), ...tail];
}

/**
 * Formats 4 bytes as a dotted quad.
 *
 * @example
 * formatIPv4([10, 0, 0, 1]); // '10.0.0.1'
 */
export function formatIPv4(bytes: readonly number[]): string {
  return bytes.join('.');
}

/**
 * Formats eight 16-bit groups in the RFC 5952 canonical form: lower-case, no leading zeros, the
 * longest run of two or more zero groups (the first one on a tie) written as `::`.
 *
 * @example
 * formatIPv6([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]); // '2001:db8::1'
 * formatIPv6([0, 0, 0, 0, 0, 0, 0, 0]); // '::'
 */
export function formatIPv6(groups: readonly number[]): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let start = 0; start < groups.length; start += 1) {
    let length = 0;
    while (groups[start + length] === 0) length += 1;
    if (length > bestLength) {
      bestStart = start;
      bestLength = length;
    }
    start += length;
  }
  const text = (part: readonly number[]) => part.map((group) => group.toString(16)).join(':');
  if (bestStart === -1) return text(groups);
  return `${text(groups.slice(0, bestStart))}::${text(groups.slice(bestStart + bestLength))}`;
}

/**
 * IPv4 address (§5). An empty value answers `validation:required`.
 *
 * @example
 * validateIPv4('203.0.113.7'); // null
 * validateIPv4('256.1.1.1'); // { key: 'network:validation.ipv4' }
 */
export function validateIPv4(value: string): ValidationResult {
  if (value.trim() === '') return validationMessage('required');
  return parseIPv4(value.trim()) === undefined ? validationMessage('ipv4') : null;
}

/**
 * IPv6 address in any RFC 4291 text form (§5). An empty value answers `validation:required`.
 *
 * @example
 * validateIPv6('2001:db8::7'); // null
 * validateIPv6('::'); // null
 * validateIPv6('2001:db8:::7'); // { key: 'network:validation.ipv6' }
 */
export function validateIPv6(value: string): ValidationResult {
  if (value.trim() === '') return validationMessage('required');
  return parseIPv6(value.trim()) === undefined ? validationMessage('ipv6') : null;
}
