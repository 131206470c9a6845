// RFC 4648 base32 (alphabet A–Z 2–7), the encoding authenticator apps expect for TOTP secrets
// (the `secret` parameter of an otpauth:// URI). Encoded without padding, as those URIs use it.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * Encodes bytes as RFC 4648 base32 without `=` padding.
 *
 * @example
 * base32Encode(new TextEncoder().encode('foobar')); // 'MZXW6YTBOI'
 */
export function base32Encode(bytes: Uint8Array): string {
  let output = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1; // keep only the bits not yet written
  }
  if (bits > 0) output += ALPHABET[(buffer << (5 - bits)) & 31];
  return output;
}

/**
 * Decodes RFC 4648 base32. Case-insensitive; spaces, hyphens and trailing `=` padding are ignored
 * (people copy secrets as 'jbsw y3dp …'). Throws a RangeError naming the first character that is
 * not base32.
 *
 * @example
 * new TextDecoder().decode(base32Decode('mzxw 6ytb oi')); // 'foobar'
 */
export function base32Decode(text: string): Uint8Array {
  const cleaned = text.replace(/[\s-]/g, '').replace(/=+$/, '').toUpperCase();
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const character of cleaned) {
    const value = ALPHABET.indexOf(character);
    if (value === -1) throw new RangeError(`"${character}" is not a base32 character`);
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bytes.push((buffer >>> (bits - 8)) & 255);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  }
  return Uint8Array.from(bytes);
}
