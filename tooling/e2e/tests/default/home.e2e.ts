import { expect, seriousA11yViolations, test } from '../../src/fixtures.ts';
import { openMenu } from '../../src/menus.ts';

interface ApiRegion {
  id: string;
  city: string;
}

test.describe('public home page', () => {
  test('shows the header of §2 and the regions served by the API', async ({
    page,
    request,
    siteName,
  }) => {
    const regions = (await (await request.get('/api/regions/')).json()) as ApiRegion[];
    expect(regions.length).toBeGreaterThan(2);

    await page.goto('/');
    await expect(page).toHaveTitle(new RegExp(siteName));

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: `${siteName} home` })).toBeVisible();
    const nav = header.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Products', 'Support', 'About']) {
      await expect(nav.getByRole('button', { name })).toBeVisible();
    }
    for (const name of ['Data centers', 'News']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(header.getByRole('combobox', { name: 'Language' })).toHaveValue('en');

    // Every region of the API is on the page, by its id and city.
    const list = page.getByRole('list', { name: 'Data centers' });
    await expect(list.getByRole('listitem')).toHaveCount(regions.length);
    for (const region of regions) {
      await expect(list.getByText(region.id, { exact: true })).toBeVisible();
      await expect(list.getByRole('heading', { name: region.city })).toBeVisible();
    }

    // The seeded states, the same in both halves of the §4 session rule.
    const card = (id: string) => list.getByRole('listitem').filter({ hasText: id });
    await expect(card('eu-west2')).toContainText('Available');
    await expect(card('ru-msk1')).toContainText('Available');
    await expect(card('us-east1')).toContainText('Out of stock');
    await expect(card('eu-central1')).toContainText('Under maintenance');
  });

  test('a disclosure menu opens, lists its links and closes on Escape', async ({ page }) => {
    await page.goto('/');
    const about = page.getByRole('button', { name: 'About' });
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await openMenu(about);
    await expect(page.getByRole('link', { name: 'Affiliate program' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Affiliate program' })).toBeHidden();
  });

  test('switches to Russian and to Chinese, and remembers the choice', async ({ page }) => {
    await page.goto('/');
    const language = page.getByRole('combobox', { name: 'Language' });

    await language.selectOption('ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Облачные серверы, готовые за минуту',
    );
    await expect(page.getByRole('button', { name: 'Продукты' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Войти' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Дата-центры' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page).toHaveTitle(/облачные серверы/);

    await page.getByRole('combobox', { name: 'Язык' }).selectOption('zh');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('一分钟即可就绪的云服务器');
    await expect(page.getByRole('button', { name: '产品' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('一分钟即可就绪的云服务器');
  });

  test('follows the system colour scheme unless the visitor chooses one, and remembers it', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ colorScheme: 'dark', baseURL });
    const page = await context.newPage();
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');

    await page.getByRole('combobox', { name: 'Theme' }).selectOption('light');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');

    await page.getByRole('combobox', { name: 'Theme' }).selectOption('system');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await context.close();
  });

  test('starts in the browser language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'ru-RU', baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Облачные серверы, готовые за минуту',
    );
    await context.close();
  });

  test('a failing regions call shows an error with a working retry', async ({ page }) => {
    let fail = true;
    let requests = 0;
    await page.route('**/api/regions/', async (route) => {
      requests += 1;
      if (fail)
        await route.fulfill({ status: 503, json: { code: 'unavailable', message: 'down' } });
      else await route.continue();
    });
    await page.goto('/');
    const dataCenters = page.locator('#data-centers');
    const plans = page.locator('#plans');
    await expect(
      dataCenters.getByText('The list of data centers could not be loaded.'),
    ).toBeVisible();
    // The plans need the regions too: their chunk arrives later and shows the same failure, with
    // its own retry. Once both say so, the page has settled.
    await expect(
      plans.getByText('The data centers could not be loaded, so no prices can be shown.'),
    ).toBeVisible();
    // One call for the page: the plans join the failure instead of asking again (they used to, and
    // the data centers' message flipped to a spinner and back, detaching the button under a click).
    expect(requests).toBe(1);
    // The rest of the page still works.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    fail = false;
    await dataCenters.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.getByRole('list', { name: 'Data centers' }).getByRole('listitem').first(),
    ).toBeVisible();
    // The one retry recovers the plans as well.
    await expect(plans.getByRole('combobox', { name: 'Data center' })).toBeVisible();
    expect(requests).toBe(2);
  });

  test('on a narrow screen the menu folds behind a toggle', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(page.getByRole('button', { name: 'Products' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Products' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
    // Nothing is wider than the screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Data centers' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
