import { parseIPv4 } from './ipAddress.ts';
import { validationMessage, type ValidationResult } from './messages.ts';

// §5 Client checks that exist: IPv4 range. Form `a.b.c.d-e.f.g.h` (spaces around the dash are
// allowed), both ends valid IPv4 addresses, the start not after the end. A one-address range
// (start = end) is valid.

/**
 * An IPv4 address as an unsigned 32-bit number, for comparisons.
 *
 * @example
 * ipv4ToNumber([192, 0, 2, 1]); // 3221225985
 */
export function ipv4ToNumber(bytes: readonly [number, number, number, number]): number {
  return ((bytes[0] * 256 + bytes[1]) * 256 + bytes[2]) * 256 + bytes[3];
}

/**
 * Parses `start-end` into the two addresses as numbers, or `undefined` when the text is not two
 * IPv4 addresses joined by a dash (the order is not checked here).
 *
 * @example
 * parseIPv4Range('10.0.0.1 - 10.0.0.9'); // { start: 167772161, end: 167772169 }
 */
export function parseIPv4Range(text: string): { start: number; end: number } | undefined {
  const dash = text.indexOf('-');
  if (dash === -1 || text.includes('-', dash + 1)) return undefined;
  const start = parseIPv4(text.slice(0, dash).trim());
  const end = parseIPv4(text.slice(dash + 1).trim());
  if (start === undefined || end === undefined) return undefined;
  return { start: ipv4ToNumber(start), end: ipv4ToNumber(end) };
}

/**
 * IPv4 range (§5): `a.b.c.d-e.f.g.h` with start ≤ end. An empty value answers
 * `validation:required`.
 *
 * @example
 * validateIPv4Range('192.0.2.10-192.0.2.20'); // null
 * validateIPv4Range('192.0.2.20-192.0.2.10'); // { key: 'network:validation.ipv4RangeOrder' }
 * validateIPv4Range('192.0.2.10'); // { key: 'network:validation.ipv4Range' }
 */
export function validateIPv4Range(value: string): ValidationResult {
  if (value.trim() === '') return validationMessage('required');
  const range = parseIPv4Range(value.trim());
  if (range === undefined) return validationMessage('ipv4Range');
  return range.start > range.end ? validationMessage('ipv4RangeOrder') : null;
}
