import type { PortalRoute } from './portalRoute.ts';
import { HomePage } from '../features/home/HomePage.tsx';
import { PublicLayout } from '../features/layout/PublicLayout.tsx';
import { RootErrorBoundary } from './RootErrorBoundary.tsx';
import {
  createRouteDiscovery,
  PUBLIC_LAYOUT_ID,
  ROUTE_AREAS,
  type RouteDiscovery,
} from './routeAreas.tsx';
import type { RouteHandle } from './routeHandle.ts';

/**
 * The routes every page starts with (§2): the public layout with the home and the 404 page. The
 * other screens are in route areas (`routeAreas.tsx`), added when a visitor first goes there.
 * Each screen is a lazy chunk; the layout and the error boundary are in the entry chunk so a
 * failing screen never leaves a blank page.
 * @example const discovery = createRouteDiscovery(buildBaseRoutes());
 */
export function buildBaseRoutes(): PortalRoute[] {
  return [
    {
      id: PUBLIC_LAYOUT_ID,
      element: <PublicLayout />,
      errorElement: <RootErrorBoundary />,
      children: [
        {
          index: true,
          handle: { titleKey: 'titles.home' } satisfies RouteHandle,
          // In the entry: the page most visitors land on, prerendered, hydrated at once.
          Component: HomePage,
        },
        {
          path: '*',
          handle: { titleKey: 'titles.notFound' } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('../features/not-found/NotFoundPage.tsx')).NotFoundPage,
          }),
        },
      ],
    },
  ];
}

/**
 * The portal's route discovery with every route area loaded: for prerendering, where no
 * navigation discovers them.
 * @example const discovery = await discoverAllRoutes(); await discovery.load('/company/about');
 */
export async function discoverAllRoutes(): Promise<RouteDiscovery> {
  const discovery = createRouteDiscovery(buildBaseRoutes());
  // One after the other: the areas keep their order in the tree.
  for (const area of ROUTE_AREAS) await discovery.load(`/${area.segments[0] ?? ''}`);
  return discovery;
}
