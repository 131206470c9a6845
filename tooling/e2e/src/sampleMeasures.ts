import type { Page } from '@playwright/test';

// A new server has no metric samples yet (Ceilometer's first poll is up to 5 minutes away), so
// a charts test would see only empty states. This passes the sandbox's measures answers through
// and, where one is an empty list, answers a dozen points over the asked period instead, so the
// charts have lines to draw. An injected fault's status is passed on as it is.

/**
 * Routes the page's metric measures calls as above; answers the list of the calls' URLs, in the
 * order made.
 * @example const measures = await serveSampleMeasures(page); … expect(measures).toHaveLength(6);
 */
export async function serveSampleMeasures(page: Page): Promise<URL[]> {
  const measures: URL[] = [];
  await page.route('**/metric/v1/resource/generic/*/metric/*/measures?*', async (route) => {
    const response = await route.fetch();
    const url = new URL(route.request().url());
    measures.push(url);
    const real = response.status() === 200 ? ((await response.json()) as unknown[]) : [];
    if (response.status() !== 200 || real.length > 0) return route.fulfill({ response });
    const step = Number(url.searchParams.get('granularity')) * 1000;
    const start = Date.parse(url.searchParams.get('start') ?? '');
    const points = Array.from({ length: 12 }, (_, index) => [
      new Date(start + index * step).toISOString().replace('.000Z', '+00:00'),
      step / 1000,
      url.pathname.endsWith('/memory.usage/measures') ? 1024 + index * 64 : 1e9 * (index + 1),
    ]);
    return route.fulfill({ response, json: points });
  });
  return measures;
}
