/**
 * Loads the browser's locale data for `language` off the main thread (issue 15). The first Intl
 * formatter a page builds (a date, a number, a country's name) makes the browser's ICU load its
 * locale data: 20-30 ms of this machine's CPU, 80-120 ms on a phone (Lighthouse's 4x), in one
 * task that cannot be split. ICU keeps that data for the whole renderer process, so a worker that
 * builds the same formatters first leaves the page's own at under a millisecond (measured in
 * Chromium: a first `Intl.DateTimeFormat` 18-27 ms cold, 0.2 ms after the worker). Resolves when the
 * worker is done (or at once where there are no workers: tests, old browsers, the prerender); it
 * never rejects, a failure only means the page pays for the data itself.
 * @example void warmUpIntl('ru'); // as early as the language is known
 */
export function warmUpIntl(language: string): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  // Once per language and page: the data stays loaded (Storybook makes a portal per story).
  let warm = warming.get(language);
  if (!warm) {
    warm = startWorker(language).then((warmed) => {
      if (!warmed) warming.delete(language); // a later portal may try again
    });
    warming.set(language, warm);
  }
  return warm;
}

/** The languages warmed, or being warmed, in this page. */
const warming = new Map<string, Promise<void>>();

/** Runs the worker for `language`; resolves with whether it did its work. */
function startWorker(language: string): Promise<boolean> {
  return new Promise((resolve) => {
    try {
      const worker = new Worker(new URL('./intlWarmUp.worker.ts', import.meta.url), {
        type: 'module',
        name: 'intl-warm-up',
      });
      const end = (warmed: boolean) => {
        worker.terminate();
        resolve(warmed);
      };
      worker.onmessage = () => end(true);
      worker.onerror = () => end(false);
      worker.postMessage(language);
    } catch {
      resolve(false); // a CSP without workers: the formatters load their data themselves
    }
  });
}
