import { expect, test } from '../../src/fixtures.ts';

// Redux, RTK Query and the API client load as one lazy chunk after the page (issue 5). When it
// cannot load (offline, or a deployment replaced the files), each section that needs it says so
// with a retry; the rest of the page stays (no root error page).
const stateChunk = /\/assets\/state-[\w-]+\.js$/;
const FAILED = 'This part of the page could not be loaded.';

test.describe('a store chunk that fails to load', () => {
  test('leaves the home in place with a retry where the data centers were', async ({ page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.route(stateChunk, (route) => route.abort('internetdisconnected'));

    await page.goto('/');
    const dataCenters = page.locator('#data-centers');
    await expect(dataCenters.getByRole('alert')).toHaveText(new RegExp(FAILED));
    // The page around it stays: hero, header (as a guest), the prerendered sections.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Cloud servers that are ready in a minute',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);

    // Everything that waits for the store is on screen and has failed before the chunk comes
    // back: a section mounting later (the click scrolls) would load the store by itself and take
    // the button away before the click lands (seen in CI under load).
    const retry = dataCenters.getByRole('button', { name: 'Try again' });
    await retry.scrollIntoViewIfNeeded();
    await expect(page.getByText(FAILED)).toHaveCount(2); // the data centers and the plans
    await page.unroute(stateChunk);
    await retry.click();
    await expect(
      page.getByRole('list', { name: 'Data centers' }).getByRole('listitem').first(),
    ).toBeVisible();
    // One store for the page: the other section that waited for it (plans) recovered too.
    await expect(page.getByText(FAILED)).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
});
