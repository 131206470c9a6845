import {
  createContext,
  Suspense,
  useContext,
  useEffect,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { StoreLoader } from './storeLoader.ts';

const StoreLoaderContext = createContext<StoreLoader | null>(null);

/** Gives the screens below it the portal's store loader (PortalView and the prerender set it). */
export const StoreLoaderProvider = StoreLoaderContext.Provider;

const noStore = () => undefined;

/**
 * The portal's store loader, for a control that must act before the store has loaded (it loads
 * it, then dispatches).
 * @example const loader = useStoreLoader(); void loader.load().then(({ store }) => store.dispatch(action));
 */
export function useStoreLoader(): StoreLoader {
  const loader = useContext(StoreLoaderContext);
  if (!loader)
    throw new Error('The store loader needs a StoreLoaderProvider above it (PortalView).');
  return loader;
}

/**
 * Renders `children` inside the portal's Redux Provider once the store has loaded, `fallback`
 * until then. The store loads after the first render (an effect), and a hydrating render always
 * shows `fallback`, as the prerendered HTML does, so hydration never mismatches. Children that
 * are lazy components suspend to the same fallback.
 * @example <WithStore fallback={<Spinner label="Loading" />}><RegionList /></WithStore>
 */
export function WithStore({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const loader = useStoreLoader();
  const runtime = useSyncExternalStore(loader.subscribe, loader.current, noStore);
  useEffect(() => {
    // A failed load is rethrown by `current()` during render, for the route's error boundary.
    loader.load().catch(() => undefined);
  }, [loader]);
  if (!runtime) return fallback;
  const { Provider, store } = runtime;
  return (
    <Provider store={store}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </Provider>
  );
}
