import { formatDecimalTrimmed } from '../format/decimal.ts';
import type { Currency } from '../money/currency.ts';
import { formatAmount } from '../money/formatAmount.ts';
import { ERROR_MESSAGE_KEYS, type ErrorMessageRef } from './messageKeys.ts';

// §8 "Promo and payment messages": failures (first payment only; new users only; already used;
// not found) and successes (one-time, sign-up and first-payment bonus, in percent or money). §4:
// a coupon call answering 404 marks the coupon not valid: that is the `not_found` failure.

/** Why a promo code was refused (§8). */
export type PromoFailureReason =
  'first_payment_only' | 'new_users_only' | 'already_used' | 'not_found';

// Records rather than switches: the types still demand an entry for every reason and kind.
const PROMO_FAILURE_KEYS = {
  first_payment_only: ERROR_MESSAGE_KEYS.promoFirstPaymentOnly,
  new_users_only: ERROR_MESSAGE_KEYS.promoNewUsersOnly,
  already_used: ERROR_MESSAGE_KEYS.promoAlreadyUsed,
  not_found: ERROR_MESSAGE_KEYS.promoNotFound,
} as const satisfies Record<PromoFailureReason, string>;

const PROMO_SUCCESS_KEYS = {
  one_time: ERROR_MESSAGE_KEYS.promoOneTime,
  sign_up: ERROR_MESSAGE_KEYS.promoSignUpBonus,
  first_payment: ERROR_MESSAGE_KEYS.promoFirstPaymentBonus,
} as const satisfies Record<PromoKind, string>;

/**
 * The message for a refused promo code (§8). The keys are the product-API code entries
 * (`productApiErrorKey('coupon_…')`, in `billing:promo.*`), so the toast for the same code says
 * the same.
 *
 * @example
 * promoFailureMessage('already_used'); // { key: 'billing:promo.alreadyUsed', params: {} }
 */
export function promoFailureMessage(reason: PromoFailureReason): ErrorMessageRef {
  return { key: PROMO_FAILURE_KEYS[reason], params: {} };
}

/** A promo bonus: a percentage (of the payment) or an amount of money. */
export type PromoBonus =
  | { readonly type: 'percent'; readonly percent: number }
  | {
      readonly type: 'amount';
      readonly amount: number;
      readonly currency: Currency;
      /** Rouble variant: whole roubles (see `formatAmount`). Default: false. */
      readonly roubleIntegers?: boolean;
    };

/** Kinds of accepted promo code (§8): a one-time credit, a sign-up bonus, a first-payment bonus. */
export type PromoKind = 'one_time' | 'sign_up' | 'first_payment';

/**
 * The message for an accepted promo code (§8), with the bonus formatted as the `bonus` param:
 * '10%' for a percentage (up to 2 decimals), '$5.00' / '500 ₽' for money (`formatAmount`).
 *
 * @example
 * promoSuccessMessage('first_payment', { type: 'percent', percent: 10 });
 * // { key: 'billing:promo.firstPaymentBonus', params: { bonus: '10%' } }
 * promoSuccessMessage('sign_up', { type: 'amount', amount: 5, currency: 'usd' });
 * // { key: 'billing:promo.signUpBonus', params: { bonus: '$5.00' } }
 */
export function promoSuccessMessage(kind: PromoKind, bonus: PromoBonus): ErrorMessageRef {
  return { key: PROMO_SUCCESS_KEYS[kind], params: { bonus: formatBonus(bonus) } };
}

function formatBonus(bonus: PromoBonus): string {
  return bonus.type === 'percent'
    ? `${formatDecimalTrimmed(bonus.percent, 2)}%`
    : formatAmount(bonus.amount, {
        currency: bonus.currency,
        roubleIntegers: bonus.roubleIntegers,
      });
}
