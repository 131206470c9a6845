export {
  createApiClient,
  isApiError,
  type ApiClient,
  type ApiClientOptions,
  type ApiError,
  type Currency,
  type Region,
  type RegionMeta,
  type RegionNetwork,
} from './client.ts';
export { csrfMiddleware, getCookieValue, type CsrfMiddlewareOptions } from './csrf.ts';
export type { components, operations, paths } from './schema.generated.ts';
export type { Middleware } from 'openapi-fetch';
