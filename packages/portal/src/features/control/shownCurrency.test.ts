import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  centsToUnits,
  formatUnits,
  largestUnitsAtMost,
  SHOWN_DOLLARS,
  smallestUnitsAtLeast,
  unitsToCents,
  type ShownCurrency,
} from './shownCurrency.ts';

const roubles = (rate: number): ShownCurrency => ({ currency: 'rub', rate, wholeUnits: true });
const NBSP = '\u00a0';

describe('shown currency conversions', () => {
  test('dollars stay dollars, cent for cent', () => {
    expect(unitsToCents(1234, SHOWN_DOLLARS)).toBe(1234);
    expect(centsToUnits(1234, SHOWN_DOLLARS)).toBe(1234);
    expect(smallestUnitsAtLeast(500, SHOWN_DOLLARS)).toBe(500);
    expect(largestUnitsAtMost(1_000_000, SHOWN_DOLLARS)).toBe(1_000_000);
    expect(formatUnits(500, SHOWN_DOLLARS)).toBe('$5.00');
  });

  test('whole roubles to dollar cents, to the nearest cent', () => {
    expect(unitsToCents(920, roubles(92))).toBe(1000);
    expect(unitsToCents(1000, roubles(92))).toBe(1087); // 10.8695…
    expect(unitsToCents(461, roubles(92))).toBe(501); // 5.0108…
    expect(unitsToCents(1, roubles(92))).toBe(1); // 0.0108…
    expect(unitsToCents(1000, roubles(95.5))).toBe(1047); // 10.4712…
  });

  test('dollar cents to whole roubles, to the nearest rouble', () => {
    expect(centsToUnits(1000, roubles(92))).toBe(920);
    expect(centsToUnits(30, roubles(92))).toBe(28); // 27.6
    expect(centsToUnits(1055, roubles(92))).toBe(971); // 970.6
    expect(formatUnits(971, roubles(92))).toBe(`971${NBSP}₽`);
  });

  test('a minimum is the smallest typed amount the API takes, a maximum the largest', () => {
    expect(smallestUnitsAtLeast(500, roubles(92))).toBe(460); // 4.995 × 92 = 459.54
    expect(smallestUnitsAtLeast(100, roubles(92))).toBe(92);
    expect(smallestUnitsAtLeast(500, roubles(95.5))).toBe(478);
    expect(largestUnitsAtMost(500, roubles(92))).toBe(460); // 461 ₽ is $5.01
    expect(largestUnitsAtMost(500, roubles(95.5))).toBe(477); // 478 ₽ is $5.01
    expect(largestUnitsAtMost(1_000_000, roubles(92))).toBe(920_000); // 920 001 ₽ is $10 000.01
  });

  test('property: the smallest and largest amounts are exact bounds of the rounding', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.double({ min: 0.5, max: 500, noNaN: true }),
        fc.boolean(),
        (cents, rate, wholeUnits) => {
          const shown: ShownCurrency = { currency: 'rub', rate, wholeUnits };
          const low = smallestUnitsAtLeast(cents, shown);
          expect(unitsToCents(low, shown)).toBeGreaterThanOrEqual(cents);
          if (low > 0) expect(unitsToCents(low - 1, shown)).toBeLessThan(cents);
          const high = largestUnitsAtMost(cents, shown);
          expect(unitsToCents(high, shown)).toBeLessThanOrEqual(cents);
          expect(unitsToCents(high + 1, shown)).toBeGreaterThan(cents);
        },
      ),
    );
  });
});
