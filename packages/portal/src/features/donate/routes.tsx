import type { PortalRoute } from '../../app/portalRoute.ts';
import { StoreOutlet } from '../../app/StoreOutlet.tsx';
import type { RouteHandle } from '../../app/routeHandle.ts';

/**
 * Public routes of §2: the donation page (/donate and its child pay-with), children of the public
 * layout, each screen a lazy chunk. Client-rendered (publicPages.ts `CLIENT_RENDERED_AREAS`):
 * both steps call the product API, and the return from the payment page is a status lookup.
 * @example children: [...donateRoutes(), notFoundRoute]
 */
export function donateRoutes(): PortalRoute[] {
  return [
    {
      path: 'donate',
      element: <StoreOutlet />,
      children: [
        {
          index: true,
          handle: { titleKey: 'titles.donate' } satisfies RouteHandle,
          lazy: async () => ({ Component: (await import('./DonatePage.tsx')).DonatePage }),
        },
        {
          path: 'pay-with',
          handle: { titleKey: 'titles.donatePayWith' } satisfies RouteHandle,
          lazy: async () => ({ Component: (await import('./PayWithPage.tsx')).PayWithPage }),
        },
      ],
    },
  ];
}
