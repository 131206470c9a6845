import { isFullyQualifiedDnsName } from './dnsName.ts';
import { parseIPv4, parseIPv6 } from './ipAddress.ts';
import { validationMessage, type ValidationResult } from './messages.ts';
import { characterCount } from './required.ts';

// §5 Field messages: invalid TTL, type, record and description messages exist (their texts are
// not shown in the spec; ours are in the i18n `validation` namespace). §3: a recordset has name,
// type (default A), records and ttl. Limits are Designate's API schema: TTL 1–2147483647 (the
// 31-bit limit of RFC 2181 §8), description up to 160 characters.

/** Smallest TTL accepted, in seconds. */
export const DNS_TTL_MIN = 1;

/** Largest TTL accepted, in seconds (2^31 − 1, RFC 2181 §8). */
export const DNS_TTL_MAX = 2_147_483_647;

/** Longest description of a zone or recordset (Designate). */
export const DNS_DESCRIPTION_MAX_LENGTH = 160;

/**
 * Record types a customer can create, most common first. SOA is not listed: Designate manages the
 * zone's SOA (and apex NS) itself.
 *
 * @example
 * DNS_RECORD_TYPES[0]; // 'A'
 */
export const DNS_RECORD_TYPES = [
  'A',
  'AAAA',
  'CNAME',
  'MX',
  'TXT',
  'NS',
  'SRV',
  'CAA',
  'PTR',
  'SPF',
  'SSHFP',
  'NAPTR',
] as const;

/**
 * A record type of `DNS_RECORD_TYPES`.
 *
 * @example
 * const type: DnsRecordType = 'MX';
 */
export type DnsRecordType = (typeof DNS_RECORD_TYPES)[number];

/** The type a new recordset starts with (§3: type default A). */
export const DEFAULT_DNS_RECORD_TYPE: DnsRecordType = 'A';

/**
 * TTL (§5): a whole number of seconds from 1 to 2147483647, as digits (a form value) or a number.
 *
 * @example
 * validateTtl('3600'); // null
 * validateTtl('1.5'); // { key: 'dns:validation.ttl', params: { min: 1, max: 2147483647 } }
 * validateTtl(''); // { key: 'validation:required' }
 */
export function validateTtl(value: string | number): ValidationResult {
  const text = String(value).trim();
  if (text === '') return validationMessage('required');
  const problem = validationMessage('ttl', { min: DNS_TTL_MIN, max: DNS_TTL_MAX });
  if (!/^\d{1,10}$/.test(text)) return problem;
  const ttl = Number(text);
  return ttl < DNS_TTL_MIN || ttl > DNS_TTL_MAX ? problem : null;
}

/**
 * The canonical (upper-case) record type for a text, or `undefined` when it is not one of
 * `DNS_RECORD_TYPES`. People type `mx`; Designate wants `MX`.
 *
 * @example
 * parseDnsRecordType(' aaaa '); // 'AAAA'
 * parseDnsRecordType('SOA'); // undefined
 */
export function parseDnsRecordType(text: string): DnsRecordType | undefined {
  const upper = text.trim().toUpperCase();
  return DNS_RECORD_TYPES.find((type) => type === upper);
}

/**
 * Record type (§5): one of `DNS_RECORD_TYPES`, any letter case.
 *
 * @example
 * validateDnsRecordType('CNAME'); // null
 * validateDnsRecordType('SOA'); // { key: 'dns:validation.recordType' }
 */
export function validateDnsRecordType(value: string): ValidationResult {
  if (value.trim() === '') return validationMessage('required');
  return parseDnsRecordType(value) === undefined ? validationMessage('recordType') : null;
}

function isUint(text: string | undefined, max: number): boolean {
  return text !== undefined && /^\d{1,10}$/.test(text) && Number(text) <= max;
}

function isTarget(text: string | undefined): boolean {
  return text === '.' || (text !== undefined && isFullyQualifiedDnsName(text));
}

const MAX_UINT16 = 65_535;
const TXT_STRING_MAX_LENGTH = 255;
const QUOTED_STRINGS = /^"(?:[^"\\]|\\.)*"(?:\s+"(?:[^"\\]|\\.)*")*$/;
const QUOTED_STRING = /"((?:[^"\\]|\\.)*)"/g;
const SSHFP_LENGTHS: Readonly<Record<string, number>> = { '1': 40, '2': 64 };

/**
 * TXT/SPF data: unquoted text of 1–255 characters, or one or more quoted strings of up to 255
 * characters each (the DNS limit per character-string).
 */
function isTxtData(text: string): boolean {
  if (!text.startsWith('"')) return characterCount(text) <= TXT_STRING_MAX_LENGTH;
  if (!QUOTED_STRINGS.test(text)) return false;
  // Each match includes its two quotes.
  return [...text.matchAll(QUOTED_STRING)].every(
    ([quoted]) => characterCount(quoted) - 2 <= TXT_STRING_MAX_LENGTH,
  );
}

function isRecordData(recordType: DnsRecordType, data: string): boolean {
  const fields = data.split(/\s+/);
  switch (recordType) {
    case 'A':
      return parseIPv4(data) !== undefined;
    case 'AAAA':
      return parseIPv6(data) !== undefined;
    case 'CNAME':
    case 'NS':
    case 'PTR':
      return isFullyQualifiedDnsName(data);
    case 'MX':
      // RFC 7505 null MX: `0 .`
      return fields.length === 2 && isUint(fields[0], MAX_UINT16) && isTarget(fields[1]);
    case 'SRV':
      return (
        fields.length === 4 &&
        fields.slice(0, 3).every((field) => isUint(field, MAX_UINT16)) &&
        isTarget(fields[3])
      );
    case 'TXT':
    case 'SPF':
      return isTxtData(data);
    case 'CAA': {
      const match = /^(\d{1,3})\s+([a-zA-Z0-9]+)\s+(\S.*)$/.exec(data);
      return match !== null && isUint(match[1], 255);
    }
    case 'SSHFP': {
      const [algorithm = '', fingerprintType = '', fingerprint = ''] = fields;
      return (
        fields.length === 3 &&
        /^[1-46]$/.test(algorithm) &&
        SSHFP_LENGTHS[fingerprintType] === fingerprint.length &&
        /^[0-9a-fA-F]+$/.test(fingerprint)
      );
    }
    case 'NAPTR': {
      const match = /^(\d{1,5})\s+(\d{1,5})\s+"[^"]*"\s+"[^"]*"\s+"[^"]*"\s+(\S+)$/.exec(data);
      return (
        match !== null &&
        isUint(match[1], MAX_UINT16) &&
        isUint(match[2], MAX_UINT16) &&
        isTarget(match[3])
      );
    }
    default:
      // Unreachable for typed callers; an unknown type from untyped code is not valid data.
      recordType satisfies never;
      return false;
  }
}

/**
 * One record of a recordset (§5 "record" message), checked for its type:
 * - A: IPv4; AAAA: IPv6; CNAME, NS, PTR: a name ending with a dot;
 * - MX: `priority target.`; SRV: `priority weight port target.` (numbers 0–65535; target `.`
 *   allowed for "no service");
 * - TXT, SPF: 1–255 characters, or quoted strings of up to 255 characters each;
 * - CAA: `flags tag value` (flags 0–255); SSHFP: `algorithm type hex-fingerprint` (SHA-1 40,
 *   SHA-256 64 hex digits); NAPTR: `order preference "flags" "service" "regexp" replacement`.
 *
 * The message carries the type: `{ key: 'dns:validation.record', params: { type } }`.
 *
 * @example
 * validateDnsRecord('MX', '10 mail.example.com.'); // null
 * validateDnsRecord('A', '2001:db8::1'); // { key: 'dns:validation.record', params: { type: 'A' } }
 */
export function validateDnsRecord(type: DnsRecordType, value: string): ValidationResult {
  const data = value.trim();
  if (data === '') return validationMessage('required');
  return isRecordData(type, data) ? null : validationMessage('record', { type });
}

/**
 * Description of a zone or recordset (§5 "description" message): optional, at most 160
 * characters.
 *
 * @example
 * validateDnsDescription('Mail servers'); // null
 * validateDnsDescription('x'.repeat(161)); // { key: 'dns:validation.description', params: { max: 160 } }
 */
export function validateDnsDescription(value: string): ValidationResult {
  return characterCount(value) > DNS_DESCRIPTION_MAX_LENGTH
    ? validationMessage('description', { max: DNS_DESCRIPTION_MAX_LENGTH })
    : null;
}
