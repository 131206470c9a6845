import {
  extractErrorMessage,
  httpErrorCode,
  type ProductApiFailure,
} from '@cloud-portal/domain/errors';
import type { Middleware } from 'openapi-fetch';
import { isSilentOperation } from './operations.ts';

/**
 * A failed product-API call as a plain, serialisable object (it can go into Redux state as is):
 * THE error of the product API (the portal's RTK base query stores it, screens read it). It is a
 * domain `ProductApiFailure`, so the §8 toast rule (`productApiToast`) takes it as it is.
 */
export interface ApiFailure extends ProductApiFailure {
  /** HTTP status; 0 when no response came (offline, DNS, aborted). */
  status: number;
  /** The body's `code` (see openapi.yaml `Error`), else the status' code (`bad_request`, `network_error`...). */
  code: string;
  /** The human message found in the body by the §8 extraction order; absent when the body has none. */
  message?: string;
  /** Field errors of a validation failure (`errors` of the body). */
  fieldErrors?: Record<string, string[]>;
  /** HTTP method, upper case. */
  method: string;
  /** Request path without query, e.g. `/api/totp/verify/`. */
  path: string;
  /** The parsed body (JSON value or text), for rules that need more than the message. */
  body: unknown;
  /**
   * True for calls that must not raise the global error toast: §7 TOTP calls here; the portal also
   * sets it for calls whose screens show the failure themselves.
   */
  silent: boolean;
}

/** Result of {@link settle}: the data, or the failure. */
export type ApiResult<Data> =
  { ok: true; status: number; data: Data } | { ok: false; failure: ApiFailure };

interface RequestFacts {
  method: string;
  path: string;
  silent: boolean;
}

// Which request each response answered. Keyed weakly by the Response objects openapi-fetch hands
// back, so nothing outlives them; shared by every client, which is harmless (keys are unique).
const requestOfResponse = new WeakMap<Response, RequestFacts>();

/** A request that got no response; carries what {@link toApiFailure} needs. */
export class ApiNetworkError extends Error {
  override readonly name = 'ApiNetworkError';
  constructor(
    readonly facts: RequestFacts,
    readonly aborted: boolean,
    cause: unknown,
  ) {
    super(
      aborted
        ? `${facts.method} ${facts.path} was aborted.`
        : `${facts.method} ${facts.path} got no response.`,
      { cause },
    );
  }
}

function factsOf(request: Request, schemaPath: string): RequestFacts {
  return {
    method: request.method.toUpperCase(),
    path: new URL(request.url).pathname,
    silent: isSilentOperation(request.method, schemaPath),
  };
}

/**
 * Middleware that remembers which request each response (or network failure) belongs to, so that
 * {@link toApiFailure} can report method, path and the silent flag. `createApiClient` installs it
 * first.
 *
 * @example
 * client.use(requestFactsMiddleware());
 */
export function requestFactsMiddleware(): Middleware {
  return {
    onResponse({ request, response, schemaPath }) {
      requestOfResponse.set(response, factsOf(request, schemaPath));
      return undefined;
    },
    onError({ request, schemaPath, error }) {
      const aborted = error instanceof Error && error.name === 'AbortError';
      return new ApiNetworkError(factsOf(request, schemaPath), aborted, error);
    },
  };
}

function isStringListRecord(value: unknown): value is Record<string, string[]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (messages) => Array.isArray(messages) && messages.every((item) => typeof item === 'string'),
  );
}

/**
 * Turns the `{ error, response }` of a failed openapi-fetch call (or the error it threw) into an
 * {@link ApiFailure}. The message comes from domain's `extractErrorMessage` (§8 order).
 *
 * @example
 * const { error, response } = await api.POST('/login/', { body });
 * if (error !== undefined) store.dispatch(loginFailed(toApiFailure({ error, response })));
 */
export function toApiFailure(
  result: { error?: unknown; response?: Response } | unknown,
): ApiFailure {
  if (result instanceof ApiNetworkError) {
    return {
      status: 0,
      code: result.aborted ? 'aborted' : 'network_error',
      ...result.facts,
      body: undefined,
    };
  }
  const { error: body, response } = (result ?? {}) as { error?: unknown; response?: Response };
  const status = response?.status ?? 0;
  const facts = (response !== undefined ? requestOfResponse.get(response) : undefined) ?? {
    method: '',
    path: response?.url ? new URL(response.url).pathname : '',
    silent: false,
  };
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code =
    typeof record['code'] === 'string' && record['code'] !== ''
      ? record['code']
      : status === 0
        ? 'network_error'
        : httpErrorCode(status);
  const message = extractErrorMessage(body);
  const failure: ApiFailure = { status, code, ...facts, body };
  if (message !== undefined) failure.message = message;
  if (isStringListRecord(record['errors'])) failure.fieldErrors = record['errors'];
  return failure;
}

/**
 * Awaits an openapi-fetch call and answers `{ ok: true, data }` or `{ ok: false, failure }`;
 * never throws (a network failure becomes status 0).
 *
 * @example
 * const result = await settle(api.GET('/customers/'));
 * if (result.ok) showCustomer(result.data[0]);
 * else if (!result.failure.silent) toast(result.failure);
 */
export async function settle<Data>(
  call: Promise<{ data?: Data; error?: unknown; response: Response }>,
): Promise<ApiResult<Data>> {
  try {
    const result = await call;
    if (result.error !== undefined || !result.response.ok) {
      return { ok: false, failure: toApiFailure(result) };
    }
    return { ok: true, status: result.response.status, data: result.data as Data };
  } catch (error) {
    return { ok: false, failure: toApiFailure(error) };
  }
}
