import type { PortalRoute } from '../../app/portalRoute.ts';
import { Navigate } from 'react-router';
import type { RouteHandle } from '../../app/routeHandle.ts';

/**
 * Public routes of §2: the company pages (/company/*), /pricing, /tutorials and /totp-test, children of the public layout, each screen a lazy chunk.
 * @example children: [...companyRoutes(), notFoundRoute]
 */
export function companyRoutes(): PortalRoute[] {
  return [
    {
      path: 'company',
      lazy: async () => ({
        Component: (await import('./CompanyLayout.tsx')).CompanyLayout,
      }),
      children: [
        // §2: /company has children only; its index shows "about".
        { index: true, element: <Navigate to="/company/about" replace /> },
        {
          path: 'about',
          handle: { titleKey: 'titles.companyAbout' } satisfies RouteHandle,
          lazy: async () => ({ Component: (await import('./AboutPage.tsx')).AboutPage }),
        },
        {
          path: 'contact',
          handle: { titleKey: 'titles.companyContact' } satisfies RouteHandle,
          lazy: async () => ({ Component: (await import('./ContactPage.tsx')).ContactPage }),
        },
        {
          path: 'jobs',
          handle: { titleKey: 'titles.companyJobs' } satisfies RouteHandle,
          lazy: async () => ({ Component: (await import('./JobsPage.tsx')).JobsPage }),
        },
        {
          path: 'affiliate-program',
          handle: { titleKey: 'titles.companyAffiliate' } satisfies RouteHandle,
          lazy: async () => ({ Component: (await import('./AffiliatePage.tsx')).AffiliatePage }),
        },
        {
          path: 'data-center-locations',
          handle: { titleKey: 'titles.dataCenters' } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('./DataCentersPage.tsx')).DataCentersPage,
          }),
        },
      ],
    },
    {
      // §2: only when the brand has the pricing page (cloud-plus); the page redirects home otherwise.
      path: 'pricing',
      handle: { titleKey: 'titles.pricing' } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('../pricing/PricingPage.tsx')).PricingPage,
      }),
    },
    {
      path: 'tutorials',
      handle: { titleKey: 'titles.tutorials' } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('../tutorials/TutorialsPage.tsx')).TutorialsPage,
      }),
    },
    {
      path: 'totp-test',
      handle: { titleKey: 'titles.totpTest' } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('../totp-test/TotpTestPage.tsx')).TotpTestPage,
      }),
    },
  ];
}
