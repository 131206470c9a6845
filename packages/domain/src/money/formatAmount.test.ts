import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CURRENCIES } from './currency.ts';
import {
  amountFractionDigits,
  formatAmount,
  formatBalance,
  withCurrencySymbol,
} from './formatAmount.ts';

const NBSP = '\u00a0';

describe('formatAmount', () => {
  test('shows 2 decimals for ordinary amounts, symbol before $ and €', () => {
    expect(formatAmount(10, { currency: 'usd' })).toBe('$10.00');
    expect(formatAmount(0.59, { currency: 'usd' })).toBe('$0.59');
    expect(formatAmount(1234.5, { currency: 'eur' })).toBe('€1234.50');
  });

  test('shows 4 decimals below 0.01 (§9)', () => {
    expect(formatAmount(0.005, { currency: 'usd' })).toBe('$0.0050');
    expect(formatAmount(0.0001, { currency: 'eur' })).toBe('€0.0001');
    expect(formatAmount(0.00012345, { currency: 'usd' })).toBe('$0.0001');
  });

  test('decides the decimals on the unrounded amount at the 0.01 boundary', () => {
    expect(formatAmount(0.00999, { currency: 'usd' })).toBe('$0.0100');
    expect(formatAmount(0.01, { currency: 'usd' })).toBe('$0.01');
    expect(formatAmount(0.0149, { currency: 'usd' })).toBe('$0.01');
    expect(formatAmount(0.015, { currency: 'usd' })).toBe('$0.02');
  });

  test('zero keeps 2 decimals', () => {
    expect(formatAmount(0, { currency: 'usd' })).toBe('$0.00');
    expect(formatAmount(-0, { currency: 'usd' })).toBe('$0.00');
  });

  test('puts the minus sign before the symbol', () => {
    expect(formatAmount(-10, { currency: 'usd' })).toBe('-$10.00');
    expect(formatAmount(-0.005, { currency: 'eur' })).toBe('-€0.0050');
    expect(formatAmount(-150, { currency: 'rub' })).toBe(`-150.00${NBSP}₽`);
  });

  test('drops the sign when a tiny negative amount rounds to zero', () => {
    expect(formatAmount(-0.00001, { currency: 'usd' })).toBe('$0.0000');
  });

  test('puts ₽ after the number with a no-break space', () => {
    expect(formatAmount(150, { currency: 'rub' })).toBe(`150.00${NBSP}₽`);
    expect(formatAmount(0.005, { currency: 'rub' })).toBe(`0.0050${NBSP}₽`);
  });

  test('rouble variant shows whole roubles, rounded half away from zero', () => {
    const rouble = { currency: 'rub', roubleIntegers: true } as const;
    expect(formatAmount(149.6, rouble)).toBe(`150${NBSP}₽`);
    expect(formatAmount(49, rouble)).toBe(`49${NBSP}₽`);
    expect(formatAmount(0.5, rouble)).toBe(`1${NBSP}₽`);
    expect(formatAmount(0.005, rouble)).toBe(`0${NBSP}₽`);
    expect(formatAmount(-2.5, rouble)).toBe(`-3${NBSP}₽`);
    expect(formatAmount(-0.4, rouble)).toBe(`0${NBSP}₽`);
  });

  test('rouble amounts from five integer digits are grouped by three with no-break spaces', () => {
    const rouble = { currency: 'rub', roubleIntegers: true } as const;
    expect(formatAmount(9999, rouble)).toBe(`9999${NBSP}₽`);
    expect(formatAmount(10000, rouble)).toBe(`10${NBSP}000${NBSP}₽`);
    expect(formatAmount(-1234567.4, rouble)).toBe(`-1${NBSP}234${NBSP}567${NBSP}₽`);
    expect(formatAmount(123456.785, { currency: 'rub' })).toBe(`123${NBSP}456.79${NBSP}₽`);
    expect(formatBalance(99999.5, 'rub', { roubleIntegers: true })).toBe(`100${NBSP}000${NBSP}₽`);
    // Other currencies keep their digits whole.
    expect(formatAmount(123456, { currency: 'usd' })).toBe('$123456.00');
    expect(formatAmount(123456, { currency: 'eur' })).toBe('€123456.00');
  });

  test('roubleIntegers does not change other currencies', () => {
    expect(formatAmount(149.6, { currency: 'usd', roubleIntegers: true })).toBe('$149.60');
  });

  test('rounds half cents away from zero', () => {
    expect(formatAmount(1.005, { currency: 'usd' })).toBe('$1.01');
    expect(formatAmount(-1.005, { currency: 'usd' })).toBe('-$1.01');
  });

  test('rejects NaN and infinities', () => {
    expect(() => formatAmount(Number.NaN, { currency: 'usd' })).toThrow(RangeError);
    expect(() => formatAmount(Number.NEGATIVE_INFINITY, { currency: 'rub' })).toThrow(RangeError);
  });

  test('property: $ and € amounts have 4 decimals below 0.01, else 2', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.constantFrom('usd' as const, 'eur' as const),
        (amount, currency) => {
          const text = formatAmount(amount, { currency });
          const magnitude = Math.abs(amount);
          const decimals = magnitude > 0 && magnitude < 0.01 ? 4 : 2;
          expect(text).toMatch(new RegExp(`^-?[$€]\\d+\\.\\d{${decimals}}$`));
          expect(amountFractionDigits(amount, { currency })).toBe(decimals);
        },
      ),
    );
  });

  test('property: the shown number is the amount rounded to the shown decimals', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.constantFrom(...CURRENCIES),
        (amount, currency) => {
          const text = formatAmount(amount, { currency });
          const negative = text.startsWith('-');
          const shown = Number(text.replace(/[^\d.]/g, '')) * (negative ? -1 : 1);
          const step = 10 ** -amountFractionDigits(amount, { currency });
          expect(Math.abs(shown - amount)).toBeLessThanOrEqual(step / 2 + 1e-6);
        },
      ),
    );
  });

  test('property: rouble variant output has no decimal separator', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (amount) => {
        const text = formatAmount(amount, { currency: 'rub', roubleIntegers: true });
        // Four digits whole, five and more grouped by three (the Russian rule).
        expect(text).toMatch(new RegExp(`^-?(\\d{1,4}|\\d{1,3}(${NBSP}\\d{3})+)${NBSP}₽$`));
        expect(text).not.toMatch(/[.,]/);
      }),
    );
  });
});

describe('formatBalance', () => {
  test('always shows 2 decimals, even below 0.01', () => {
    expect(formatBalance(0.005, 'usd')).toBe('$0.01');
    expect(formatBalance(0.004, 'usd')).toBe('$0.00');
    expect(formatBalance(0, 'eur')).toBe('€0.00');
    expect(formatBalance(12.3, 'eur')).toBe('€12.30');
  });

  test('negative balance (a linked card allows down to -$10, §9)', () => {
    expect(formatBalance(-10, 'usd')).toBe('-$10.00');
  });

  test('rouble variant shows whole roubles', () => {
    expect(formatBalance(1234.5, 'rub', { roubleIntegers: true })).toBe(`1235${NBSP}₽`);
    expect(formatBalance(1234.5, 'rub')).toBe(`1234.50${NBSP}₽`);
  });

  test('property: always exactly 2 decimals outside the rouble variant', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.constantFrom(...CURRENCIES),
        (balance, currency) => {
          expect(formatBalance(balance, currency)).toMatch(
            /^-?([$€]\d+|\d{1,4}|\d{1,3}(\u00a0\d{3})+)\.\d{2}(\u00a0₽)?$/,
          );
        },
      ),
    );
  });
});

describe('withCurrencySymbol', () => {
  test('places the symbol by the same rule as formatAmount, sign first', () => {
    expect(withCurrencySymbol('0.0164', 'usd')).toBe('$0.0164');
    expect(withCurrencySymbol('-3.5', 'eur')).toBe('-€3.5');
    expect(withCurrencySymbol('0.3781', 'rub')).toBe(`0.3781${NBSP}₽`);
    expect(withCurrencySymbol('-12500.1234', 'rub')).toBe(`-12${NBSP}500.1234${NBSP}₽`);
  });
});
