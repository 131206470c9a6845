import type { Middleware } from 'openapi-fetch';

/** Methods that change state and therefore must carry the CSRF token (SPEC §7, DESIGN security). */
const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Prefix the server puts on its session and CSRF cookie names when the site is served over https
 * (`__Host-csrftoken__`, `__Host-access_expires__`); over plain http the names are bare.
 */
export const HOST_COOKIE_PREFIX = '__Host-';

/**
 * Reads a cookie that the server sets as `__Host-<name>` over https and `<name>` over http. The
 * prefixed one wins: a bare-named cookie next to it may have been planted by an http page or a
 * sibling subdomain. Empty values count as missing.
 *
 * @example
 * readHostCookie((name) => getCookieValue(document.cookie, name), 'csrftoken__');
 */
export function readHostCookie(
  readCookie: (name: string) => string | undefined,
  name: string,
): string | undefined {
  for (const candidate of [`${HOST_COOKIE_PREFIX}${name}`, name]) {
    const value = readCookie(candidate);
    if (value !== undefined && value !== '') return value;
  }
  return undefined;
}

/** Options of {@link csrfMiddleware}. */
export interface CsrfMiddlewareOptions {
  /** Returns the value of a cookie, or `undefined` when it is not set (for example from `document.cookie`). */
  readCookie: (name: string) => string | undefined;
  /** Name of the cookie holding the token (`__Host-` + it is read first). Default `csrftoken__`. */
  cookieName?: string;
  /** Request header the token is copied into. Default `X-CSRFToken`. */
  headerName?: string;
  /**
   * Fetches the token cookie when a mutating call finds none (a visitor whose first call is a
   * POST, e.g. a login straight from a prerendered page): typically one cheap public GET the
   * server answers with the cookie. Concurrent calls share one priming; a failed priming is
   * ignored (the call then goes without the header and reports the server's answer). Default
   * none: the call goes without the header.
   */
  prime?: () => Promise<unknown>;
  /**
   * Sends the one repeat of a mutating call refused with 403 `csrf_failed` when the refusal set a
   * new token cookie (the token was bound to a session that ended elsewhere: a password reset, a
   * sign-out that did not finish, an expiry). Default `globalThis.fetch` at call time.
   */
  fetch?: (request: Request) => Promise<Response>;
}

/** The error code of the server's CSRF refusal (403). */
const CSRF_FAILED = 'csrf_failed';

/** Whether a 403 answer is the server's CSRF refusal (its JSON error body says `csrf_failed`). */
async function isCsrfRefusal(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  try {
    const body: unknown = await response.clone().json();
    return typeof body === 'object' && body !== null && 'code' in body && body.code === CSRF_FAILED;
  } catch {
    return false;
  }
}

/**
 * openapi-fetch middleware for the signed double-submit CSRF scheme: on POST, PUT, PATCH and
 * DELETE it copies the token cookie into the CSRF header. Safe methods are left untouched. When
 * the cookie is absent, `prime` (if given) fetches it first; without it, or if the server still
 * sets none, the request goes without the header (the server then answers 403, which is the
 * honest outcome; inventing a token would hide the problem). A call refused with 403
 * `csrf_failed` whose answer brought a different token (the old one was bound to a session that
 * ended meanwhile) is sent once more with the new token; any other refusal is reported as is.
 *
 * @example
 * const client = createApiClient({
 *   middleware: [csrfMiddleware({ readCookie: (name) => getCookieValue(document.cookie, name) })],
 * });
 */
export function csrfMiddleware(options: CsrfMiddlewareOptions): Middleware {
  const fetchImpl = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  // Copies of the mutating requests in flight, by openapi-fetch request id, for the one repeat.
  const copies = new Map<string, Request>();
  let priming: Promise<unknown> | undefined;
  const prime = (): Promise<unknown> => {
    priming ??= (options.prime?.() ?? Promise.resolve())
      .catch(() => undefined) // the call itself then fails and says why
      .finally(() => {
        priming = undefined;
      });
    return priming;
  };
  return {
    async onRequest({ request, id }) {
      if (!MUTATING_METHODS.has(request.method.toUpperCase())) return undefined;
      let applied = applyCsrfHeader(request, options);
      if (!applied && options.prime !== undefined) {
        await prime();
        applied = applyCsrfHeader(request, options);
      }
      copies.set(id, request.clone());
      return applied ? request : undefined;
    },
    async onResponse({ request, response, id }) {
      const copy = copies.get(id);
      copies.delete(id);
      if (copy === undefined || !(await isCsrfRefusal(response))) return undefined;
      const sent = request.headers.get(options.headerName ?? 'X-CSRFToken');
      // Only a new token can change the answer; the same one again would be refused again.
      if (!applyCsrfHeader(copy, options)) return undefined;
      if (copy.headers.get(options.headerName ?? 'X-CSRFToken') === sent) return undefined;
      return fetchImpl(copy);
    },
    onError({ id }) {
      copies.delete(id);
      return undefined;
    },
  };
}

/**
 * Copies the CSRF cookie into the CSRF header of a mutating request (what {@link csrfMiddleware}
 * does per request; also used when a request is repeated after a session renewal, since the
 * renewal may have set a new token). Answers whether the header was set.
 *
 * @example
 * applyCsrfHeader(request, { readCookie: (name) => getCookieValue(document.cookie, name) });
 */
export function applyCsrfHeader(
  request: Request,
  { readCookie, cookieName = 'csrftoken__', headerName = 'X-CSRFToken' }: CsrfMiddlewareOptions,
): boolean {
  if (!MUTATING_METHODS.has(request.method.toUpperCase())) return false;
  const token = readHostCookie(readCookie, cookieName);
  if (token === undefined) return false;
  request.headers.set(headerName, token);
  return true;
}

/**
 * Reads one cookie from a `Cookie`-header style string (`a=1; b=2`, as in `document.cookie`).
 * Values are percent-decoded when they are valid percent-encoding, and returned raw otherwise.
 *
 * @example
 * getCookieValue('theme=dark; csrftoken__=abc123', 'csrftoken__'); // 'abc123'
 * getCookieValue('theme=dark', 'csrftoken__'); // undefined
 */
export function getCookieValue(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      // A value that is not valid percent-encoding is still the value the server set.
      return raw;
    }
  }
  return undefined;
}
