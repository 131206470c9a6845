import type { ApiFailure, CouponRedemption } from '@cloud-portal/api-client';
import {
  promoFailureMessage,
  promoSuccessMessage,
  type ErrorMessageRef,
} from '@cloud-portal/domain/errors';
import {
  centsToUnits,
  SHOWN_DOLLARS,
  unitsPerWhole,
  type ShownCurrency,
} from '../../control/shownCurrency.ts';

/**
 * The §8 success message of a redeemed coupon: one-time, sign-up or first-payment bonus, in
 * percent or dollars (the API's), a dollar bonus shown in the brand's currency (`shown`, default
 * dollars: 460 ₽ for $5 at 92 on the rouble brand, as the balance it lands on).
 * @example couponSuccessMessage({ bonus_type: 'sign_up', value_type: 'amount', value: '5.00', ... })
 * // { key: 'billing:promo.signUpBonus', params: { bonus: '$5.00' } }
 */
export function couponSuccessMessage(
  coupon: CouponRedemption,
  shown: ShownCurrency = SHOWN_DOLLARS,
): ErrorMessageRef {
  const value = Number(coupon.value);
  if (coupon.value_type === 'percent')
    return promoSuccessMessage(coupon.bonus_type, { type: 'percent', percent: value });
  const amount =
    shown.currency === 'usd'
      ? value
      : centsToUnits(Math.round(value * 100), shown) / unitsPerWhole(shown);
  return promoSuccessMessage(coupon.bonus_type, {
    type: 'amount',
    amount,
    currency: shown.currency,
    roubleIntegers: shown.wholeUnits,
  });
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
