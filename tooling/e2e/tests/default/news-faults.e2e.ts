import { expect, test } from '../../src/fixtures.ts';
import { injectFault } from '../../src/faults.ts';

// DESIGN reliability bar: an API fault ends in a defined UI state with a way out. The fault is the
// sandbox's own (SANDBOX_FAULTS=1, scoped to this test's browser), so the request really leaves
// the browser and the real server answers 503 in the product API's error shape.
test.describe('the news list when its API call fails', () => {
  test('shows an error with a retry, and the retry recovers once the API is back', async ({
    page,
  }) => {
    const newsStatuses: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/news/') newsStatuses.push(response.status());
    });
    const fault = await injectFault(page, { path: '/api/news/', method: 'GET', status: 503 });

    await page.goto('/news');
    const main = page.getByRole('main');
    const alert = main.getByRole('alert');
    await expect(alert).toContainText('The news could not be loaded.');
    const retry = alert.getByRole('button', { name: 'Try again' });
    // What a person sees before clicking: the error settled, its button ready (not loading).
    await expect(retry).toBeEnabled();
    await expect(page.getByRole('list', { name: 'News' })).toHaveCount(0);
    expect(newsStatuses.length).toBeGreaterThan(0);
    expect(newsStatuses.every((status) => status === 503)).toBe(true);

    await fault.clear();
    await retry.click();

    const list = page.getByRole('list', { name: 'News' });
    await expect(list.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(alert).toHaveCount(0);
    expect(newsStatuses.at(-1)).toBe(200);
  });
});
