import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { RootErrorBoundary } from './RootErrorBoundary.tsx';
import { StoreOutlet } from './StoreOutlet.tsx';

/** The id of the public layout route, the parent of the public areas' routes. */
export const PUBLIC_LAYOUT_ID = 'public';

/**
 * A group of routes the router discovers when a visitor first goes there (React Router's
 * `patchRoutesOnNavigation`): its route objects are a chunk of their own, so the public home's
 * first load carries only the home's and the 404 page's routes (issue 5 budget).
 */
export interface RouteArea {
  /** Where its routes go: under the public layout, or at the top level (`null`). */
  parentId: typeof PUBLIC_LAYOUT_ID | null;
  /** The first URL path segments it serves (a test checks them against the loaded routes). */
  segments: readonly string[];
  /** Loads the area's route objects. */
  load(): Promise<RouteObject[]>;
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

/** Finds the route areas of the paths visited and adds their routes, each area once. */
export interface RouteDiscovery {
  /**
   * Before the router exists: adds the routes of `pathname`'s area to `routes` (so the first
   * render, or the hydration of a prerendered page, already has them).
   */
  addInitial(routes: RouteObject[], pathname: string): Promise<void>;
  /** The router's `patchRoutesOnNavigation`: adds the area of the path navigated to. */
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
}

/**
 * Route discovery over {@link ROUTE_AREAS} for one router.
 * @example
 * const discovery = createRouteDiscovery();
 * await discovery.addInitial(routes, location.pathname);
 * createBrowserRouter(routes, { patchRoutesOnNavigation: discovery.patchRoutesOnNavigation });
 */
export function createRouteDiscovery(areas: readonly RouteArea[] = ROUTE_AREAS): RouteDiscovery {
  const added = new Set<RouteArea>();
  return {
    async addInitial(routes, pathname) {
      const area = areaOf(pathname, areas);
      if (!area || added.has(area)) return;
      added.add(area);
      const children = await area.load();
      if (area.parentId === null) {
        routes.push(...children);
        return;
      }
      const parent = routes.find((route) => route.id === area.parentId);
      if (!parent) throw new Error(`No route with id ${area.parentId} for ${pathname}`);
      parent.children = [...(parent.children ?? []), ...children];
    },
    async patchRoutesOnNavigation({ path, patch, signal }) {
      const area = areaOf(new URL(path, 'http://route.invalid').pathname, areas);
      if (!area || added.has(area)) return;
      const children = await area.load();
      // A navigation that another one replaced meanwhile patches nothing (React Router ignores
      // its patch): the area is left for the navigation that replaced it. And a concurrent one
      // may have added it already: patch once.
      if (signal.aborted || added.has(area)) return;
      added.add(area);
      patch(area.parentId, children);
    },
  };
}
