import type { ApiError } from '@cloud-portal/api-client';

/**
 * Builds the product API's error body (`Error` in openapi.yaml).
 *
 * @example
 * reply.code(404).send(apiError('not_found', 'Region not found.'));
 */
export function apiError(
  code: string,
  message: string,
  errors?: Record<string, string[]>,
): ApiError {
  return errors === undefined ? { code, message } : { code, message, errors };
}

/**
 * A client error the sandbox raises on purpose: its code, message and field errors are written
 * for the client and are answered as they are (any other error's text stays in the log).
 *
 * @example
 * throw new ApiProblem(400, 'invalid_input', 'Enter a valid email address.', { email: ['Enter a valid email address.'] });
 */
export class ApiProblem extends Error {
  override readonly name = 'ApiProblem';
  /** HTTP status, 4xx. */
  readonly statusCode: number;
  /** The body's stable `code`. */
  readonly code: string;
  /** Field errors (`errors` of the body). */
  readonly errors: Record<string, string[]> | undefined;

  constructor(
    statusCode: number,
    code: string,
    message: string,
    errors?: Record<string, string[]>,
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.errors = errors;
  }
}
