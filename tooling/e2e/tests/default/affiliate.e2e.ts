import { expect, test } from '../../src/fixtures.ts';
import { newEmail, signUpThroughApi } from '../../src/session.ts';

test.describe('affiliate links (§2, §7 affiliate/click, §9 30-day cookies)', () => {
  test('affiliate_uuid is removed from the address, the click recorded and its cookies set', async ({
    page,
    browser,
  }) => {
    // The referring customer: a fresh account, its uuid from the API.
    const referrer = await browser.newPage();
    await signUpThroughApi(referrer, newEmail('referrer'));
    const [customer] = (await (await referrer.request.get('/api/customers/')).json()) as {
      uuid: string;
    }[];
    await referrer.close();
    const uuid = customer?.uuid ?? '';
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);

    const click = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/affiliate/click') && response.request().method() === 'POST',
    );
    await page.goto(`/?affiliate_uuid=${uuid}&utm_source=y#z`);
    await expect(page).toHaveURL(/\/\?utm_source=y#z$/);
    const response = await click;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      affiliate_uuid: uuid,
      utm_source: 'y',
    });

    const cookies = await page.context().cookies();
    const cookie = (name: string) => cookies.find((item) => item.name === name);
    expect(cookie('affiliate_uuid')?.value).toBe(uuid);
    expect(cookie('affiliate_hit')?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookie('utm_source')?.value).toBe('y');
    // §9: 30 days (give or take the test's own seconds).
    const days = ((cookie('affiliate_uuid')?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    // Replaced, not pushed: going back leaves the site instead of restoring the affiliate URL.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    expect(page.url()).not.toContain('affiliate_uuid');
  });

  test('a page without affiliate_uuid records no click', async ({ page }) => {
    const clicks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/affiliate/')) clicks.push(request.url());
    });
    await page.goto('/?utm_source=y');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(clicks).toEqual([]);
    await expect(page).toHaveURL(/\/\?utm_source=y$/);
  });
});
