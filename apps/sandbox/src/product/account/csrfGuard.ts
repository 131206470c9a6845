import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isCsrfTokenValid, isSameOriginRequest } from '../../platform/security/csrf.ts';
import { safeEqual } from '../../platform/security/tokens.ts';
import { apiError } from '../../platform/http/apiError.ts';
import { readSessionCookie, type AccountContext } from './context.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether the request was routed to a product-API route, judged by the route the router matched
 * (`/api/logout/`), never by the raw URL: the router percent-decodes the path, so `/%61pi/logout/`
 * reaches `/api/logout/` although its URL does not start with `/api/`. Unmatched requests
 * (`/API/...`, `//api/...`: the router is case-sensitive and keeps empty segments) have no route
 * and are left to the 404 handler.
 */
function isApiRoute(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && (route === '/api' || route.startsWith('/api/'));
}

/**
 * The CSRF rule of the product API (DESIGN security, SPEC §7): every POST/PUT/PATCH/DELETE routed
 * to an `/api/` route (however its URL is encoded) needs `X-CSRFToken` equal to the `csrftoken__` cookie, that token signed for the
 * current session, and no cross-site origin; otherwise 403 `csrf_failed`. Any `/api/` request
 * whose cookie is missing or belongs to another session gets a fresh one. Unknown routes are left
 * to the 404 handler.
 *
 * @example
 * addCsrfGuard(app, context); // on the root instance, before the API routes
 */
export function addCsrfGuard(app: FastifyInstance, context: AccountContext): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRoute(request)) return;
    const binding = context.csrfBinding(request);
    const cookie = readSessionCookie(request, 'csrf');
    const cookieValid =
      cookie !== undefined && isCsrfTokenValid(context.keys.csrf, cookie, binding);
    if (!cookieValid && !context.refreshJustRotated(request))
      context.setCsrfCookie(request, reply, binding);
    if (!MUTATING.has(request.method)) return;

    const header = request.headers['x-csrftoken'];
    const sameOrigin = isSameOriginRequest({
      origin: typeof request.headers.origin === 'string' ? request.headers.origin : undefined,
      secFetchSite:
        typeof request.headers['sec-fetch-site'] === 'string'
          ? request.headers['sec-fetch-site']
          : undefined,
      host: request.headers.host,
    });
    if (sameOrigin && cookieValid && typeof header === 'string' && safeEqual(header, cookie))
      return;
    await reply
      .code(403)
      .send(
        apiError(
          'csrf_failed',
          sameOrigin
            ? 'The request could not be verified. Reload the page and try again.'
            : 'Cross-site requests are not allowed.',
        ),
      );
  });
}
