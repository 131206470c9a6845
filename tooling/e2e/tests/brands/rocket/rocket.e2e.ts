import { expect, test } from '../../../src/fixtures.ts';
import { newEmail, signUpThroughApi } from '../../../src/session.ts';
import { texts } from '../../../src/texts.ts';

// The rouble ("rocket") brand (§1, §2): Russian first, sign-in at /sign-in, integer roubles.

test('a browser in a language the brand does not offer starts in Russian', async ({
  browser,
  baseURL,
  siteName,
}) => {
  const context = await browser.newContext({ baseURL, locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.ru.heading);
  await expect(page).toHaveTitle(texts.ru.title(siteName));
  await context.close();
});

test('sign-in lives at /sign-in: the header links there and /login forwards', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/sign-in',
  );
  await page.goto('/login?next=%2Fcontrol%2Fservers%2Flist');
  await expect(page).toHaveURL('/sign-in?next=%2Fcontrol%2Fservers%2Flist');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});

test('after logout the visitor lands on /sign-in', async ({ page }) => {
  const email = newEmail('rocket');
  await signUpThroughApi(page, email);
  await page.goto('/control/servers/list');
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/sign-in');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  // Really logged out: the control area sends the visitor back to the sign-in.
  await page.goto('/control/servers/list');
  await expect(page).toHaveURL('/sign-in?next=%2Fcontrol%2Fservers%2Flist');
});
