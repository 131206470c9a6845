import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { HOURS_PER_MONTH, volumeHourlyPrice, volumeMonthlyPrice } from './volume.ts';

describe('volumeMonthlyPrice', () => {
  test.each([
    { sizeGb: 0, price: 0 },
    { sizeGb: 1, price: 0.1 },
    { sizeGb: 5, price: 0.5 },
    { sizeGb: 10, price: 1 },
    { sizeGb: 15, price: 1.5 },
    { sizeGb: 100, price: 10 },
    { sizeGb: 2048, price: 204.8 },
    { sizeGb: 0.05, price: 0.01 },
  ])('$sizeGb GB costs $$price a month (pro rata, §9)', ({ sizeGb, price }) => {
    expect(volumeMonthlyPrice(sizeGb)).toBe(price);
  });

  test('rejects negative or non-finite sizes', () => {
    expect(() => volumeMonthlyPrice(-1)).toThrow(RangeError);
    expect(() => volumeMonthlyPrice(Number.NaN)).toThrow(RangeError);
    expect(() => volumeHourlyPrice(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  test('property: whole GB sizes cost exactly 10 cents per GB', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), (sizeGb) => {
        expect(Math.round(volumeMonthlyPrice(sizeGb) * 100)).toBe(sizeGb * 10);
      }),
    );
  });
});

describe('volumeHourlyPrice', () => {
  test('uses 730 hours a month', () => {
    expect(HOURS_PER_MONTH).toBe(730);
    expect(volumeHourlyPrice(73)).toBeCloseTo(0.01, 12);
    expect(volumeHourlyPrice(10)).toBeCloseTo(1 / 730, 12);
  });

  test('property: 730 hours add up to the monthly price', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), (sizeGb) => {
        expect(volumeHourlyPrice(sizeGb) * 730).toBeCloseTo(volumeMonthlyPrice(sizeGb), 6);
      }),
    );
  });
});
