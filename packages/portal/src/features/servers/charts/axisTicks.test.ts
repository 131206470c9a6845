import { describe, expect, test } from 'vitest';
import { axisTicks } from './axisTicks.ts';

const GiB = 1024 ** 3;
const MiB = 1024 ** 2;

describe('axisTicks', () => {
  test('percentages: quarters of 100, or round steps above', () => {
    expect(axisTicks(100, 1)).toEqual([0, 25, 50, 75, 100]);
    expect(axisTicks(130, 1)).toEqual([0, 50, 100, 150, 200]);
    expect(axisTicks(7, 1)).toEqual([0, 2, 4, 6, 8]);
  });

  test('bytes: round in the unit the value is shown in', () => {
    expect(axisTicks(1.75 * GiB, 1024)).toEqual([0, 0.5, 1, 1.5, 2].map((value) => value * GiB));
    expect(axisTicks(700 * MiB, 1024)).toEqual([0, 200, 400, 600, 800].map((value) => value * MiB));
    expect(axisTicks(3000, 1024)).toEqual([0, 1, 2, 3, 4].map((value) => value * 1024));
    expect(axisTicks(900, 1024)).toEqual([0, 250, 500, 750, 1000]);
  });

  test('the top tick always reaches the maximum; nothing or zero gives a unit axis', () => {
    for (const max of [1, 3, 99, 101, 1023, 1025, 5e9, 123456789]) {
      expect(axisTicks(max, 1024).at(-1)).toBeGreaterThanOrEqual(max);
      expect(axisTicks(max, 1).at(-1)).toBeGreaterThanOrEqual(max);
    }
    expect(axisTicks(0, 1)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(axisTicks(Number.NaN, 1024)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });
});
