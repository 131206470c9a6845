import { DNS_LABEL_MAX_LENGTH, DNS_NAME_MAX_LENGTH } from './hostname.ts';
import { validationMessage, type ValidationResult } from './messages.ts';

// §5 Field messages: DNS zone and recordset names must end with a dot ('Name must end with dot').
// Label rules as Designate applies them: labels of 1–63 ASCII letters, digits, hyphens and
// underscores (underscores appear in service names such as _dmarc and _sip._tcp), not starting
// or ending with a hyphen; at most 253 characters without the final dot. Recordset names may
// start with a `*` wildcard label. Internationalised names are entered in their xn-- form.

const DNS_LABEL = /^[a-zA-Z0-9_](?:[a-zA-Z0-9_-]*[a-zA-Z0-9_])?$/;

/** Options of `validateDnsName`. */
export interface DnsNameOptions {
  /** Allow `*` as the first label (recordset names). Default: false (zone names). */
  readonly wildcard?: boolean;
}

/**
 * DNS zone or recordset name (§5): required, ends with a dot, labels of 1–63 letters, digits,
 * hyphens or underscores (no hyphen at either end), at most 253 characters before the dot.
 *
 * @example
 * validateDnsName('example.com.'); // null
 * validateDnsName('example.com'); // { key: 'dns:validation.nameDot' }
 * validateDnsName('*.example.com.', { wildcard: true }); // null
 * validateDnsName('a..b.'); // { key: 'dns:validation.labelLength', params: { max: 63 } }
 */
export function validateDnsName(value: string, options: DnsNameOptions = {}): ValidationResult {
  const name = value.trim();
  if (name === '') return validationMessage('required');
  if (!name.endsWith('.')) return validationMessage('dnsNameDot');
  const withoutDot = name.slice(0, -1);
  if (withoutDot.length > DNS_NAME_MAX_LENGTH) {
    return validationMessage('dnsNameLength', { max: DNS_NAME_MAX_LENGTH });
  }
  const labels = withoutDot.split('.');
  if (labels.some((label) => label.length === 0 || label.length > DNS_LABEL_MAX_LENGTH)) {
    return validationMessage('dnsLabelLength', { max: DNS_LABEL_MAX_LENGTH });
  }
  const valid = labels.every(
    (label, index) =>
      DNS_LABEL.test(label) || (index === 0 && options.wildcard === true && label === '*'),
  );
  return valid ? null : validationMessage('dnsNameCharacters');
}

/**
 * Whether a text is a fully qualified DNS name with its final dot (the target of CNAME, NS, PTR,
 * MX and SRV records).
 *
 * @example
 * isFullyQualifiedDnsName('mail.example.com.'); // true
 * isFullyQualifiedDnsName('mail.example.com'); // false
 */
export function isFullyQualifiedDnsName(text: string): boolean {
  return validateDnsName(text) === null && text === text.trim();
}
