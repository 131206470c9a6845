import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { TERABYTE_BYTES, extraTrafficCharge, trafficResetDate } from './extraTraffic.ts';

const TB = 1024 ** 4;

describe('extraTrafficCharge', () => {
  test('a terabyte is 2^40 bytes (base 2, like file sizes)', () => {
    expect(TERABYTE_BYTES).toBe(TB);
  });

  test('nothing is added up to the limit', () => {
    expect(extraTrafficCharge({ usedBytes: 0, limitBytes: TB })).toEqual({
      blocks: 0,
      amount: 0,
      effectiveLimitBytes: TB,
    });
    expect(extraTrafficCharge({ usedBytes: TB, limitBytes: TB }).blocks).toBe(0);
  });

  test('1 TB for $1 once the limit is exceeded, per started terabyte (§9)', () => {
    expect(extraTrafficCharge({ usedBytes: TB + 1, limitBytes: TB })).toEqual({
      blocks: 1,
      amount: 1,
      effectiveLimitBytes: 2 * TB,
    });
    expect(extraTrafficCharge({ usedBytes: 2 * TB, limitBytes: TB }).blocks).toBe(1);
    expect(extraTrafficCharge({ usedBytes: 2 * TB + 1, limitBytes: TB })).toEqual({
      blocks: 2,
      amount: 2,
      effectiveLimitBytes: 3 * TB,
    });
    expect(extraTrafficCharge({ usedBytes: 3.5 * TB, limitBytes: TB }).amount).toBe(3);
  });

  test('10^12 bytes over is less than one base-2 terabyte: one block', () => {
    expect(extraTrafficCharge({ usedBytes: 2e12, limitBytes: 1e12 }).blocks).toBe(1);
  });

  test('a zero limit charges from the first byte', () => {
    expect(extraTrafficCharge({ usedBytes: 1, limitBytes: 0 }).blocks).toBe(1);
  });

  test('rejects negative or non-finite byte counts', () => {
    expect(() => extraTrafficCharge({ usedBytes: -1, limitBytes: TB })).toThrow(RangeError);
    expect(() => extraTrafficCharge({ usedBytes: 1, limitBytes: Number.NaN })).toThrow(RangeError);
    expect(() =>
      extraTrafficCharge({ usedBytes: Number.POSITIVE_INFINITY, limitBytes: TB }),
    ).toThrow(RangeError);
  });

  test('property: usage fits the effective limit, and one block fewer would not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 50 }),
        fc.integer({ min: 0, max: 2 ** 50 }),
        (usedBytes, limitBytes) => {
          const { blocks, amount, effectiveLimitBytes } = extraTrafficCharge({
            usedBytes,
            limitBytes,
          });
          expect(amount).toBe(blocks);
          expect(blocks).toBeGreaterThanOrEqual(0);
          expect(effectiveLimitBytes).toBeGreaterThanOrEqual(usedBytes);
          if (blocks > 0) expect(effectiveLimitBytes - TB).toBeLessThan(usedBytes);
        },
      ),
    );
  });
});

describe('trafficResetDate', () => {
  test('defaults to 00:00 UTC on the first day of next month', () => {
    expect(trafficResetDate(Date.UTC(2026, 0, 15, 13, 45))).toBe(Date.UTC(2026, 1, 1));
    expect(trafficResetDate(Date.UTC(2026, 11, 31, 23, 59))).toBe(Date.UTC(2027, 0, 1));
  });

  test('at the reset instant the next reset is a month later', () => {
    expect(trafficResetDate(Date.UTC(2026, 2, 1))).toBe(Date.UTC(2026, 3, 1));
    expect(trafficResetDate(Date.UTC(2026, 2, 1) - 1)).toBe(Date.UTC(2026, 2, 1));
  });

  test('a reset day later this month is this month', () => {
    expect(trafficResetDate(Date.UTC(2026, 4, 3), 17)).toBe(Date.UTC(2026, 4, 17));
  });

  test('a reset day already passed is next month', () => {
    expect(trafficResetDate(Date.UTC(2026, 4, 20), 17)).toBe(Date.UTC(2026, 5, 17));
    expect(trafficResetDate(Date.UTC(2026, 11, 20), 17)).toBe(Date.UTC(2027, 0, 17));
  });

  test('clamps the reset day to short months', () => {
    expect(trafficResetDate(Date.UTC(2026, 0, 31, 12), 31)).toBe(Date.UTC(2026, 1, 28));
    expect(trafficResetDate(Date.UTC(2028, 0, 31, 12), 30)).toBe(Date.UTC(2028, 1, 29));
    expect(trafficResetDate(Date.UTC(2026, 3, 2), 31)).toBe(Date.UTC(2026, 3, 30));
    expect(trafficResetDate(Date.UTC(2026, 1, 28), 31)).toBe(Date.UTC(2026, 2, 31));
  });

  test('rejects invalid input', () => {
    expect(() => trafficResetDate(Number.NaN)).toThrow(RangeError);
    expect(() => trafficResetDate(0, 0)).toThrow(RangeError);
    expect(() => trafficResetDate(0, 32)).toThrow(RangeError);
    expect(() => trafficResetDate(0, 1.5)).toThrow(RangeError);
  });

  test('property: the next reset is after now, at midnight UTC, within about a month', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.integer({ min: 1, max: 31 }),
        (now, resetDay) => {
          const reset = trafficResetDate(now, resetDay);
          expect(reset).toBeGreaterThan(now);
          expect(reset - now).toBeLessThanOrEqual(32 * 24 * 3600 * 1000);
          const date = new Date(reset);
          expect(date.getUTCHours() + date.getUTCMinutes() + date.getUTCSeconds()).toBe(0);
          const lastDay = new Date(
            Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0),
          ).getUTCDate();
          expect(date.getUTCDate()).toBe(Math.min(resetDay, lastDay));
        },
      ),
    );
  });
});
