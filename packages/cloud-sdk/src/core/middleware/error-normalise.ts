import {
  cloudErrorFromResponse,
  createCloudError,
  isCloudError,
  type CloudError,
} from '../errors.ts';
import { getHeader } from '../headers.ts';
import type { CloudMiddleware, CloudRequest } from '../types.ts';
import { MIDDLEWARE } from './names.ts';

function isAbort(error: unknown, request: CloudRequest): boolean {
  return (
    request.signal?.aborted === true || (error instanceof Error && error.name === 'AbortError')
  );
}

/**
 * Turns anything thrown inside the chain into a `CloudError` value (status 0 for no response).
 *
 * @example
 * toCloudError(new TypeError('Failed to fetch'), request); // { code: 'network_error', status: 0, ... }
 */
export function toCloudError(error: unknown, request: CloudRequest): CloudError {
  if (isCloudError(error)) return error;
  const context = {
    method: request.method,
    path: request.path,
    requestId: getHeader(request.headers, 'X-Openstack-Request-Id'),
  };
  if (isAbort(error, request)) {
    return createCloudError({
      ...context,
      code: 'aborted',
      status: 0,
      message: 'The request was cancelled.',
    });
  }
  if (error instanceof TypeError) {
    return createCloudError({
      ...context,
      code: 'network_error',
      status: 0,
      message: 'The cloud service could not be reached. Check your connection and try again.',
    });
  }
  const detail = error instanceof Error ? error.message : String(error);
  return createCloudError({
    ...context,
    code: 'unknown',
    status: 0,
    message: `Unexpected error: ${detail}`,
  });
}

/**
 * Throws a `CloudError` for every non-2xx response and every failure without a response, so
 * operations only ever see successful responses and callers only ever catch `CloudError`s.
 * Outermost in the default chain, so it also sees the outcome of the last retry.
 *
 * @example
 * insertMiddleware([], errorNormaliseMiddleware());
 */
export function errorNormaliseMiddleware(): CloudMiddleware {
  return {
    name: MIDDLEWARE.errorNormalise,
    async handle(request, next) {
      let response;
      try {
        response = await next(request);
      } catch (error) {
        throw toCloudError(error, request);
      }
      if (!response.ok) throw cloudErrorFromResponse(response, request);
      return response;
    },
  };
}
