import { describe, expect, it } from 'vitest';
import { decimalToUnits, unitsToDecimal } from './amounts.ts';

describe('decimalToUnits / unitsToDecimal', () => {
  it('reads decimal strings into whole units of the scale', () => {
    expect(decimalToUnits('0.0164', 4)).toBe(164);
    expect(decimalToUnits('12.00', 2)).toBe(1200);
    expect(decimalToUnits('12.5', 2)).toBe(1250);
    expect(decimalToUnits('7', 2)).toBe(700);
    expect(decimalToUnits('50.2849', 4)).toBe(502_849);
  });

  it('refuses what is not a plain non-negative decimal of that scale', () => {
    expect(decimalToUnits('0.00001', 4)).toBeUndefined();
    expect(decimalToUnits('-1.00', 2)).toBeUndefined();
    expect(decimalToUnits('1e3', 2)).toBeUndefined();
    expect(decimalToUnits('', 2)).toBeUndefined();
  });

  it('writes units back with every decimal, and round-trips', () => {
    expect(unitsToDecimal(1476, 4)).toBe('0.1476');
    expect(unitsToDecimal(0, 4)).toBe('0.0000');
    expect(unitsToDecimal(92_00, 2)).toBe('92.00');
    expect(unitsToDecimal(5, 0)).toBe('5');
    for (const text of ['0.0001', '3.1415', '1204.0000'])
      expect(unitsToDecimal(decimalToUnits(text, 4) ?? -1, 4)).toBe(text);
    expect(() => unitsToDecimal(-1, 2)).toThrow(RangeError);
    expect(() => unitsToDecimal(1.5, 2)).toThrow(RangeError);
  });
});
