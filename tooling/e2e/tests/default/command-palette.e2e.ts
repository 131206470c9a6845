import { customerTest, expect, seriousA11yViolations } from '../../src/fixtures.ts';

// The control area's command palette (issue 12), keyboard only, as a logged-in customer.

customerTest.describe('the command palette (Ctrl-K)', () => {
  customerTest.beforeEach(async ({ page }) => {
    await page.goto('/control/servers/list');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  customerTest('Ctrl-K, "history", Enter goes to the billing history', async ({ page }) => {
    await page.keyboard.press('Control+K');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    const search = palette.getByRole('combobox', { name: 'Search screens and commands' });
    await expect(search).toBeFocused();

    await page.keyboard.type('history');
    await expect(palette.getByRole('option')).toHaveText(['Billing history']);
    await page.keyboard.press('Enter');

    await expect(palette).toHaveCount(0);
    await expect(page).toHaveURL(/\/control\/billing\/history$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Billing history');
  });

  customerTest(
    'a new account: servers screens listed disabled with the reason; Escape gives focus back',
    async ({ page }) => {
      const button = page.getByRole('banner').getByRole('button', { name: 'Search' });
      await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
      await button.focus();
      await page.keyboard.press('Control+K');
      const palette = page.getByRole('dialog', { name: 'Command palette' });
      await expect(palette.getByRole('combobox')).toBeFocused();

      // The worker's account is not activated: the side nav's rule (§2) holds here too.
      await page.keyboard.type('ssh');
      const reason = 'Activate your account to use this section.';
      await expect(palette.getByRole('option')).toHaveText([
        `SSH keys${reason}`,
        `Add SSH key${reason}`,
      ]);
      await page.keyboard.press('ArrowDown');
      const addKey = palette.getByRole('option', { name: /^Add SSH key/ });
      await expect(addKey).toHaveAttribute('aria-selected', 'true');
      await expect(addKey).toHaveAttribute('aria-disabled', 'true');
      await page.keyboard.press('Enter');
      await expect(palette).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.keyboard.press('Escape');
      await expect(palette).toHaveCount(0);
      await expect(button).toBeFocused();
      await expect(page).toHaveURL(/\/control\/servers\/list$/);
    },
  );
});
