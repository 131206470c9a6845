import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { convertCurrency, exchangeRate, type ExchangeRate } from './convert.ts';

describe('exchangeRate', () => {
  test('is 1 for the same currency', () => {
    expect(exchangeRate('eur', 'eur')).toBe(1);
  });

  test('falls back to 92 USD to RUB when the list has no entry (§3)', () => {
    expect(exchangeRate('usd', 'rub')).toBe(92);
    expect(exchangeRate('usd', 'rub', [{ from: 'usd', to: 'eur', rate: 0.9 }])).toBe(92);
    expect(exchangeRate('rub', 'usd')).toBeCloseTo(1 / 92, 12);
  });

  test('prefers a direct entry, then the inverse of the opposite entry', () => {
    const rates: ExchangeRate[] = [{ from: 'usd', to: 'rub', rate: 95.5 }];
    expect(exchangeRate('usd', 'rub', rates)).toBe(95.5);
    expect(exchangeRate('rub', 'usd', rates)).toBeCloseTo(1 / 95.5, 12);
  });

  test('ignores unusable rates as if absent', () => {
    expect(exchangeRate('usd', 'rub', [{ from: 'usd', to: 'rub', rate: 0 }])).toBe(92);
    expect(exchangeRate('usd', 'rub', [{ from: 'usd', to: 'rub', rate: Number.NaN }])).toBe(92);
    expect(exchangeRate('usd', 'eur', [{ from: 'usd', to: 'eur', rate: -1 }])).toBeUndefined();
  });

  test('is unknown for pairs with neither an entry nor a default', () => {
    expect(exchangeRate('eur', 'rub')).toBeUndefined();
  });
});

describe('convertCurrency', () => {
  test('uses the default rate when absent', () => {
    expect(convertCurrency(10, 'usd', 'rub')).toBe(920);
  });

  test('uses a given rate and does not round', () => {
    expect(
      convertCurrency(1.5, 'usd', 'eur', [{ from: 'usd', to: 'eur', rate: 0.923 }]),
    ).toBeCloseTo(1.3845, 12);
  });

  test('returns undefined for an unknown pair', () => {
    expect(convertCurrency(10, 'eur', 'rub')).toBeUndefined();
  });

  test('property: converting there and back returns the amount', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.double({ min: 0.001, max: 1000, noNaN: true }),
        (amount, rate) => {
          const rates: ExchangeRate[] = [{ from: 'usd', to: 'rub', rate }];
          const there = convertCurrency(amount, 'usd', 'rub', rates);
          expect(there).toBeDefined();
          const back = convertCurrency(there ?? Number.NaN, 'rub', 'usd', rates);
          expect(back).toBeCloseTo(amount, 3);
        },
      ),
    );
  });
});
