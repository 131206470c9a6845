import type { CouponRedemption } from '@cloud-portal/api-client';
import { describe, expect, test } from 'vitest';
import { couponSuccessMessage, isCouponNotValid } from './couponMessage.ts';

const redemption: CouponRedemption = {
  coupon: 'WELCOME5',
  bonus_type: 'sign_up',
  value_type: 'amount',
  value: '5.00',
  status: 'applied',
  amount: '5.0000',
  transaction_id: 7,
  redeemed_at: '2026-11-27T06:00:00.000Z',
  applied_at: '2026-11-27T06:00:00.000Z',
};
const roubles = { currency: 'rub', rate: 92, wholeUnits: true } as const;

describe('couponSuccessMessage', () => {
  test('a dollar bonus in dollars on the default brand', () => {
    expect(couponSuccessMessage(redemption)).toEqual({
      key: 'billing:promo.signUpBonus',
      params: { bonus: '$5.00' },
    });
  });

  test('a dollar bonus in whole roubles on the rouble brand, like the balance it lands on', () => {
    expect(couponSuccessMessage(redemption, roubles)).toEqual({
      key: 'billing:promo.signUpBonus',
      params: { bonus: '460\u00a0₽' },
    });
    expect(couponSuccessMessage({ ...redemption, value: '0.30' }, roubles).params).toEqual({
      bonus: '28\u00a0₽',
    });
  });

  test('a percent bonus is a percent on every brand', () => {
    const percent = {
      ...redemption,
      bonus_type: 'first_payment',
      value_type: 'percent',
      value: '10',
    };
    expect(couponSuccessMessage(percent as CouponRedemption, roubles)).toEqual({
      key: 'billing:promo.firstPaymentBonus',
      params: { bonus: '10%' },
    });
  });
});

test('isCouponNotValid: 404 only (§4)', () => {
  expect(isCouponNotValid({ status: 404 })).toBe(true);
  expect(isCouponNotValid({ status: 400 })).toBe(false);
});
