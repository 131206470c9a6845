// Build-time rendering of the public pages (issue 5): each brand's build writes their HTML in the
// brand's first language, and the client hydrates it (createPortal's `mount`).
import { escapeHtml } from '@cloud-portal/domain/format';
import { pageLanguageFile } from '@cloud-portal/domain/pages';
import type { Language } from '@cloud-portal/i18n';
import { createToaster } from '@cloud-portal/ui';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { matchRoutes, type NavigationType } from 'react-router';
import type { BrandConfig } from './brand/brand.types.ts';
import { siteTitle } from './brand/siteTitle.ts';
import { createI18n } from './app/i18n.ts';
import {
  clientRenderedAreasFor,
  prerenderedPagesFor,
  type PrerenderedPage,
} from './app/publicPages.ts';
import { createPortal, PortalView, type Portal } from './app/createPortal.tsx';
import { pageAnswersScript, type PageAnswer } from './app/pageAnswers.ts';
import type { PublishedPage } from './features/content/publishedPages.ts';
import { createNavigationGuard } from './app/navigationGuard.ts';
import { readRouteHandle } from './app/routeHandle.ts';
import { discoverAllRoutes } from './app/routes.tsx';
import { createStoreLoader } from './app/storeLoader.ts';
import { createApiClient } from '@cloud-portal/api-client';

export {
  publishedContentPages,
  type ApiGet,
  type PublishedPage,
} from './features/content/publishedPages.ts';
export { PAGE_ANSWERS_ID, type PageAnswer } from './app/pageAnswers.ts';
export { pageLanguageFile } from '@cloud-portal/domain/pages';
export { sanitizeWith } from './features/content/sanitizeHtml.ts';
export {
  clientRenderedAreasFor,
  isPathPattern,
  PRERENDERED_PAGES,
  STORE_MODULES,
  type PrerenderedPage,
} from './app/publicPages.ts';

/** One page's static HTML, ready to write into `dist/`. */
export interface RenderedPage extends PrerenderedPage {
  html: string;
}

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/**
 * Renders one page of a brand into the built `index.html` template: the markup goes into
 * `<div id="root">` (marked with the language and path, so the client hydrates only what matches)
 * and the title comes from the route's title key. Data sections render their loading state: the
 * build needs no running API, and the client fetches them after hydrating. A pattern
 * (`/news/:id`) renders as a path whose parameter is the pattern's own text, and is marked with
 * the pattern: its screen shows its loading state, the same for every id.
 *
 * With `published` (issue 15: a content page rendered when its content is published, see
 * `publishedContentPages`), the page's content sections render with its answers instead (a store whose cache holds them; `WithStore`'s
 * `hydrateLoaded`), and the page carries them for the client, which puts them in its store's
 * cache before hydrating: the content is in the HTML, and hydrating it fetches nothing.
 * @example const html = await renderPage(brand, { path: '/', file: 'index.html', status: 200 }, template);
 */
export async function renderPage(
  brand: BrandConfig,
  page: PrerenderedPage,
  template: string,
  language: Language = brand.languages[0] ?? 'en',
  published?: Pick<PublishedPage, 'answers' | 'articleTitle'>,
): Promise<RenderedPage> {
  const answers = published?.answers;
  const { portal, discovery, i18n } = answers
    ? await portalWithAnswers(brand, page.path, language, answers)
    : await portalWithoutStore(brand, page.path, language);
  const { prelude } = await prerender(
    <StrictMode>
      <PortalView portal={portal} />
    </StrictMode>,
    // React outlines a Suspense boundary larger than `progressiveChunkSize` (12.8 kB by default)
    // into a hidden segment that only its inline script reveals: a page that large (the home with
    // plans, images, features and FAQ) would show nothing without JavaScript, and the CSP has no
    // 'unsafe-inline' for that script anyway. Static pages are written whole.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const markup = await streamToString(prelude);
  const titleKey = [...(matchRoutes(discovery.routes(), page.path) ?? [])]
    .reverse()
    .map((match) => readRouteHandle(match.route.handle).titleKey)
    .find(Boolean);
  // The host is unknown at build time: the brand's own name (a host variant is set by the client).
  const siteName = siteTitle(brand, '');
  const title =
    published?.articleTitle !== undefined
      ? i18n.t('titles.article', { title: published.articleTitle, siteName })
      : titleKey
        ? i18n.t(titleKey, { siteName })
        : brand.siteName;
  const html = templateIn(template, language)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      EMPTY_ROOT,
      `<div id="root" data-prerendered-language="${escapeHtml(language)}" data-prerendered-path="${escapeHtml(page.path)}">${markup}</div>`,
    );
  return {
    ...page,
    html: answers ? html.replace('</body>', `${pageAnswersScript(answers)}</body>`) : html,
  };
}

/** The portal of a page rendered without data: its store never loads (effects do not run here). */
async function portalWithoutStore(brand: BrandConfig, path: string, language: Language) {
  const i18n = await createI18n(language);
  // Screens load the store in effects, which never run here: what needs it renders its fallback.
  const storeLoader = createStoreLoader(() =>
    Promise.reject(new Error('The store is not loaded while prerendering.')),
  );
  // Every area in place and the page's lazy screens loaded: the render never suspends.
  const discovery = await discoverAllRoutes();
  await discovery.load(path);
  const location = { pathname: path, search: '', hash: '', state: null, key: 'default' };
  // The client's own tree (PortalView), in a memory router at the page's path: the same
  // components in the same places, so `useId` gives the same ids and hydrating matches (a tree
  // of its own here differed by the router bridge beside the routes, and every id with it).
  const portal: Portal = {
    brand,
    loadStore: async () => (await storeLoader.load()).store,
    storeLoader,
    toaster: createToaster(),
    navigationGuard: createNavigationGuard(() => true),
    router: { location, historyAction: 'POP' as NavigationType, navigate: () => undefined },
    discovery,
    routerChanged: () => undefined,
    initialEntries: [path],
    i18n,
    mount: () => {
      throw new Error('A prerendered portal is not mounted.');
    },
  };
  return { portal, discovery, i18n };
}

/**
 * The portal of a page rendered with its answers: the client's own start-up (createPortal) at the
 * page's path, its store loaded with the answers in its cache; an API client that never reaches
 * a network (the answers are all the page shows).
 */
async function portalWithAnswers(
  brand: BrandConfig,
  path: string,
  language: Language,
  answers: readonly PageAnswer[],
) {
  const apiClient = createApiClient({
    fetch: () => Promise.reject(new Error('No API while rendering a page with its answers.')),
  });
  const portal = await createPortal(brand, {
    apiClient,
    initialEntries: [path],
    language,
    ownsDocument: false,
    regionBucket: 'a',
    pageAnswers: answers,
  });
  await portal.storeLoader.load();
  return { portal, discovery: portal.discovery, i18n: portal.i18n };
}

/**
 * Renders every page of {@link PRERENDERED_PAGES} for a brand: in its first language as the
 * page's file, and in each of its languages as `pageLanguageFile` names it (the first one too;
 * the server answers the visitor's, so the client hydrates it instead of rendering it again);
 * plus the bare shell of each client-rendered area of the brand (`control/index.html`, see
 * `clientRenderedAreasFor`; `renderShell`), named the same way in each language.
 * @example for (const page of await renderPages(brand, template)) writeFileSync(`dist/${page.file}`, page.html);
 */
export async function renderPages(brand: BrandConfig, template: string): Promise<RenderedPage[]> {
  const pages: RenderedPage[] = [];
  for (const page of prerenderedPagesFor(brand))
    pages.push(await renderPage(brand, page, template));
  for (const language of brand.languages)
    for (const page of prerenderedPagesFor(brand)) {
      const rendered = await renderPage(brand, page, template, language);
      pages.push({ ...rendered, file: pageLanguageFile(page.file, language) });
    }
  for (const area of clientRenderedAreasFor(brand)) {
    const file = `${area.slice(1)}/index.html`;
    pages.push(await renderShell(brand, area, file, template));
    for (const language of brand.languages)
      pages.push(
        await renderShell(brand, area, pageLanguageFile(file, language), template, language),
      );
  }
  return pages;
}

/**
 * The bare shell of a client-rendered area (`/control`, `/login`, ...) in one language: the
 * template with the language set, its root left empty (the client renders the page there), and
 * for a visitor without JavaScript a `<noscript>` before the root that says why the page is
 * empty, with a link to the home page (prerendered, it works without JavaScript), instead of a
 * blank page.
 * @example await renderShell(brand, '/control', 'control/index.ru.html', template, 'ru')
 */
export async function renderShell(
  brand: BrandConfig,
  path: string,
  file: string,
  template: string,
  language: Language = brand.languages[0] ?? 'en',
): Promise<RenderedPage> {
  const inLanguage = templateIn(template, language);
  const i18n = await createI18n(language);
  const notice =
    `<noscript><p><strong>${escapeHtml(i18n.t('noScript.heading'))}</strong> ` +
    `${escapeHtml(i18n.t('noScript.text'))} ` +
    `<a href="/">${escapeHtml(i18n.t('notFound.backHome'))}</a></p></noscript>`;
  const html = inLanguage.replace(EMPTY_ROOT, `${notice}\n    ${EMPTY_ROOT}`);
  return { path, file, status: 200, html };
}

/** Where the built `index.html` takes a page: its root element, empty. */
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The built template with its `<html lang>` set to `language`, for a rendered page or a bare
 * shell; a template without the empty root is refused.
 */
function templateIn(template: string, language: Language): string {
  if (!template.includes(EMPTY_ROOT))
    throw new Error('index.html must contain an empty <div id="root"></div>');
  return template.replace(/<html\b([^>]*)\blang="[^"]*"/, `<html$1lang="${escapeHtml(language)}"`);
}
