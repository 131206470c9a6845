import { customerTest, expect, seriousA11yViolations } from '../../src/fixtures.ts';
import { newEmail, signUpThroughApi } from '../../src/session.ts';

// The control area's shell (issue 12, §2 Side navigation): the nav, its disabled items, the
// balance, the route table and the phone layout, against the sandbox.

customerTest.describe('control shell', () => {
  customerTest(
    'a new account: servers and account disabled with the reason, the rest usable',
    async ({ page }) => {
      await page.goto('/control/support/tickets');
      const nav = page.getByRole('navigation', { name: 'Control panel' });
      await expect(nav).toBeVisible();
      for (const name of ['Servers', 'Account']) {
        const item = nav.getByRole('link', { name });
        await expect(item).toHaveAttribute('aria-disabled', 'true');
        await expect(item).toHaveAttribute('title', 'Activate your account to use this section.');
      }
      await expect(nav.getByRole('link', { name: 'Support' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByTestId('balance')).toHaveText(/^\$\d+\.\d\d$/);
      await nav.getByRole('link', { name: 'Affiliate' }).click();
      await expect(page).toHaveURL(/\/control\/affiliate$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Affiliate program' }),
      ).toBeVisible();
      await expect(page).toHaveTitle(/^Affiliate — /);
      await page.getByRole('link', { name: 'Activate your account' }).click();
      await expect(page).toHaveURL(/\/control\/billing\/make-payment\/pay-with#activate$/);
      expect(await seriousA11yViolations(page)).toEqual([]);
    },
  );

  customerTest(
    'unknown paths: under servers to the list, elsewhere the not-found state',
    async ({ page }) => {
      await page.goto('/control/servers/no/such/thing');
      await expect(page).toHaveURL(/\/control\/servers\/list$/);
      await page.goto('/control/nothing-here');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Control panel' })).toBeVisible();
      await expect(page).toHaveURL(/\/control\/nothing-here$/);
    },
  );
});

customerTest.describe('control shell at 375 px', () => {
  customerTest.use({ viewport: { width: 375, height: 740 } });

  customerTest(
    'the nav is a drawer behind a menu button; the balance stays visible',
    async ({ page }) => {
      await page.goto('/control/servers/list');
      await expect(page.getByTestId('balance')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Control panel' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const nav = page.getByRole('navigation', { name: 'Control panel' });
      await nav.getByRole('link', { name: 'Support' }).click();
      await expect(page).toHaveURL(/\/control\/support\/tickets$/);
      await expect(nav).toHaveCount(0);
      // Nothing wider than the phone: no sideways scrolling.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    },
  );
});

customerTest.describe('control shell between 600 and 860 px', () => {
  customerTest.use({ viewport: { width: 760, height: 740 } });

  customerTest('the nav is minimized to icons, still named', async ({ page }) => {
    await page.goto('/control/support/tickets');
    const nav = page.getByRole('navigation', { name: 'Control panel' });
    await expect(nav).toHaveAttribute('data-state', 'minimized');
    await nav.getByRole('link', { name: 'Billing' }).click();
    await expect(page).toHaveURL(/\/control\/billing\/make-payment\/pay-with$/);
  });
});

customerTest('sign out from the nav ends the session and goes to the login', async ({ page }) => {
  // Its own account: signing out revokes the worker's shared session.
  await signUpThroughApi(page, newEmail('shell-signout'));
  await page.goto('/control/support/tickets');
  await page
    .getByRole('navigation', { name: 'Control panel' })
    .getByRole('link', { name: 'Sign out' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/control/support/tickets');
  await expect(page).toHaveURL(/\/login\?next=/);
});
