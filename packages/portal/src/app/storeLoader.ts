import type { ComponentType, ReactNode } from 'react';
import type { AppStore } from './store.ts';

/** The store of a portal with react-redux's Provider, both from the lazily loaded store chunk. */
export interface StoreRuntime {
  store: AppStore;
  Provider: ComponentType<{ store: AppStore; children: ReactNode }>;
}

/** Loads a portal's store once, on first demand, and tells subscribers when it is there. */
export interface StoreLoader {
  /** Starts loading (once) and resolves with the store. */
  load(): Promise<StoreRuntime>;
  /** The store if loaded; throws the loading error if loading failed. */
  current(): StoreRuntime | undefined;
  /** Calls `listener` when loading ends (loaded or failed). */
  subscribe(listener: () => void): () => void;
}

/**
 * Wraps the creation of a portal's store so it runs once, when the first screen asks for it
 * (DESIGN.md keeps stores in factories; issue 5 keeps Redux out of the public home's first load).
 * @example
 * const loader = createStoreLoader(async () => {
 *   const { makeStore, Provider } = await import('./storeRuntime.ts');
 *   return { store: makeStore(extra), Provider };
 * });
 * await loader.load();
 */
export function createStoreLoader(create: () => Promise<StoreRuntime>): StoreLoader {
  let loading: Promise<StoreRuntime> | undefined;
  let runtime: StoreRuntime | undefined;
  let failure: { error: unknown } | undefined;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    load() {
      loading ??= create().then(
        (created) => {
          runtime = created;
          notify();
          return created;
        },
        (error: unknown) => {
          failure = { error };
          notify();
          throw error;
        },
      );
      return loading;
    },
    current() {
      if (failure) throw failure.error;
      return runtime;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
