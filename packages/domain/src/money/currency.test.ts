import { describe, expect, test } from 'vitest';
import { CURRENCIES, currencySymbol, parseCurrency } from './currency.ts';

describe('currencySymbol', () => {
  test('maps each currency to its §9 symbol', () => {
    expect(currencySymbol('usd')).toBe('$');
    expect(currencySymbol('eur')).toBe('€');
    expect(currencySymbol('rub')).toBe('₽');
  });

  test('gives every currency a distinct symbol', () => {
    expect(new Set(CURRENCIES.map(currencySymbol)).size).toBe(CURRENCIES.length);
  });
});

describe('parseCurrency', () => {
  test('accepts supported codes in any case and trims them', () => {
    expect(parseCurrency('USD')).toBe('usd');
    expect(parseCurrency(' eur ')).toBe('eur');
    expect(parseCurrency('Rub')).toBe('rub');
  });

  test('rejects unsupported codes', () => {
    expect(parseCurrency('gbp')).toBeUndefined();
    expect(parseCurrency('')).toBeUndefined();
  });
});
