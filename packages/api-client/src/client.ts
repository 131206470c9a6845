import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema.generated.ts';

/** The typed product-API client: `client.GET('/regions/')` and so on, typed by `openapi.yaml`. */
export type ApiClient = Client<paths>;

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** Root URL of the product API. Default `/api` (same origin as the app, see DESIGN runtime topology). */
  baseUrl?: string;
  /** fetch implementation. Default `globalThis.fetch` at call time. */
  fetch?: (input: Request) => Promise<Response>;
  /** Middleware run in order on every request (credentials, CSRF, request ids...). Default none. */
  middleware?: Middleware[];
}

/**
 * Creates the product-API client. Requests send cookies (`credentials: 'include'`, SPEC §7);
 * cross-cutting behaviour such as the CSRF header is added through `middleware`.
 *
 * @example
 * const api = createApiClient({ middleware: [csrfMiddleware({ readCookie })] });
 * const { data, error } = await api.GET('/regions/');
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '/api',
    credentials: 'include',
    // Resolve fetch lazily so that test doubles installed after creation are honoured too.
    fetch: options.fetch ?? ((request) => globalThis.fetch(request)),
  });
  if (options.middleware !== undefined && options.middleware.length > 0) {
    client.use(...options.middleware);
  }
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
