import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isJwtRefreshDue } from './jwtRefresh.ts';

const EIGHT_HOURS = 8 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 21, 9, 0, 0);

describe('isJwtRefreshDue (§4: more than 8 hours)', () => {
  test.each<[string, number | null | undefined, number, boolean]>([
    ['just refreshed', T0, T0, false],
    ['after 7 h 59 min', T0, T0 + EIGHT_HOURS - 60_000, false],
    ['after exactly 8 h', T0, T0 + EIGHT_HOURS, false],
    ['1 ms past 8 h', T0, T0 + EIGHT_HOURS + 1, true],
    ['after a day', T0, T0 + 3 * EIGHT_HOURS, true],
    ['last refresh in the future (clock moved back)', T0 + 1000, T0, false],
    ['never refreshed (undefined)', undefined, T0, true],
    ['never refreshed (null)', null, T0, true],
    ['unreadable stored time', Number.NaN, T0, true],
  ])('%s → %s', (_name, last, now, expected) => {
    expect(isJwtRefreshDue(last, now)).toBe(expected);
  });

  test('is due exactly when more than 8 h have elapsed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 45 }),
        fc.integer({ min: -EIGHT_HOURS, max: 3 * EIGHT_HOURS }),
        (last, elapsed) => {
          expect(isJwtRefreshDue(last, last + elapsed)).toBe(elapsed > EIGHT_HOURS);
        },
      ),
    );
  });
});
