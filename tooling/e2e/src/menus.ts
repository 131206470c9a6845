import { expect, type Locator } from '@playwright/test';

/**
 * Opens a disclosure menu of the header (`button` with `aria-expanded`). On a prerendered page a
 * click that lands before React has hydrated the header does nothing (the button has no handler
 * yet), so the click is repeated until the menu is open; a click after hydration opens it at once.
 * @example await openMenu(nav.getByRole('button', { name: 'About' }));
 */
export async function openMenu(button: Locator): Promise<void> {
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
  }).toPass();
}
