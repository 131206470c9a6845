import { getHeader, setHeader } from '../headers.ts';
import type { CloudMiddleware } from '../types.ts';
import { MIDDLEWARE } from './names.ts';

/** Options of `requestIdMiddleware`. */
export interface RequestIdOptions {
  /** Makes the id. Default: `req-${crypto.randomUUID()}`, OpenStack's own format. */
  readonly generate?: () => string;
}

/**
 * Adds `X-Openstack-Request-Id: req-<uuid>` (OpenStack's global request id) unless the call set
 * one, so a failed call can be found in the cloud's logs. It sits outside `retry`: all attempts
 * of one call share the id.
 *
 * @example
 * requestIdMiddleware({ generate: () => 'req-test' });
 */
export function requestIdMiddleware(options: RequestIdOptions = {}): CloudMiddleware {
  const generate = options.generate ?? (() => `req-${crypto.randomUUID()}`);
  return {
    name: MIDDLEWARE.requestId,
    handle(request, next) {
      if (getHeader(request.headers, 'X-Openstack-Request-Id') !== undefined) return next(request);
      return next({
        ...request,
        headers: setHeader(request.headers, 'X-Openstack-Request-Id', generate()),
      });
    },
  };
}
