import type { CloudMiddleware } from '../types.ts';
import { MIDDLEWARE } from './names.ts';

/**
 * Sends every request with `credentials: 'include'` (§7: "with credentials"), so the gateway's
 * cookies travel with cloud calls too.
 *
 * @example
 * composeMiddleware([credentialsMiddleware()], fetchHandler(fetch));
 */
export function credentialsMiddleware(): CloudMiddleware {
  return {
    name: MIDDLEWARE.credentials,
    handle: (request, next) => next({ ...request, credentials: 'include' }),
  };
}
