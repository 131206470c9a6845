import type { ErrorMessageRef } from './messageKeys.ts';

// §8 "Fallback texts by status": the text shown when an error body has no message. The keys are
// named by the cloud SDK's `CloudErrorCode`s (packages/cloud-sdk/src/core/errors.ts), so a
// `CloudError` is translated with `t(\`errors:status.${error.code}\`)` and a status with
// `fallbackErrorText(status)`: one table for both.
// The spec's 409 text reads "Wait for current task to complict if there is any."; the translation
// says "complete": it is user-facing text and the typo is not part of the meaning (the cloud SDK
// made the same correction).

/** Error codes by cause: one per status of §8, plus the causes without a status. */
export type HttpErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'not_acceptable'
  | 'request_timeout'
  | 'conflict'
  | 'gone'
  | 'payload_too_large'
  | 'uri_too_long'
  | 'too_many_requests'
  | 'internal_server_error'
  | 'not_implemented'
  | 'bad_gateway'
  | 'service_unavailable'
  | 'gateway_timeout'
  | 'http_version_not_supported'
  | 'loop_detected'
  | 'network_authentication_required'
  /** Any other status; its text names the status. */
  | 'http_error'
  /** No response: offline, DNS, connection reset. */
  | 'network_error'
  /** The request was cancelled. */
  | 'aborted'
  /** A successful response without what the call needs. */
  | 'invalid_response'
  /** The call could not be sent (missing input). */
  | 'invalid_request'
  /** Anything else. */
  | 'unknown';

/** The statuses §8 gives a fallback text, with their codes. */
export const HTTP_STATUS_ERROR_CODES: Readonly<Record<number, HttpErrorCode>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  409: 'conflict',
  410: 'gone',
  413: 'payload_too_large',
  414: 'uri_too_long',
  429: 'too_many_requests',
  500: 'internal_server_error',
  501: 'not_implemented',
  502: 'bad_gateway',
  503: 'service_unavailable',
  504: 'gateway_timeout',
  505: 'http_version_not_supported',
  508: 'loop_detected',
  511: 'network_authentication_required',
};

/**
 * The error code of an HTTP status (`http_error` for statuses §8 gives no text). Same mapping as
 * the cloud SDK's `errorCodeForStatus`.
 *
 * @example
 * httpErrorCode(404); // 'not_found'
 * httpErrorCode(418); // 'http_error'
 */
export function httpErrorCode(status: number): HttpErrorCode {
  return HTTP_STATUS_ERROR_CODES[status] ?? 'http_error';
}

/**
 * The §8 fallback text of a status, as a key of the `errors` namespace: `errors:status.<code>`
 * with `{ status }` as param (used by the `http_error` text 'Request failed with status {{status}}').
 *
 * @example
 * fallbackErrorText(409); // { key: 'errors:status.conflict', params: { status: 409 } }
 * fallbackErrorText(418); // { key: 'errors:status.http_error', params: { status: 418 } }
 */
export function fallbackErrorText(status: number): ErrorMessageRef {
  return { key: `errors:status.${httpErrorCode(status)}`, params: { status } };
}
