import { expect, type Page } from '@playwright/test';

// The server page (/control/servers/page/{id}/{tab}) as its tests read it.

/**
 * The status the page header shows: its pill carries the readable status as `data-server-status`.
 * @example await expect(headerStatus(page)).toHaveAttribute('data-server-status', 'running');
 */
export const headerStatus = (page: Page) =>
  page.getByRole('main').locator('[data-server-status]').first();

/**
 * Presses `button` in the open dialog named `dialogName` and waits for the dialog to close.
 * @example await confirmIn(page, 'Stop web-1?', 'Stop');
 */
export async function confirmIn(page: Page, dialogName: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}
