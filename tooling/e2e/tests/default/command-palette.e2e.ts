import { customerTest, expect, seriousA11yViolations } from '../../src/fixtures.ts';

// The control area's command palette (issue 12), keyboard only, as a logged-in customer.
//
// The control area routes only the server list so far: any other screen redirects there at once.
// So the page records every URL the app pushes, and the test checks the palette pushed the screen
// it chose; once the side-nav shell routes billing/history, the final URL is that screen too.

declare global {
  interface Window {
    pushedPaths?: string[];
  }
}

customerTest.describe('the command palette (Ctrl-K)', () => {
  customerTest.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      window.pushedPaths = [];
      const pushState = history.pushState.bind(history);
      history.pushState = (data, unused, url) => {
        if (url !== undefined && url !== null)
          window.pushedPaths?.push(new URL(String(url), location.href).pathname);
        pushState(data, unused, url);
      };
    });
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
    await expect
      .poll(() => page.evaluate(() => window.pushedPaths))
      .toEqual(['/control/billing/history']);
  });

  customerTest('Escape closes it and focus goes back; open, it passes axe', async ({ page }) => {
    const before = page.getByRole('button', { name: 'Log out' });
    await before.focus();
    await page.keyboard.press('Control+K');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await expect(palette.getByRole('combobox')).toBeFocused();
    await page.keyboard.type('ssh');
    await expect(palette.getByRole('option')).toHaveText(['SSH keys', 'Add an SSH key']);
    await page.keyboard.press('ArrowDown');
    await expect(palette.getByRole('option', { name: 'Add an SSH key' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(palette).toHaveCount(0);
    await expect(before).toBeFocused();
    expect(await page.evaluate(() => window.pushedPaths)).toEqual([]);
  });
});
