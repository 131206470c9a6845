import type { DeclineCode } from './paymentsStore.ts';

// Issue 14, SPEC §8 "Card declined: 'Bank declined your payment'": every decline of a payment
// carries a stable code (openapi `Payment.decline_code`) next to its text, so the portal shows
// its own translated words and falls back to the text only for a code it does not know. The
// sandbox's bank declines some test card numbers, as real providers' test cards do.

/** SPEC §8: what a declined card payment says. */
export const BANK_DECLINED = 'Bank declined your payment';

/** What a payment declined with the page's Decline button says. */
export const DECLINED_ON_PAGE = 'Declined on the payment page';

/**
 * How long a payment page stays open for a decision, on the sandbox clock (as a provider's
 * checkout session or invoice lapses): a payment still pending after that is declined as
 * `expired` when the payer finally submits the page, opens it again, or the portal looks the
 * payment up. An hour, as the sandbox's choice: long enough for a person, short enough for a
 * test to advance the clock past it.
 */
export const PAYMENT_PAGE_LIFETIME_MS = 60 * 60_000;

/** What a payment declined because its page lapsed says (`decline_code` `expired`). */
export const PAYMENT_PAGE_EXPIRED = 'The payment page expired before the payment was made';

/**
 * When a payment's page lapses: `PAYMENT_PAGE_LIFETIME_MS` after the payment was created.
 *
 * @example
 * paymentPageExpiresAt('2026-11-21T10:00:00.000Z').toISOString(); // '2026-11-21T11:00:00.000Z'
 */
export function paymentPageExpiresAt(createdAt: string): Date {
  return new Date(Date.parse(createdAt) + PAYMENT_PAGE_LIFETIME_MS);
}

/**
 * Whether a payment's page has lapsed at `at` (from its expiry time on, inclusive).
 *
 * @example
 * paymentPageExpired('2026-11-21T10:00:00.000Z', new Date('2026-11-21T10:59:59.999Z')); // false
 * paymentPageExpired('2026-11-21T10:00:00.000Z', new Date('2026-11-21T11:00:00.000Z')); // true
 */
export function paymentPageExpired(createdAt: string, at: Date): boolean {
  return at.getTime() >= paymentPageExpiresAt(createdAt).getTime();
}

/** A test card number the sandbox's bank declines, and how. */
export interface DecliningTestCard {
  /** 16 digits, Luhn-valid (the page checks the number before the bank sees it). */
  number: string;
  code: DeclineCode;
  /** The decline's text for people (`Payment.decline_reason`). */
  message: string;
}

/**
 * The test cards that decline, in the order the payment page lists them. Any other Luhn-valid
 * number pays (4242 4242 4242 4242).
 */
export const DECLINING_TEST_CARDS: readonly DecliningTestCard[] = [
  { number: '4000000000000002', code: 'card_declined', message: BANK_DECLINED },
  {
    number: '4000000000009995',
    code: 'insufficient_funds',
    message: 'The card has insufficient funds',
  },
  { number: '4000000000000069', code: 'expired_card', message: 'The card has expired' },
  {
    number: '4000000000000127',
    code: 'incorrect_cvc',
    message: 'The card’s security code is incorrect',
  },
  {
    number: '4000000000000119',
    code: 'processing_error',
    message: 'The card could not be processed. Try again in a moment',
  },
];

/** The card number the sandbox's bank declines with 'Bank declined your payment'. */
export const DECLINED_CARD_NUMBER = '4000000000000002';

/**
 * The bank's decline of a card number (digits only), or undefined when the card pays.
 *
 * @example
 * testCardDecline('4000000000009995'); // { code: 'insufficient_funds', message: 'The card has insufficient funds', ... }
 * testCardDecline('4242424242424242'); // undefined
 */
export function testCardDecline(digits: string): DecliningTestCard | undefined {
  return DECLINING_TEST_CARDS.find((card) => card.number === digits);
}

/**
 * A card number grouped by four for people (`4000 0000 0000 0002`).
 *
 * @example
 * groupedCardNumber('4000000000000002'); // '4000 0000 0000 0002'
 */
export function groupedCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
