import { expect, test } from '../../src/fixtures.ts';

// One smoke test per brand app: it is built, served, and its home renders its own site name and
// the brand's switches (§1 variants).
test('the brand home renders its site name and brand settings', async ({
  page,
  brand,
  siteName,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: new RegExp(`^${siteName}`) })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(siteName));
  await expect(page.locator('html')).toHaveAttribute('data-brand', brand);
  await expect(page.getByRole('list').filter({ has: page.getByText('eu-west2') })).toBeVisible();

  const nav = header.getByRole('navigation');
  const signUp = header.getByRole('link', { name: /^(Sign up|Регистрация)$/ });
  const language = header.getByRole('combobox', { name: /^(Language|Язык|语言)$/ });
  switch (brand) {
    case 'cloudplus':
      await expect(nav.getByRole('link', { name: 'News' })).toHaveCount(0); // no news
      await expect(language).toHaveCount(0); // English only
      break;
    case 'asia':
      await expect(signUp).toHaveCount(0); // no sign-up
      await expect(language.locator('option')).toHaveText(['English', '中文']);
      break;
    case 'rocket':
      await expect(header.getByRole('link', { name: /^(Sign in|Войти)$/ })).toHaveAttribute(
        'href',
        '/sign-in',
      );
      break;
    default:
      await expect(signUp).toBeVisible();
      await expect(language.locator('option')).toHaveText(['English', 'Русский', '中文']);
  }
});
