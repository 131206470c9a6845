import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../../src/fixtures.ts';
import { newEmail, signUpThroughApi } from '../../src/session.ts';

// The global UI of the control area (§2 Side navigation and global UI): the refresh toast (§4
// Refresh flow), the debug toast, and 'Loading chunk failed' (§8, §9 chunk timeout 120 s).
//
// The refresh tests run the page on Playwright's clock: the poll (every 20 s) and the 30 s
// countdown are fast-forwarded. The refresh key is the sandbox's, shared by every test: a test
// only relies on the key changing after its page has seen the key at load, which another test's
// change cannot undo (the toast for one new key looks like the toast for another). Other tests'
// pages see a fixed key (fixtures.ts `liveRefreshKey`), so these changes never reload them.
//
// Each test signs up an account of its own: on a fast-forwarded clock the page renews its session
// (the access token looks expired), which rotates the refresh token that a session shared with
// other tests (customerTest's per-worker account) would still hold.

const CONTROL = '/control/servers/list';
const NOTICE = 'A new version of the site is available. The page reloads when the countdown ends.';
// The sandbox's permanent control-panel notification (apps/sandbox seed): the control area is up.
const CONTROL_ONLY = 'Keep your contact email up to date';

/** Changes the refresh key on the sandbox's admin page, in a page of its own (a deployment). */
async function changeRefreshKey(browser: Browser, baseURL: string | undefined) {
  const staff = await browser.newContext({ baseURL });
  const admin = await staff.newPage();
  await admin.goto('/sandbox/admin');
  const section = admin.locator('section#refresh');
  const before = await section.locator('code').textContent();
  await section.getByRole('button', { name: 'Change the refresh key' }).click();
  await expect(admin).toHaveURL(/\/sandbox\/admin#refresh$/);
  await expect(section.locator('code')).not.toHaveText(before ?? '');
  await staff.close();
}

/**
 * Opens the control area on a paused clock once its first refresh-status answer (the key at
 * load) has come: the test moves time on from there.
 */
async function openControlOnPausedClock(page: Page) {
  await page.clock.install();
  const keyAtLoad = page.waitForResponse((response) =>
    response.url().endsWith('/api/refresh-status/'),
  );
  await page.goto(CONTROL);
  await keyAtLoad;
  await expect(page.getByText(CONTROL_ONLY)).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

/** Moves the clock on in small steps until the refresh toast shows (the next poll's answer). */
async function pollUntilToast(page: Page) {
  await page.clock.runFor(20_000);
  const toast = page.getByRole('status').filter({ hasText: NOTICE });
  // The answer arrives in real time; the store tells the page on the next animation frame.
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(toast).toBeVisible({ timeout: 200 });
  }).toPass({ timeout: 15_000 });
  return toast;
}

test.describe('the refresh toast (§4 Refresh flow)', () => {
  // The real key of the sandbox, which the admin page changes (other tests see a fixed one).
  test.use({ liveRefreshKey: true });

  test('a new key counts down in the toast and the title; cancel stops it without a reload', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signUpThroughApi(page, newEmail('refresh'));
    await openControlOnPausedClock(page);
    const pageTitle = await page.title();
    await changeRefreshKey(browser, baseURL);

    const toast = await pollUntilToast(page);
    await expect(toast.getByText(/^0:(30|29)$/)).toBeVisible();
    await page.clock.runFor(5_000);
    await expect(toast.getByText(/^0:2[45]$/)).toBeVisible();
    await expect(page).toHaveTitle(/^\(0:2[45]\) /);
    expect((await page.title()).replace(/^\(0:\d\d\) /, '')).toBe(pageTitle);

    // Marks this document: a reload would drop the mark.
    await page.evaluate(() => document.documentElement.setAttribute('data-e2e-page', 'kept'));
    await toast.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText(NOTICE)).toHaveCount(0);
    await expect(page).toHaveTitle(pageTitle);
    // Past the end of the countdown: still the same document.
    await page.clock.runFor(31_000);
    await expect(page.locator('html')).toHaveAttribute('data-e2e-page', 'kept');
    await expect(page.getByText(CONTROL_ONLY)).toBeVisible();
  });

  test('urgent at 10 s, cancel disabled at 5 s, and at 0:00 the page reloads', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signUpThroughApi(page, newEmail('refresh'));
    await openControlOnPausedClock(page);
    await changeRefreshKey(browser, baseURL);
    const toast = await pollUntilToast(page);
    const cancel = toast.getByRole('button', { name: 'Cancel' });
    await expect(cancel).toBeEnabled();
    await expect(toast).not.toHaveAttribute('data-urgent');

    await page.clock.runFor(20_000);
    await expect(toast.getByText(/^0:(10|09)$/)).toBeVisible();
    await expect(toast).toHaveAttribute('data-urgent', '');
    await page.clock.runFor(5_000);
    await expect(cancel).toBeDisabled();

    await page.evaluate(() => document.documentElement.setAttribute('data-e2e-page', 'old'));
    const reloaded = page.waitForEvent('load');
    await page.clock.runFor(5_000);
    await reloaded;
    await page.clock.resume();
    // A new document, on the new key: the control area again, no toast.
    await expect(page).toHaveURL(new RegExp(`${CONTROL}$`));
    await expect(page.getByText(CONTROL_ONLY)).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-e2e-page', 'old');
    await expect(page.getByText(NOTICE)).toHaveCount(0);
  });
});

test.describe('the debug toast (§2 Global UI)', () => {
  test('shows build and brand while the debug setting is on', async ({ page }) => {
    await signUpThroughApi(page, newEmail('debug'));
    const debug = page.getByRole('region', { name: 'Debug information' });
    await page.goto(CONTROL);
    await expect(page.getByText(CONTROL_ONLY)).toBeVisible();
    await expect(debug).toHaveCount(0);

    await page.goto(`${CONTROL}?debug=1`);
    await expect(debug).toContainText(
      /Build ([0-9a-f]{10}|dev) · Brand default · Region eu-west2 · Last request /,
    );
    // The setting stays on for later visits, until ?debug=0.
    await page.goto(CONTROL);
    await expect(debug).toContainText('Brand default');
    await page.goto(`${CONTROL}?debug=0`);
    await expect(page.getByText(CONTROL_ONLY)).toBeVisible();
    await expect(debug).toHaveCount(0);
  });
});

// On a direct visit of the control area, its route area's chunk is the only `routes-*` chunk
// the page asks for (public areas load theirs when visited).
const areaChunk = /\/assets\/routes-[\w-]+\.js$/;

test.describe("'Loading chunk failed' (§8, §9)", () => {
  test('a control chunk that fails to load says so, and reload recovers', async ({ page }) => {
    await signUpThroughApi(page, newEmail('chunk'));
    let aborted = 0;
    await page.route(areaChunk, async (route) => {
      aborted += 1;
      await route.abort('internetdisconnected');
    });
    await page.goto(CONTROL, { waitUntil: 'commit' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Loading chunk failed' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Reload the page to continue');
    // Tried once before the first render and once by it: not again and again.
    expect(aborted).toBeLessThanOrEqual(2);

    await page.unroute(areaChunk);
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByText(CONTROL_ONLY)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Loading chunk failed' })).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${CONTROL}$`));
  });

  test('a control chunk that never comes fails after 120 s', async ({ page }) => {
    await signUpThroughApi(page, newEmail('chunk'));
    await page.clock.install();
    let requested: () => void = () => undefined;
    const chunkRequested = new Promise<void>((resolve) => {
      requested = resolve;
    });
    // Never answered: the request stays open, as on a stalled connection.
    await page.route(areaChunk, () => requested());
    await page.goto(CONTROL, { waitUntil: 'commit' });
    await chunkRequested;

    const failed = page.getByRole('heading', { level: 1, name: 'Loading chunk failed' });
    await page.clock.runFor(119_000);
    await expect(failed).toHaveCount(0);
    await page.clock.runFor(1_000);
    await expect(failed).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload the page' })).toBeEnabled();
  });
});
