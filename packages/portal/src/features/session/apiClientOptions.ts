import {
  getCookieValue,
  hasAccessToken,
  type ApiClient,
  type ApiClientOptions,
} from '@cloud-portal/api-client';
import { isJwtRefreshDue } from '@cloud-portal/domain/session';

/** localStorage key of the time of the last jwt refresh (§4: a new one after 8 h). */
export const JWT_REFRESHED_AT_KEY = 'cloud-portal.jwtRefreshedAt';

/**
 * Remembers when the session tokens were last issued (login or refresh).
 * @example markJwtRefreshed(localStorage, Date.now());
 */
export function markJwtRefreshed(storage: Storage | undefined, now: number): void {
  try {
    storage?.setItem(JWT_REFRESHED_AT_KEY, String(now));
  } catch {
    // storage disabled: the refresh is then requested at each check, which is harmless
  }
}

/**
 * Whether §4's 8-hour jwt refresh is due, from the stored time of the last one.
 * @example if (jwtRefreshDue(localStorage, Date.now())) void refresh();
 */
export function jwtRefreshDue(storage: Storage | undefined, now: number): boolean {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(JWT_REFRESHED_AT_KEY) ?? null;
  } catch {
    stored = null;
  }
  return isJwtRefreshDue(stored === null ? null : Number(stored), now);
}

/**
 * The product-API client options of a browser portal: `X-CSRFToken` from the `csrftoken__`
 * cookie, `__Host-csrftoken__` over https (fetched by `GET time/` before a first mutating call
 * that finds none) and the §4 Request-layer renewal (`POST jwt-refresh/` when the token is
 * missing or a call answers 401). `client` is read lazily because the renewal goes through the same client.
 * @example
 * let client: ApiClient;
 * client = createApiClient(browserApiClientOptions(brand.endpoints.api, () => client));
 */
export function browserApiClientOptions(
  baseUrl: string,
  client: () => ApiClient,
  environment: { cookies: () => string; storage?: Storage | undefined } = {
    cookies: () => globalThis.document?.cookie ?? '',
    storage: globalThis.localStorage,
  },
): ApiClientOptions {
  const readCookie = (name: string) => getCookieValue(environment.cookies(), name);
  return {
    baseUrl,
    csrf: {
      readCookie,
      // The sandbox (like Django) sets `csrftoken__` on any `/api/` answer, but a visitor whose
      // first call is a POST (sign-up or login straight from a prerendered page) has none yet and
      // would get 403 `csrf_failed`: one cheap public GET fetches it first.
      prime: () => globalThis.fetch(new Request(`${baseUrl}/time/`, { credentials: 'include' })),
    },
    session: {
      hasToken: () => hasAccessToken(environment.cookies(), Date.now()),
      requestRenewal: async () => {
        const { response } = await client().POST('/jwt-refresh/');
        if (response.ok) markJwtRefreshed(environment.storage, Date.now());
        return response.ok;
      },
    },
  };
}
