import type { PortalRoute } from '../../app/portalRoute.ts';
import type { RouteHandle } from '../../app/routeHandle.ts';

/**
 * The auth screens (§2), children of the public layout, each a lazy chunk. `/sign-in` exists on
 * every brand and forwards to `brand.loginPath` where that is `/login` (and the reverse).
 * @example children: [...authRoutes(), notFoundRoute]
 */
export function authRoutes(): PortalRoute[] {
  const login = {
    handle: { titleKey: 'titles.login' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./LoginPage.tsx')).LoginPage }),
  };
  return [
    { path: 'login', ...login },
    { path: 'sign-in', ...login },
    {
      path: 'login/oauth/:provider',
      handle: { titleKey: 'titles.login' } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./OAuthReturnPage.tsx')).OAuthReturnPage }),
    },
    {
      path: 'register',
      handle: { titleKey: 'titles.register' } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./RegisterPage.tsx')).RegisterPage }),
    },
    {
      path: 'reset-password',
      handle: { titleKey: 'titles.resetPassword' } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('./ResetPasswordPage.tsx')).ResetPasswordPage,
      }),
    },
  ];
}
