import { validationMessage, type ValidationResult } from './messages.ts';

// §5 Field messages: SSH key 'Enter valid SSH-key'. An OpenSSH public key line is
// `type base64-blob [comment]`. The blob is a sequence of SSH wire fields (RFC 4251 §5: a uint32
// big-endian length, then that many bytes); the first field repeats the type. We decode the blob
// and check the fields each key type must have, so a truncated paste or a private key fails here
// rather than at the cloud. Types are those current OpenSSH accepts by default (DSA was removed in
// OpenSSH 9.8 and is refused); RSA keys below 1024 bits are refused as OpenSSH refuses them.

/**
 * Public key types accepted by `validateSshPublicKey`.
 *
 * @example
 * SSH_KEY_TYPES.includes('ssh-ed25519'); // true
 */
export const SSH_KEY_TYPES = [
  'ssh-rsa',
  'ssh-ed25519',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
  'sk-ssh-ed25519@openssh.com',
  'sk-ecdsa-sha2-nistp256@openssh.com',
] as const;

/**
 * A public key type of `SSH_KEY_TYPES`.
 *
 * @example
 * const type: SshKeyType = 'ssh-rsa';
 */
export type SshKeyType = (typeof SSH_KEY_TYPES)[number];

/**
 * A parsed public key line.
 *
 * @example
 * const key: SshPublicKey = { type: 'ssh-ed25519', comment: 'me@laptop' };
 */
export interface SshPublicKey {
  readonly type: SshKeyType;
  /** The comment after the key, or `''`. */
  readonly comment: string;
}

const BASE64_VALUE: ReadonlyMap<string, number> = new Map(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((char, index) => [
    char,
    index,
  ]),
);

/**
 * Strict standard base64 (RFC 4648 §4): whole quanta of 4 characters, `=` padding only at the
 * end. Returns `undefined` for anything else.
 *
 * @example
 * decodeBase64('c3No'); // Uint8Array [0x73, 0x73, 0x68] ('ssh')
 * decodeBase64('c3N'); // undefined
 */
export function decodeBase64(text: string): Uint8Array | undefined {
  if (text.length === 0 || text.length % 4 !== 0) return undefined;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const bytes = new Uint8Array((text.length / 4) * 3 - padding);
  let bits = 0;
  let bitCount = 0;
  let written = 0;
  for (const char of text.slice(0, text.length - padding)) {
    const value = BASE64_VALUE.get(char);
    if (value === undefined) return undefined;
    bits = ((bits << 6) | value) & 0xffffff;
    bitCount += 6;
    if (bitCount >= 8) {
      bitCount -= 8;
      bytes[written] = (bits >> bitCount) & 0xff;
      written += 1;
    }
  }
  return bytes;
}

/** Key type and curve names are short; a longer "name" field is not one (and is not decoded). */
const MAX_NAME_FIELD_BYTES = 64;

/** Reads RFC 4251 wire fields from a blob. */
class WireReader {
  private offset = 0;

  constructor(private readonly bytes: Uint8Array) {}

  /** The next length-prefixed field, or `undefined` when it does not fit. */
  field(): Uint8Array | undefined {
    if (this.offset + 4 > this.bytes.length) return undefined;
    const view = new DataView(this.bytes.buffer, this.bytes.byteOffset + this.offset, 4);
    const length = view.getUint32(0);
    const start = this.offset + 4;
    if (start + length > this.bytes.length) return undefined;
    this.offset = start + length;
    return this.bytes.subarray(start, start + length);
  }

  /** The next field as Latin-1 text; `undefined` past the end or when longer than any name. */
  text(): string | undefined {
    const field = this.field();
    if (field === undefined || field.length > MAX_NAME_FIELD_BYTES) return undefined;
    return String.fromCharCode(...field);
  }

  get done(): boolean {
    return this.offset === this.bytes.length;
  }
}

const RSA_MIN_MODULUS_BITS = 1024;
const ED25519_KEY_BYTES = 32;
/** Uncompressed EC point sizes (0x04 ‖ X ‖ Y) per curve. */
const EC_POINT_BYTES: Readonly<Record<string, number>> = {
  nistp256: 65,
  nistp384: 97,
  nistp521: 133,
};

function isPositiveMpint(field: Uint8Array | undefined): field is Uint8Array {
  // RFC 4251 mpint: two's complement; a positive value has its top bit clear. Empty is zero.
  if (field === undefined) return false;
  const [first = 0x80] = field;
  return first < 0x80 && field.some(Boolean);
}

/** Bits of a positive mpint without its leading zeros. */
function significantBits(field: Uint8Array): number {
  const [top = 0] = field.subarray(field.findIndex((byte) => byte !== 0));
  const topBits = 32 - Math.clz32(top);
  return (field.length - field.findIndex((byte) => byte !== 0) - 1) * 8 + topBits;
}

function hasEcPoint(reader: WireReader, curve: string): boolean {
  if (reader.text() !== curve) return false;
  const point = reader.field();
  return point !== undefined && point[0] === 0x04 && point.length === EC_POINT_BYTES[curve];
}

/** The fields after the type, per key type (a Record, so a new type cannot be forgotten). */
const HAS_KEY_FIELDS: Readonly<Record<SshKeyType, (reader: WireReader) => boolean>> = {
  'ssh-rsa': (reader) => {
    const exponent = reader.field();
    const modulus = reader.field();
    return (
      isPositiveMpint(exponent) &&
      isPositiveMpint(modulus) &&
      significantBits(modulus) >= RSA_MIN_MODULUS_BITS
    );
  },
  'ssh-ed25519': (reader) => reader.field()?.length === ED25519_KEY_BYTES,
  'ecdsa-sha2-nistp256': (reader) => hasEcPoint(reader, 'nistp256'),
  'ecdsa-sha2-nistp384': (reader) => hasEcPoint(reader, 'nistp384'),
  'ecdsa-sha2-nistp521': (reader) => hasEcPoint(reader, 'nistp521'),
  // Security-key keys add the FIDO application string (usually 'ssh:').
  'sk-ssh-ed25519@openssh.com': (reader) =>
    reader.field()?.length === ED25519_KEY_BYTES && reader.field() !== undefined,
  'sk-ecdsa-sha2-nistp256@openssh.com': (reader) =>
    hasEcPoint(reader, 'nistp256') && reader.field() !== undefined,
};

function isSshKeyType(text: string): text is SshKeyType {
  return (SSH_KEY_TYPES as readonly string[]).includes(text);
}

/**
 * Parses one OpenSSH public key line (`type base64 [comment]`), checking that the blob's first
 * field equals the declared type and that the key fields of that type are complete. Returns
 * `undefined` for anything else (several lines, a private key, a truncated or altered blob).
 *
 * @example
 * parseSshPublicKey('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBAZmePA88uIlqrRtnPp5Qq6yFSErTyBEytkdwj8+c4f me@laptop');
 * // { type: 'ssh-ed25519', comment: 'me@laptop' }
 */
export function parseSshPublicKey(text: string): SshPublicKey | undefined {
  const line = text.trim();
  if (/[\r\n]/.test(line)) return undefined;
  const match = /^(\S+)[ \t]+(\S+)(?:[ \t]+(.*))?$/.exec(line);
  if (match === null) return undefined;
  const [, type = '', body = '', comment = ''] = match;
  if (!isSshKeyType(type)) return undefined;
  const blob = decodeBase64(body);
  if (blob === undefined) return undefined;
  const reader = new WireReader(blob);
  if (reader.text() !== type) return undefined;
  if (!HAS_KEY_FIELDS[type](reader) || !reader.done) return undefined;
  return { type, comment };
}

/**
 * SSH public key (§5 'Enter valid SSH-key'): one OpenSSH public key line of a supported type.
 * An empty value answers `validation:required`.
 *
 * @example
 * validateSshPublicKey('ssh-rsa AAAA'); // { key: 'servers:validation.sshKey' }
 * validateSshPublicKey(''); // { key: 'validation:required' }
 */
export function validateSshPublicKey(value: string): ValidationResult {
  if (value.trim() === '') return validationMessage('required');
  return parseSshPublicKey(value) === undefined ? validationMessage('sshKey') : null;
}
