import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DEFAULT_TOP_UP_AMOUNT } from '../constants/index.ts';
import { checkPaymentAmount, minimumPayment } from './minimumPayment.ts';

describe('minimumPayment', () => {
  test('$5 by default, lowered to $1 with a linked card (§9)', () => {
    expect(minimumPayment({ hasLinkedCard: false })).toBe(5);
    expect(minimumPayment({ hasLinkedCard: true })).toBe(1);
    expect(minimumPayment({ hasLinkedCard: true, cardCountry: 'DE' })).toBe(1);
  });

  test('Russian cards have a temporary $5 minimum, even when linked', () => {
    expect(minimumPayment({ hasLinkedCard: true, cardCountry: 'RU' })).toBe(5);
    expect(minimumPayment({ hasLinkedCard: true, cardCountry: ' ru ' })).toBe(5);
    expect(minimumPayment({ hasLinkedCard: false, cardCountry: 'RU' })).toBe(5);
  });

  test('property: the default top-up amount is always allowed', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.string({ maxLength: 3 })), (linked, country) => {
        const input = { hasLinkedCard: linked, cardCountry: country ?? undefined };
        expect(minimumPayment(input)).toBeLessThanOrEqual(DEFAULT_TOP_UP_AMOUNT);
        expect(checkPaymentAmount(DEFAULT_TOP_UP_AMOUNT, input)).toBeUndefined();
      }),
    );
  });
});

describe('checkPaymentAmount', () => {
  test('accepts the minimum and more', () => {
    expect(checkPaymentAmount(5, { hasLinkedCard: false })).toBeUndefined();
    expect(checkPaymentAmount(1, { hasLinkedCard: true })).toBeUndefined();
  });

  test('refuses amounts below the minimum with the formatted minimum', () => {
    expect(checkPaymentAmount(4.99, { hasLinkedCard: false })).toEqual({
      code: 'below_minimum',
      key: 'billing:payment.belowMinimum',
      params: { minimum: '$5.00' },
    });
    expect(checkPaymentAmount(0.5, { hasLinkedCard: true })).toEqual({
      code: 'below_minimum',
      key: 'billing:payment.belowMinimum',
      params: { minimum: '$1.00' },
    });
    expect(checkPaymentAmount(2, { hasLinkedCard: true, cardCountry: 'RU' })?.code).toBe(
      'below_minimum',
    );
  });

  test('refuses zero, negative and non-numbers as invalid', () => {
    for (const amount of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(checkPaymentAmount(amount, { hasLinkedCard: true })).toEqual({
        code: 'invalid_amount',
        key: 'billing:payment.invalidAmount',
      });
    }
  });
});
