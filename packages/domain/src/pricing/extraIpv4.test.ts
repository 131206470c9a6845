import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  extraIpv4MonthlyCharge,
  extraIpv4UnitPrice,
  newServerIpv4MonthlyCharge,
  paidIpv4Count,
} from './extraIpv4.ts';

describe('extraIpv4UnitPrice', () => {
  test('is 0.59 in dollars and euros, 49 in roubles (§9)', () => {
    expect(extraIpv4UnitPrice('usd')).toBe(0.59);
    expect(extraIpv4UnitPrice('eur')).toBe(0.59);
    expect(extraIpv4UnitPrice('rub')).toBe(49);
  });
});

describe('paidIpv4Count', () => {
  test.each([
    { ipv4PerServer: [], paid: 0 },
    { ipv4PerServer: [0], paid: 0 },
    { ipv4PerServer: [1], paid: 0 },
    { ipv4PerServer: [1, 1], paid: 1 },
    { ipv4PerServer: [2], paid: 1 },
    { ipv4PerServer: [3], paid: 2 },
    { ipv4PerServer: [1, 2, 1], paid: 3 },
    { ipv4PerServer: [0, 1], paid: 0 },
    { ipv4PerServer: [0, 0, 2], paid: 1 },
  ])('$ipv4PerServer → $paid paid', ({ ipv4PerServer, paid }) => {
    expect(paidIpv4Count(ipv4PerServer)).toBe(paid);
  });

  test('rejects negative and fractional counts', () => {
    expect(() => paidIpv4Count([1, -1])).toThrow(RangeError);
    expect(() => paidIpv4Count([1.5])).toThrow(RangeError);
    expect(() => paidIpv4Count([Number.NaN])).toThrow(RangeError);
  });

  test('property: all addresses but one are paid, whatever the order', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 20 }), { maxLength: 30 }), (counts) => {
        const total = counts.reduce((sum, count) => sum + count, 0);
        expect(paidIpv4Count(counts)).toBe(Math.max(0, total - 1));
        expect(paidIpv4Count([...counts].reverse())).toBe(paidIpv4Count(counts));
      }),
    );
  });
});

describe('extraIpv4MonthlyCharge', () => {
  test('the first IPv4 of the account is free', () => {
    expect(extraIpv4MonthlyCharge({ ipv4PerServer: [1], currency: 'usd' })).toBe(0);
    expect(extraIpv4MonthlyCharge({ ipv4PerServer: [], currency: 'rub' })).toBe(0);
  });

  test('extras apply from the second server (§9)', () => {
    expect(extraIpv4MonthlyCharge({ ipv4PerServer: [1, 1], currency: 'usd' })).toBe(0.59);
    expect(extraIpv4MonthlyCharge({ ipv4PerServer: [1, 1, 1], currency: 'usd' })).toBe(1.18);
  });

  test('a second IPv4 on the first server is paid too', () => {
    expect(extraIpv4MonthlyCharge({ ipv4PerServer: [3], currency: 'usd' })).toBe(1.18);
    expect(extraIpv4MonthlyCharge({ ipv4PerServer: [1, 2, 1], currency: 'usd' })).toBe(1.77);
  });

  test('rouble variant: 49 per extra address', () => {
    expect(extraIpv4MonthlyCharge({ ipv4PerServer: [1, 1], currency: 'rub' })).toBe(49);
    expect(extraIpv4MonthlyCharge({ ipv4PerServer: [2, 2], currency: 'rub' })).toBe(147);
  });

  test("takes the brand's unit price when given", () => {
    expect(
      extraIpv4MonthlyCharge({ ipv4PerServer: [1, 1, 1], currency: 'eur', unitPrice: 0.5 }),
    ).toBe(1);
  });

  test('rounds to cents without binary noise', () => {
    // 7 × 0.59 is 4.13 but 4.1299999999999999 in doubles.
    expect(extraIpv4MonthlyCharge({ ipv4PerServer: [8], currency: 'usd' })).toBe(4.13);
  });
});

describe('newServerIpv4MonthlyCharge', () => {
  test("the account's first server with one IPv4 adds nothing", () => {
    expect(newServerIpv4MonthlyCharge({ existingIpv4PerServer: [], currency: 'usd' })).toBe(0);
  });

  test('the second server adds the unit price', () => {
    expect(newServerIpv4MonthlyCharge({ existingIpv4PerServer: [1], currency: 'usd' })).toBe(0.59);
    expect(newServerIpv4MonthlyCharge({ existingIpv4PerServer: [1, 1], currency: 'rub' })).toBe(49);
  });

  test('a first server with two IPv4 pays for the second one', () => {
    expect(
      newServerIpv4MonthlyCharge({ existingIpv4PerServer: [], newServerIpv4: 2, currency: 'usd' }),
    ).toBe(0.59);
  });

  test('a server without IPv4 adds nothing', () => {
    expect(
      newServerIpv4MonthlyCharge({ existingIpv4PerServer: [1], newServerIpv4: 0, currency: 'usd' }),
    ).toBe(0);
  });

  test('uses the given unit price', () => {
    expect(
      newServerIpv4MonthlyCharge({ existingIpv4PerServer: [1], currency: 'usd', unitPrice: 0.75 }),
    ).toBe(0.75);
  });
});
