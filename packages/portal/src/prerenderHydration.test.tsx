import { act, screen } from '@testing-library/react';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createPortal } from './app/createPortal.tsx';
import { PRERENDERED_PAGES, renderPage } from './prerender.tsx';
import { fakeApiClient, jsonResponse, testBrand } from './test/fixtures.ts';
import { fakeContentApi } from './features/content/test/contentFixtures.ts';

// Issue 15: the news and knowledge-base pages are prerendered as shells, their articles once as a
// pattern (`/news/:id`). The client hydrates that HTML for a concrete path (`/news/5`): its first
// render must produce the very same markup, or React throws the page away and renders it again
// (reported as a recoverable error), which costs the paint the shell was for.

let cleanup: (() => void) | undefined;

afterEach(() => {
  act(() => cleanup?.());
  cleanup = undefined;
  vi.restoreAllMocks();
  localStorage.clear();
  document.body.innerHTML = '';
});

/** The prerendered page of `pattern`, hydrated at `path`; what React reported meanwhile. */
async function hydrate(pattern: string, path: string) {
  const page = PRERENDERED_PAGES.find((candidate) => candidate.path === pattern)!;
  const { html } = await renderPage(
    testBrand,
    page,
    '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  // React's static renderer, run in the same realm as the client one (jsdom), leaves the context
  // values of a render that suspended in place (the router's among them: "a <Router> inside
  // another <Router>"); a render that does not suspend pops them. The build renders in Node.
  await new Response((await prerender(<></>)).prelude).text();
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const container = parsed.getElementById('root')!;
  document.body.replaceChildren(document.adoptNode(container));

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
  const { apiClient } = fakeApiClient((request) => {
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
  let root: ReturnType<typeof portal.mount> | undefined;
  await act(async () => {
    root = portal.mount(container);
  });
  cleanup = () => {
    root?.unmount();
    window.removeEventListener('error', onError);
  };
  return { container, reported, prerenderedMain };
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
