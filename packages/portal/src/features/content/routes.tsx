import type { PortalRoute } from '../../app/portalRoute.ts';
import { Navigate, Outlet } from 'react-router';
import type { RouteHandle } from '../../app/routeHandle.ts';
import { useBrand } from '../../brand/BrandContext.tsx';

/** The news area exists only on brands with news (§2: hidden for cloud-plus): else home. */
function NewsOutlet() {
  const { features } = useBrand();
  return features.news ? <Outlet /> : <Navigate to="/" replace />;
}

/**
 * Public routes of §2: news and knowledge base (/news, /news/:id, /knowledge, /knowledge/:id),
 * children of the public layout, each screen a lazy chunk. They read the product API through RTK
 * Query, so each screen renders on the store (`ContentScreen`), its own loading state until then:
 * the build prerenders that state as the page's shell (issue 15, `PRERENDERED_PAGES`).
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
            Component: (await import('./news/NewsListPage.tsx')).NewsListScreen,
          }),
        },
        {
          path: 'news/:id',
          handle: { titleKey: 'titles.news' } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('./news/NewsArticlePage.tsx')).NewsArticleScreen,
          }),
        },
      ],
    },
    {
      path: 'knowledge',
      handle: { titleKey: 'titles.knowledge' } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('./knowledge/KnowledgePage.tsx')).KnowledgeScreen,
      }),
    },
    {
      path: 'knowledge/:id',
      handle: { titleKey: 'titles.knowledge' } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('./knowledge/KnowledgeArticlePage.tsx')).KnowledgeArticleScreen,
      }),
    },
  ];
}
