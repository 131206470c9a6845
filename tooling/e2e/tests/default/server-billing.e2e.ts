import type { Page } from '@playwright/test';
import { customerCloud } from '../../src/cloud.ts';
import { fastClockTest as test, FAST_CLOCK_SPEED } from '../../src/fastClockSandbox.ts';
import { expect } from '../../src/fixtures.ts';
import { signUpActivatedAt } from '../../src/session.ts';

// Issue 13, server-billing tab (§3 charges, §7 temporary transactions, products,
// change-network-plan, shaper limits; §9): a customer with a server opens its billing tab on a
// sandbox whose clock runs 60× (a minute per second), sees the pending charge grow, and changes
// the network plan. The server is made through the cloud API, as the command-line tools would.

/** Dedicated high frequency 4 vCPU / 16 GB, $0.0945 an hour: a cent every ~6 s at 60×. */
const FLAVOR = 'hfd.4c16g';

/** The pending charge the tab shows, as a number ('$0.0158' → 0.0158). */
async function shownCharge(page: Page): Promise<number> {
  const text = (await page.getByTestId('pending-charge').textContent()) ?? '';
  return Number(text.replace(/[^0-9.]/g, ''));
}

test.describe('server billing tab (fast sandbox clock)', () => {
  test('shows the charge growing with the clock and changes the network plan', async ({
    page,
    fastSandbox,
  }) => {
    // The tab re-reads the charge every 20 s (§9): with a sign-up, a server and a page load on a
    // busy 2-core machine, more than the default 45 s.
    test.slow();
    expect(FAST_CLOCK_SPEED).toBeGreaterThanOrEqual(60);
    const { origin } = fastSandbox;
    await signUpActivatedAt(page, origin, 'server-billing');
    // The customer's cloud account (§4 Startup does the same) and a server made through Nova.
    const cloud = await customerCloud(page, { origin });
    const { id: serverId } = await cloud.createServer('billing-e2e', { flavor: FLAVOR });

    await page.goto(`${origin}/control/servers/page/${serverId}/server-billing`);
    // The page waits for the cloud start-up (a Keystone login hashes the password: seconds on a
    // busy machine) before it finds the server and loads the tab.
    const STARTUP = { timeout: 40_000 };
    await expect(page.getByRole('heading', { name: 'billing-e2e', level: 1 })).toBeVisible(STARTUP);
    await expect(page.getByRole('tab', { name: 'Billing', selected: true })).toBeVisible();

    // The plan in the region's currency, the traffic and the §9 rules.
    await expect(page.getByText('Dedicated high frequency 4 vCPU / 16 GB')).toBeVisible(STARTUP);
    await expect(page.getByText('$69.00')).toBeVisible();
    await expect(page.getByText('$0.0945')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Traffic used this month' })).toBeVisible();
    await expect(
      page.getByText('When the limit is exceeded, 1 TB is added automatically for $1.00.'),
    ).toBeVisible();

    // The charge grows with the sandbox clock: the tab re-reads it every 20 s (§9).
    await expect(page.getByTestId('pending-charge')).toHaveText(/^\$\d+\.\d{2,4}$/);
    const first = await shownCharge(page);
    await expect
      .poll(() => shownCharge(page), { timeout: 45_000, intervals: [1_000] })
      .toBeGreaterThan(first);

    // The network plan: choose another port speed, confirm, see it applied.
    await expect(page.getByTestId('network-plan')).toHaveText('2gbps');
    await page.getByLabel('New port speed').selectOption('10gbps');
    await page.getByRole('button', { name: 'Change network plan' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Change the port speed of billing-e2e to 10gbps?',
    });
    await expect(dialog).toContainText('The price of the server does not change.');
    await dialog.getByRole('button', { name: 'Change', exact: true }).click();
    await expect(page.getByText('The port speed is now 10gbps.')).toBeVisible();
    await expect(page.getByTestId('network-plan')).toHaveText('10gbps');
    await expect(dialog).toBeHidden();

    // It was stored: a fresh load shows it.
    await page.reload();
    await expect(page.getByTestId('network-plan')).toHaveText('10gbps', STARTUP);
    await expect(page.getByText('$69.00')).toBeVisible();
  });
});
