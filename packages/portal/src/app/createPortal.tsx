import type { ApiClient } from '@cloud-portal/api-client';
import type { i18n } from 'i18next';
import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import {
  BrowserRouter,
  matchPath,
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
} from 'react-router';
import { createToaster, type Toaster } from '@cloud-portal/ui';
import { BrandProvider } from '../brand/BrandContext.tsx';
import { withChunkTimeout } from '../features/chunk-failure/chunkLoad.ts';
import type { BrandConfig } from '../brand/brand.types.ts';
import type { RegionSessionBucket } from '@cloud-portal/domain/regions';
import type { Language } from '@cloud-portal/i18n';
import { readColorSchemeChoice } from './colorScheme.ts';
import { createI18n, initialLanguage } from './i18n.ts';
import { warmUpIntl } from './intlWarmUp.ts';
import { runPreloadedModules } from './preloadedModules.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { RootErrorBoundary } from './RootErrorBoundary.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { createRouteDiscovery, type RouteDiscovery } from './routeAreas.tsx';
import { isPathPattern } from './publicPages.ts';
import { buildBaseRoutes } from './routes.tsx';
import type { AppStore } from './store.ts';
import { readPageAnswers, type PageAnswer } from './pageAnswers.ts';
import { createStoreLoader, type StoreLoader } from './storeLoader.ts';
import { createNavigationGuard, type NavigationGuard } from './navigationGuard.ts';
import { NavigationGuardProvider } from './useUnsavedChangesWarning.ts';
import { StoreLoaderProvider } from './WithStore.tsx';
import { yieldToMain } from './yieldToMain.ts';

/** Options for tests and embedding; production brand apps pass none. */
export interface PortalOptions {
  /** Product API client; default: `createApiClient` at `brand.endpoints.api` with CSRF and session renewal. */
  apiClient?: ApiClient;
  /** Start in a memory router at these entries instead of the browser's history (tests, Storybook). */
  initialEntries?: string[];
  /** Browser language preferences; default `navigator.languages`. */
  browserLanguages?: readonly string[];
  /** The session's region bucket (§4); default: kept in sessionStorage, drawn at random once. */
  regionBucket?: RegionSessionBucket;
  /** Start in this language, ignoring the stored choice and the browser (Storybook's toolbar). */
  language?: Language;
  /**
   * Whether the portal owns `<html>`: sets `lang`, `data-brand` and applies the colour scheme
   * (`data-theme`). Default true; Storybook passes false because its toolbars own them.
   */
  ownsDocument?: boolean;
  /**
   * The answers the page was rendered with (issue 15, `pageAnswers.ts`); default: the document's
   * carrier when the portal owns the document. With answers the store loads at once and they go
   * into its cache before any section renders with it.
   */
  pageAnswers?: readonly PageAnswer[];
}

/**
 * The router of a mounted portal as tests and embedders see it: where it is and a way to go
 * elsewhere. Filled in once the portal renders.
 */
export interface PortalRouter {
  /** The current location (the initial one until the portal has rendered). */
  location: Location;
  /** How the current location was reached: `PUSH`, `REPLACE` or `POP`. */
  historyAction: NavigationType;
  /** Navigates like a link; a no-op until the portal has rendered. */
  navigate: NavigateFunction;
}

/** One running portal: its store, router and i18n instance, and a way to render it. */
export interface Portal {
  brand: BrandConfig;
  /**
   * Loads (once) and returns the Redux store. Screens that need it load it through `WithStore`,
   * so the public home's first load carries no Redux (issue 5).
   */
  loadStore(): Promise<AppStore>;
  /** The toast queue of this portal (§8 toasts); the store's listeners raise toasts in it. */
  toaster: Toaster;
  /** Asks before leaving a form with unsaved input (`useUnsavedChangesWarning`). */
  navigationGuard: NavigationGuard;
  /** The loader behind `loadStore`, given to the screens by PortalView. */
  storeLoader: StoreLoader;
  router: PortalRouter;
  /** The route tree and its pending loads. */
  discovery: RouteDiscovery;
  /** Called by the rendered router with its state (keeps `router` current). */
  routerChanged(state: PortalRouter): void;
  /** The memory router's entries (tests, Storybook); undefined in the browser. */
  initialEntries: string[] | undefined;
  i18n: i18n;
  /**
   * Renders the portal into a container element; returns the React root. A container holding the
   * build's prerendered HTML of this very path and language is hydrated; otherwise it is rendered
   * afresh (another language, or the 404 file served for some other path).
   */
  mount(container: Element): Root;
}

/**
 * The React tree of a portal (providers and router), for embedding it in another React tree such
 * as a Storybook story; `portal.mount` renders the same tree into a container.
 * @example <PortalView portal={await createPortal(brand, { initialEntries: ['/'] })} />
 */
export function PortalView({ portal }: { portal: Portal }) {
  const routes = (
    <>
      <RouterBridge onChange={portal.routerChanged} />
      {/* The root error boundary: an error no route's boundary catches (the control area's chunk
          did not load, it is a top-level area) shows the error page, never a blank one. */}
      <RouteErrorBoundary fallback={<RootErrorBoundary />}>
        <AppRoutes discovery={portal.discovery} />
      </RouteErrorBoundary>
    </>
  );
  return (
    <StoreLoaderProvider value={portal.storeLoader}>
      <NavigationGuardProvider value={portal.navigationGuard}>
        <I18nextProvider i18n={portal.i18n}>
          <BrandProvider brand={portal.brand}>
            {portal.initialEntries ? (
              <MemoryRouter initialEntries={portal.initialEntries}>{routes}</MemoryRouter>
            ) : (
              <BrowserRouter>{routes}</BrowserRouter>
            )}
          </BrandProvider>
        </I18nextProvider>
      </NavigationGuardProvider>
    </StoreLoaderProvider>
  );
}

/** Tells the portal where the router it renders in is (`portal.router`). */
function RouterBridge({ onChange }: { onChange: (state: PortalRouter) => void }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate = useNavigate();
  // What has been committed (a render React drops must not count).
  useLayoutEffect(() => {
    onChange({ location, historyAction, navigate });
  }, [onChange, location, historyAction, navigate]);
  return null;
}

/**
 * Builds the portal of one brand: store, router and i18n come from factories so two portals never
 * share state.
 * @example
 * const portal = await createPortal(brand);
 * portal.mount(document.getElementById('root')!);
 */
export async function createPortal(
  brand: BrandConfig,
  options: PortalOptions = {},
): Promise<Portal> {
  const ownsDocument = (options.ownsDocument ?? true) && typeof document !== 'undefined';
  // The portal's toast queue: raised from listeners and screens alike, rendered by the layouts.
  const toaster = createToaster();
  // Forms with unsaved input ask before any way out (useUnsavedChangesWarning).
  const navigationGuard = createNavigationGuard(() =>
    globalThis.confirm(i18n.t('unsavedChanges.confirm')),
  );
  const pageAnswers = options.pageAnswers ?? (ownsDocument ? readPageAnswers(document) : undefined);
  const storeLoader = createStoreLoader(
    async () => {
      // The product-API client (openapi-fetch) serves the store only: it loads with it. In the
      // browser it sends the CSRF header and renews the session (§4, jwt-refresh/) through this same
      // client, hence the lazy reference. Not there within 120 s, the chunks have failed (§9), and
      // WithStore offers to try again.
      // Issue 15: the store's modules run in two tasks, not one (see storeApis.ts): Redux Toolkit with
      // the APIs first, then the rest with the product-API client's chunks (in parallel).
      await withChunkTimeout(import('./storeApis.ts'));
      await yieldToMain();
      const [
        {
          makeStore,
          Provider,
          sessionRegionBucket,
          i18nTranslator,
          createCloudConnection,
          createAnalyticsAdapter,
          readDebugSetting,
        },
        { createApiClient },
        { browserApiClientOptions },
      ] = await withChunkTimeout(
        Promise.all([
          import('./storeRuntime.ts'),
          import('@cloud-portal/api-client'),
          import('../features/session/apiClientOptions.ts'),
        ]),
      );
      // Running the store's chunks (Redux Toolkit, RTK Query) and making the store are separate
      // tasks (issue 15: together one long task on a phone).
      await yieldToMain();
      const regionBucket =
        options.regionBucket ?? sessionRegionBucket(globalThis.sessionStorage, Math.random);
      const apiClient: ApiClient =
        options.apiClient ??
        createApiClient(browserApiClientOptions(brand.endpoints.api, () => apiClient));
      const store = makeStore(
        {
          apiClient,
          toaster,
          navigation: {
            location: () => router.location,
            navigate: (to, navigateOptions) => void router.navigate(to, navigateOptions),
          },
          translator: i18nTranslator(i18n),
          loginPath: brand.loginPath,
          cloud: createCloudConnection({ baseUrl: brand.endpoints.cloud }),
          analytics: createAnalyticsAdapter(
            brand.analytics ?? 'none',
            { console, window: typeof window === 'undefined' ? undefined : window },
            readDebugSetting(globalThis.localStorage),
          ),
        },
        {
          session: { regionBucket },
          preferences: { colorScheme: readColorSchemeChoice(globalThis.localStorage) },
        },
        !ownsDocument
          ? undefined
          : {
              root: document.documentElement,
              storage: globalThis.localStorage,
              matchMedia: globalThis.matchMedia?.bind(globalThis),
            },
      );
      if (pageAnswers) {
        const { seedContentAnswers } = await withChunkTimeout(
          import('../features/content/contentAnswers.ts'),
        );
        seedContentAnswers(store, pageAnswers);
      }
      // The sections' first render with the store (a synchronous one: they read it through
      // useSyncExternalStore) is a task of its own too, not the end of the one that made the store.
      await yieldToMain();
      return { store, Provider };
    },
    { hydratesLoaded: pageAnswers !== undefined },
  );

  const browserLanguages = options.browserLanguages ?? globalThis.navigator?.languages ?? [];
  const language = options.language ?? initialLanguage(brand.languages, browserLanguages);
  // The browser's locale data loads in a worker while the portal starts (see warmUpIntl).
  void warmUpIntl(language);
  // Issue 15: the start-up is a few tasks, not one: running the entry's modules, setting up
  // i18next, loading the first page's routes and starting hydration each end their task, so the
  // browser can answer input in between (one task of 180+ ms on a phone before).
  await yieldToMain();
  const i18n = await createI18n(language);
  await yieldToMain();
  const discovery = createRouteDiscovery(buildBaseRoutes());
  const initialUrl = new URL(
    options.initialEntries?.at(-1) ?? (globalThis.location ? globalThis.location.href : '/'),
    'http://portal.invalid',
  );
  // The first page's area and lazy screens load before the first render, so it is the page
  // itself (what the prerendered HTML holds), not a pending state; other areas load on the way.
  // A failure here (a chunk that did not come, or not within 120 s) shows in the first render as
  // the route's error page ('Loading chunk failed', with a reload), never a blank one.
  if (ownsDocument) await runPreloadedModules(document);
  await discovery.load(initialUrl.pathname).catch(() => undefined);
  await yieldToMain();
  const router: PortalRouter = {
    location: {
      pathname: initialUrl.pathname,
      search: initialUrl.search,
      hash: initialUrl.hash,
      state: null,
      key: 'default',
    },
    historyAction: 'POP' as NavigationType,
    navigate: (() => undefined) as NavigateFunction,
  };

  if (ownsDocument) {
    document.documentElement.lang = language;
    document.documentElement.dataset.brand = brand.id;
  }

  // A page rendered with its answers hydrates once the store has them (WithStore's hydrateLoaded).
  if (pageAnswers) void storeLoader.load().catch(() => undefined);

  const portal: Portal = {
    brand,
    loadStore: async () => (await storeLoader.load()).store,
    storeLoader,
    toaster,
    navigationGuard,
    router,
    routerChanged: (state) => Object.assign(router, state),
    discovery,
    initialEntries: options.initialEntries,
    i18n,
    mount(container) {
      // Back/forward reach the guard before the browser router (which listens once mounted).
      if (!portal.initialEntries && typeof window !== 'undefined') navigationGuard.install(window);
      const tree = (
        <StrictMode>
          <PortalView portal={portal} />
        </StrictMode>
      );
      if (isPrerenderedFor(container, language, initialUrl.pathname)) {
        // A transition: React hydrates in slices of a few milliseconds, yielding to the browser
        // between them (issue 15: one hydration task of the whole page blocked the main thread
        // for 400+ ms on a phone). The prerendered page stays on screen meanwhile.
        let root: Root | undefined;
        startTransition(() => {
          root = hydrateRoot(container, tree);
        });
        return root as Root;
      }
      container.replaceChildren();
      const root = createRoot(container);
      root.render(tree);
      return root;
    },
  };
  return portal;
}

/**
 * Whether a container holds the build's prerendered HTML of `pathname` in `language` (the
 * `data-prerendered-*` marks written by `renderPage`), so hydrating it cannot mismatch. A page
 * prerendered as a pattern (`/news/:id`, issue 15: its loading state, the same for every id)
 * holds the HTML of every path the pattern matches, whole (`/news/6`, not `/news/6/x`).
 * @example isPrerenderedFor(document.getElementById('root')!, 'en', '/') // true on the built home
 * @example isPrerenderedFor(newsShell, 'en', '/news/6') // true where the root says /news/:id
 */
export function isPrerenderedFor(container: Element, language: string, pathname: string): boolean {
  if (!(container instanceof HTMLElement) || !container.hasChildNodes()) return false;
  const { prerenderedLanguage, prerenderedPath } = container.dataset;
  if (prerenderedLanguage !== language || prerenderedPath === undefined) return false;
  if (!isPathPattern(prerenderedPath)) return prerenderedPath === pathname;
  return matchPath({ path: prerenderedPath, caseSensitive: true, end: true }, pathname) !== null;
}
