import { TIMINGS } from '@cloud-portal/domain/session';
import type { Middleware } from 'openapi-fetch';
import { getCookieValue, readHostCookie } from './csrf.ts';
import { requiresSession } from './operations.ts';

/**
 * Name of the script-readable cookie holding the access token's expiry (Unix seconds); over https
 * the server sets it as `__Host-access_expires__`.
 */
export const ACCESS_EXPIRES_COOKIE = 'access_expires__';

/** Options of {@link sessionRenewalMiddleware}. */
export interface SessionRenewalOptions {
  /**
   * Whether an access token is there now. The token itself is an HttpOnly cookie; in a browser
   * use `() => hasAccessToken(document.cookie, Date.now())`.
   */
  hasToken: () => boolean;
  /**
   * Emits the token-renewal event (§4 Request layer): the app answers it by calling
   * `POST /jwt-refresh/`. Best, it returns a promise of whether the renewal worked: the request
   * then waits for that outcome (at most `waitMs`). Without a promise the request polls
   * `hasToken` every `pollMs` for at most `waitMs`; after a 401 the old token may still look
   * present, so return the promise where you can.
   */
  requestRenewal: () => void | Promise<boolean>;
  /** fetch used to repeat a request after a 401. Default `globalThis.fetch` at call time. */
  fetch?: (input: Request) => Promise<Response>;
  /** Called on the copy of a request before it is repeated (fresh CSRF header...). Default none. */
  beforeRetry?: (request: Request) => void;
  /** Longest wait for a token. Default `TIMINGS.tokenWaitMs` (10 s, §9). */
  waitMs?: number;
  /** How often the token is checked while waiting. Default `TIMINGS.tokenRenewPollMs` (200 ms, §9). */
  pollMs?: number;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Whether the access token is present and unexpired, judged from the `access_expires__` cookie
 * (`__Host-access_expires__` over https, read first; the server sets it next to the HttpOnly
 * token with the same lifetime).
 *
 * @example
 * hasAccessToken('access_expires__=1800000000', 1_700_000_000_000); // true
 * hasAccessToken('', Date.now()); // false
 */
export function hasAccessToken(cookieString: string, nowMs: number): boolean {
  const value = readHostCookie((name) => getCookieValue(cookieString, name), ACCESS_EXPIRES_COOKIE);
  if (value === undefined || !/^\d+$/.test(value)) return false;
  return Number(value) * 1000 > nowMs;
}

/**
 * openapi-fetch middleware for the request layer of §4: a call that needs the session and finds
 * no access token emits the renewal event and waits up to 10 s, checking every 200 ms; a 401
 * answer asks for renewal and repeats the call once. Public calls (login, regions...) are never
 * delayed. Concurrent requests share one renewal. Put it LAST in the middleware list, so the
 * request it copies carries every header and the other middleware see the repeated response.
 *
 * @example
 * const api = createApiClient({
 *   session: { hasToken: () => hasAccessToken(document.cookie, Date.now()), requestRenewal: () => events.emit('renew') },
 * });
 */
export function sessionRenewalMiddleware(options: SessionRenewalOptions): Middleware {
  const waitMs = options.waitMs ?? TIMINGS.tokenWaitMs;
  const pollMs = options.pollMs ?? TIMINGS.tokenRenewPollMs;
  const fetchImpl = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  // Copies of requests that may be repeated after a 401, by openapi-fetch request id.
  const copies = new Map<string, Request>();
  const renewalFailed = new Set<string>();
  let pending: Promise<boolean> | undefined;

  /** Polls `hasToken` every `pollMs` until it is true or `waitMs` have passed. */
  async function pollForToken(): Promise<boolean> {
    for (let waited = 0; ; waited += pollMs) {
      if (options.hasToken()) return true;
      if (waited >= waitMs) return false;
      await sleep(pollMs);
    }
  }

  async function waitForToken(): Promise<boolean> {
    let renewal: void | Promise<boolean>;
    try {
      renewal = options.requestRenewal();
    } catch {
      // A throwing listener is a failed renewal: the call goes on and meets the server's 401.
      return false;
    }
    if (!(renewal instanceof Promise)) return pollForToken();
    // The app reports the outcome: wait for it (at most `waitMs`), then confirm the token.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), waitMs);
    });
    const renewed = await Promise.race([renewal.catch(() => false), timeout]);
    clearTimeout(timer);
    return renewed && options.hasToken();
  }

  function renew(): Promise<boolean> {
    pending ??= waitForToken().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  return {
    async onRequest({ request, schemaPath, id }) {
      if (!requiresSession(request.method, schemaPath)) return undefined;
      if (!options.hasToken() && !(await renew())) renewalFailed.add(id);
      copies.set(id, request.clone());
      return undefined;
    },
    async onResponse({ response, id }) {
      const copy = copies.get(id);
      copies.delete(id);
      const failedBefore = renewalFailed.delete(id);
      if (response.status !== 401 || copy === undefined || failedBefore) return undefined;
      // The token was there but refused (expired meanwhile, revoked): renew, then repeat once.
      if (!(await renew())) return undefined;
      options.beforeRetry?.(copy);
      return fetchImpl(copy);
    },
    onError({ id }) {
      copies.delete(id);
      renewalFailed.delete(id);
      return undefined;
    },
  };
}
