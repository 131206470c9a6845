import { initialRefreshWatch, type RefreshWatch } from './refreshWatch.ts';

/** A {@link RefreshWatch} that React components read and change (`useSyncExternalStore`). */
export interface RefreshWatchStore {
  get(): RefreshWatch;
  update(change: (watch: RefreshWatch) => RefreshWatch): void;
  subscribe(listener: () => void): () => void;
}

/**
 * A holder of one page's refresh watch.
 * @example const watch = createRefreshWatchStore(); watch.update((w) => refreshKeyReceived(w, 'v1', Date.now()));
 */
export function createRefreshWatchStore(
  initial: RefreshWatch = initialRefreshWatch,
): RefreshWatchStore {
  let watch = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => watch,
    update(change) {
      const next = change(watch);
      if (next === watch) return;
      watch = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

// One watch per portal, keyed by its Redux store: the key at load and a running countdown outlive
// the toast's component (a visit to a public page and back), and two portals never share one.
const watches = new WeakMap<object, RefreshWatchStore>();

/**
 * The refresh watch of the portal whose Redux store is `owner`, made on first use.
 * @example const watch = refreshWatchOf(useStore());
 */
export function refreshWatchOf(owner: object): RefreshWatchStore {
  let watch = watches.get(owner);
  if (!watch) {
    watch = createRefreshWatchStore();
    watches.set(owner, watch);
  }
  return watch;
}
