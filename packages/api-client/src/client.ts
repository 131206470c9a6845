import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { applyCsrfHeader, csrfMiddleware, type CsrfMiddlewareOptions } from './csrf.ts';
import { requestFactsMiddleware } from './failure.ts';
import type { components, paths } from './schema.generated.ts';
import { sessionRenewalMiddleware, type SessionRenewalOptions } from './session.ts';

/** The typed product-API client: `client.GET('/regions/')` and so on, typed by `openapi.yaml`. */
export type ApiClient = Client<paths>;

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** Root URL of the product API. Default `/api` (same origin as the app, see DESIGN runtime topology). */
  baseUrl?: string;
  /** fetch implementation. Default `globalThis.fetch` at call time. */
  fetch?: (input: Request) => Promise<Response>;
  /**
   * The CSRF scheme (§7): when given, mutating calls copy the `csrftoken__` cookie into
   * `X-CSRFToken` (also when a call is repeated after a renewal). Default: no CSRF header.
   */
  csrf?: CsrfMiddlewareOptions;
  /** The token-renewal rule of §4 Request layer; default off (see `sessionRenewalMiddleware`). */
  session?: Omit<SessionRenewalOptions, 'fetch' | 'beforeRetry'>;
  /** More middleware, run in order after CSRF and before session renewal. Default none. */
  middleware?: Middleware[];
}

/**
 * Creates the product-API client. Requests send cookies (`credentials: 'include'`, SPEC §7);
 * `csrf` adds the `X-CSRFToken` header, `session` the renewal rule of §4, and failures can be
 * turned into plain `ApiFailure` objects with `settle` / `toApiFailure`.
 *
 * @example
 * const readCookie = (name: string) => getCookieValue(document.cookie, name);
 * const api = createApiClient({
 *   csrf: { readCookie },
 *   session: { hasToken: () => hasAccessToken(document.cookie, Date.now()), requestRenewal },
 * });
 * const result = await settle(api.GET('/customers/'));
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  // Resolve fetch lazily so that test doubles installed after creation are honoured too.
  const fetchImpl = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '/api',
    credentials: 'include',
    fetch: fetchImpl,
  });
  const csrf = options.csrf;
  // Order matters: request facts first (so they see the final response), renewal last (so the
  // copy it may repeat carries every header).
  const chain: Middleware[] = [requestFactsMiddleware()];
  if (csrf !== undefined) chain.push(csrfMiddleware({ fetch: fetchImpl, ...csrf }));
  chain.push(...(options.middleware ?? []));
  if (options.session !== undefined) {
    chain.push(
      sessionRenewalMiddleware({
        ...options.session,
        fetch: fetchImpl,
        ...(csrf === undefined ? {} : { beforeRetry: (request) => applyCsrfHeader(request, csrf) }),
      }),
    );
  }
  client.use(...chain);
  return client;
}

/** A cloud region (SPEC §3 Region). */
export type Region = components['schemas']['Region'];
/** Availability meta of a region (SPEC §4). */
export type RegionMeta = components['schemas']['RegionMeta'];
/** A network of a region with its free address counts. */
export type RegionNetwork = components['schemas']['RegionNetwork'];
/** Currency of a region: `usd`, `eur` or `rub`. */
export type Currency = components['schemas']['Currency'];
/** Body of every 4xx/5xx product-API response. */
export type ApiError = components['schemas']['Error'];

/**
 * Tells whether a value has the shape of the product API's error body, so callers can read
 * `code`/`message` safely from an `error` of unknown origin.
 *
 * @example
 * const { error } = await api.GET('/regions/{id}/', { params: { path: { id: 'xx' } } });
 * if (isApiError(error)) console.warn(error.code); // 'not_found'
 */
export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate['code'] === 'string' && typeof candidate['message'] === 'string';
}

/** The customer account (SPEC §3 Customer). */
export type Customer = components['schemas']['Customer'];
/** Body of `POST /login/`. */
export type LoginRequest = components['schemas']['LoginRequest'];
/** Body of `POST /customers/` (sign-up). */
export type SignUpRequest = components['schemas']['SignUpRequest'];
/** A finished login: the customer and when its tokens expire. */
export type LoginSuccess = components['schemas']['LoginSuccess'];
/** The login needs a TOTP (or recovery) code next (`POST /totp/verify/`). */
export type TotpRequired = components['schemas']['TotpRequired'];
/** Expiry of the tokens set by `POST /jwt-refresh/`. */
export type SessionTokens = components['schemas']['SessionTokens'];
/** A new TOTP secret (`POST /totp/setup/`). */
export type TotpSetup = components['schemas']['TotpSetup'];
/** TOTP state of the customer (`GET /totp/status/`). */
export type TotpStatus = components['schemas']['TotpStatus'];
/** Freshly made recovery codes, shown once. */
export type RecoveryCodes = components['schemas']['RecoveryCodes'];
/** Social login providers. */
export type SocialProvider = components['schemas']['SocialProvider'];
/** Body of the social `login-{provider}/` calls. */
export type SocialLoginRequest = components['schemas']['SocialLoginRequest'];
