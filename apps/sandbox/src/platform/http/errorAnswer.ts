import { httpErrorCode } from '@cloud-portal/domain/errors';
import { ApiProblem } from './apiError.ts';

/** What the sandbox answers for an error raised while handling a request. */
export interface ErrorAnswer {
  status: number;
  /** Stable code of the product API's `Error` body. */
  code: string;
  /** A sentence a person can act on; never the framework's text, a stack or the input. */
  message: string;
  errors?: Record<string, string[]>;
}

/** SPEC §8's text for a server failure, also the answer's message. */
export const SERVER_ERROR_MESSAGE =
  'Something went wrong, please try again later or contact support.';

/**
 * Fastify's client errors by code: a fixed message each (Fastify's own texts quote its
 * internals: "Body cannot be empty when content-type is set to 'application/json'"), and a
 * code where the cause says more than the status.
 */
const FRAMEWORK_ERRORS: Record<string, { message: string; code?: string }> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    message: 'The request says it sends JSON but has no body. Send a JSON object.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    message: 'The request body is not valid JSON, or uses a field name that is not allowed.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    message: 'Send the request body as JSON (Content-Type: application/json).',
    code: 'unsupported_media_type',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { message: 'The request body is too large for this call.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    message: 'The request body does not match its Content-Length header.',
  },
  FST_ERR_BAD_URL: { message: 'The address of the request is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { message: 'The address of the request is too long.' },
};

/** The message of any other client error, by status. */
const STATUS_MESSAGES: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Log in to continue.',
  403: 'This request is not allowed.',
  404: 'Nothing was found at this address.',
  405: 'This method is not allowed here.',
  408: 'The request took too long. Try again.',
  409: 'The request conflicts with the current state. Reload and try again.',
  413: 'The request body is too large for this call.',
  414: 'The address of the request is too long.',
  415: 'Send the request body as JSON (Content-Type: application/json).',
  429: 'Too many requests. Wait a moment and try again.',
};

function statusOf(error: unknown): number {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599
    ? status
    : 500;
}

/**
 * The answer to an error: an {@link ApiProblem} as it is; a framework client error with a fixed
 * message of its code (else of its status); anything else 5xx with SPEC §8's text (the error
 * itself goes to the log). Codes come from the one status table of `@cloud-portal/domain`.
 *
 * @example
 * errorAnswer(Object.assign(new Error("Body cannot be empty when..."), { statusCode: 400, code: 'FST_ERR_CTP_EMPTY_JSON_BODY' }));
 * // { status: 400, code: 'bad_request', message: 'The request says it sends JSON but has no body. Send a JSON object.' }
 */
export function errorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof ApiProblem)
    return {
      status: error.statusCode,
      code: error.code,
      message: error.message,
      ...(error.errors === undefined ? {} : { errors: error.errors }),
    };
  const status = statusOf(error);
  if (status >= 500) return { status, code: httpErrorCode(status), message: SERVER_ERROR_MESSAGE };
  const frameworkCode = (error as { code?: unknown } | null)?.code;
  const known = typeof frameworkCode === 'string' ? FRAMEWORK_ERRORS[frameworkCode] : undefined;
  return {
    status,
    code: known?.code ?? httpErrorCode(status),
    message: known?.message ?? STATUS_MESSAGES[status] ?? 'The request could not be handled.',
  };
}
