import type { LazyScreen, PortalRoute } from './portalRoute.ts';
import { withChunkTimeout } from '../features/chunk-failure/chunkLoad.ts';

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

// Failed loads, kept until the visitor goes elsewhere (forgetFailedLoads). React renders a
// suspended screen again once its promise settles: handed a new load each time, a chunk that keeps
// failing was fetched again without end behind a spinner; handed the same rejected promise, the
// screen throws and its error boundary shows 'Loading chunk failed' (§8).
const failedLoads = new Set<() => void>();

/**
 * Keeps a failed load until {@link forgetFailedLoads}; `forget` drops it from its cache then.
 * @example load.catch(() => keepFailedLoad(() => cache.delete(key)));
 */
export function keepFailedLoad(forget: () => void): void {
  failedLoads.add(forget);
}

/**
 * Forgets the failed loads, so the next visit loads again (an error boundary calls it when the
 * visitor leaves the failed page).
 * @example forgetFailedLoads();
 */
export function forgetFailedLoads(): void {
  const forgets = [...failedLoads];
  failedLoads.clear();
  forgets.forEach((forget) => forget());
}

const lazyLoads = new WeakMap<PortalRoute, Promise<void>>();

/**
 * Loads a route's `lazy` parts once and merges them into the route object (its `Component`), so
 * the next render has them at hand. One that has not come within 120 s has failed (§8, §9 chunk
 * timeout). A failed load is kept until the visitor leaves the page ({@link forgetFailedLoads}),
 * then a retry loads again.
 * @example await loadLazyRoute(route); route.Component // the screen
 */
export function loadLazyRoute(route: PortalRoute): Promise<void> {
  // The same promise once a load has started, before and after it settles: the route's screen
  // hands it to React's use() on every render (see isLazyRoute).
  const known = lazyLoads.get(route);
  if (known) return known;
  const lazy = route.lazy;
  if (typeof lazy !== 'function') return Promise.resolve();
  const load = withChunkTimeout(lazy()).then(
    (parts: LazyScreen) => {
      Object.assign(route, { ...parts, lazy: undefined });
    },
    (error: unknown) => {
      keepFailedLoad(() => lazyLoads.delete(route));
      throw error;
    },
  );
  // React's use() reads a settled promise's outcome from `status` and `value` (its thenable
  // protocol): marked here, first of its handlers, a screen whose load finished before React saw it
  // (loaded ahead of hydration by loadLazyRoutes) renders at once instead of suspending for a tick.
  load.then(
    () => Object.assign(load, { status: 'fulfilled', value: undefined }),
    () => undefined, // React reads a failure itself, and the error boundary shows it
  );
  lazyLoads.set(route, load);
  return load;
}

/**
 * Whether a route has lazy parts, loaded or not. Its screen calls use() with its load on every
 * render, not only while `lazy` is there: React warns ("called use() to suspend in a previous
 * render but did not call use() when it finished") when a render that suspended on use() is
 * retried without that call.
 * @example if (isLazyRoute(route)) use(loadLazyRoute(route));
 */
export function isLazyRoute(route: PortalRoute): boolean {
  return typeof route.lazy === 'function' || lazyLoads.has(route);
}
