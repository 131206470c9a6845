import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from '../../src/fixtures.ts';
import { DECLINED_CARD, GOOD_CARD } from '../../src/payments.ts';
import { newEmail, signUpThroughApi } from '../../src/session.ts';

// Issue 14, make a payment (§2 pay-with views, §4 Account and Card addition, §7 Billing, §8 promo
// and payment messages, §9 fees and minimums), against the sandbox's ledger and its payment and
// card pages: a new customer activates with a coupon, pays by card (declined, then paid) with the
// fee shown, a payment whose answer is lost is charged once, a card is saved from the popup and
// the weekly top-up switched on.

const PAY_WITH = '/control/billing/make-payment/pay-with';
const STARTUP = { timeout: 30_000 };

const balance = (page: Page) => page.getByTestId('pay-balance');
const amount = (page: Page) => page.getByRole('textbox', { name: 'Amount to add to the balance' });

/** Fills the card number on the sandbox's payment page and decides. */
async function payOnSandboxPage(page: Page, card: string, decision: 'pay' | 'decline' = 'pay') {
  await expect(page).toHaveURL(/\/sandbox\/payments\/[0-9a-f-]{36}$/);
  await page.getByLabel('Card number').fill(card);
  await page.getByTestId(decision === 'pay' ? 'sandbox-pay' : 'sandbox-decline').click();
}

/** The refills of the page's customer, from the ledger. */
async function refills(page: Page): Promise<{ amount: string }[]> {
  const response = await page.request.get('/api/transactions/?kind=refill');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { results: { amount: string }[] }).results;
}

test.describe('make a payment (sandbox ledger)', () => {
  test('activate by coupon, card payment declined then paid, fees and minimum', async ({
    page,
  }) => {
    test.slow();
    await signUpThroughApi(page, newEmail('pay'));

    // Not activated (§6): servers and account are disabled; the prompt is #activate.
    await page.goto(`${PAY_WITH}#activate`);
    await expect(page.getByRole('heading', { name: 'With a promo code' })).toBeVisible(STARTUP);
    const nav = page.getByRole('navigation', { name: 'Control panel' });
    await expect(nav.getByRole('link', { name: 'Servers' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);

    const coupon = page.getByRole('textbox', { name: 'Promo code' });
    await coupon.fill('NOPE-NOT-A-COUPON');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Promo code not found.')).toBeVisible();
    await expect(coupon).toHaveAttribute('aria-invalid', 'true');
    await expect(coupon).toHaveValue('NOPE-NOT-A-COUPON');
    await coupon.fill('NEWUSER5');
    await page.getByRole('button', { name: 'Apply' }).click();
    // §4: activated with #activate in the address → pay-with (its default view, no hash).
    await expect(page).toHaveURL(new RegExp(`${PAY_WITH}$`), STARTUP);
    await expect(nav.getByRole('link', { name: 'Servers' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(balance(page)).toHaveText('$5.00');

    // The same coupon again: already used (§8).
    await page.goto(PAY_WITH);
    await page.getByRole('textbox', { name: 'Promo code' }).fill('NEWUSER5');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /already|new users/ })).toBeVisible();

    // Fees (§9): $5 by card pays 5% + $0.30; above $5 no fee. The minimum is $5 without a card.
    await amount(page).fill('5');
    await expect(page.getByTestId('pay-quote-card')).toHaveText(
      'You pay $5.55 (fee $0.55), $5.00 is credited',
    );
    await amount(page).fill('5.01');
    await expect(page.getByTestId('pay-quote-card')).toContainText('$5.01 is credited');
    await expect(page.getByTestId('pay-quote-card')).toContainText('fee $0.00');
    await amount(page).fill('4');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page.getByText('The minimum payment is $5.00.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${PAY_WITH}$`));

    // Declined by the bank: back on the screen with the amount kept.
    await amount(page).fill('20');
    await page.getByRole('radio', { name: /^Bank card/ }).check();
    await page.getByRole('button', { name: 'Pay $20.00' }).click();
    await payOnSandboxPage(page, DECLINED_CARD);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Bank declined your payment' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/pay-with\/recharge\?payment=/);

    await page.goto(PAY_WITH);
    await amount(page).fill('20');
    await page.getByRole('button', { name: 'Pay $20.00' }).click();
    await payOnSandboxPage(page, GOOD_CARD);
    await expect(page.getByText('Payment received', { exact: true })).toBeVisible(STARTUP);
    await expect(page.getByTestId('pay-credited')).toContainText('$20.00');
    await expect(page.getByTestId('balance')).toHaveText('$25.00');
    expect((await refills(page)).map((refill) => refill.amount)).toEqual(['20.0000']);
  });

  test('a payment whose answer is lost is charged once when Pay is pressed again', async ({
    page,
  }) => {
    test.slow();
    await signUpThroughApi(page, newEmail('pay-retry'));
    await page.goto(PAY_WITH);
    await expect(amount(page)).toBeVisible(STARTUP);
    const keys: string[] = [];
    let lost = false;
    // The first answer never reaches the browser, though the sandbox made the payment.
    await page.route('**/api/transactions/', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (!lost) {
        lost = true;
        await route.fetch();
        return route.abort('connectionreset');
      }
      return route.fallback();
    });
    await amount(page).fill('15');
    await page.getByRole('button', { name: 'Pay $15.00' }).click();
    await expect(
      page.getByText('You will not be charged twice: press Pay again to retry the same payment.'),
    ).toBeVisible();
    await expect(amount(page)).toHaveValue('15');
    await page.getByRole('button', { name: 'Pay $15.00' }).click();
    await payOnSandboxPage(page, GOOD_CARD);
    await expect(page.getByText('Payment received', { exact: true })).toBeVisible(STARTUP);
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect((await refills(page)).map((refill) => refill.amount)).toEqual(['15.0000']);
  });

  test('a card saved from the popup, the weekly top-up switched on, the card deleted', async ({
    page,
  }) => {
    test.slow();
    await signUpThroughApi(page, newEmail('pay-card'));
    await page.goto(PAY_WITH);
    await expect(page.getByText('No saved cards yet.')).toBeVisible(STARTUP);

    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Add card' }).click();
    const popup = await popupOpened;
    await expect(popup).toHaveURL(/\/sandbox\/cards\/[0-9a-f-]{36}$/);
    await popup.getByLabel('Card number').fill(GOOD_CARD);
    // The page closes itself right after the save: wait for it from before the click.
    const popupClosed = popup.waitForEvent('close');
    await popup.getByTestId('sandbox-card-save').click();
    await popupClosed;
    await expect(
      page.getByRole('region', { name: 'Messages' }).getByText('Card successfully added'),
    ).toBeVisible();
    await expect(page.getByTestId('saved-card')).toHaveCount(1);
    await expect(page.getByTestId('saved-card')).toContainText('4242');

    const autoPopup = page.waitForEvent('popup');
    await page.getByRole('switch', { name: 'Automatic weekly top-up' }).click();
    const cardPage = await autoPopup;
    await cardPage.getByLabel('Card number').fill(GOOD_CARD);
    const cardPageClosed = cardPage.waitForEvent('close');
    await cardPage.getByTestId('sandbox-card-save').click();
    await cardPageClosed;
    await expect(page.getByRole('switch', { name: 'Automatic weekly top-up' })).toBeChecked();

    await page.getByRole('button', { name: 'Delete card ending in 4242' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete card' }).click();
    await expect(page.getByTestId('saved-card')).toHaveCount(1);
  });
});
