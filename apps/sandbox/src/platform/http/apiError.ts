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
