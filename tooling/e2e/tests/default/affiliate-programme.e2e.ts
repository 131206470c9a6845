import { fastClockTest as test } from '../../src/fastClockSandbox.ts';
import { expect } from '../../src/fixtures.ts';
import { payByCard } from '../../src/payments.ts';
import { advanceSandboxClock } from '../../src/sandboxClock.ts';
import { E2E_PASSWORD, newEmail, signUpActivatedAt } from '../../src/session.ts';

// Issue 14, the affiliate programme (§7 Affiliate, §9 "5% of each transaction after a 30-day
// hold"): a second customer arrives by the first one's link, signs up and pays; the first sees
// the referral and the commission on hold; 31 days later on the sandbox clock it is available and
// paid out to the balance, once.

test('affiliate link → referred customer pays → commission held → after the hold, paid out', async ({
  page,
  browser,
  fastSandbox,
}) => {
  test.slow();
  const { origin } = fastSandbox;
  const referrerEmail = await signUpActivatedAt(page, origin, 'referrer');
  const [referrer] = (await (await page.request.get(`${origin}/api/customers/`)).json()) as {
    uuid: string;
  }[];
  const uuid = referrer?.uuid ?? '';

  await page.goto(`${origin}/control/affiliate`);
  await expect(page.getByTestId('affiliate-link')).toHaveText(`${origin}/?affiliate_uuid=${uuid}`, {
    timeout: 30_000,
  });
  await expect(page.getByRole('img', { name: 'QR code of your affiliate link' })).toBeVisible();
  await expect(page.getByTestId('payout-unavailable')).toBeVisible();

  // The second customer: the link, the sign-up form, a $250 payment by card.
  const visitor = await browser.newContext({ baseURL: origin });
  const second = await visitor.newPage();
  const click = second.waitForResponse(
    (response) =>
      response.url().endsWith('/api/affiliate/click') && response.request().method() === 'POST',
  );
  await second.goto(`${origin}/?affiliate_uuid=${uuid}`);
  expect((await click).status()).toBe(201);
  await expect(second).not.toHaveURL(/affiliate_uuid/);
  const referredEmail = newEmail('referred');
  await second.goto(`${origin}/register`);
  await second.getByLabel(/^Email/).fill(referredEmail);
  await second.getByLabel(/^Password/).fill(E2E_PASSWORD);
  await second.getByLabel(/^Repeat the password/).fill(E2E_PASSWORD);
  await second.getByRole('button', { name: 'Sign up' }).click();
  await expect(second.getByText(referredEmail, { exact: true })).toBeVisible();
  await payByCard(second, origin, '250.00');
  await visitor.close();

  // The referrer sees the click, the referral and $12.50 on hold until 30 days after the payment.
  await page.reload();
  await expect(page.getByTestId('affiliate-clicks')).not.toContainText('No clicks yet');
  const referrals = page.getByTestId('affiliate-referrals');
  await expect(referrals).toContainText(referredEmail.slice(0, 1), { timeout: 30_000 });
  await expect(referrals).not.toContainText(referredEmail);
  const commissions = page.getByTestId('affiliate-commissions');
  await expect(commissions.locator('[data-status="held"]')).toHaveCount(1);
  await expect(commissions).toContainText('$12.50');
  await expect(page.getByTestId('payout-unavailable')).toBeVisible();

  // 31 days later (the session of 30 days ended meanwhile): available, paid out to the balance.
  await advanceSandboxClock(page, origin, 'Advance 31 days');
  await page.goto(`${origin}/login`);
  await page.getByLabel(/^Email/).fill(referrerEmail);
  await page.getByLabel(/^Password/).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText(referrerEmail, { exact: true })).toBeVisible();
  await page.goto(`${origin}/control/affiliate`);
  await expect(commissions.locator('[data-status="available"]')).toHaveCount(1, {
    timeout: 30_000,
  });
  await page.getByRole('textbox', { name: 'Amount' }).fill('12.50');
  await page.getByRole('radio', { name: 'My balance' }).check();
  await page.getByRole('button', { name: 'Pay out' }).click();
  await expect(page.getByTestId('payout-done')).toHaveText('$12.50 was added to your balance.');
  await expect(page.getByTestId('affiliate-payouts').getByRole('row')).toHaveCount(2);
  await expect(page.getByTestId('balance')).toContainText('$12.50');
  await expect(page.getByTestId('payout-unavailable')).toBeVisible();
});
