import { hmac, randomToken, safeEqual } from './tokens.ts';

/** What a CSRF token is bound to when there is no session. */
export const ANONYMOUS_BINDING = 'anonymous';

/**
 * A CSRF token for the signed double-submit scheme: `nonce.signature`, where the signature is an
 * HMAC of the binding (the session id, or `anonymous`) and the nonce. A token planted by someone
 * else does not validate for the victim's session.
 *
 * @example
 * const token = issueCsrfToken(key, sessionId); // set as the csrftoken__ cookie
 */
export function issueCsrfToken(key: Buffer, binding: string): string {
  const nonce = randomToken(18);
  return `${nonce}.${hmac(key, `${binding}.${nonce}`)}`;
}

/**
 * Whether a CSRF token was issued by this server for `binding`.
 *
 * @example
 * isCsrfTokenValid(key, cookieToken, sessionId); // true
 */
export function isCsrfTokenValid(key: Buffer, token: string, binding: string): boolean {
  const separator = token.indexOf('.');
  if (separator <= 0) return false;
  const nonce = token.slice(0, separator);
  return safeEqual(token.slice(separator + 1), hmac(key, `${binding}.${nonce}`));
}

/** The request facts the origin check needs. */
export interface OriginFacts {
  /** `Origin` header, if any. */
  origin?: string;
  /** `Sec-Fetch-Site` header, if any. */
  secFetchSite?: string;
  /** `Host` header. */
  host?: string;
}

/**
 * Refuses cross-site requests: `Sec-Fetch-Site: cross-site`, or an `Origin` whose host is not the
 * request's host. Requests without these headers (curl, tests, old browsers) pass this check and
 * still need the token.
 *
 * @example
 * isSameOriginRequest({ origin: 'https://evil.test', host: 'portal.test' }); // false
 */
export function isSameOriginRequest({ origin, secFetchSite, host }: OriginFacts): boolean {
  if (secFetchSite === 'cross-site') return false;
  if (origin === undefined) return true;
  if (origin === 'null') return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
