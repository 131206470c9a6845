import { amountWithFee, paymentFee } from '@cloud-portal/domain/payments';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { SHOWN_DOLLARS, type ShownCurrency } from '../../control/shownCurrency.ts';
import { feeScheduleUnits, paymentQuote } from './paymentQuote.ts';

const roubles: ShownCurrency = { currency: 'rub', rate: 92, wholeUnits: true };

describe('paymentQuote', () => {
  test('in dollars it is the domain fee to the cent (default brand as before)', () => {
    expect(paymentQuote(500, 'card', SHOWN_DOLLARS)).toEqual({
      total: 555,
      fee: 55,
      credited: 500,
    });
    expect(paymentQuote(501, 'card', SHOWN_DOLLARS)).toEqual({ total: 501, fee: 0, credited: 501 });
    expect(paymentQuote(400, 'webmoney_wmz', SHOWN_DOLLARS)).toEqual({
      total: 480,
      fee: 80,
      credited: 400,
    });
  });

  test('in roubles: the dollar figures converted, the fee the difference', () => {
    // $5.00 by card: $5.55 paid ($0.55 fee) → 511 ₽ (510.6), 460 ₽ credited, 51 ₽ fee.
    expect(paymentQuote(500, 'card', roubles)).toEqual({ total: 511, fee: 51, credited: 460 });
    // $5.01 has no fee (§9 none above $5).
    expect(paymentQuote(501, 'card', roubles)).toEqual({ total: 461, fee: 0, credited: 461 });
    // 1000 ₽ typed is $10.87, shown back as 1000 ₽.
    expect(paymentQuote(1087, 'paypal', roubles)).toEqual({ total: 1000, fee: 0, credited: 1000 });
  });

  test('property: in dollars the three figures are the domain’s, and always add up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom('card', 'paypal', 'alipay', 'webmoney_wmz', 'crypto') as fc.Arbitrary<
          'card' | 'paypal' | 'alipay' | 'webmoney_wmz' | 'crypto'
        >,
        fc.double({ min: 1, max: 200, noNaN: true }),
        (cents, method, rate) => {
          const dollars = paymentQuote(cents, method, SHOWN_DOLLARS);
          expect(dollars.total).toBe(Math.round(amountWithFee(cents / 100, method) * 100));
          expect(dollars.fee).toBe(Math.round(paymentFee(cents / 100, method) * 100));
          const shown = paymentQuote(cents, method, { ...roubles, rate });
          expect(shown.total).toBe(shown.credited + shown.fee);
          expect(shown.fee).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('feeScheduleUnits', () => {
  const card = { percent: 5, fixed: '0.30', free_above: '5.00' };

  test('dollars as the API gives them', () => {
    expect(feeScheduleUnits(card, SHOWN_DOLLARS)).toEqual({ fixed: 30, freeAbove: 500 });
  });

  test('roubles: the fixed part to the nearest rouble, "none above" the last amount that pays', () => {
    expect(feeScheduleUnits(card, roubles)).toEqual({ fixed: 28, freeAbove: 460 });
    expect(feeScheduleUnits(card, { ...roubles, rate: 95.5 })).toEqual({
      fixed: 29, // 28.65
      freeAbove: 477, // 478 ₽ is $5.01, free
    });
  });
});
