import { parseIPv4 } from './ipAddress.ts';
import { validationMessage, type ValidationResult } from './messages.ts';

// §5 Field messages: object storage container names are longer than 2 and shorter than 64
// characters (3–63), lowercase, with no spaces or other forbidden characters. The store is
// S3-compatible, so we follow the S3 bucket naming rules: lowercase letters, digits, dots and
// hyphens; start and end with a letter or digit; no two dots in a row and no dot next to a hyphen
// (each dot-separated part must be a DNS label, for virtual-hosted URLs); not an IPv4 address;
// not one of S3's reserved prefixes or suffixes.

/** Shortest container name (§5: longer than 2). */
export const CONTAINER_NAME_MIN_LENGTH = 3;

/** Longest container name (§5: shorter than 64). */
export const CONTAINER_NAME_MAX_LENGTH = 63;

/** Prefixes and suffixes S3 reserves. */
const RESERVED_PREFIXES = ['xn--', 'sthree-', 'amzn-s3-demo-'] as const;
const RESERVED_SUFFIXES = ['-s3alias', '--ol-s3', '.mrap', '--x-s3', '--table-s3'] as const;

/**
 * Object storage container name (§5, S3 bucket rules). Checks in order: required, length 3–63,
 * characters, first and last character, dots, IP address form, reserved prefix or suffix.
 *
 * @example
 * validateContainerName('backups-2024'); // null
 * validateContainerName('My Files'); // { key: 'storage:validation.containerNameCharacters' }
 * validateContainerName('ab'); // { key: 'storage:validation.containerNameLength', params: { min: 3, max: 63 } }
 * validateContainerName('192.168.5.4'); // { key: 'storage:validation.containerNameIp' }
 */
export function validateContainerName(value: string): ValidationResult {
  if (value === '') return validationMessage('required');
  if (value.length < CONTAINER_NAME_MIN_LENGTH || value.length > CONTAINER_NAME_MAX_LENGTH) {
    return validationMessage('containerNameLength', {
      min: CONTAINER_NAME_MIN_LENGTH,
      max: CONTAINER_NAME_MAX_LENGTH,
    });
  }
  if (!/^[a-z0-9.-]+$/.test(value)) return validationMessage('containerNameCharacters');
  if (!/^[a-z0-9].*[a-z0-9]$/.test(value)) return validationMessage('containerNameEdges');
  if (/\.\.|\.-|-\./.test(value)) return validationMessage('containerNameDots');
  if (parseIPv4(value) !== undefined) return validationMessage('containerNameIp');
  const prefix = RESERVED_PREFIXES.find((part) => value.startsWith(part));
  const suffix = RESERVED_SUFFIXES.find((part) => value.endsWith(part));
  const reserved = prefix ?? suffix;
  return reserved === undefined
    ? null
    : validationMessage('containerNameReserved', { part: reserved });
}
