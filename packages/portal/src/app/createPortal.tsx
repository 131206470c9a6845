import type { ApiClient } from '@cloud-portal/api-client';
import type { i18n } from 'i18next';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import {
  createBrowserRouter,
  createMemoryRouter,
  matchRoutes,
  type DataRouter,
  type RouteObject,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { BrandProvider } from '../brand/BrandContext.tsx';
import type { BrandConfig } from '../brand/brand.types.ts';
import type { RegionSessionBucket } from '@cloud-portal/domain/regions';
import type { Language } from '@cloud-portal/i18n';
import { readColorSchemeChoice } from './colorScheme.ts';
import { createI18n, initialLanguage } from './i18n.ts';
import { createRouteDiscovery } from './routeAreas.tsx';
import { buildBaseRoutes } from './routes.tsx';
import type { AppStore } from './store.ts';
import { createStoreLoader, type StoreLoader } from './storeLoader.ts';
import { StoreLoaderProvider } from './WithStore.tsx';

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
}

/** One running portal: its store, router and i18n instance, and a way to render it. */
export interface Portal {
  brand: BrandConfig;
  /**
   * Loads (once) and returns the Redux store. Screens that need it load it through `WithStore`,
   * so the public home's first load carries no Redux (issue 5).
   */
  loadStore(): Promise<AppStore>;
  /** The loader behind `loadStore`, given to the screens by PortalView. */
  storeLoader: StoreLoader;
  router: DataRouter;
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
  return (
    <StoreLoaderProvider value={portal.storeLoader}>
      <I18nextProvider i18n={portal.i18n}>
        <BrandProvider brand={portal.brand}>
          <RouterProvider router={portal.router} />
        </BrandProvider>
      </I18nextProvider>
    </StoreLoaderProvider>
  );
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
  const storeLoader = createStoreLoader(async () => {
    // The product-API client (openapi-fetch) serves the store only: it loads with it. In the
    // browser it sends the CSRF header and renews the session (§4, jwt-refresh/) through this same
    // client, hence the lazy reference. The three chunks load in parallel (one round trip, not three).
    const [
      { makeStore, Provider, sessionRegionBucket },
      { createApiClient },
      { browserApiClientOptions },
    ] = await Promise.all([
      import('./storeRuntime.ts'),
      import('@cloud-portal/api-client'),
      import('../features/session/apiClientOptions.ts'),
    ]);
    const regionBucket =
      options.regionBucket ?? sessionRegionBucket(globalThis.sessionStorage, Math.random);
    const apiClient: ApiClient =
      options.apiClient ??
      createApiClient(browserApiClientOptions(brand.endpoints.api, () => apiClient));
    const store = makeStore(
      { apiClient },
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
    return { store, Provider };
  });
  const browserLanguages = options.browserLanguages ?? globalThis.navigator?.languages ?? [];
  const language = options.language ?? initialLanguage(brand.languages, browserLanguages);
  const i18n = await createI18n(language);
  const routes = buildBaseRoutes();
  const discovery = createRouteDiscovery();
  const initialPath = options.initialEntries
    ? new URL(options.initialEntries.at(-1) ?? '/', 'http://portal.invalid').pathname
    : globalThis.location?.pathname;
  // The routes of the first page's area are added before the router starts; the others are
  // found on navigation (patchRoutesOnNavigation), so their route objects stay out of the entry.
  if (initialPath !== undefined) await discovery.addInitial(routes, initialPath);
  if (!options.initialEntries && typeof window !== 'undefined') {
    // The current page's lazy screens load before the router starts, so its first render is the
    // page itself (what the prerendered HTML holds), not an empty pending state.
    await resolveLazyRoutes(routes, window.location.pathname);
  }
  const { patchRoutesOnNavigation } = discovery;
  const router = options.initialEntries
    ? createMemoryRouter(routes, {
        initialEntries: options.initialEntries,
        patchRoutesOnNavigation,
      })
    : createBrowserRouter(routes, { patchRoutesOnNavigation });

  if (ownsDocument) {
    document.documentElement.lang = language;
    document.documentElement.dataset.brand = brand.id;
  }

  const portal: Portal = {
    brand,
    loadStore: async () => (await storeLoader.load()).store,
    storeLoader,
    router,
    i18n,
    mount(container) {
      const tree = (
        <StrictMode>
          <PortalView portal={portal} />
        </StrictMode>
      );
      if (isPrerenderedFor(container, language, router.state.location.pathname)) {
        return hydrateRoot(container, tree);
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
 * `data-prerendered-*` marks written by `renderPage`), so hydrating it cannot mismatch.
 * @example isPrerenderedFor(document.getElementById('root')!, 'en', '/') // true on the built home
 */
export function isPrerenderedFor(container: Element, language: string, pathname: string): boolean {
  if (!(container instanceof HTMLElement) || !container.hasChildNodes()) return false;
  const { prerenderedLanguage, prerenderedPath } = container.dataset;
  return prerenderedLanguage === language && prerenderedPath === pathname;
}

/**
 * Loads the `lazy` parts of the routes matching `pathname` and merges them into the route objects
 * (React Router's recipe for hydrating lazy routes).
 * @example await resolveLazyRoutes(routes, '/');
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
