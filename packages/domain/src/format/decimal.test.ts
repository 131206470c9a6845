import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatDecimal, formatDecimalTrimmed, roundHalfAwayFromZero } from './decimal.ts';

describe('roundHalfAwayFromZero', () => {
  test('rounds halves away from zero despite binary noise', () => {
    expect(roundHalfAwayFromZero(1.005, 2)).toBe(1.01);
    expect(roundHalfAwayFromZero(-1.005, 2)).toBe(-1.01);
    expect(roundHalfAwayFromZero(2.5, 0)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5, 0)).toBe(-3);
    expect(roundHalfAwayFromZero(0.00005, 4)).toBe(0.0001);
  });

  test('rejects NaN and infinities', () => {
    expect(() => roundHalfAwayFromZero(Number.NaN, 2)).toThrow(RangeError);
    expect(() => roundHalfAwayFromZero(Number.POSITIVE_INFINITY, 2)).toThrow(RangeError);
  });
});

describe('formatDecimal', () => {
  test('pads to the requested decimals with a dot and no grouping', () => {
    expect(formatDecimal(1234567.5, 2)).toBe('1234567.50');
    expect(formatDecimal(0, 4)).toBe('0.0000');
    expect(formatDecimal(7, 0)).toBe('7');
  });

  test('drops the sign of values that round to zero', () => {
    expect(formatDecimal(-0.001, 2)).toBe('0.00');
    expect(formatDecimal(-0, 2)).toBe('0.00');
    expect(formatDecimal(-0.005, 2)).toBe('-0.01');
  });

  test('property: exactly n decimals and within half a unit of the value', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.constantFrom(0, 2, 4),
        (value, digits) => {
          const text = formatDecimal(value, digits);
          const pattern = digits === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+\\.\\d{${digits}}$`);
          expect(text).toMatch(pattern);
          expect(Math.abs(Number(text) - value)).toBeLessThanOrEqual(0.5 * 10 ** -digits + 1e-6);
        },
      ),
    );
  });
});

describe('formatDecimalTrimmed', () => {
  test('removes trailing zeros and a bare dot', () => {
    expect(formatDecimalTrimmed(1.5, 2)).toBe('1.5');
    expect(formatDecimalTrimmed(2, 2)).toBe('2');
    expect(formatDecimalTrimmed(1.256, 2)).toBe('1.26');
    expect(formatDecimalTrimmed(100, 0)).toBe('100');
  });
});
