import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  FEE_FREE_ABOVE,
  PAYMENT_METHODS,
  PAYMENT_METHOD_FEES,
  amountCredited,
  amountWithFee,
  paymentFee,
  type PaymentMethod,
} from './fees.ts';

const cents = (amount: number): number => Math.round(amount * 100);
/** Amounts in whole cents up to $1,000. */
const centAmount = fc.integer({ min: 0, max: 100_000 }).map((value) => value / 100);
const method = fc.constantFrom(...PAYMENT_METHODS);

describe('paymentFee', () => {
  test.each<{ method: PaymentMethod; amount: number; fee: number }>([
    // card 5 % + $0.30
    { method: 'card', amount: 5, fee: 0.55 },
    { method: 'card', amount: 1, fee: 0.35 },
    { method: 'card', amount: 0.1, fee: 0.31 }, // 0.005 rounds half up
    { method: 'card', amount: 0.09, fee: 0.3 }, // 0.0045 rounds down
    // PayPal-type 7.5 % + $0.30
    { method: 'paypal', amount: 4, fee: 0.6 },
    { method: 'paypal', amount: 1, fee: 0.38 }, // 0.075 → 0.08
    // Alipay-type 3 % + $0.30
    { method: 'alipay', amount: 5, fee: 0.45 },
    { method: 'alipay', amount: 2.5, fee: 0.38 }, // 0.075 → 0.08
    // Webmoney WMZ 20 %
    { method: 'webmoney_wmz', amount: 2, fee: 0.4 },
    { method: 'webmoney_wmz', amount: 4.99, fee: 1 }, // 0.998 → 1.00
    // no fee
    { method: 'crypto', amount: 3, fee: 0 },
    { method: 'fast_payment_system', amount: 3, fee: 0 },
  ])('$method: fee on $$amount is $$fee', ({ method, amount, fee }) => {
    expect(paymentFee(amount, method)).toBe(fee);
  });

  test('no fee above $5, a fee at exactly $5 (§9)', () => {
    expect(FEE_FREE_ABOVE).toBe(5);
    for (const each of PAYMENT_METHODS) {
      expect(paymentFee(5.01, each)).toBe(0);
      expect(paymentFee(10, each)).toBe(0);
      expect(paymentFee(1000, each)).toBe(0);
    }
    expect(paymentFee(5, 'webmoney_wmz')).toBe(1);
  });

  test('nothing to pay, no fee', () => {
    expect(paymentFee(0, 'card')).toBe(0);
  });

  test('amounts are taken to the cent, half up', () => {
    expect(paymentFee(5.004, 'card')).toBe(0.55); // 5.00
    expect(paymentFee(5.005, 'card')).toBe(0); // 5.01
  });

  test('rejects negative and non-finite amounts', () => {
    expect(() => paymentFee(-1, 'card')).toThrow(RangeError);
    expect(() => amountWithFee(Number.NaN, 'card')).toThrow(RangeError);
    expect(() => amountCredited(Number.POSITIVE_INFINITY, 'card')).toThrow(RangeError);
  });

  test('property: the fee is rate × amount + fixed to the cent up to $5, and 0 above', () => {
    fc.assert(
      fc.property(centAmount, method, (amount, each) => {
        const fee = paymentFee(amount, each);
        const { percent, fixed } = PAYMENT_METHOD_FEES[each];
        expect(fee).toBeGreaterThanOrEqual(0);
        expect(Math.abs(fee * 100 - Math.round(fee * 100))).toBeLessThan(1e-9); // whole cents
        if (amount === 0 || amount > FEE_FREE_ABOVE) expect(fee).toBe(0);
        else
          expect(Math.abs(fee - (amount * percent) / 100 - fixed)).toBeLessThanOrEqual(
            0.005 + 1e-9,
          );
      }),
    );
  });
});

describe('amountWithFee', () => {
  test('adds the fee to the credited amount', () => {
    expect(amountWithFee(4, 'card')).toBe(4.5);
    expect(amountWithFee(5, 'card')).toBe(5.55);
    expect(amountWithFee(1, 'paypal')).toBe(1.38);
    expect(amountWithFee(2, 'webmoney_wmz')).toBe(2.4);
    expect(amountWithFee(10, 'card')).toBe(10);
    expect(amountWithFee(5.01, 'paypal')).toBe(5.01);
  });

  test('property: total = credited + fee, to the cent', () => {
    fc.assert(
      fc.property(centAmount, method, (credited, each) => {
        expect(cents(amountWithFee(credited, each))).toBe(
          cents(credited) + cents(paymentFee(credited, each)),
        );
      }),
    );
  });
});

describe('amountCredited', () => {
  test('inverts amountWithFee', () => {
    expect(amountCredited(4.5, 'card')).toBe(4);
    expect(amountCredited(1.38, 'paypal')).toBe(1);
    expect(amountCredited(2.4, 'webmoney_wmz')).toBe(2);
    expect(amountCredited(12, 'paypal')).toBe(12);
    expect(amountCredited(3, 'crypto')).toBe(3);
  });

  test('a payment that does not cover the fixed fee credits nothing', () => {
    expect(amountCredited(0.2, 'card')).toBe(0);
    expect(amountCredited(0.3, 'card')).toBe(0);
    expect(amountCredited(0, 'alipay')).toBe(0);
  });

  test('rounds down to what the payment fully covers', () => {
    // $4.09 costs 4.09 + 0.20 + 0.30 = $4.59, $4.10 costs 4.10 + 0.21 + 0.30 = $4.61.
    expect(amountCredited(4.59, 'card')).toBe(4.09);
    expect(amountCredited(4.6, 'card')).toBe(4.09);
    expect(amountCredited(4.61, 'card')).toBe(4.1);
  });

  test('totals that a fee-paying amount and a fee-free amount share credit the larger', () => {
    expect(amountWithFee(5, 'card')).toBe(5.55);
    expect(amountCredited(5.55, 'card')).toBe(5.55);
    expect(amountCredited(5.01, 'card')).toBe(5.01);
    expect(amountCredited(5, 'card')).toBe(4.48); // 4.48 + 0.22 + 0.30 = 5.00
  });

  test('property: amountCredited(amountWithFee(x)) = x outside the band just below $5', () => {
    fc.assert(
      fc.property(centAmount, method, (credited, each) => {
        const total = amountWithFee(credited, each);
        const back = amountCredited(total, each);
        // A fee-paying amount whose total lands above $5 comes back as that fee-free total.
        const expected = credited <= FEE_FREE_ABOVE && total > FEE_FREE_ABOVE ? total : credited;
        expect(cents(back)).toBe(cents(expected));
        expect(back).toBeGreaterThanOrEqual(credited);
      }),
    );
  });

  test('property: the payment covers the credited amount, and not one cent more', () => {
    fc.assert(
      fc.property(centAmount, method, (paid, each) => {
        const credited = amountCredited(paid, each);
        expect(cents(amountWithFee(credited, each))).toBeLessThanOrEqual(cents(paid));
        expect(cents(amountWithFee(credited + 0.01, each))).toBeGreaterThan(cents(paid));
      }),
    );
  });
});
