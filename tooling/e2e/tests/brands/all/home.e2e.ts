import { brands } from '../../../src/brands.ts';
import { customerTest, expect, test } from '../../../src/fixtures.ts';
import { texts } from '../../../src/texts.ts';

// Every brand app (§1 variants): built, served by its sandbox, its home in each of its languages.

test('the home renders the brand, the API data centers and exactly the brand languages', async ({
  page,
  brand,
  siteName,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: texts.en.homeLink(siteName) })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-brand', brand);
  // The regions come from the API once the store has loaded (§1).
  await expect(
    page.getByRole('list', { name: 'Data centers' }).getByText('eu-west2', { exact: true }),
  ).toBeVisible();

  const language = header.getByRole('combobox', { name: 'Language' });
  const offered = brands[brand].languages;
  if (offered.length === 1) {
    // A single-language brand (cloud-plus) has nothing to choose.
    await expect(language).toHaveCount(0);
  } else {
    // Each language named in itself, in the brand's order.
    await expect(language.locator('option')).toHaveText(offered.map((l) => texts[l].languageName));
    await expect(language).toHaveValue('en'); // the browser's language (en-US), when offered
  }
});

test('the home in each brand language, chosen in the header and remembered', async ({
  page,
  brand,
  siteName,
}) => {
  await page.goto('/');
  const html = page.locator('html');
  const header = page.getByRole('banner');
  const offered = brands[brand].languages;
  let current = texts.en; // the browser's language (en-US): every brand offers English
  for (const language of offered) {
    await test.step(language, async () => {
      const expected = texts[language];
      if (offered.length > 1)
        await header.getByRole('combobox', { name: current.languageLabel }).selectOption(language);
      current = expected;
      await expect(html).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.heading);
      await expect(header.getByRole('link', { name: expected.signIn })).toBeVisible();
      await expect(header.getByRole('link', { name: expected.homeLink(siteName) })).toBeVisible();
      // §1: the page title carries the site name, in the chosen language.
      await expect(page).toHaveTitle(expected.title(siteName));
    });
  }

  // The last choice is remembered: a reload (prerendered in the brand's first language) comes
  // back in it.
  const last = offered[offered.length - 1] ?? 'en';
  await page.reload();
  await expect(html).toHaveAttribute('lang', last);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts[last].heading);
  await expect(page).toHaveTitle(texts[last].title(siteName));
});

customerTest(
  'a logged-in visitor gets the control panel button instead of sign in and sign up (§2)',
  async ({ page, customer }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const controlPanel = header.getByRole('link', { name: 'Control panel' });
    await expect(controlPanel).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Sign up' })).toHaveCount(0);

    await controlPanel.click();
    await expect(page).toHaveURL('/control/servers/list');
    await expect(page.getByText(customer.email, { exact: true })).toBeVisible();
  },
);
