import { toApiFailure, type ApiClient, type ApiFailure } from '@cloud-portal/api-client';
import type { ToastLevel } from '@cloud-portal/domain/errors';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { PortalExtra } from './portalExtra.ts';

/** A product-API call: a function of the typed openapi-fetch client, so endpoints keep full typing. */
export type ProductCall<Data = unknown> = (
  client: ApiClient,
  signal: AbortSignal,
) => Promise<{ data?: Data; error?: unknown; response: Response }>;

/**
 * What an endpoint may say about its failures (its `extraOptions`): §8 "or when suppressed" and
 * "at the level given by codeLevel".
 * @example logout: build.mutation({ query: ..., extraOptions: { silent: true } })
 */
export interface ProductCallOptions {
  /** No global error toast: the screen shows the failure itself, or nobody needs to know. Default: false (TOTP calls are silent anyway, §7). */
  silent?: boolean;
  /** Level of the toast of a translated `api.{code}` (§8 codeLevel). Default: 'warn'. */
  codeLevel?: ToastLevel;
}

/** What the base query tells listeners besides the result (`action.meta.baseQueryMeta`). */
export interface ProductCallMeta {
  /** The endpoint's `codeLevel`, when it set one. */
  codeLevel?: ToastLevel;
}

/**
 * Wraps the openapi-fetch client as an RTK Query base query. A failure is stored as the
 * api-client's `ApiFailure` (the one product-API error: status, code, message, method, path,
 * body, silent), marked silent when the endpoint asked for it.
 */
export const productBaseQuery: BaseQueryFn<
  ProductCall,
  unknown,
  ApiFailure,
  ProductCallOptions,
  ProductCallMeta
> = async (call, api, extraOptions) => {
  const { apiClient } = api.extra as PortalExtra;
  const options: ProductCallOptions = extraOptions ?? {};
  const meta: ProductCallMeta = options.codeLevel ? { codeLevel: options.codeLevel } : {};
  const failed = (failure: ApiFailure) => ({
    error: options.silent === true ? { ...failure, silent: true } : failure,
    meta,
  });
  try {
    const result = await call(apiClient, api.signal);
    if (result.response.ok) return { data: result.data, meta };
    return failed(toApiFailure(result));
  } catch (error) {
    if (api.signal.aborted) throw error;
    return failed(toApiFailure(error));
  }
};

/**
 * Whether a value is a product-API failure as the base query stores it.
 * @example if (isApiFailure(action.payload)) toast(action.payload);
 */
export function isApiFailure(value: unknown): value is ApiFailure {
  if (typeof value !== 'object' || value === null) return false;
  const { status, code, method, path } = value as Record<string, unknown>;
  return (
    typeof status === 'number' &&
    typeof code === 'string' &&
    typeof method === 'string' &&
    typeof path === 'string'
  );
}

/**
 * The `ApiFailure` of a rejected `unwrap()` (it throws the stored failure; anything else, such as
 * an error of the screen's own code, becomes a status-0 failure).
 * @example try { await login(body).unwrap(); } catch (thrown) { setFailure(asApiFailure(thrown)); }
 */
export function asApiFailure(thrown: unknown): ApiFailure {
  if (isApiFailure(thrown)) return thrown;
  return {
    status: 0,
    code: 'unknown',
    method: '',
    path: '',
    body: undefined,
    silent: false,
    ...(thrown instanceof Error ? { message: thrown.message } : {}),
  };
}

/** The one RTK Query slice of the product API; features inject their endpoints into it. */
export const productApi = createApi({
  reducerPath: 'productApi',
  baseQuery: productBaseQuery,
  tagTypes: ['Region'],
  endpoints: () => ({}),
});
