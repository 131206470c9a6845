import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ipv4ToNumber, parseIPv4Range, validateIPv4Range } from './ipv4Range.ts';

describe('validateIPv4Range (§5 IPv4 range)', () => {
  test.each([
    '192.0.2.10-192.0.2.20',
    '10.0.0.1 - 10.0.0.1',
    '0.0.0.0-255.255.255.255',
    '10.0.0.255-10.0.1.0',
  ])('%j is valid', (range) => {
    expect(validateIPv4Range(range)).toBeNull();
  });

  test('start after end', () => {
    expect(validateIPv4Range('192.0.2.20-192.0.2.10')).toEqual({
      key: 'network:validation.ipv4RangeOrder',
    });
    expect(validateIPv4Range('10.0.1.0-10.0.0.255')).toEqual({
      key: 'network:validation.ipv4RangeOrder',
    });
  });

  test.each([
    '192.0.2.10',
    '192.0.2.10-',
    '-192.0.2.10',
    '192.0.2.10-192.0.2.20-192.0.2.30',
    '192.0.2.10–192.0.2.20',
    '192.0.2.10-2001:db8::1',
    '192.0.2.10/24',
  ])('%j is not a range', (range) => {
    expect(validateIPv4Range(range)).toEqual({ key: 'network:validation.ipv4Range' });
  });

  test('empty is required', () => {
    expect(validateIPv4Range('')).toEqual({ key: 'validation:required' });
  });

  test('ipv4ToNumber and parseIPv4Range', () => {
    expect(ipv4ToNumber([255, 255, 255, 255])).toBe(0xffffffff);
    expect(parseIPv4Range('10.0.0.1 - 10.0.0.9')).toEqual({ start: 167772161, end: 167772169 });
  });

  test('property: valid exactly when start ≤ end (numerically, not as text)', () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.ipV4(), (start, end) => {
        const value = (text: string) =>
          text.split('.').reduce((sum, byte) => sum * 256 + Number(byte), 0);
        expect(validateIPv4Range(`${start}-${end}`) === null).toBe(value(start) <= value(end));
      }),
    );
  });
});
