import { Navigate } from 'react-router';
import { RootErrorBoundary } from '../../app/RootErrorBoundary.tsx';
import { CONTROL_SCREENS, controlPath, type ControlScreen } from '../../app/paths.ts';
import type { LazyScreen, PortalRoute } from '../../app/portalRoute.ts';
import type { RouteHandle } from '../../app/routeHandle.ts';

/**
 * The screens that exist so far, each a chunk of its own. A screen not listed shows the shell's
 * "coming soon" state (its route exists from now on: links and the palette reach it). To add a
 * screen: write it in its feature folder and add one line here.
 */
const BUILT_SCREENS: Partial<Record<ControlScreen, () => Promise<LazyScreen>>> = {
  serverList: async () => ({
    Component: (await import('../servers/list/ServerListScreen.tsx')).ServerListScreen,
  }),
  serverPage: async () => ({
    Component: (await import('../servers/page/ServerPage.tsx')).ServerPage,
  }),
  newServer: async () => ({
    Component: (await import('../servers/create/ServerFormScreen.tsx')).NewServerScreen,
  }),
  reinstallServer: async () => ({
    Component: (await import('../servers/create/ServerFormScreen.tsx')).ReinstallServerScreen,
  }),
  upgradeServer: async () => ({
    Component: (await import('../servers/create/ServerFormScreen.tsx')).UpgradeServerScreen,
  }),
  billingHistory: async () => ({
    Component: (await import('../billing/history/BillingHistoryScreen.tsx')).BillingHistoryScreen,
  }),
  billingLimits: async () => ({
    Component: (await import('../billing/limits/BillingLimitsScreen.tsx')).BillingLimitsScreen,
  }),
  tickets: async () => ({
    Component: (await import('../support/TicketsScreen.tsx')).TicketsScreen,
  }),
  ticket: async () => ({
    Component: (await import('../support/TicketScreen.tsx')).TicketScreen,
  }),
  newTicket: async () => ({
    Component: (await import('../support/NewTicketScreen.tsx')).NewTicketScreen,
  }),
  accountApi: async () => ({
    Component: (await import('../account/api/AccountApiScreen.tsx')).AccountApiScreen,
  }),
  affiliate: async () => ({
    Component: (await import('../affiliate/programme/AffiliateScreen.tsx')).AffiliateScreen,
  }),
  accountInfo: async () => ({
    Component: (await import('../account/info/AccountInfoScreen.tsx')).AccountInfoScreen,
  }),
  accountSecurity: async () => ({
    Component: (await import('../account/security/AccountSecurityScreen.tsx'))
      .AccountSecurityScreen,
  }),
  payWith: async () => ({
    Component: (await import('../billing/pay/PayWithScreen.tsx')).PayWithScreen,
  }),
};

/**
 * Whether a screen is built (tests: a screen not built shows "coming soon").
 * @example isBuiltScreen('serverList') // true
 */
export function isBuiltScreen(screen: ControlScreen): boolean {
  return screen in BUILT_SCREENS;
}

/** §2/issue 13: no page title on the new, reinstall and upgrade screens. */
const UNTITLED: ReadonlySet<ControlScreen> = new Set([
  'newServer',
  'reinstallServer',
  'upgradeServer',
]);

const comingSoon = (screen: ControlScreen) => async (): Promise<LazyScreen> => {
  const { ComingSoon } = await import('./ComingSoon.tsx');
  return { Component: () => <ComingSoon screen={screen} /> };
};

const redirect = (path: string, to: string): PortalRoute => ({
  path,
  element: <Navigate to={to} replace />,
});

/**
 * The control area (§2): `/control/*` behind login, in its own layout chunk so public pages
 * never load it. Every screen of `CONTROL_SCREENS` has a route; `/control` goes to the server
 * list, section roots to their first screen, unknown paths under servers to the server list,
 * and any other unknown control path to the not-found state inside the shell.
 * @example children: controlRoutes()
 */
export function controlRoutes(): PortalRoute[] {
  const screens = (Object.keys(CONTROL_SCREENS) as ControlScreen[]).map((screen): PortalRoute => ({
    path: CONTROL_SCREENS[screen],
    handle: { screen, untitled: UNTITLED.has(screen) } satisfies RouteHandle,
    lazy: BUILT_SCREENS[screen] ?? comingSoon(screen),
  }));
  const serverList = controlPath('serverList');
  return [
    {
      id: 'control',
      path: 'control',
      errorElement: <RootErrorBoundary />,
      lazy: async () => ({ Component: (await import('./ControlLayout.tsx')).ControlLayout }),
      children: [
        { index: true, element: <Navigate to={serverList} replace /> },
        ...screens,
        redirect('servers', serverList),
        redirect('servers/network', controlPath('networks')),
        redirect('servers/*', serverList),
        redirect('billing', controlPath('payWith', { view: null })),
        redirect('billing/make-payment', controlPath('payWith', { view: null })),
        redirect('object-storage', controlPath('objectStorageBrowse')),
        redirect('support', controlPath('tickets')),
        redirect('account', controlPath('accountInfo')),
        {
          path: '*',
          handle: { titleKey: 'titles.notFound' } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('./ControlNotFound.tsx')).ControlNotFound,
          }),
        },
      ],
    },
  ];
}
