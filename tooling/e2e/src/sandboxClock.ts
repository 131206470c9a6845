import { expect, type Page } from '@playwright/test';

/** The one-press moves of the sandbox admin page's Sandbox clock section. */
export type ClockPreset = 'Advance 1 hour' | 'Advance 1 day' | 'Advance 7 days' | 'Advance 31 days';

/**
 * Moves the sandbox clock of `origin` forward on its admin page (a tab of its own, closed after):
 * what fell due on the way (daily deductions, auto-payments) runs at once. Answers the sandbox
 * time the page shows afterwards. Only for a sandbox of the test's own (the fast-clock one):
 * every session of that sandbox lives in the moved time.
 *
 * @example
 * await advanceSandboxClock(page, fastSandbox.origin, 'Advance 1 day');
 */
export async function advanceSandboxClock(
  page: Page,
  origin: string,
  preset: ClockPreset,
): Promise<Date> {
  const admin = await page.context().newPage();
  try {
    await admin.goto(`${origin}/sandbox/admin#clock`);
    await admin.getByRole('button', { name: preset, exact: true }).click();
    await expect(admin).toHaveURL(/\/sandbox\/admin#clock$/);
    return new Date((await admin.getByTestId('sandbox-time').textContent()) ?? '');
  } finally {
    await admin.close();
  }
}
