// Typed, serialisable errors of the cloud SDK (§8). Every failure an operation reports is a plain
// `CloudError` object: safe to put in Redux state, to log as JSON and to send across workers.

import { getHeader } from './headers.ts';
import type { HeaderRecord, HttpMethod } from './types.ts';

/** Machine-readable reason of a `CloudError`; the portal translates it (not the SDK). */
export type CloudErrorCode =
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
  /** Any other non-2xx status. */
  | 'http_error'
  /** No response: offline, DNS, CORS, connection reset (status 0). */
  | 'network_error'
  /** The caller aborted the request (status 0). */
  | 'aborted'
  /** A 2xx response without what the operation needs (e.g. no X-Subject-Token). */
  | 'invalid_response'
  /** The SDK was asked for something it cannot send (e.g. a volume call without project id). */
  | 'invalid_request'
  /** Anything else thrown inside the chain (a bug, or a failing token provider). */
  | 'unknown';

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
export const MAX_ERROR_MESSAGE_LENGTH = 200;

interface StatusInfo {
  readonly code: CloudErrorCode;
  readonly text: string;
}

// §8 "Fallback texts by status". The spec's 409 text reads "complict"; we fix the typo.
const STATUS_INFO: Readonly<Record<number, StatusInfo>> = {
  400: { code: 'bad_request', text: 'Bad request' },
  401: { code: 'unauthorized', text: 'Unauthorized' },
  403: { code: 'forbidden', text: 'Forbidden' },
  404: { code: 'not_found', text: 'Not found' },
  405: { code: 'method_not_allowed', text: 'Method Not Allowed' },
  406: { code: 'not_acceptable', text: 'Not Acceptable' },
  408: { code: 'request_timeout', text: 'Request Timeout' },
  409: {
    code: 'conflict',
    text: 'Conflict request. Wait for current task to complete if there is any.',
  },
  410: { code: 'gone', text: 'Gone' },
  413: { code: 'payload_too_large', text: 'Payload Too Large' },
  414: { code: 'uri_too_long', text: 'URI Too Long' },
  429: { code: 'too_many_requests', text: 'Too Many Requests' },
  500: { code: 'internal_server_error', text: 'Internal Server Error' },
  501: { code: 'not_implemented', text: 'Not Implemented' },
  502: { code: 'bad_gateway', text: 'Bad Gateway' },
  503: { code: 'service_unavailable', text: 'Service Unavailable' },
  504: { code: 'gateway_timeout', text: 'Gateway Timeout' },
  505: { code: 'http_version_not_supported', text: 'HTTP Version Not Supported' },
  508: { code: 'loop_detected', text: 'Loop Detected' },
  511: { code: 'network_authentication_required', text: 'Network Authentication Required' },
};

/**
 * The error code for an HTTP status (`http_error` for statuses without their own code).
 *
 * @example
 * errorCodeForStatus(404); // 'not_found'
 */
export function errorCodeForStatus(status: number): CloudErrorCode {
  return STATUS_INFO[status]?.code ?? 'http_error';
}

/**
 * The §8 fallback text for a status, used when the body has no message.
 *
 * @example
 * fallbackMessage(429); // 'Too Many Requests'
 * fallbackMessage(418); // 'Request failed with status 418'
 */
export function fallbackMessage(status: number): string {
  return STATUS_INFO[status]?.text ?? `Request failed with status ${status}`;
}

/**
 * Cuts a message to 200 characters: the first 197 and '...' (§8).
 *
 * @example
 * truncateMessage('x'.repeat(300)).length; // 200
 */
export function truncateMessage(message: string): string {
  return message.length > MAX_ERROR_MESSAGE_LENGTH
    ? `${message.slice(0, MAX_ERROR_MESSAGE_LENGTH - 3)}...`
    : message;
}

type JsonRecord = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A string, or the `message` of an OpenStack envelope value (`{"message": ..., "code": 400}`). */
function nestedMessage(value: unknown): string | undefined {
  return text(value) ?? (isRecord(value) ? text(value.message) : undefined);
}

function firstText(value: unknown): string | undefined {
  return Array.isArray(value) ? text(value[0]) : text(value);
}

function joinedTexts(value: unknown): string | undefined {
  if (!Array.isArray(value)) return text(value);
  const parts = value.map(text).filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** `errors: [{message|detail|title}]`, or Designate's nested `errors: {errors: [...]}`. */
function errorsListMessage(value: unknown): string | undefined {
  if (isRecord(value)) return errorsListMessage(value.errors);
  if (!Array.isArray(value)) return undefined;
  const parts = value
    .map(
      (item) =>
        text(item) ??
        (isRecord(item)
          ? (text(item.message) ?? text(item.detail) ?? text(item.title))
          : undefined),
    )
    .filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join('; ') : undefined;
}

/** Any other one-key OpenStack envelope (`computeFault`, `overLimit`, `HTTPNotFound`, ...). */
function anyEnvelopeMessage(body: JsonRecord): string | undefined {
  for (const value of Object.values(body)) {
    if (isRecord(value)) {
      const message = text(value.message);
      if (message !== undefined) return message;
    }
  }
  return undefined;
}

/**
 * Finds the human message in an error response body, in the order of §8 "Message extraction
 * order": message, password list (joined), badRequest, non_field_errors[0], email[0], forbidden,
 * error, conflictingRequest, NeutronError, itemNotFound, nested errors list. OpenStack envelopes
 * (`{"itemNotFound": {"message": ...}}`) yield their nested message. Beyond the spec's list, any
 * other envelope with a `message`, and a plain-text (non-HTML) body, are used as a last resort.
 * Returns `undefined` when nothing fits (callers then use `fallbackMessage`).
 *
 * @example
 * extractErrorMessage({ NeutronError: { type: 'NetworkNotFound', message: 'Network x could not be found.' } });
 * // 'Network x could not be found.'
 */
export function extractErrorMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return /^\s*</.test(body) ? undefined : text(body);
  if (!isRecord(body)) return undefined;
  return (
    text(body.message) ??
    joinedTexts(body.password) ??
    nestedMessage(body.badRequest) ??
    firstText(body.non_field_errors) ??
    firstText(body.email) ??
    nestedMessage(body.forbidden) ??
    nestedMessage(body.error) ??
    nestedMessage(body.conflictingRequest) ??
    nestedMessage(body.NeutronError) ??
    nestedMessage(body.itemNotFound) ??
    errorsListMessage(body.errors) ??
    anyEnvelopeMessage(body)
  );
}

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
