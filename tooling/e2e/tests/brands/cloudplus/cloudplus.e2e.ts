import { expect, test } from '../../../src/fixtures.ts';
import { layoutShifts, phonePageWithSlowApi } from '../../../src/layoutShift.ts';

// cloud-plus (§1): a pricing page, no news, English only.

test('the header has no news link and no language dropdown', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  // The navigation is there (so the missing link is not a missing header)...
  await expect(header.getByRole('link', { name: 'Data centers' })).toBeVisible();
  // ...without News, in the desktop bar or the folded menu.
  await expect(header.getByRole('link', { name: 'News' })).toHaveCount(0);
  await expect(header.locator('a[href^="/news"]')).toHaveCount(0);
  await expect(header.getByRole('combobox', { name: 'Language' })).toHaveCount(0);
});

test('a browser that prefers Russian still gets English', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Cloud servers that are ready in a minute',
  );
  await context.close();
});

test('the news list and articles redirect to the home', async ({ page, request }) => {
  // A real article id: the API still has news, the cloud-plus site does not show it.
  const news = (await (await request.get('/api/news/')).json()) as { results: { id: number }[] };
  const article = news.results[0];
  expect(article, 'a seeded news item').toBeDefined();

  for (const path of ['/news', `/news/${article?.id}`]) {
    await page.goto(path);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Cloud servers that are ready in a minute',
    );
  }
});

test('/pricing shows the pricing page, prerendered', async ({ page, browser, baseURL }) => {
  const response = await page.goto('/pricing');
  // A page of its own, not the 404 page (which the sandbox serves for unknown paths with 404).
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
  await expect(page).toHaveTitle(/Cloud Plus/);

  // Issue 5: the pricing page is prerendered, so its heading is there without JavaScript.
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const staticPage = await noScript.newPage();
  await staticPage.goto('/pricing');
  await expect(staticPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(staticPage.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
  await noScript.close();
});

test('/pricing: nothing on a phone screen moves when the plans arrive (issue 15 CLS)', async ({
  browser,
  baseURL,
}) => {
  // The footer was on the first screen under the spinner and moved down when the plans came (CLS 0.113).
  const { page, context } = await phonePageWithSlowApi(browser, baseURL, [
    '**/api/regions/',
    '**/api/plans/?*',
  ]);
  await page.goto('/pricing');
  await expect(page.getByTestId('page-data-loading')).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  const { total, shifts } = await layoutShifts(page);
  expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
  await context.close();
});
