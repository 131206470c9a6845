import type { RouteObject } from 'react-router';

/**
 * Public routes of §2: the company pages (/company/*), /pricing, /tutorials and /totp-test, children of the public layout, each screen a lazy chunk.
 * @example children: [...companyRoutes(), notFoundRoute]
 */
export function companyRoutes(): RouteObject[] {
  return [];
}
