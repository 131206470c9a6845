import type { ComponentType, ReactNode } from 'react';
import type { RouteHandle } from './routeHandle.ts';

/** What a route's `lazy` function resolves to: the screen, nothing else. */
export interface LazyScreen {
  Component: ComponentType;
}

/** The keys every portal route may have: all of them honoured by `AppRoutes` (see README). */
interface PortalRouteBase {
  /** Unique id; route areas attach under the route with `PUBLIC_LAYOUT_ID`. */
  id?: string;
  /** Title and screen name (`RouteEffects` sets the document title from it). */
  handle?: RouteHandle;
  /** The screen, when it is in the parent's chunk. */
  Component?: ComponentType;
  /** An element instead of a screen (a `<Navigate>`, a layout with props). */
  element?: ReactNode;
  /** Rendered by an error boundary around this route's screen when it throws. */
  errorElement?: ReactNode;
  /** The screen as a chunk of its own, loaded before the route renders (function form only). */
  lazy?: () => Promise<LazyScreen>;
  caseSensitive?: boolean;
}

/** An index route: the parent's default child. */
export interface PortalIndexRoute extends PortalRouteBase {
  index: true;
  path?: undefined;
  children?: undefined;
}

/** A path (or pathless layout) route, with children. */
export interface PortalBranchRoute extends PortalRouteBase {
  index?: false;
  path?: string;
  children?: PortalRoute[];
}

/**
 * A route of the portal. React Router's `RouteObject` also admits `loader`, `action`,
 * `shouldRevalidate`, object-form `lazy` and more, which only its data router acts on: the
 * portal renders routes in declarative mode (`AppRoutes`), so those keys would be silently
 * dropped. This type admits only what `AppRoutes` honours, so such a key is a compile error.
 * @example const route: PortalRoute = { path: 'servers/list', lazy: async () => ({ Component: (await import('./List.tsx')).List }) };
 */
export type PortalRoute = PortalIndexRoute | PortalBranchRoute;
