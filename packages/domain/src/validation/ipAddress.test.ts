import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  formatIPv4,
  formatIPv6,
  parseIPv4,
  parseIPv6,
  validateIPv4,
  validateIPv6,
} from './ipAddress.ts';

// Node's own checks, as the reference (tests only; domain code does not touch Node). Loaded with
// process.getBuiltinModule because the domain package has no Node type declarations.
const nodeNet = (
  globalThis as unknown as {
    process: {
      getBuiltinModule(id: 'node:net'): { isIPv4(s: string): boolean; isIPv6(s: string): boolean };
    };
  }
).process.getBuiltinModule('node:net');

// Strings over the characters addresses are made of, so random inputs are often near-valid.
const addressLike = fc
  .array(fc.constantFrom(...'0123456789abcdefABCDEF:.'.split(''), '::', '255', '1.2.3.4', 'ffff'), {
    maxLength: 24,
  })
  .map((parts) => parts.join(''));

describe('parseIPv4 / validateIPv4', () => {
  test.each([
    ['0.0.0.0', [0, 0, 0, 0]],
    ['255.255.255.255', [255, 255, 255, 255]],
    ['192.0.2.1', [192, 0, 2, 1]],
  ])('%s parses', (text, bytes) => {
    expect(parseIPv4(text)).toEqual(bytes);
    expect(validateIPv4(text)).toBeNull();
  });

  test.each([
    '256.0.0.1',
    '1.2.3',
    '1.2.3.4.5',
    '01.2.3.4',
    '1.2.3.04',
    '0x1.2.3.4',
    '1.2.3.',
    '1..3.4',
    '1.2.3.4 x',
    '1e1.2.3.4',
    '+1.2.3.4',
    '１.2.3.4',
  ])('%j is refused', (text) => {
    expect(parseIPv4(text)).toBeUndefined();
    expect(validateIPv4(text)).toEqual({ key: 'network:validation.ipv4' });
  });

  test('surrounding spaces are trimmed by the validator; empty is required', () => {
    expect(validateIPv4(' 10.0.0.1 ')).toBeNull();
    expect(validateIPv4('')).toEqual({ key: 'validation:required' });
  });

  test('property: agrees with node:net isIPv4 on generated addresses', () => {
    fc.assert(
      fc.property(fc.oneof(fc.ipV4(), fc.ipV4Extended(), addressLike, fc.string()), (text) => {
        expect(parseIPv4(text) !== undefined).toBe(nodeNet.isIPv4(text));
      }),
    );
  });

  test('property: format(parse(x)) === x for valid addresses', () => {
    fc.assert(
      fc.property(fc.ipV4(), (text) => {
        expect(formatIPv4(parseIPv4(text) ?? [])).toBe(text);
      }),
    );
  });
});

describe('parseIPv6 / validateIPv6', () => {
  test.each([
    ['::', [0, 0, 0, 0, 0, 0, 0, 0]],
    ['::1', [0, 0, 0, 0, 0, 0, 0, 1]],
    ['1::', [1, 0, 0, 0, 0, 0, 0, 0]],
    ['2001:db8::1', [0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]],
    ['2001:DB8:0:0:8:800:200C:417A', [0x2001, 0xdb8, 0, 0, 8, 0x800, 0x200c, 0x417a]],
    ['::ffff:192.0.2.1', [0, 0, 0, 0, 0, 0xffff, 0xc000, 0x0201]],
    ['64:ff9b::198.51.100.7', [0x64, 0xff9b, 0, 0, 0, 0, 0xc633, 0x6407]],
    ['1:2:3:4:5:6:1.2.3.4', [1, 2, 3, 4, 5, 6, 0x0102, 0x0304]],
    ['1:2:3:4:5:6:7::', [1, 2, 3, 4, 5, 6, 7, 0]],
    ['::2:3:4:5:6:7:8', [0, 2, 3, 4, 5, 6, 7, 8]],
    ['1:2:3:4:5:6::8', [1, 2, 3, 4, 5, 6, 0, 8]],
  ])('%s parses', (text, groups) => {
    expect(parseIPv6(text)).toEqual(groups);
    expect(validateIPv6(text)).toBeNull();
  });

  test.each([
    '',
    ':',
    ':::',
    '1::2::3',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8::',
    '::1:2:3:4:5:6:7:8',
    '12345::',
    'g::1',
    ':1::2',
    '1::2:',
    '1.2.3.4::',
    '::1.2.3.4:1',
    '::256.0.0.1',
    '::01.2.3.4',
    '1:2:3:4:5:6:7:1.2.3.4',
    'fe80::1%eth0',
    '1.2.3.4',
  ])('%j is refused', (text) => {
    expect(parseIPv6(text)).toBeUndefined();
  });

  test('validator: trims, requires, and names the ipv6 message', () => {
    expect(validateIPv6(' ::1 ')).toBeNull();
    expect(validateIPv6('')).toEqual({ key: 'validation:required' });
    expect(validateIPv6('2001:db8:::7')).toEqual({ key: 'network:validation.ipv6' });
  });

  test('zone ids are refused on purpose, although Node accepts them', () => {
    expect(nodeNet.isIPv6('fe80::1%eth0')).toBe(true);
    expect(validateIPv6('fe80::1%eth0')).toEqual({ key: 'network:validation.ipv6' });
  });

  test('property: agrees with node:net isIPv6 on generated inputs (no zone ids)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.ipV6(), fc.ipV4(), addressLike, fc.string()), (text) => {
        fc.pre(!text.includes('%'));
        expect(parseIPv6(text) !== undefined).toBe(nodeNet.isIPv6(text));
      }),
    );
  });

  test('property: canonical formatting parses back to the same groups', () => {
    fc.assert(
      fc.property(fc.ipV6(), (text) => {
        const groups = parseIPv6(text);
        expect(groups).toBeDefined();
        expect(parseIPv6(formatIPv6(groups ?? []))).toEqual(groups);
      }),
    );
  });
});

describe('formatIPv6 (RFC 5952)', () => {
  test.each([
    [[0, 0, 0, 0, 0, 0, 0, 0], '::'],
    [[0, 0, 0, 0, 0, 0, 0, 1], '::1'],
    [[0x2001, 0xdb8, 0, 0, 0, 0, 0, 1], '2001:db8::1'],
    [[0x2001, 0xdb8, 0, 1, 0, 0, 0, 1], '2001:db8:0:1::1'],
    [[0x2001, 0xdb8, 0, 0, 1, 0, 0, 1], '2001:db8::1:0:0:1'],
    [[0x2001, 0xdb8, 0, 1, 1, 1, 1, 1], '2001:db8:0:1:1:1:1:1'],
    [[1, 0, 0, 0, 0, 0, 0, 0], '1::'],
    [[0xabcd, 1, 2, 3, 4, 5, 6, 7], 'abcd:1:2:3:4:5:6:7'],
  ])('%j → %s', (groups, text) => {
    expect(formatIPv6(groups)).toBe(text);
  });
});
