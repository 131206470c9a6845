import { createHmac } from 'node:crypto';
import { safeEqual } from './tokens.ts';

/** Claims of the sandbox's access token. */
export interface AccessClaims {
  /** Customer uuid. */
  sub: string;
  /** Session id (revocation and CSRF binding). */
  sid: string;
  /** Issued at, Unix seconds. */
  iat: number;
  /** Expires at, Unix seconds. */
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function signature(key: Buffer, signingInput: string): string {
  return createHmac('sha256', key).update(signingInput).digest('base64url');
}

/**
 * Signs an HS256 JWT (RFC 7519) with `node:crypto`.
 *
 * @example
 * signJwt(key, { sub: uuid, sid, iat: 1700000000, exp: 1700000900 }); // 'eyJhbGciOi...'
 */
export function signJwt(key: Buffer, claims: AccessClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signingInput = `${HEADER}.${payload}`;
  return `${signingInput}.${signature(key, signingInput)}`;
}

function isClaims(value: unknown): value is AccessClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims['sub'] === 'string' &&
    typeof claims['sid'] === 'string' &&
    Number.isInteger(claims['iat']) &&
    Number.isInteger(claims['exp'])
  );
}

/**
 * Verifies an HS256 JWT and returns its claims, or `undefined` when the token is malformed, has
 * another header (no `alg: none`, no algorithm switching: the header must be exactly ours), a
 * wrong signature, or is expired at `nowSeconds`.
 *
 * @example
 * verifyJwt(key, token, Math.floor(Date.now() / 1000))?.sub;
 */
export function verifyJwt(
  key: Buffer,
  token: string,
  nowSeconds: number,
): AccessClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header, payload, signed] = parts as [string, string, string];
  if (header !== HEADER) return undefined;
  if (!safeEqual(signed, signature(key, `${header}.${payload}`))) return undefined;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isClaims(claims) || claims.exp <= nowSeconds) return undefined;
  return claims;
}
