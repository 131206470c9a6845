import { validationMessage, type ValidationResult } from './messages.ts';

// Server host names follow RFC 1123 §2.1: dot-separated labels of ASCII letters, digits and
// hyphens, 1–63 characters, not starting or ending with a hyphen (a leading digit is allowed);
// at most 253 characters in all. No trailing dot: a host name, not a zone.

/** Longest DNS name, in characters, without the trailing dot (RFC 1035: 255 octets on the wire). */
export const DNS_NAME_MAX_LENGTH = 253;

/** Longest DNS label, in characters (RFC 1035). */
export const DNS_LABEL_MAX_LENGTH = 63;

const HOSTNAME_LABEL = /^[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?$/;

/**
 * Whether one label is an RFC 1123 host-name label (1–63 letters, digits, hyphens; no hyphen at
 * either end).
 *
 * @example
 * isHostnameLabel('web-1'); // true
 * isHostnameLabel('-web'); // false
 */
export function isHostnameLabel(label: string): boolean {
  return label.length <= DNS_LABEL_MAX_LENGTH && HOSTNAME_LABEL.test(label);
}

/**
 * Server host name (RFC 1123). An empty value answers `validation:required`; over 253 characters
 * `validation:maxLength`; otherwise a bad label `servers:validation.hostname`. A dotted name whose last
 * label is all digits is refused (RFC 1123 §2.1: it could be mistaken for an IP address).
 *
 * @example
 * validateHostname('web-1.example.com'); // null
 * validateHostname('web_1'); // { key: 'servers:validation.hostname' }
 * validateHostname('10.0.0.1'); // { key: 'servers:validation.hostname' }
 */
export function validateHostname(value: string): ValidationResult {
  if (value.trim() === '') return validationMessage('required');
  if (value.length > DNS_NAME_MAX_LENGTH) {
    return validationMessage('maxLength', { max: DNS_NAME_MAX_LENGTH });
  }
  if (!value.split('.').every(isHostnameLabel)) return validationMessage('hostname');
  return /\.\d+$/.test(value) ? validationMessage('hostname') : null;
}
