// §2 /donate, §7 `POST donate-payment`: what a donor may type as the amount, and which payment
// methods a donation in a currency offers. The API accepts 1.00 to 10000.00 with two decimals.
import type { Currency } from '../money/currency.ts';
import { PAYMENT_METHODS, type PaymentMethod } from './fees.ts';

/** Smallest donation, in the donation's currency (openapi `DonatePaymentRequest.amount`). */
export const DONATION_MIN_AMOUNT = 1;

/** Largest donation, in the donation's currency. */
export const DONATION_MAX_AMOUNT = 10_000;

/** Why a typed donation amount cannot be sent. */
export type DonationAmountProblem = 'required' | 'format' | 'min' | 'max';

/** A typed donation amount, read: the API's decimal string, or what is wrong with it. */
export type DonationAmountResult =
  | { readonly ok: true; readonly amount: string }
  | { readonly ok: false; readonly problem: DonationAmountProblem };

// Digits with an optional '.' or ',' (Russian keyboards type ',') and at most two decimals;
// spaces are dropped first, so '1 000' reads as a thousand.
const AMOUNT = /^(\d{1,9})(?:[.,](\d{0,2}))?$/;

/**
 * Reads the amount a donor typed (§2 donation form) as the API's decimal string with two
 * decimals. Accepts '10', '10.5', '10,50' and '1 000'; refuses empty input, anything else
 * (signs, letters, three decimals), less than 1.00 and more than 10000.00. Whole-rouble variants
 * ask for integers with `wholeUnits`, and then refuse decimals.
 *
 * @example
 * parseDonationAmount('10'); // { ok: true, amount: '10.00' }
 * parseDonationAmount('0.50'); // { ok: false, problem: 'min' }
 * parseDonationAmount('12.5', { wholeUnits: true }); // { ok: false, problem: 'format' }
 */
export function parseDonationAmount(
  text: string,
  options: { readonly wholeUnits?: boolean } = {},
): DonationAmountResult {
  const compact = text.replace(/[\s\u00a0]/g, '');
  if (compact === '') return { ok: false, problem: 'required' };
  const match = AMOUNT.exec(compact);
  if (!match) return { ok: false, problem: 'format' };
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(2, '0');
  if (options.wholeUnits === true && fraction !== '00') return { ok: false, problem: 'format' };
  // Whole minor units keep the bounds exact (no binary fractions).
  const minor = Number(whole) * 100 + Number(fraction);
  if (minor < DONATION_MIN_AMOUNT * 100) return { ok: false, problem: 'min' };
  if (minor > DONATION_MAX_AMOUNT * 100) return { ok: false, problem: 'max' };
  return { ok: true, amount: `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}` };
}

/**
 * The payment methods of §1 a donation in `currency` can use: the Russian Fast Payment System
 * pays in roubles only, a Webmoney WMZ purse holds dollars only; card, the wallets and
 * cryptocurrency take any currency. Order as `PAYMENT_METHODS`.
 *
 * @example
 * donationMethods('rub'); // ['card', 'paypal', 'alipay', 'crypto', 'fast_payment_system']
 * donationMethods('usd'); // ['card', 'paypal', 'alipay', 'webmoney_wmz', 'crypto']
 */
export function donationMethods(currency: Currency): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => {
    switch (method) {
      case 'fast_payment_system':
        return currency === 'rub';
      case 'webmoney_wmz':
        return currency === 'usd';
      case 'card':
      case 'paypal':
      case 'alipay':
      case 'crypto':
        return true;
      default:
        return method satisfies never;
    }
  });
}
