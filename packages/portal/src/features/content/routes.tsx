import type { RouteObject } from 'react-router';

/**
 * Public routes of §2: news and knowledge base (/news, /news/:id, /knowledge, /knowledge/:id), children of the public layout, each screen a lazy chunk.
 * @example children: [...contentRoutes(), notFoundRoute]
 */
export function contentRoutes(): RouteObject[] {
  return [];
}
