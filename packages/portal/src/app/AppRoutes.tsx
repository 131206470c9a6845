import {
  createContext,
  use,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import type { PortalRoute } from './portalRoute.ts';
import type { RouteArea, RouteDiscovery } from './routeAreas.tsx';
import { RouteEffects } from './RouteEffects.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { isLazyRoute, loadLazyRoute, type RouteLoads } from './routeLoads.ts';

const DiscoveryContext = createContext<RouteDiscovery | null>(null);

/**
 * The portal's route discovery (its route tree and pending loads), for the router rules.
 * @example const { routes, loads } = useRouteDiscovery();
 */
export function useRouteDiscovery(): RouteDiscovery {
  const discovery = useContext(DiscoveryContext);
  if (!discovery) throw new Error('useRouteDiscovery() must be used inside <AppRoutes>.');
  return discovery;
}

/** Renders a route's screen: its element or Component, its `lazy` parts once loaded. */
function RouteScreen({ route, loads }: { route: PortalRoute; loads: RouteLoads }) {
  // Suspends on the first visit: inside a router navigation (a transition) the page shown so far
  // stays until the screen's code has come.
  if (isLazyRoute(route)) use(loads.track(loadLazyRoute(route)));
  const { Component } = route;
  if (Component) return <Component />;
  // A route without a screen of its own is a pathless group: its matched child renders.
  return route.element === undefined ? <Outlet /> : route.element;
}

/** Stands for an area not loaded yet: loads it (the route tree then has its real routes). */
function AreaLoader({ discovery }: { discovery: RouteDiscovery }) {
  const { pathname } = useLocation();
  use(discovery.load(pathname));
  return null;
}

/**
 * The render-ready copy of a route (what `useRoutes` gets): the screen through `RouteScreen`, an
 * `errorElement` as an error boundary around it, and a stand-in for each area not loaded yet
 * whose routes go under it.
 */
function renderable(
  route: PortalRoute,
  discovery: RouteDiscovery,
  unloaded: readonly RouteArea[],
): RouteObject {
  let element: ReactNode = <RouteScreen route={route} loads={discovery.loads} />;
  if (route.errorElement !== undefined)
    element = <RouteErrorBoundary fallback={route.errorElement}>{element}</RouteErrorBoundary>;
  const common = { id: route.id, handle: route.handle, element };
  if (route.index) return { ...common, index: true, path: route.path };
  const children = [
    ...(route.children ?? []).map((child) => renderable(child, discovery, unloaded)),
    ...(route.id === undefined ? [] : placeholders(route.id, discovery, unloaded)),
  ];
  return {
    ...common,
    path: route.path,
    caseSensitive: route.caseSensitive,
    children: children.length > 0 ? children : undefined,
  };
}

/** Stand-in routes (`segment/*`) for the unloaded areas that go under `parentId`. */
function placeholders(
  parentId: string | null,
  discovery: RouteDiscovery,
  unloaded: readonly RouteArea[],
): RouteObject[] {
  return unloaded
    .filter((area) => area.parentId === parentId)
    .flatMap((area) =>
      area.segments.map((segment) => ({
        path: `${segment}/*`,
        element: <AreaLoader discovery={discovery} />,
      })),
    );
}

/**
 * The portal's routes, rendered by React Router's declarative API (`useRoutes`) from the route
 * objects of `routes.tsx` and the route areas: route objects keep their data-router shape
 * (`lazy`, `handle`, `errorElement`), which this component brings to life. Must be inside a
 * router (`BrowserRouter`, `MemoryRouter` or `StaticRouter`).
 * @example <BrowserRouter><AppRoutes discovery={discovery} /></BrowserRouter>
 */
export function AppRoutes({ discovery }: { discovery: RouteDiscovery }) {
  const version = useSyncExternalStore(discovery.subscribe, discovery.version, discovery.version);
  const table = useMemo(() => {
    const unloaded = discovery.unloadedAreas();
    return [
      ...discovery.routes().map((route) => renderable(route, discovery, unloaded)),
      ...placeholders(null, discovery, unloaded),
    ];
    // `version` stands for the mutable route tree.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [discovery, version]);
  const element = useRoutes(table);
  return (
    <DiscoveryContext.Provider value={discovery}>
      {/* The router rules of §2, once for every layout (public, auth, control). */}
      <RouteEffects />
      {element}
    </DiscoveryContext.Provider>
  );
}
