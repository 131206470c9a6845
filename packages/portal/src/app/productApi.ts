import type { ApiClient } from '@cloud-portal/api-client';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { PortalExtra } from './portalExtra.ts';

/** A product-API call: a function of the typed openapi-fetch client, so endpoints keep full typing. */
export type ProductCall<Data = unknown> = (
  client: ApiClient,
  signal: AbortSignal,
) => Promise<{ data?: Data; error?: unknown; response: Response }>;

/** Serialisable error stored by RTK Query for a failed product-API call. */
export interface ProductApiError {
  /** HTTP status, or `network` when the server could not be reached. */
  status: number | 'network';
  /** Error code from the body (`{ code }`), used as the `api.{code}` translation key (§8). */
  code?: string;
  /** Message from the body, if any. */
  message?: string;
}

const readError = (body: unknown): Pick<ProductApiError, 'code' | 'message'> => {
  if (typeof body !== 'object' || body === null) return {};
  const { code, message } = body as { code?: unknown; message?: unknown };
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof message === 'string' ? { message } : {}),
  };
};

/** Wraps the openapi-fetch client as an RTK Query base query. */
export const productBaseQuery: BaseQueryFn<ProductCall, unknown, ProductApiError> = async (
  call,
  api,
) => {
  const { apiClient } = api.extra as PortalExtra;
  try {
    const result = await call(apiClient, api.signal);
    if (result.response.ok) return { data: result.data };
    return { error: { status: result.response.status, ...readError(result.error) } };
  } catch (error) {
    if (api.signal.aborted) throw error;
    return {
      error: { status: 'network', message: error instanceof Error ? error.message : String(error) },
    };
  }
};

/** The one RTK Query slice of the product API; features inject their endpoints into it. */
export const productApi = createApi({
  reducerPath: 'productApi',
  baseQuery: productBaseQuery,
  tagTypes: ['Region'],
  endpoints: () => ({}),
});
