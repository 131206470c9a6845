import type { RouteObject } from 'react-router';
import { PublicLayout } from '../features/layout/PublicLayout.tsx';
import { RootErrorBoundary } from './RootErrorBoundary.tsx';
import type { RouteHandle } from './routeHandle.ts';

/**
 * The route objects of the portal (§2). Each screen is a lazy chunk; the layout and the error
 * boundary are in the entry chunk so a failing screen never leaves a blank page.
 */
export function buildRoutes(): RouteObject[] {
  return [
    {
      id: 'public',
      element: <PublicLayout />,
      errorElement: <RootErrorBoundary />,
      children: [
        {
          index: true,
          handle: { titleKey: 'titles.home' } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('../features/home/HomePage.tsx')).HomePage,
          }),
        },
        {
          // The control area: a placeholder for now (issue 5), rendered on the client only.
          path: 'control/*',
          handle: { titleKey: 'titles.control' } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('../features/control/ControlPage.tsx')).ControlPage,
          }),
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
