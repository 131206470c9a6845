import { describe, expect, it } from 'vitest';
import { cardBrand, cardCountry } from './cardBrand.ts';

describe('cardBrand', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa'],
    ['4000-0000-0000-0002', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['2200000000000004', 'mir'],
    ['2204999999999999', 'mir'],
    ['378282246310005', 'amex'],
    ['6200000000000005', 'unionpay'],
    ['2205000000000000', 'other'],
    ['9999', 'other'],
    ['', 'other'],
  ])('%s is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it('only Mir implies a country (Russia)', () => {
    expect(cardCountry('mir')).toBe('RU');
    expect(cardCountry('visa')).toBeUndefined();
  });
});
