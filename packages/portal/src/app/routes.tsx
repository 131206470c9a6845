import type { RouteObject } from 'react-router';
import { authRoutes } from '../features/auth/routes.tsx';
import { companyRoutes } from '../features/company/routes.tsx';
import { contentRoutes } from '../features/content/routes.tsx';
import { controlRoutes } from '../features/control/routes.tsx';
import { donateRoutes } from '../features/donate/routes.tsx';
import { PublicLayout } from '../features/layout/PublicLayout.tsx';
import { RootErrorBoundary } from './RootErrorBoundary.tsx';
import { StoreOutlet } from './StoreOutlet.tsx';
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
        ...companyRoutes(),
        ...contentRoutes(),
        ...donateRoutes(),
        // Auth screens (issue 5): login, sign-in, OAuth return, register, reset-password. They
        // call the product API through RTK Query, so they render once the store has loaded.
        { element: <StoreOutlet />, children: authRoutes() },
        {
          path: '*',
          handle: { titleKey: 'titles.notFound' } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('../features/not-found/NotFoundPage.tsx')).NotFoundPage,
          }),
        },
      ],
    },
    // The control area (issue 5: protected placeholder layout), on the store like the auth screens.
    { element: <StoreOutlet />, errorElement: <RootErrorBoundary />, children: controlRoutes() },
  ];
}
