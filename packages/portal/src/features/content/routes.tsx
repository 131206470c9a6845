import type { PortalRoute } from '../../app/portalRoute.ts';
import { Navigate } from 'react-router';
import { StoreOutlet } from '../../app/StoreOutlet.tsx';
import type { RouteHandle } from '../../app/routeHandle.ts';
import { useBrand } from '../../brand/BrandContext.tsx';

/** The news area exists only on brands with news (§2: hidden for cloud-plus): else home. */
function NewsOutlet() {
  const { features } = useBrand();
  return features.news ? <StoreOutlet /> : <Navigate to="/" replace />;
}

/**
 * Public routes of §2: news and knowledge base (/news, /news/:id, /knowledge, /knowledge/:id),
 * children of the public layout, each screen a lazy chunk. They read the product API through RTK
 * Query, so they render on the store (`StoreOutlet`), as the auth screens do.
 * @example children: [...contentRoutes(), notFoundRoute]
 */
export function contentRoutes(): PortalRoute[] {
  return [
    {
      element: <NewsOutlet />,
      children: [
        {
          path: 'news',
          handle: { titleKey: 'titles.news' } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('./news/NewsListPage.tsx')).NewsListPage,
          }),
        },
        {
          path: 'news/:id',
          handle: { titleKey: 'titles.news' } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('./news/NewsArticlePage.tsx')).NewsArticlePage,
          }),
        },
      ],
    },
    {
      element: <StoreOutlet />,
      children: [
        {
          path: 'knowledge',
          handle: { titleKey: 'titles.knowledge' } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('./knowledge/KnowledgePage.tsx')).KnowledgePage,
          }),
        },
        {
          path: 'knowledge/:id',
          handle: { titleKey: 'titles.knowledge' } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('./knowledge/KnowledgeArticlePage.tsx')).KnowledgeArticlePage,
          }),
        },
      ],
    },
  ];
}
