import { expect, type Locator } from '@playwright/test';

/**
 * Opens a disclosure menu of the header (`button` with `aria-expanded`) and checks it opened. The
 * fixtures' `page.goto` returns once the page has hydrated, so one click is enough.
 * @example await openMenu(nav.getByRole('button', { name: 'About' }));
 */
export async function openMenu(button: Locator): Promise<void> {
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}
