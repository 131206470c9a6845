import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isHostnameLabel, validateHostname } from './hostname.ts';

describe('validateHostname (RFC 1123)', () => {
  test.each([
    'web',
    'web-1',
    '1web',
    'WEB01',
    'a',
    'web-1.example.com',
    '3com.net',
    `${'a'.repeat(63)}.com`,
  ])('%s is valid', (name) => {
    expect(validateHostname(name)).toBeNull();
  });

  test.each([
    '-web',
    'web-',
    'web_1',
    'web 1',
    'web.',
    '.web',
    'a..b',
    'веб',
    'web!',
    `${'a'.repeat(64)}.com`,
    '10.0.0.1',
    'host.123',
  ])('%j is refused', (name) => {
    expect(validateHostname(name)).toEqual({ key: 'servers:validation.hostname' });
  });

  test('a single all-digit label is allowed (only a dotted numeric name looks like an IP)', () => {
    expect(validateHostname('2024')).toBeNull();
  });

  test('at most 253 characters', () => {
    const label = 'a'.repeat(63);
    const name253 = [label, label, label, 'a'.repeat(61)].join('.');
    expect(name253).toHaveLength(253);
    expect(validateHostname(name253)).toBeNull();
    expect(validateHostname(`${name253}a`)).toEqual({
      key: 'validation:maxLength',
      params: { max: 253 },
    });
  });

  test('empty is required', () => {
    expect(validateHostname('')).toEqual({ key: 'validation:required' });
  });

  test('isHostnameLabel', () => {
    expect(isHostnameLabel('a-b')).toBe(true);
    expect(isHostnameLabel('')).toBe(false);
    expect(isHostnameLabel('a'.repeat(64))).toBe(false);
  });

  test('property: labels made of letters, digits and inner hyphens form a valid name', () => {
    const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,20}[a-z0-9])?$/);
    fc.assert(
      fc.property(
        fc.array(label, { minLength: 1, maxLength: 5 }),
        fc.stringMatching(/^[a-z]{2,6}$/),
        (labels, top) => {
          expect(validateHostname([...labels, top].join('.'))).toBeNull();
        },
      ),
    );
  });

  test('property: any character outside [A-Za-z0-9.-] makes it invalid', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{1,10}$/),
        fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/[A-Za-z0-9.-]/.test(c)),
        (name, bad) => {
          expect(validateHostname(`${name}${bad}x`)).not.toBeNull();
        },
      ),
    );
  });
});
