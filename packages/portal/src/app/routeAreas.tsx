import { matchRoutes } from 'react-router';
import { withChunkTimeout } from '../features/chunk-failure/chunkLoad.ts';
import type { PortalRoute } from './portalRoute.ts';
import { RootErrorBoundary } from './RootErrorBoundary.tsx';
import { createRouteLoads, keepFailedLoad, loadLazyRoute, type RouteLoads } from './routeLoads.ts';
import { StoreOutlet } from './StoreOutlet.tsx';

/** The id of the public layout route, the parent of the public areas' routes. */
export const PUBLIC_LAYOUT_ID = 'public';

/**
 * A group of routes the portal discovers when a visitor first goes there (`RouteDiscovery`): its
 * route objects are a chunk of their own, so the public home's first load carries only the home's
 * and the 404 page's routes (issue 5 budget).
 */
export interface RouteArea {
  /** Where its routes go: under the public layout, or at the top level (`null`). */
  parentId: typeof PUBLIC_LAYOUT_ID | null;
  /** The first URL path segments it serves (a test checks them against the loaded routes). */
  segments: readonly string[];
  /** Loads the area's route objects. */
  load(): Promise<PortalRoute[]>;
}

/**
 * The route areas of §2. Auth screens and the control area call the product API through RTK
 * Query, so they render once the store has loaded (`StoreOutlet`).
 */
export const ROUTE_AREAS: readonly RouteArea[] = [
  {
    parentId: PUBLIC_LAYOUT_ID,
    segments: ['login', 'sign-in', 'register', 'reset-password'],
    load: async () => [
      {
        element: <StoreOutlet />,
        children: (await import('../features/auth/routes.tsx')).authRoutes(),
      },
    ],
  },
  {
    parentId: PUBLIC_LAYOUT_ID,
    segments: ['company', 'pricing', 'tutorials', 'totp-test'],
    load: async () => (await import('../features/company/routes.tsx')).companyRoutes(),
  },
  {
    parentId: PUBLIC_LAYOUT_ID,
    segments: ['news', 'knowledge'],
    load: async () => (await import('../features/content/routes.tsx')).contentRoutes(),
  },
  {
    parentId: PUBLIC_LAYOUT_ID,
    segments: ['donate'],
    load: async () => (await import('../features/donate/routes.tsx')).donateRoutes(),
  },
  {
    // The control area (issue 5: protected placeholder layout), on the store like the auth screens.
    parentId: null,
    segments: ['control'],
    load: async () => [
      {
        element: <StoreOutlet />,
        errorElement: <RootErrorBoundary />,
        children: (await import('../features/control/routes.tsx')).controlRoutes(),
      },
    ],
  },
];

/**
 * The area serving a URL path, by its first segment.
 * @example areaOf('/login/oauth/github')?.segments.includes('login') // true
 */
export function areaOf(
  pathname: string,
  areas: readonly RouteArea[] = ROUTE_AREAS,
): RouteArea | undefined {
  const first = pathname.split('/').find(Boolean);
  return first === undefined ? undefined : areas.find((area) => area.segments.includes(first));
}

/**
 * The portal's route tree as it grows: the base routes plus the areas loaded so far. React
 * Router's declarative mode renders it (`AppRoutes`); an area's routes are added the first time a
 * visitor goes there, and the lazy screens of the path being opened load with them.
 */
export interface RouteDiscovery {
  /** The route objects, areas added in place (the same array, mutated; see `version`). */
  routes(): PortalRoute[];
  /** Goes up by one each time an area is added. */
  version(): number;
  /** Calls `listener` after an area was added; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The areas not loaded yet. */
  unloadedAreas(): readonly RouteArea[];
  /**
   * Loads the area serving `pathname` (once; again after a failure once the visitor has left the
   * failed page, `forgetFailedLoads`) and adds its routes, then the lazy screens matching
   * `pathname`, so the page renders without suspending. The same promise for the same path while
   * it is under way, done or failed (React's `use` needs a stable one).
   */
  load(pathname: string): Promise<void>;
  /** Counts the loads a navigation waits for (the route loading bar). */
  loads: RouteLoads;
}

/**
 * Route discovery over {@link ROUTE_AREAS} for one portal.
 * @example
 * const discovery = createRouteDiscovery(buildBaseRoutes());
 * await discovery.load(location.pathname);
 * <AppRoutes discovery={discovery} />
 */
export function createRouteDiscovery(
  routes: PortalRoute[],
  areas: readonly RouteArea[] = ROUTE_AREAS,
): RouteDiscovery {
  const loads = createRouteLoads();
  const added = new Set<RouteArea>();
  const pending = new Map<RouteArea, Promise<void>>();
  const listeners = new Set<() => void>();
  const byPath = new Map<string, Promise<void>>();
  let version = 0;

  const addArea = (area: RouteArea, children: PortalRoute[]) => {
    if (added.has(area)) return;
    added.add(area);
    if (area.parentId === null) routes.push(...children);
    else {
      const parent = routes.find((route) => route.id === area.parentId);
      if (!parent) throw new Error(`No route with id ${area.parentId} for ${area.segments[0]}`);
      parent.children = [...(parent.children ?? []), ...children];
    }
    version += 1;
    listeners.forEach((listener) => listener());
  };

  const loadArea = (area: RouteArea): Promise<void> => {
    let load = pending.get(area);
    if (!load) {
      // §9: an area chunk that has not come within 120 s has failed ('Loading chunk failed').
      load = withChunkTimeout(area.load()).then(
        (children) => addArea(area, children),
        (error: unknown) => {
          pending.delete(area); // a later navigation tries again
          throw error;
        },
      );
      pending.set(area, load);
    }
    return load;
  };

  return {
    routes: () => routes,
    version: () => version,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    unloadedAreas: () => areas.filter((area) => !added.has(area)),
    load(pathname) {
      let load = byPath.get(pathname);
      if (!load) {
        const area = areaOf(pathname, areas);
        load = (async () => {
          if (area && !added.has(area)) await loadArea(area);
          await loadLazyRoutes(routes, pathname);
        })();
        // Kept until the visitor leaves (a new promise per render would load again without end).
        load.catch(() => keepFailedLoad(() => byPath.delete(pathname)));
        byPath.set(pathname, loads.track(load));
      }
      return load;
    },
    loads,
  };
}

/**
 * Loads the `lazy` parts of the routes matching `pathname` into the route objects.
 * @example await loadLazyRoutes(routes, '/company/about');
 */
export async function loadLazyRoutes(routes: PortalRoute[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => loadLazyRoute(route)));
}
