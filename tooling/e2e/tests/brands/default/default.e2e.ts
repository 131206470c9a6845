import { expect, test } from '../../../src/fixtures.ts';

// The default brand's switches (§1, §2): news, sign-up, no pricing page.

test('the header has news, sign in and sign up', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  await expect(header.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
});

test('/pricing redirects to the home (the pricing page is cloud-plus only)', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Cloud servers that are ready in a minute',
  );
});
