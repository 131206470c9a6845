import { afterEach, describe, expect, test, vi } from 'vitest';
import { runPreloadedModules } from './preloadedModules.ts';

function preload(hrefs: string[]) {
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/** An `import()` that notes each module it runs, with the number of tasks that had ended before. */
function recordingImport(failing: string[] = []) {
  const ran: { url: string; tasksBefore: number }[] = [];
  let tasks = 0;
  const realSetTimeout = globalThis.setTimeout;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((callback: () => void, delay?: number) =>
    realSetTimeout(() => {
      tasks += 1;
      callback();
    }, delay)) as typeof setTimeout);
  const importModule = async (url: string) => {
    if (failing.some((name) => url.endsWith(name))) throw new TypeError('Failed to fetch');
    ran.push({ url: new URL(url).pathname, tasksBefore: tasks });
  };
  return { ran, importModule };
}

afterEach(() => {
  document.head.replaceChildren();
  vi.restoreAllMocks();
});

describe('runPreloadedModules', () => {
  test('runs the preloaded modules in page order, each in a task of its own', async () => {
    preload(['/assets/vendor.js', '/assets/state.js', '/assets/NewsListPage.js']);
    const stylesheet = document.createElement('link');
    stylesheet.rel = 'stylesheet';
    stylesheet.href = '/assets/page.css';
    document.head.append(stylesheet);
    const { ran, importModule } = recordingImport();
    await runPreloadedModules(document, importModule);
    expect(ran).toEqual([
      { url: '/assets/vendor.js', tasksBefore: 0 },
      { url: '/assets/state.js', tasksBefore: 1 },
      { url: '/assets/NewsListPage.js', tasksBefore: 2 },
    ]);
  });

  test('stops at a module that does not load, leaving it to the route, and never throws', async () => {
    preload(['/assets/vendor.js', '/assets/gone.js', '/assets/NewsListPage.js']);
    const { ran, importModule } = recordingImport(['gone.js']);
    await expect(runPreloadedModules(document, importModule)).resolves.toBeUndefined();
    expect(ran.map(({ url }) => url)).toEqual(['/assets/vendor.js']);
  });

  test('a page without preloads has nothing to run', async () => {
    const { ran, importModule } = recordingImport();
    await expect(runPreloadedModules(document, importModule)).resolves.toBeUndefined();
    expect(ran).toEqual([]);
  });
});
