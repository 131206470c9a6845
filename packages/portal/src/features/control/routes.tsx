import { Navigate, type RouteObject } from 'react-router';
import { RootErrorBoundary } from '../../app/RootErrorBoundary.tsx';
import type { RouteHandle } from '../../app/routeHandle.ts';

/**
 * The control area (§2): `/control/*` behind login, in its own layout chunk so public pages
 * never load it. `/control` (and any path not built yet) redirects to the server list.
 * @example children: controlRoutes()
 */
export function controlRoutes(): RouteObject[] {
  return [
    {
      id: 'control',
      path: 'control',
      errorElement: <RootErrorBoundary />,
      lazy: async () => ({ Component: (await import('./ControlLayout.tsx')).ControlLayout }),
      children: [
        { index: true, element: <Navigate to="/control/servers/list" replace /> },
        {
          path: 'servers/list',
          handle: { titleKey: 'titles.servers' } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('./ServerListPlaceholder.tsx')).ServerListPlaceholder,
          }),
        },
        { path: '*', element: <Navigate to="/control/servers/list" replace /> },
      ],
    },
  ];
}
