import { baseUrlOf } from '../../../src/brands.ts';
import { expect, test } from '../../../src/fixtures.ts';
import { texts } from '../../../src/texts.ts';

// The asia host (§1, §2): English and Chinese, no sign-up, a host-specific title variant.

test('no sign up in the header, in English and in Chinese', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  for (const language of ['en', 'zh'] as const) {
    await header.getByRole('combobox', { name: /^(Language|语言)$/ }).selectOption(language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts[language].heading);
    await expect(header.getByRole('link', { name: texts[language].signIn })).toBeVisible();
    await expect(header.getByRole('link', { name: texts[language].signUp })).toHaveCount(0);
    await expect(header.locator('a[href="/register"]')).toHaveCount(0);
  }
});

test('no page offers sign-up: the home (hero, plan cards) and the affiliate program', async ({
  page,
}) => {
  await page.goto('/');
  // The plan cards have loaded with their actions: sign in, where other brands offer sign up.
  const plans = page.getByRole('tabpanel');
  await expect(plans.getByRole('link', { name: /^Sign in: / }).first()).toBeVisible();
  // The hero's action (the cards' links are named after their plan).
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }),
  ).toBeVisible();
  await expect(page.locator('a[href^="/register"]')).toHaveCount(0);

  await page.goto('/company/affiliate-program');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('a[href="/control/affiliate"]')).toBeVisible();
  await expect(page.locator('a[href^="/register"]')).toHaveCount(0);
});

test('/register is not offered: it leads to the sign-in form, which offers no sign-up', async ({
  page,
}) => {
  await page.goto('/register');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign up' })).toHaveCount(0);
  await expect(page.locator('a[href="/register"]')).toHaveCount(0);
});

test('on its Hong Kong host the page title names that market (§1 title variant)', async ({
  page,
}) => {
  // Serve the asia app under http://cloudportal.hk/ by forwarding every request to the sandbox.
  const sandbox = baseUrlOf('asia');
  await page.route('http://cloudportal.hk/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${sandbox}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  await page.goto('http://cloudportal.hk/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.en.heading);
  await expect(page).toHaveTitle(texts.en.title('Cloud Portal Hong Kong'));

  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh');
  await expect(page).toHaveTitle(texts.zh.title('Cloud Portal Hong Kong'));
  // The page goes on loading chunks after the last assertion: a forward still in flight when the
  // test ends must not fail the run (a clean-clone run failed on one).
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
