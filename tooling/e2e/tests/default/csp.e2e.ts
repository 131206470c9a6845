import type { Page } from '@playwright/test';
import { watchCspViolations } from '../../src/csp.ts';
import { customerTest, expect, test } from '../../src/fixtures.ts';
import { customerWithServer } from '../../src/sandboxServers.ts';
import { newEmail } from '../../src/session.ts';

// The strict CSP (no inline styles) holds for the modal panels of packages/ui: a Dialog (the
// command palette) and a ConfirmDialog (a server's reboot) open and close without a violation,
// and the page behind them stops scrolling while they are open (the scroll lock is a stylesheet
// rule: one that adds a <style> element is refused under this policy).

/** The body's computed overflow: 'hidden' while a modal panel locks the page's scroll. */
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

customerTest(
  'a Dialog (the command palette) opens without a CSP violation and locks the scroll',
  async ({ page }) => {
    const violations = watchCspViolations(page);
    await page.goto('/control/servers/list');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await bodyOverflow(page)).not.toBe('hidden');

    await page.keyboard.press('Control+K');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await expect(palette.getByRole('combobox')).toBeFocused();
    await expect.poll(() => bodyOverflow(page)).toBe('hidden');

    await page.keyboard.press('Escape');
    await expect(palette).toHaveCount(0);
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
    expect(violations).toEqual([]);
  },
);

test('a ConfirmDialog (reboot a server) opens without a CSP violation', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = watchCspViolations(page);
  const server = await customerWithServer(page, { email: newEmail('csp'), name: 'csp-1' });
  await page.goto(`/control/servers/page/${server.id}/server-controls`);
  await page.getByRole('button', { name: 'Reboot', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Reboot csp-1?' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => bodyOverflow(page)).toBe('hidden');
  // Outside the panel: the scrim takes the click and closes the dialog.
  await page.mouse.click(5, 5);
  await expect(dialog).toHaveCount(0);
  expect(violations).toEqual([]);
});
