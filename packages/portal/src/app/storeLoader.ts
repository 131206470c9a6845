import type { ComponentType, ReactNode } from 'react';
import type { AppStore } from './store.ts';

/** The store of a portal with react-redux's Provider, both from the lazily loaded store chunk. */
export interface StoreRuntime {
  store: AppStore;
  Provider: ComponentType<{ store: AppStore; children: ReactNode }>;
}

/** Where loading the store stands; the same object until the next change (a render snapshot). */
export type StoreLoadState =
  | { status: 'idle' }
  | { status: 'loading'; retry: boolean }
  | { status: 'loaded'; runtime: StoreRuntime }
  | { status: 'failed'; error: unknown };

/** Loads a portal's store once, on first demand, and tells subscribers when its state changes. */
export interface StoreLoader {
  /**
   * Starts loading unless it is loading or loaded, and resolves with the store. After a failure
   * it starts again: the chunk may have failed for a moment (offline, a deployment in progress).
   */
  load(): Promise<StoreRuntime>;
  /** The current state: idle, loading, loaded (with the store) or failed (with the error). */
  state(): StoreLoadState;
  /** Calls `listener` whenever the state changes (loading starts, loaded, failed). */
  subscribe(listener: () => void): () => void;
  /**
   * Whether the page's HTML was rendered with the store loaded (a content page rendered with its
   * answers, see `pageAnswers.ts`): the sections that opt in (`WithStore`'s `hydrateLoaded`)
   * hydrate by waiting for the store instead of rendering their fallback.
   */
  readonly hydratesLoaded: boolean;
}

/** The state before the first load, shared (also what a prerender and a hydrating render see). */
export const storeIdle: StoreLoadState = { status: 'idle' };

/**
 * Wraps the creation of a portal's store so it runs once, when the first screen asks for it
 * (DESIGN.md keeps stores in factories; issue 5 keeps Redux out of the public home's first load).
 * A failed creation is not kept: the next `load()` tries again (issue 5 robustness).
 * @example
 * const loader = createStoreLoader(async () => {
 *   const { makeStore, Provider } = await import('./storeRuntime.ts');
 *   return { store: makeStore(extra), Provider };
 * });
 * await loader.load();
 */
export function createStoreLoader(
  create: () => Promise<StoreRuntime>,
  { hydratesLoaded = false }: { hydratesLoaded?: boolean } = {},
): StoreLoader {
  let loading: Promise<StoreRuntime> | undefined;
  let state = storeIdle;
  const listeners = new Set<() => void>();
  const enter = (next: StoreLoadState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    load() {
      if (!loading) {
        enter({ status: 'loading', retry: state.status === 'failed' });
        loading = create().then(
          (runtime) => {
            enter({ status: 'loaded', runtime });
            return runtime;
          },
          (error: unknown) => {
            loading = undefined; // the next load() retries
            enter({ status: 'failed', error });
            throw error;
          },
        );
      }
      return loading;
    },
    state: () => state,
    hydratesLoaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
