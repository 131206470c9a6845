import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  aggregatePings,
  isSuccessfulPing,
  PING_FAIL_VALUE,
  PING_MAX_SAMPLES,
  PING_TIMEOUT_MS,
  type PingSample,
} from './pingAggregate.ts';

test('the §4/§9 constants', () => {
  expect(PING_MAX_SAMPLES).toBe(50);
  expect(PING_TIMEOUT_MS).toBe(5000);
  expect(PING_FAIL_VALUE).toBe(-3);
});

describe('isSuccessfulPing', () => {
  test.each<[PingSample, boolean]>([
    [0, true],
    [42, true],
    [5000, true],
    [5000.5, false],
    [5001, false],
    [-1, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    [null, false],
  ])('%s → %s', (sample, expected) => {
    expect(isSuccessfulPing(sample)).toBe(expected);
  });
});

describe('aggregatePings', () => {
  test.each<[string, readonly PingSample[], number]>([
    ['no samples: failed', [], PING_FAIL_VALUE],
    ['one success of one', [40], 40],
    ['one success of two (exactly half): failed', [40, null], PING_FAIL_VALUE],
    ['two of four (exactly half): failed', [40, 50, null, 6000], PING_FAIL_VALUE],
    ['three of four: median of the successes', [40, 42, 300, null], 42],
    ['one of three: failed', [40, null, null], PING_FAIL_VALUE],
    ['even count: mean of the two middle values', [40, 60], 50],
    ['median resists an outlier', [30, 31, 32, 33, 4900], 32],
    ['order does not matter', [300, 10, 20], 20],
    ['5000 ms counts, 5001 ms is a timeout', [5000, 5000, 5001], 5000],
    ['negative and NaN samples are failures', [10, -5, Number.NaN], PING_FAIL_VALUE],
    ['timeouts are not part of the median', [10, 20, 30, 9000], 20],
    ['all 50 fail: failed', Array.from({ length: 50 }, () => null), PING_FAIL_VALUE],
    [
      '26 of 50 succeed: measured',
      [...Array.from({ length: 26 }, () => 80), ...Array.from({ length: 24 }, () => null)],
      80,
    ],
    [
      '25 of 50 succeed: failed',
      [...Array.from({ length: 25 }, () => 80), ...Array.from({ length: 25 }, () => null)],
      PING_FAIL_VALUE,
    ],
    [
      'samples beyond the 50th are ignored',
      [...Array.from({ length: 50 }, () => null), ...Array.from({ length: 60 }, () => 10)],
      PING_FAIL_VALUE,
    ],
  ])('%s', (_name, samples, expected) => {
    expect(aggregatePings(samples)).toBe(expected);
  });

  const sample = fc.oneof(
    fc.constant(null),
    fc.double({ min: 0, max: PING_TIMEOUT_MS, noNaN: true }),
    fc.double({ min: PING_TIMEOUT_MS, max: 1e6, noNaN: true, minExcluded: true }),
    fc.double({ min: -1e6, max: 0, noNaN: true, maxExcluded: true }),
  );
  const samples = fc.array(sample, { maxLength: PING_MAX_SAMPLES });

  test('fails exactly when half or fewer succeed, else lies within the successes', () => {
    fc.assert(
      fc.property(samples, (values) => {
        const successes = values.filter((value): value is number => isSuccessfulPing(value));
        const result = aggregatePings(values);
        if (successes.length * 2 <= values.length) {
          expect(result).toBe(PING_FAIL_VALUE);
        } else {
          expect(result).toBeGreaterThanOrEqual(Math.min(...successes));
          expect(result).toBeLessThanOrEqual(Math.max(...successes));
        }
      }),
    );
  });

  test('does not depend on the order of the samples', () => {
    fc.assert(
      fc.property(
        samples.chain((values) =>
          fc.tuple(
            fc.constant(values),
            fc.shuffledSubarray(values, { minLength: values.length, maxLength: values.length }),
          ),
        ),
        ([values, shuffled]) => {
          expect(aggregatePings(shuffled)).toBe(aggregatePings(values));
        },
      ),
    );
  });

  test('half of the successes lie at or below the result, half at or above', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: PING_TIMEOUT_MS }), {
          minLength: 1,
          maxLength: PING_MAX_SAMPLES,
        }),
        (values) => {
          const result = aggregatePings(values);
          expect(values.filter((value) => value <= result).length * 2).toBeGreaterThanOrEqual(
            values.length,
          );
          expect(values.filter((value) => value >= result).length * 2).toBeGreaterThanOrEqual(
            values.length,
          );
        },
      ),
    );
  });
});
