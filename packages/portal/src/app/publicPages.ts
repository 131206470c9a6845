import type { Namespace } from '@cloud-portal/i18n';
import type { BrandConfig } from '../brand/brand.types.ts';
import { ROUTE_AREAS } from './routeAreas.tsx';

/** A public page written to static HTML at build time (issue 5: public pages are prerendered). */
export interface PrerenderedPage {
  /** The URL path rendered. */
  path: string;
  /** The file in the brand app's `dist/` (the sandbox or CDN serves it for `path`). */
  file: string;
  /** The HTTP status the page is served with. */
  status: 200 | 404;
  /**
   * Prerendered only for brands with this feature on (/pricing: cloud-plus). Others get no file
   * (the 404 page answers), or with `withoutFeature: 'shell'` the area's bare shell (below).
   */
  feature?: keyof BrandConfig['features'];
  /** For brands without `feature`: `'shell'` writes the bare app shell at `file` instead (/news). */
  withoutFeature?: 'shell';
  /**
   * Issue 15: modules this page imports at once on the client besides the entry's (its route
   * area, its screen, the store), preloaded with the entry instead of one after another. Module
   * specifiers as `src/prerender.tsx` imports them (`./features/...`, `@cloud-portal/api-client`);
   * the build (tooling/vite-config prerender.js) finds their chunks and fails on one it cannot.
   */
  preload?: readonly string[];
  /** i18n namespaces the page needs at once (their chunks in the brand's first language, as `preload`). */
  namespaces?: readonly Namespace[];
}

/**
 * What `createPortal`'s store loader imports (storeRuntime, the product-API client and its
 * browser options): a page on the store preloads them (a test keeps the list in step).
 */
export const STORE_MODULES: readonly string[] = [
  './app/storeApis.ts',
  './app/storeRuntime.ts',
  '@cloud-portal/api-client',
  './features/session/apiClientOptions.ts',
];

/**
 * What createPortal loads with the store for a page rendered with its answers (issue 15,
 * `pageAnswers.ts`) besides {@link STORE_MODULES}: the code that puts them in the store's cache.
 */
export const PAGE_ANSWER_MODULES: readonly string[] = ['./features/content/contentAnswers.ts'];

/** What a content page (news, knowledge base) needs at once: its area, its screen, the store. */
const contentPage = (screen: string): Pick<PrerenderedPage, 'preload' | 'namespaces'> => ({
  preload: ['./features/content/routes.tsx', screen, ...STORE_MODULES],
  namespaces: ['content'],
});

/**
 * The URL path pattern of a page prerendered once for many paths (`/news/:id`), whose file sits
 * in a folder named after the parameter (`news/[id]/index.html`). The sandbox, and a CDN's rewrite
 * rule, serve that file for any one segment in the parameter's place (`/news/6`), and the root
 * carries the pattern (`data-prerendered-path="/news/:id"`), which the client hydrates for every
 * path it matches.
 * @example isPathPattern('/news/:id') // true
 */
export function isPathPattern(path: string): boolean {
  return path.split('/').some((segment) => segment.startsWith(':'));
}

/**
 * The public pages prerendered by every brand's build: a new public route joins with one line.
 * `404.html` is served for any unknown path, so the client re-renders it (the path it shows differs).
 * The news and knowledge-base pages are prerendered as shells (issue 15): the public layout and
 * the screen's loading state, the data coming after hydration; their articles once each, as the
 * patterns `/news/:id` and `/knowledge/:id` (see {@link isPathPattern}).
 */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', file: 'index.html', status: 200 },
  { path: '/404', file: '404.html', status: 404 },
  { path: '/company/about', file: 'company/about/index.html', status: 200 },
  { path: '/company/contact', file: 'company/contact/index.html', status: 200 },
  { path: '/company/jobs', file: 'company/jobs/index.html', status: 200 },
  { path: '/company/affiliate-program', file: 'company/affiliate-program/index.html', status: 200 },
  {
    path: '/company/data-center-locations',
    file: 'company/data-center-locations/index.html',
    status: 200,
  },
  { path: '/tutorials', file: 'tutorials/index.html', status: 200 },
  { path: '/pricing', file: 'pricing/index.html', status: 200, feature: 'pricingPage' },
  {
    path: '/news',
    file: 'news/index.html',
    status: 200,
    // Without news (cloud-plus) the client sends /news home: the bare shell stays for it.
    feature: 'news',
    withoutFeature: 'shell',
    ...contentPage('./features/content/news/NewsListPage.tsx'),
  },
  {
    path: '/news/:id',
    file: 'news/[id]/index.html',
    status: 200,
    feature: 'news',
    ...contentPage('./features/content/news/NewsArticlePage.tsx'),
  },
  {
    path: '/knowledge',
    file: 'knowledge/index.html',
    status: 200,
    ...contentPage('./features/content/knowledge/KnowledgePage.tsx'),
  },
  {
    path: '/knowledge/:id',
    file: 'knowledge/[id]/index.html',
    status: 200,
    ...contentPage('./features/content/knowledge/KnowledgeArticlePage.tsx'),
  },
];

/**
 * Areas a brand renders on the client only: the build writes the bare app shell as
 * `<area>/index.html`, which the sandbox serves (status 200) for every path inside the area.
 * Derived from the route areas (`ROUTE_AREAS`, the one list of first path segments): every area
 * segment except those whose page is prerendered at that very path (`/pricing`, `/tutorials`,
 * `/news`), unless the brand lacks the page's feature and the page asks for the shell then
 * (`/news` on cloud-plus, which the client sends home). `/company` has only children: its shell
 * redirects to /company/about on the client.
 * @example clientRenderedAreasFor(brand) // ['/login', '/sign-in', ..., '/control']
 */
export function clientRenderedAreasFor(brand: Pick<BrandConfig, 'features'>): readonly string[] {
  return ROUTE_AREAS.flatMap((area) => area.segments.map((segment) => `/${segment}`)).filter(
    (path) =>
      !PRERENDERED_PAGES.some(
        (page) =>
          page.path === path &&
          !(page.withoutFeature === 'shell' && page.feature && !brand.features[page.feature]),
      ),
  );
}

/**
 * The pages of {@link PRERENDERED_PAGES} a brand's build renders: those without a `feature`, and
 * those whose feature the brand has on.
 * @example prerenderedPagesFor(brand).map((page) => page.path) // ['/', '/404', ...]
 */
export function prerenderedPagesFor(
  brand: Pick<BrandConfig, 'features'>,
): readonly PrerenderedPage[] {
  return PRERENDERED_PAGES.filter((page) => !page.feature || brand.features[page.feature]);
}
