import { readFileSync } from 'node:fs';
import { customerCloud } from '../../src/cloud.ts';
import { fastClockTest as test } from '../../src/fastClockSandbox.ts';
import { expect } from '../../src/fixtures.ts';
import { payByCard } from '../../src/payments.ts';
import { advanceSandboxClock } from '../../src/sandboxClock.ts';
import { signUpActivatedAt } from '../../src/session.ts';

// Issue 14, billing history (§2 history, §3 Transaction, §7 transactions/ and
// transactions-groups/, §9 deductions every 24 h): a customer's server accrues a pending charge;
// a day later on the sandbox clock (the admin page's Sandbox clock) the deduction is in the
// history by day, its day opens to the transaction, the filters stay in the URL over a reload, and
// the CSV export holds it. The server page's activity lists the charge too.

test.describe('billing history (sandbox clock)', () => {
  test('a day of charges: pending, deducted, by day, one day, filters in the URL, CSV', async ({
    page,
    fastSandbox,
  }) => {
    test.slow();
    const { origin } = fastSandbox;
    await signUpActivatedAt(page, origin, 'history');
    // A balance for the day's charge: at $0 it would suspend the account (and the page would go
    // to pay-with, §4).
    await payByCard(page, origin, '10.00');
    const cloud = await customerCloud(page, { origin });
    const server = await cloud.createServer('history-e2e');
    await cloud.waitForStatus(server.id, 'ACTIVE');

    const history = `${origin}/control/billing/history`;
    await page.goto(history);
    const groups = page.getByTestId('transaction-groups');
    await expect(groups.getByRole('row').filter({ hasText: 'Top-up' })).toHaveCount(1, {
      timeout: 30_000,
    });
    const pending = page.getByTestId('pending-charges');
    await expect(pending.getByRole('link', { name: 'history-e2e' })).toHaveAttribute(
      'href',
      `/control/servers/page/${server.id}`,
    );

    const after = await advanceSandboxClock(page, origin, 'Advance 1 day');
    const day = after.toISOString().slice(0, 10);
    await page.reload();
    await expect(groups.getByRole('row').filter({ hasText: 'Charge' })).toHaveCount(1, {
      timeout: 30_000,
    });

    // The day opens to its transactions: the server's charge with its message.
    await groups
      .getByRole('link', { name: /^Show / })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`[?&]day=\\d{4}-\\d\\d-\\d\\d`));
    const transactions = page.getByTestId('transactions');
    await expect(transactions).toContainText('history-e2e');
    await expect(transactions.getByText(/^-?\$0\.\d{2,4}$|^−\$/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Back to all days' }).click();
    await expect(groups).toBeVisible();

    // Filters live in the URL: a reload keeps them.
    await page.getByRole('combobox', { name: 'Type' }).selectOption('charge');
    await expect(page).toHaveURL(/[?&]kind=charge/);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('charge');
    await expect(groups.getByRole('row').filter({ hasText: 'Charge' })).toHaveCount(1);

    // The CSV export has the charge, RFC 4180 lines.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^transactions-charge.*\.csv$/);
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    const lines = csv.split('\r\n').filter((line) => line !== '');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(csv).toContain('history-e2e');
    expect(lines.slice(1).every((line) => line.includes('charge'))).toBe(true);
    expect(day).toMatch(/^\d{4}-\d\d-\d\d$/);

    // The server's activity lists the charge with its amount.
    await page.goto(`${origin}/control/servers/page/${server.id}`);
    const activity = page.getByRole('list', { name: 'Activity' });
    await expect(activity.locator('[data-kind="charge"]').first()).toContainText(/Charged/, {
      timeout: 30_000,
    });
  });
});
