import { createHmac, randomBytes } from 'node:crypto';

// RFC 6238 TOTP as authenticator apps use it: HMAC-SHA-1, 6 digits, 30-second steps (RFC 4226
// dynamic truncation), secrets in RFC 4648 base32 without padding.

/** Seconds per TOTP step. */
export const TOTP_STEP_SECONDS = 30;
/** Digits of a code. */
export const TOTP_DIGITS = 6;
/** Accepted clock drift, in steps either side (§ issue: ±1 step). */
export const TOTP_WINDOW = 1;

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * RFC 4648 base32 without padding.
 *
 * @example
 * base32Encode(Buffer.from('12345678901234567890')); // 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'
 */
export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let output = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return output;
}

/**
 * Decodes RFC 4648 base32 (case-insensitive, padding and spaces ignored); throws on other characters.
 *
 * @example
 * base32Decode('GEZDGNBV').toString(); // '12345'
 */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const output: number[] = [];
  for (const character of clean) {
    const index = BASE32_ALPHABET.indexOf(character);
    if (index === -1) throw new Error(`"${character}" is not a base32 character.`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      output.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(output);
}

/**
 * A new TOTP secret: 20 random bytes (160 bits, RFC 4226's recommendation) in base32.
 *
 * @example
 * newTotpSecret(); // 'JBSWY3DPEHPK3PXP...' (32 characters)
 */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/**
 * The HOTP value (RFC 4226) of a counter, as a zero-padded string of `digits` digits.
 *
 * @example
 * hotp(Buffer.from('12345678901234567890'), 0); // '755224'
 */
export function hotp(
  key: Buffer,
  counter: number,
  digits = TOTP_DIGITS,
  algorithm = 'sha1',
): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac(algorithm, key).update(message).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/**
 * The TOTP step of a moment: floor(unix seconds / 30).
 *
 * @example
 * totpStep(59_000); // 1
 */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS);
}

/**
 * Checks a 6-digit code against a base32 secret at `nowMs`, within ±1 step, and only for steps
 * after `lastUsedStep` (a code is accepted once: replaying it, or an older one, fails). Answers
 * the matched step (store it as the new `lastUsedStep`) or `undefined`.
 *
 * @example
 * const step = verifyTotp(secret, '287082', Date.now(), customer.totpLastStep);
 * if (step !== undefined) customers.setTotpLastStep(uuid, step);
 */
export function verifyTotp(
  secretBase32: string,
  code: string,
  nowMs: number,
  lastUsedStep = -1,
): number | undefined {
  if (!/^[0-9]{6}$/.test(code)) return undefined;
  const key = base32Decode(secretBase32);
  const current = totpStep(nowMs);
  let matched: number | undefined;
  // Every candidate is computed (no early exit), so timing does not tell which step matched.
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step += 1) {
    if (step <= lastUsedStep || step < 0) continue;
    if (hotp(key, step) === code && matched === undefined) matched = step;
  }
  return matched;
}

/**
 * The `otpauth://` URI authenticator apps read from a QR code.
 *
 * @example
 * otpauthUrl('JBSWY3DP', 'demo@cloud-portal.test', 'Cloud Portal');
 * // 'otpauth://totp/Cloud%20Portal:demo%40cloud-portal.test?secret=JBSWY3DP&issuer=Cloud%20Portal&algorithm=SHA1&digits=6&period=30'
 */
export function otpauthUrl(secretBase32: string, account: string, issuer: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = `secret=${secretBase32}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${TOTP_DIGITS}&period=${TOTP_STEP_SECONDS}`;
  return `otpauth://totp/${label}?${query}`;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * `count` recovery codes of 8 lower-case letters and digits from the CSPRNG (without look-alikes
 * such as 0/o and 1/l; about 39 bits each). Rejection sampling keeps every character equally likely.
 *
 * @example
 * newRecoveryCodes(10); // ['k7q2mxa9', ...]
 */
export function newRecoveryCodes(count: number): string[] {
  const codes: string[] = [];
  const limit = 256 - (256 % RECOVERY_ALPHABET.length);
  while (codes.length < count) {
    let code = '';
    while (code.length < 8) {
      for (const byte of randomBytes(16)) {
        if (byte >= limit || code.length === 8) continue;
        code += RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length];
      }
    }
    codes.push(code);
  }
  return codes;
}
