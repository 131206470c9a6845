import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { csrfOf } from './session.ts';

/** A card number the sandbox's payment and card pages accept (Luhn-valid, not a decline number). */
export const GOOD_CARD = '4242 4242 4242 4242';
/** The card number the sandbox declines: 'Bank declined your payment' (§8). */
export const DECLINED_CARD = '4000 0000 0000 0002';

/**
 * Tops up the page's customer on `origin` by card through the product API and the sandbox's
 * payment page, as a customer would after pressing Pay (the pay-with screen has its own tests):
 * `POST transactions/` with an Idempotency-Key, then the card number typed on the payment page.
 * Answers the payment id once the page has sent the payer back to the portal.
 *
 * @example
 * await payByCard(page, fastSandbox.origin, '20.00');
 */
export async function payByCard(page: Page, origin: string, amount: string): Promise<string> {
  const response = await page.request.post(`${origin}/api/transactions/`, {
    data: { amount, kind: 'refill', type: 'paymaster', sub_type: 'card', message: 'Payment' },
    headers: { 'X-CSRFToken': await csrfOf(page, origin), 'Idempotency-Key': randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(201);
  const payment = (await response.json()) as { id: string; url: string };
  await page.goto(new URL(payment.url, origin).href);
  await page.getByLabel('Card number').fill(GOOD_CARD);
  await page.getByTestId('sandbox-pay').click();
  await expect(page).toHaveURL(new RegExp(`[?&]payment=${payment.id}`));
  return payment.id;
}
