import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { FILE_SIZE_UNITS, fileSize, formatFileSize } from './fileSize.ts';

const KB = 1024;
const MB = 1024 ** 2;
const GB = 1024 ** 3;
const TB = 1024 ** 4;

describe('fileSize', () => {
  test('stays in bytes up to 1023 and switches to kb at 1024 (base 2)', () => {
    expect(fileSize(0)).toEqual({ value: 0, unit: 'b' });
    expect(fileSize(1023)).toEqual({ value: 1023, unit: 'b' });
    expect(fileSize(1024)).toEqual({ value: 1, unit: 'kb' });
    expect(fileSize(1000)).toEqual({ value: 1000, unit: 'b' });
  });

  test('keeps up to two decimals in the larger units', () => {
    expect(fileSize(1536)).toEqual({ value: 1.5, unit: 'kb' });
    expect(fileSize(1.256 * MB)).toEqual({ value: 1.26, unit: 'mb' });
    expect(fileSize(10 * GB)).toEqual({ value: 10, unit: 'gb' });
  });

  test('rounds whole bytes', () => {
    expect(fileSize(10.4)).toEqual({ value: 10, unit: 'b' });
    expect(fileSize(10.5)).toEqual({ value: 11, unit: 'b' });
  });

  test('moves up a unit when rounding reaches 1024', () => {
    expect(fileSize(1023.6)).toEqual({ value: 1, unit: 'kb' });
    expect(fileSize(MB - 1)).toEqual({ value: 1, unit: 'mb' });
    expect(fileSize(TB - 1)).toEqual({ value: 1, unit: 'tb' });
  });

  test('never goes beyond tb', () => {
    expect(fileSize(TB)).toEqual({ value: 1, unit: 'tb' });
    expect(fileSize(1024 * TB)).toEqual({ value: 1024, unit: 'tb' });
    expect(fileSize(5000 * TB)).toEqual({ value: 5000, unit: 'tb' });
  });

  test('rejects negative and non-finite sizes', () => {
    expect(() => fileSize(-1)).toThrow(RangeError);
    expect(() => fileSize(Number.NaN)).toThrow(RangeError);
    expect(() => fileSize(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  test('property: value below 1024 unless tb, and it converts back to about the same bytes', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e16, noNaN: true }), (bytes) => {
        const { value, unit } = fileSize(bytes);
        if (unit !== 'tb') expect(value).toBeLessThan(1024);
        const power = FILE_SIZE_UNITS.indexOf(unit);
        const back = value * 1024 ** power;
        // Rounding error: half a byte, or half of 0.01 of the unit.
        const tolerance = power === 0 ? 0.5 : 0.005 * 1024 ** power;
        expect(Math.abs(back - bytes)).toBeLessThanOrEqual(tolerance * (1 + 1e-9));
        expect(value * 100).toBeCloseTo(Math.round(value * 100), 6);
      }),
    );
  });

  test('property: integer byte counts pick the unit from the power of 1024', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 1000 }),
        (power, count) => {
          expect(fileSize(count * 1024 ** power)).toEqual({
            value: count,
            unit: FILE_SIZE_UNITS[power],
          });
        },
      ),
    );
  });
});

describe('formatFileSize', () => {
  test('joins trimmed value and default label with a no-break space', () => {
    expect(formatFileSize(1536)).toBe('1.5\u00a0KB');
    expect(formatFileSize(2 * MB)).toBe('2\u00a0MB');
    expect(formatFileSize(512)).toBe('512\u00a0B');
    expect(formatFileSize(3 * TB * 1024)).toBe('3072\u00a0TB');
    expect(formatFileSize(KB * 1.125)).toBe('1.13\u00a0KB');
  });

  test('uses the labels it is given', () => {
    const labels = { b: 'Б', kb: 'КБ', mb: 'МБ', gb: 'ГБ', tb: 'ТБ' };
    expect(formatFileSize(5 * GB, { labels })).toBe('5\u00a0ГБ');
  });
});
