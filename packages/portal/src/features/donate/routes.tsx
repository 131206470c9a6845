import type { RouteObject } from 'react-router';

/**
 * Public routes of §2: the donation page (/donate and its child pay-with), children of the public layout, each screen a lazy chunk.
 * @example children: [...donateRoutes(), notFoundRoute]
 */
export function donateRoutes(): RouteObject[] {
  return [];
}
