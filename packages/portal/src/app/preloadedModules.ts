import { yieldToMain } from './yieldToMain.ts';

/**
 * Runs the modules the page preloads (its `<link rel="modulepreload">`s, which the build writes
 * for its route, screen and store: `PRERENDERED_PAGES[].preload`) one per task, in page order,
 * before the page's routes import them (issue 15). Imported by the route, they would all run in
 * the one task that loads it: on /news its screen, the content API, RTK Query, Redux Toolkit and
 * DOMPurify, 55-70 ms on a phone (4x CPU). A module runs once, so the route's own imports then
 * find them ready. One that fails to load is left to the route's import (whose failure the
 * page shows, with a retry).
 * `importModule` is the browser's `import()` but in tests.
 * @example await runPreloadedModules(document); await discovery.load(location.pathname);
 */
export async function runPreloadedModules(
  document: Document,
  importModule: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): Promise<void> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]');
  for (const { href } of links) {
    try {
      await importModule(href);
    } catch {
      return; // the route's own import reports it
    }
    await yieldToMain();
  }
}
