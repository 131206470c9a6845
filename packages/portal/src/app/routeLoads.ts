import type { LazyScreen, PortalRoute } from './portalRoute.ts';

/**
 * The code loads a navigation waits for (lazy screens, route areas), counted so the route loading
 * bar (§2 loading flag) is up while any is under way. React Router's declarative mode has no
 * navigation state of its own: this is it.
 */
export interface RouteLoads {
  /** Counts `promise` (once, however often it is passed) as pending until it settles; returns it. */
  track<T>(promise: Promise<T>): Promise<T>;
  /** How many loads are under way. */
  pending(): number;
  /** Calls `listener` when the count changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/**
 * A counter of pending route loads. Listeners hear of a change in a microtask: loads start while
 * React renders a suspending screen, and a store update must not land inside that render.
 * @example const loads = createRouteLoads(); await loads.track(import('./Page.tsx'));
 */
export function createRouteLoads(): RouteLoads {
  let count = 0;
  const listeners = new Set<() => void>();
  const tracked = new WeakSet<Promise<unknown>>();
  const notify = () => queueMicrotask(() => listeners.forEach((listener) => listener()));
  return {
    track(promise) {
      if (tracked.has(promise)) return promise;
      tracked.add(promise);
      count += 1;
      notify();
      const settle = () => {
        count -= 1;
        notify();
      };
      promise.then(settle, settle);
      return promise;
    },
    pending: () => count,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const lazyLoads = new WeakMap<PortalRoute, Promise<void>>();

/**
 * Loads a route's `lazy` parts once and merges them into the route object (its `Component`), so
 * the next render has them at hand. A failed load is forgotten, so a retry loads again.
 * @example await loadLazyRoute(route); route.Component // the screen
 */
export function loadLazyRoute(route: PortalRoute): Promise<void> {
  const lazy = route.lazy;
  if (typeof lazy !== 'function') return Promise.resolve();
  let load = lazyLoads.get(route);
  if (!load) {
    load = lazy().then(
      (parts: LazyScreen) => {
        Object.assign(route, { ...parts, lazy: undefined });
      },
      (error: unknown) => {
        lazyLoads.delete(route);
        throw error;
      },
    );
    lazyLoads.set(route, load);
  }
  return load;
}
