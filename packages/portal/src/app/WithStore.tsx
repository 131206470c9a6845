import { Button, Spinner } from '@cloud-portal/ui';
import {
  createContext,
  isValidElement,
  Suspense,
  use,
  useContext,
  useDeferredValue,
  useEffect,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  storeIdle,
  type StoreLoader,
  type StoreLoadState,
  type StoreRuntime,
} from './storeLoader.ts';
import styles from './WithStore.module.css';

const StoreLoaderContext = createContext<StoreLoader | null>(null);

/** Gives the screens below it the portal's store loader (PortalView and the prerender set it). */
export const StoreLoaderProvider = StoreLoaderContext.Provider;

const idle = () => storeIdle;
const retryLoad = (loader: StoreLoader) => loader.load().catch(() => undefined);

/** A promise React's `use` reads as already settled (no suspending). */
function settledPromise(): Promise<unknown> {
  return Object.assign(Promise.resolve(undefined), { status: 'fulfilled', value: undefined });
}
const NOTHING_TO_WAIT_FOR = settledPromise();

// One settled promise per load: React's `use` must see the same promise on every retry.
const settledLoads = new WeakMap<Promise<StoreRuntime>, Promise<unknown>>();

/**
 * What a hydrating section on the store waits for: the load in progress (settled either way; a
 * failure is the section's state, not an error), or nothing. `use` is called with it on every
 * render, so the hook order never changes between the suspended render and the retried one.
 */
function storeWait(loader: StoreLoader, state: StoreLoadState): Promise<unknown> {
  if (state.status !== 'loading' && state.status !== 'loaded') return NOTHING_TO_WAIT_FOR;
  if (state.status === 'loading' && state.retry) return NOTHING_TO_WAIT_FOR;
  const load = loader.load(); // loading or loaded: the same promise, no state change
  let wait = settledLoads.get(load);
  if (!wait) {
    wait =
      state.status === 'loaded'
        ? settledPromise()
        : load.then(
            () => undefined,
            () => undefined,
          );
    settledLoads.set(load, wait);
  }
  return wait;
}

/**
 * The portal's store loader, for a control that must act before the store has loaded (it loads
 * it, then dispatches).
 * @example const loader = useStoreLoader(); void loader.load().then(({ store }) => store.dispatch(action));
 */
export function useStoreLoader(): StoreLoader {
  const loader = useContext(StoreLoaderContext);
  if (!loader) throw new Error('No StoreLoaderProvider above this screen (PortalView sets it).');
  return loader;
}

// The state of a section whose store did not load (offline, or a deployment replaced the chunk):
// what happened and a button that loads it again; the rest of the page stays (issue 5).
function StoreLoadFailed({ retrying }: { retrying: boolean }) {
  const { t } = useTranslation();
  const loader = useStoreLoader();
  return (
    <div role="alert" className={styles.failed}>
      <p>{t('storeFailed.text')}</p>
      <Button
        size="sm"
        variant="secondary"
        loading={retrying}
        onClick={() => void retryLoad(loader)}
      >
        {t('storeFailed.retry')}
      </Button>
    </div>
  );
}

/**
 * Renders `children` inside the portal's Redux Provider once the store has loaded, `fallback`
 * until then. The store loads after the first render (an effect), and a hydrating render always
 * shows `fallback`, as the prerendered HTML does, so hydration never mismatches. Children that
 * are lazy components suspend to the same fallback.
 *
 * With `hydrateLoaded`, on a page whose HTML was rendered with the store and its answers
 * (`storeLoader.hydratesLoaded`, issue 15), the section is that HTML instead: the render that
 * made it had the store (the server snapshot is the loader's state), and a hydrating render waits
 * for the store (it suspends, so React keeps the HTML on screen) and then renders the same markup
 * from the answers put in its cache. Its own Suspense boundary keeps the wait to this section.
 *
 * When the store fails to load, the section shows `failure`. By default that is the retry message
 * ({@link StoreLoadFailed}) where `fallback` is a spinner (a wait that would never end), and
 * `fallback` itself otherwise: a guest view (sign-in links) or nothing works without the store.
 * @example <WithStore fallback={<Spinner label="Loading" />}><RegionList /></WithStore>
 */
export function WithStore({
  children,
  fallback,
  failure,
  hydrateLoaded = false,
}: {
  /** What needs the store. */
  children: ReactNode;
  /** Shown until the store has loaded (and in the prerendered HTML). */
  fallback: ReactNode;
  /** Shown when the store failed to load. Default: see above. */
  failure?: ReactNode;
  /** Hydrate HTML rendered with the store, on pages rendered so (see above). */
  hydrateLoaded?: boolean;
}) {
  const loader = useStoreLoader();
  if (!hydrateLoaded || !loader.hydratesLoaded)
    return (
      <StoreSection fallback={fallback} failure={failure} waitForStore={false}>
        {children}
      </StoreSection>
    );
  return (
    <Suspense fallback={fallback}>
      <StoreSection fallback={fallback} failure={failure} waitForStore>
        {children}
      </StoreSection>
    </Suspense>
  );
}

function StoreSection({
  children,
  fallback,
  failure,
  waitForStore,
}: {
  children: ReactNode;
  fallback: ReactNode;
  failure: ReactNode | undefined;
  waitForStore: boolean;
}) {
  const loader = useStoreLoader();
  const current = useSyncExternalStore(
    loader.subscribe,
    loader.state,
    waitForStore ? loader.state : idle,
  );
  // Issue 15: the store's arrival re-rendered every section on the page at once, synchronously
  // (`useSyncExternalStore`), in the task that loaded it: each section's first render with the
  // store (the header's session actions, the banners, the data sections) in one long task on a
  // phone. A deferred copy keeps that render to "nothing changed" and renders the sections with
  // the store at a lower priority, in slices. A section mounted with the store loaded (a client
  // navigation) gets the loaded state at once: a deferred value starts as the value.
  const state = useDeferredValue(current);
  useEffect(() => {
    // A failure is a state of this section (below), not an error for the route's boundary.
    void retryLoad(loader);
  }, [loader]);
  // A hydrating section waits for the load the portal started for such a page (createPortal).
  if (waitForStore) use(storeWait(loader, state));
  if (state.status === 'loaded') {
    const { Provider, store } = state.runtime;
    return (
      <Provider store={store}>
        <Suspense fallback={fallback}>{children}</Suspense>
      </Provider>
    );
  }
  const failed = state.status === 'failed';
  // While the retry button's load runs, its message stays (with a busy button, keeping focus).
  if (failed || (state.status === 'loading' && state.retry)) {
    if (failure !== undefined) return failure;
    if (isValidElement(fallback) && fallback.type === Spinner)
      return <StoreLoadFailed retrying={!failed} />;
  }
  return fallback;
}
