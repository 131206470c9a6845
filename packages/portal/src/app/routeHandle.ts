import type { ParseKeys } from 'i18next';

/** Data a route object carries in `handle` (§2: the page title comes from the route's title key). */
export interface RouteHandle {
  /** Key in the common namespace; omitted on screens without a title (new server, reinstall, upgrade). */
  titleKey?: ParseKeys<'common'>;
}

/** Reads a route handle defensively (handles are `unknown` in React Router). */
export function readRouteHandle(handle: unknown): RouteHandle {
  return typeof handle === 'object' && handle !== null ? (handle as RouteHandle) : {};
}
