import type { Browser, BrowserContext, Page } from '@playwright/test';

declare global {
  interface Window {
    /** Layout shifts of the page so far (not those right after an input), by recordLayoutShifts. */
    __layoutShifts?: { value: number; sources: string[] }[];
  }
}

/**
 * Records the page's layout shifts from its first paint on (call before `goto`): a
 * PerformanceObserver on `layout-shift`, as Lighthouse's CLS counts them (shifts within 500 ms of
 * an input are left out). Read them with {@link layoutShifts}.
 * @example await recordLayoutShifts(page); await page.goto('/pricing'); … (await layoutShifts(page)).total
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShifts = [];
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        window.__layoutShifts?.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => {
            const node = source.node;
            if (!(node instanceof Element)) return node?.nodeName ?? '?';
            return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The shifts recorded by {@link recordLayoutShifts}, and their sum (the page's CLS when the page
 * lived less than one 5 s session window, which a test's page does).
 * @example expect((await layoutShifts(page)).total).toBeLessThan(0.01);
 */
export async function layoutShifts(
  page: Page,
): Promise<{ total: number; shifts: { value: number; sources: string[] }[] }> {
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

/**
 * A page on Lighthouse's phone screen (412 × 823) whose answers to `slowApis` (URL globs) come a
 * second late, recording its layout shifts: what the page shows while its data load must not
 * move when they arrive. Close the context when done.
 * @example const { page, context } = await phonePageWithSlowApi(browser, baseURL, ['**\/api/regions/']);
 */
export async function phonePageWithSlowApi(
  browser: Browser,
  baseURL: string | undefined,
  slowApis: readonly string[],
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  for (const glob of slowApis) {
    await page.route(glob, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
  }
  await recordLayoutShifts(page);
  return { page, context };
}
