import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { nextRecurrenceAt } from './recurrence.ts';

describe('nextRecurrenceAt', () => {
  test('one interval after the start without now', () => {
    expect(nextRecurrenceAt(100, 10)).toBe(110);
  });

  test('a now before the first run keeps the first run', () => {
    expect(nextRecurrenceAt(100, 10, 50)).toBe(110);
  });

  test('skips missed runs, strictly after now', () => {
    expect(nextRecurrenceAt(0, 10, 25)).toBe(30);
    expect(nextRecurrenceAt(0, 10, 30)).toBe(40);
  });

  test('rejects non-finite times and non-positive intervals', () => {
    expect(() => nextRecurrenceAt(Number.NaN, 10)).toThrow(RangeError);
    expect(() => nextRecurrenceAt(0, 10, Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => nextRecurrenceAt(0, 0)).toThrow(RangeError);
    expect(() => nextRecurrenceAt(0, -5, 3)).toThrow(RangeError);
  });

  test('property: after now, on the grid, at most one interval away', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 42 }),
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.integer({ min: 0, max: 2 ** 43 }),
        (start, interval, now) => {
          const next = nextRecurrenceAt(start, interval, now);
          expect(next).toBeGreaterThan(now);
          expect(next).toBeGreaterThan(start);
          expect((next - start) % interval).toBe(0);
          expect(next - Math.max(now, start)).toBeLessThanOrEqual(interval);
        },
      ),
    );
  });
});
