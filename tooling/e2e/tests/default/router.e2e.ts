import { expect, test } from '../../src/fixtures.ts';

test.describe('router rules (§2)', () => {
  test('the route loading bar shows on navigation and clears after it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const bar = page.getByRole('progressbar', { name: 'Loading the page' });
    await expect(bar).toHaveCount(0);

    // The bar is up for a few hundred milliseconds: a polling assertion can miss it on a busy
    // machine, so the page itself records when it shows and goes.
    await page.evaluate(() => {
      const seen: number[] = [];
      Object.assign(window, { barSeen: seen });
      let shown = false;
      new MutationObserver(() => {
        const now = document.querySelector('[role="progressbar"]') !== null;
        if (now !== shown) seen.push(performance.now());
        shown = now;
      }).observe(document.body, { subtree: true, childList: true });
    });
    await page.getByRole('banner').getByRole('link', { name: 'News' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect(bar).toHaveCount(0);
    const [shownAt, hiddenAt, ...more] = await page.evaluate(
      () => (window as unknown as { barSeen: number[] }).barSeen,
    );
    expect(shownAt, 'the bar showed').toBeDefined();
    expect(hiddenAt, 'the bar went').toBeDefined();
    expect(more).toEqual([]);
    // §2: cleared 300 ms after the navigation, so it was up at least that long.
    expect(hiddenAt! - shownAt!).toBeGreaterThanOrEqual(250);
  });

  test('a link to the current page does nothing; the home link scrolls home to the top', async ({
    page,
  }) => {
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const historyLength = await page.evaluate(() => history.length);
    // Watch for any loading bar, however brief.
    await page.evaluate(() => {
      const seen = { bar: false };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        if (document.querySelector('[role=progressbar]')) seen.bar = true;
      }).observe(document.body, { childList: true, subtree: true });
    });

    await page.getByRole('banner').getByRole('link', { name: 'News' }).click();
    await page.waitForTimeout(600);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(
      await page.evaluate(() => (window as unknown as { seen: { bar: boolean } }).seen.bar),
    ).toBe(false);

    // `/` is the exception: it navigates again and scrolls to the top.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('banner').getByRole('link', { name: 'Cloud Portal home' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL(/\/$/);
  });

  test('a page opened at a hash shows its target 130 px below the top', async ({ page }) => {
    await page.goto('/#data-centers');
    const section = page.getByRole('region', { name: 'Data centers' });
    await expect(section).toBeVisible();
    await expect
      .poll(async () =>
        Math.round(await section.evaluate((element) => element.getBoundingClientRect().top)),
      )
      .toBe(130);
  });
});
