import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A random token of `bytes` bytes from the CSPRNG, base64url (URL- and cookie-safe).
 *
 * @example
 * randomToken(); // 'q3T1...' (43 characters for 32 bytes)
 */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * SHA-256 of a high-entropy token, hex. Stored instead of refresh and reset tokens so that a copy
 * of the database holds no live credentials (random tokens need no salt or slow hash).
 *
 * @example
 * hashToken('abc'); // 'ba7816bf...'
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * HMAC-SHA256 of `message` under `key`, base64url.
 *
 * @example
 * hmac(key, 'session-id.nonce');
 */
export function hmac(key: Buffer, message: string): string {
  return createHmac('sha256', key).update(message).digest('base64url');
}

/**
 * Compares two strings in time that does not depend on where they differ.
 *
 * @example
 * safeEqual(headerToken, cookieToken);
 */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
