import { act, screen } from '@testing-library/react';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createPortal } from './app/createPortal.tsx';
import { PRERENDERED_PAGES, renderPage } from './prerender.tsx';
import { fakeApiClient, jsonResponse, testBrand } from './test/fixtures.ts';
import { fakeContentApi } from './features/content/test/contentFixtures.ts';
import { PAGE_ANSWERS_ID, type PageAnswer } from './app/pageAnswers.ts';
import { publishedContentPages } from './features/content/publishedPages.ts';

// Issue 15: the news and knowledge-base pages are prerendered as shells, their articles once as a
// pattern (`/news/:id`). The client hydrates that HTML for a concrete path (`/news/5`): its first
// render must produce the very same markup, or React throws the page away and renders it again
// (reported as a recoverable error), which costs the paint the shell was for.

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>';

let cleanup: (() => void) | undefined;

afterEach(() => {
  act(() => cleanup?.());
  cleanup = undefined;
  vi.restoreAllMocks();
  localStorage.clear();
  document.body.innerHTML = '';
});

/**
 * Puts a rendered page's root (and its answers' carrier, if any) in the document and hydrates it
 * at `path` with the fake content API; what React reported meanwhile, and the page's elements and
 * text before hydrating.
 */
async function hydrateRendered(html: string, path: string) {
  // React's static renderer, run in the same realm as the client one (jsdom), leaves the context
  // values of a render that suspended in place (the router's among them: "a <Router> inside
  // another <Router>"); a render that does not suspend pops them. The build renders in Node.
  await new Response((await prerender(<></>)).prelude).text();
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const container = parsed.getElementById('root')!;
  const carrier = parsed.getElementById(PAGE_ANSWERS_ID);
  document.body.replaceChildren(
    ...[container, carrier].flatMap((node) => (node ? [document.adoptNode(node)] : [])),
  );

  const reported: unknown[] = [];
  const onError = (event: ErrorEvent) => reported.push(event.error ?? event.message);
  window.addEventListener('error', onError);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    // The development warning of the two renderers above sharing a realm, not of this page.
    if (String(args[0]).startsWith('Detected multiple renderers concurrently')) return;
    reported.push(args);
  });
  vi.spyOn(globalThis, 'reportError').mockImplementation((error: unknown) => reported.push(error));

  const content = fakeContentApi();
  const { apiClient, calls } = fakeApiClient((request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/customers/')
      return jsonResponse({ code: 'not_authenticated', message: 'Authentication required' }, 401);
    return content(request);
  });
  const portal = await createPortal(testBrand, {
    apiClient,
    browserLanguages: ['en-US'],
    regionBucket: 'a',
    initialEntries: [path],
  });
  const prerenderedMain = container.querySelector('main');
  const heading = container.querySelector('h1');
  const prerenderedText = container.textContent;
  let root: ReturnType<typeof portal.mount> | undefined;
  await act(async () => {
    root = portal.mount(container);
  });
  cleanup = () => {
    root?.unmount();
    window.removeEventListener('error', onError);
  };
  return { container, reported, prerenderedMain, heading, prerenderedText, calls, portal };
}

/** The prerendered page of `pattern`, hydrated at `path`; what React reported meanwhile. */
async function hydrate(pattern: string, path: string) {
  const page = PRERENDERED_PAGES.find((candidate) => candidate.path === pattern)!;
  const { html } = await renderPage(testBrand, page, TEMPLATE);
  return hydrateRendered(html, path);
}

describe('hydrating the prerendered content shells (issue 15)', () => {
  test.each([
    ['/news/:id', '/news/5', 'Network maintenance in Amsterdam'],
    ['/news', '/news', 'Network maintenance in Amsterdam'],
    ['/knowledge/:id', '/knowledge/add-ssh-key', 'Create and add an SSH key'],
    ['/knowledge', '/knowledge', 'Create and add an SSH key'],
    ['/', '/', 'Cloud servers that are ready in a minute'],
  ])('%s hydrates at %s without a mismatch, then shows the data', async (pattern, path, text) => {
    const { container, reported, prerenderedMain } = await hydrate(pattern, path);
    expect((await screen.findAllByText(text, {}, { timeout: 5000 })).length).toBeGreaterThanOrEqual(
      1,
    );
    expect(reported).toEqual([]);
    // Hydrated, not rendered afresh: the layout's elements are the prerendered ones.
    expect(container.querySelector('main')).toBe(prerenderedMain);
  });
});

// Issue 15: a content page rendered when its content is published carries its answers; the
// client puts them in its store before hydrating, so the content is the HTML's and nothing is
// fetched again.
describe('hydrating a content page rendered with its answers (issue 15)', () => {
  /** The answer of `url` from the fake content API (what a publish step would fetch). */
  async function answerOf(url: string): Promise<unknown> {
    return (await fakeContentApi()(new Request(`http://portal.test/api${url}`))).json();
  }

  async function hydrateWithAnswers(path: string, answers: PageAnswer[]) {
    const { html } = await renderPage(
      testBrand,
      { path, file: 'page.html', status: 200 },
      TEMPLATE,
      'en',
      { answers },
    );
    return hydrateRendered(html, path);
  }

  test('a news article: in the HTML, hydrated in place, not fetched again', async () => {
    const data = await answerOf('/news/5/?lang=en');
    const { container, reported, heading, prerenderedText, calls, portal } =
      await hydrateWithAnswers('/news/5', [
        { endpoint: 'getNews', args: { id: 5, lang: 'en' }, data },
      ]);

    expect(prerenderedText).toContain('Network maintenance in Amsterdam');
    expect(heading?.textContent).toContain('Network maintenance in Amsterdam');
    await act(async () => {
      await portal.storeLoader.load();
    });
    await vi.waitFor(() => expect(portal.storeLoader.state().status).toBe('loaded'));
    // Hydrated: the article's heading is the very element of the HTML, the text unchanged.
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.textContent).toBe(prerenderedText);
    expect(reported).toEqual([]);
    expect(calls.filter((call) => call.includes('/news/'))).toEqual([]);
  });

  test('the news list: every item in the HTML, hydrated in place', async () => {
    const data = await answerOf('/news/?lang=en&limit=10&offset=0');
    const { container, reported, heading, prerenderedText, calls, portal } =
      await hydrateWithAnswers('/news', [
        { endpoint: 'listNews', args: { lang: 'en', page: 1 }, data },
      ]);

    expect(prerenderedText).toContain('Network maintenance in Amsterdam');
    await act(async () => {
      await portal.storeLoader.load();
    });
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.textContent).toBe(prerenderedText);
    expect(reported).toEqual([]);
    expect(calls.filter((call) => call.includes('/news/'))).toEqual([]);
  });

  test('publishedContentPages: each content page with what its screen asks for', async () => {
    const get = async (path: string) => answerOf(path);
    const pages = await publishedContentPages(testBrand, 'en', get);
    const paths = pages.map((page) => page.path);

    expect(paths).toEqual(
      expect.arrayContaining(['/news', '/news/5', '/knowledge', '/knowledge/add-ssh-key']),
    );
    expect(pages.find((page) => page.path === '/news/5')?.articleTitle).toContain(
      'Network maintenance in Amsterdam',
    );
    // A knowledge-base article with its chapter's side list: both answers in, nothing fetched.
    const article = pages.find((page) => page.path === '/knowledge/add-ssh-key')!;
    const { html } = await renderPage(
      testBrand,
      { path: article.path, file: 'page.html', status: 200 },
      TEMPLATE,
      'en',
      article,
    );
    expect(html).toMatch(/<title>Create and add an SSH key[^<]*<\/title>/);
    const { container, reported, heading, prerenderedText, calls, portal } = await hydrateRendered(
      html,
      article.path,
    );
    await act(async () => {
      await portal.storeLoader.load();
    });
    expect(prerenderedText).toContain('Create and add an SSH key');
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.textContent).toBe(prerenderedText);
    expect(reported).toEqual([]);
    expect(calls.filter((call) => call.includes('/kb/'))).toEqual([]);
  });
});
