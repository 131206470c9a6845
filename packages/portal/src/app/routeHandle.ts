import type { ParseKeys } from 'i18next';
import type { ControlScreen } from './paths.ts';

/** Data a route object carries in `handle` (§2: the page title comes from the route's title key). */
export interface RouteHandle {
  /** Key in the common namespace; omitted on screens without a title (new server, reinstall, upgrade). */
  titleKey?: ParseKeys<'common'>;
  /**
   * The control screen the route shows (`paths.ts`): its name in the `account` namespace titles
   * the page ("Volumes — Site"), unless `untitled`.
   */
  screen?: ControlScreen;
  /** §2/issue 13: the new, reinstall and upgrade screens have no page title. */
  untitled?: boolean;
}

/** Reads a route handle defensively (handles are `unknown` in React Router). */
export function readRouteHandle(handle: unknown): RouteHandle {
  return typeof handle === 'object' && handle !== null ? (handle as RouteHandle) : {};
}
