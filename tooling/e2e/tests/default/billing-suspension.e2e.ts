import { customerCloud } from '../../src/cloud.ts';
import { fastClockTest as test } from '../../src/fastClockSandbox.ts';
import { expect } from '../../src/fixtures.ts';
import { GOOD_CARD } from '../../src/payments.ts';
import { advanceSandboxClock } from '../../src/sandboxClock.ts';
import { csrfOf, newEmail, E2E_PASSWORD } from '../../src/session.ts';

// Issue 14, a balance that runs out (§4 Reactions to account state, §6 suspended for BALANCE, §9
// deductions every 24 h): a customer activated by a $5 coupon runs a server; a week later on the
// sandbox clock the charges pass the balance, the account is suspended for BALANCE (warning,
// redirect to pay-with, server stopped), and a payment that covers the debt lifts it.

/** Dedicated high frequency 4 vCPU / 16 GB, $0.0945 an hour: a week is about $15.88. */
const FLAVOR = 'hfd.4c16g';
const WITHIN_A_POLL = { timeout: 30_000 };

test('a week of charges → suspended for BALANCE → payment → unsuspended', async ({
  page,
  fastSandbox,
}) => {
  test.slow();
  const { origin } = fastSandbox;
  expect((await page.request.get(`${origin}/api/time/`)).ok()).toBe(true);
  const signedUp = await page.request.post(`${origin}/api/customers/`, {
    data: { email: newEmail('suspension'), password: E2E_PASSWORD },
    headers: { 'X-CSRFToken': await csrfOf(page, origin) },
  });
  expect(signedUp.status()).toBe(201);
  const activated = await page.request.post(`${origin}/api/activate-by-coupon/`, {
    data: { coupon: 'NEWUSER5' },
    headers: { 'X-CSRFToken': await csrfOf(page, origin) },
  });
  expect(activated.ok(), await activated.text()).toBe(true);

  const cloud = await customerCloud(page, { origin });
  const server = await cloud.createServer('suspension-e2e', { flavor: FLAVOR });
  await cloud.waitForStatus(server.id, 'ACTIVE');
  await page.goto(`${origin}/control/servers/list`);
  await expect(page.getByTestId('balance')).toHaveText('$5.00', WITHIN_A_POLL);

  await advanceSandboxClock(page, origin, 'Advance 7 days');
  const toasts = page.getByRole('region', { name: 'Messages' });
  await expect(toasts.getByText('Your account has been suspended')).toBeVisible(WITHIN_A_POLL);
  await expect(page).toHaveURL(/\/control\/billing\/make-payment\/pay-with$/, WITHIN_A_POLL);
  await expect(page.getByTestId('balance')).toHaveText(/^-\$1\d\.\d\d$/);
  // Suspended, not deleted: the server is stopped (a new Keystone token: a week ended the first).
  const later = await customerCloud(page, { origin });
  await later.waitForStatus(server.id, 'SHUTOFF');
  const nav = page.getByRole('navigation', { name: 'Control panel' });
  await expect(nav.getByRole('link', { name: 'Servers' })).toHaveAttribute('aria-disabled', 'true');

  await page.getByRole('textbox', { name: 'Amount to add to the balance' }).fill('50');
  await page.getByRole('button', { name: 'Pay $50.00' }).click();
  await page.getByLabel('Card number').fill(GOOD_CARD);
  await page.getByTestId('sandbox-pay').click();
  await expect(page.getByText('Payment received', { exact: true })).toBeVisible(WITHIN_A_POLL);
  await expect(toasts.getByText('Your account has been unsuspended')).toBeVisible(WITHIN_A_POLL);
  await expect(nav.getByRole('link', { name: 'Servers' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
});
