import type { ApiFailure, CouponRedemption } from '@cloud-portal/api-client';
import {
  promoFailureMessage,
  promoSuccessMessage,
  type ErrorMessageRef,
} from '@cloud-portal/domain/errors';

/**
 * The §8 success message of a redeemed coupon: one-time, sign-up or first-payment bonus, in
 * percent or dollars.
 * @example couponSuccessMessage({ bonus_type: 'sign_up', value_type: 'amount', value: '5.00', ... })
 * // { key: 'billing:promo.signUpBonus', params: { bonus: '$5.00' } }
 */
export function couponSuccessMessage(coupon: CouponRedemption): ErrorMessageRef {
  const value = Number(coupon.value);
  return promoSuccessMessage(
    coupon.bonus_type,
    coupon.value_type === 'percent'
      ? { type: 'percent', percent: value }
      : { type: 'amount', amount: value, currency: 'usd' },
  );
}

/**
 * §4: a coupon call answering 404 marks the coupon not valid (the §8 `not_found` failure), a
 * message for the field itself; other failures are the form's (§8 texts by code).
 * @example isCouponNotValid({ status: 404, ... }) // true
 */
export function isCouponNotValid(failure: Pick<ApiFailure, 'status'>): boolean {
  return failure.status === 404;
}

/** The field message of a coupon that is not valid. */
export const COUPON_NOT_VALID: ErrorMessageRef = promoFailureMessage('not_found');
