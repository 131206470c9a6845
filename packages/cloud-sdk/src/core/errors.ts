// Typed, serialisable errors of the cloud SDK (§8). Every failure an operation reports is a plain
// `CloudError` object: safe to put in Redux state, to log as JSON and to send across workers.

import {
  extractErrorMessage,
  httpErrorCode,
  isRecord,
  MAX_ERROR_TEXT_LENGTH,
  truncateErrorText,
  type HttpErrorCode,
} from '@cloud-portal/domain/errors';
import { getHeader } from './headers.ts';
import type { HeaderRecord, HttpMethod } from './types.ts';

/**
 * Machine-readable reason of a `CloudError`; the portal translates it (not the SDK). The codes are
 * the domain's (§8), so `errors:status.<code>` in i18n covers every one.
 */
export type CloudErrorCode = HttpErrorCode;

/** The one error shape the SDK throws. A plain object, not an `Error` instance. */
export interface CloudError {
  readonly name: 'CloudError';
  readonly code: CloudErrorCode;
  /** HTTP status, or 0 when there was no response. */
  readonly status: number;
  /** A message a person can act on: from the response body (§8 extraction order) or the status fallback. */
  readonly message: string;
  /** `X-Openstack-Request-Id` of the response, else the one the client sent. */
  readonly requestId?: string;
  readonly method?: HttpMethod;
  /** Path inside the service root (no host, no query), for support tickets and logs. */
  readonly path?: string;
}

/** Longest message kept (§9 "Error text maximum 200 characters"; §8 cuts to 197 + '...'). */
export const MAX_ERROR_MESSAGE_LENGTH = MAX_ERROR_TEXT_LENGTH;

// English default messages of the SDK for a failed status without a message in the body: the
// standard reason phrases (§8 "Fallback texts by status"). The portal shows translated texts by
// `code` instead; these are for the SDK's other users and for logs.
const REASON_PHRASES: Readonly<Record<number, string>> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  // The spec's 409 text reads "complict"; we fix the typo (as the i18n text does).
  409: 'Conflict request. Wait for current task to complete if there is any.',
  410: 'Gone',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
  505: 'HTTP Version Not Supported',
  508: 'Loop Detected',
  511: 'Network Authentication Required',
};

/**
 * The error code for an HTTP status (`http_error` for statuses without their own code): the
 * domain's `httpErrorCode`.
 *
 * @example
 * errorCodeForStatus(404); // 'not_found'
 */
export const errorCodeForStatus: (status: number) => CloudErrorCode = httpErrorCode;

/**
 * The §8 fallback text for a status, used when the body has no message.
 *
 * @example
 * fallbackMessage(429); // 'Too Many Requests'
 * fallbackMessage(418); // 'Request failed with status 418'
 */
export function fallbackMessage(status: number): string {
  return REASON_PHRASES[status] ?? `Request failed with status ${status}`;
}

/**
 * Cuts a message to 200 characters: the first 197 and '...' (§8); the domain's `truncateErrorText`.
 *
 * @example
 * truncateMessage('x'.repeat(300)).length; // 200
 */
export const truncateMessage: (message: string) => string = truncateErrorText;

/**
 * Finds the human message in an error response body in the order of §8: the domain's rule,
 * re-exported so SDK users need no second import.
 *
 * @example
 * extractErrorMessage({ itemNotFound: { message: 'Instance could not be found.', code: 404 } });
 * // 'Instance could not be found.'
 */
export { extractErrorMessage };

/** Fields of `createCloudError`; `name` is filled in and the message is truncated. */
export type CloudErrorInit = Omit<CloudError, 'name'>;

/**
 * Builds a `CloudError` value (message cut to 200 characters, absent fields left out).
 *
 * @example
 * throw createCloudError({ code: 'invalid_request', status: 0, message: 'projectId is required' });
 */
export function createCloudError(init: CloudErrorInit): CloudError {
  const error: { -readonly [K in keyof CloudError]: CloudError[K] } = {
    name: 'CloudError',
    code: init.code,
    status: init.status,
    message: truncateMessage(init.message),
  };
  if (init.requestId !== undefined) error.requestId = init.requestId;
  if (init.method !== undefined) error.method = init.method;
  if (init.path !== undefined) error.path = init.path;
  return error;
}

/**
 * Type guard for `CloudError` values (works on errors that went through JSON or structured clone).
 *
 * @example
 * try { await createToken(client, input); } catch (error) { if (isCloudError(error)) console.warn(error.code); }
 */
export function isCloudError(value: unknown): value is CloudError {
  return (
    isRecord(value) &&
    value.name === 'CloudError' &&
    typeof value.code === 'string' &&
    typeof value.status === 'number' &&
    typeof value.message === 'string'
  );
}

/** What `cloudErrorFromResponse` needs to know about the request. */
export interface FailedRequestInfo {
  readonly method?: HttpMethod;
  readonly path?: string;
  readonly headers?: HeaderRecord;
}

/**
 * Turns a non-2xx response into a `CloudError`: code from the status, message from the body
 * (§8 order) or the status fallback, request id from the response (else the request).
 *
 * @example
 * cloudErrorFromResponse({ status: 404, headers: new Headers(), body: { itemNotFound: { message: 'Instance could not be found.', code: 404 } } });
 * // { name: 'CloudError', code: 'not_found', status: 404, message: 'Instance could not be found.' }
 */
export function cloudErrorFromResponse(
  response: { readonly status: number; readonly headers: Headers; readonly body: unknown },
  request: FailedRequestInfo = {},
): CloudError {
  const requestId =
    response.headers.get('x-openstack-request-id') ??
    response.headers.get('x-compute-request-id') ??
    (request.headers ? getHeader(request.headers, 'x-openstack-request-id') : undefined) ??
    undefined;
  return createCloudError({
    code: errorCodeForStatus(response.status),
    status: response.status,
    message: extractErrorMessage(response.body) ?? fallbackMessage(response.status),
    requestId,
    method: request.method,
    path: request.path,
  });
}
