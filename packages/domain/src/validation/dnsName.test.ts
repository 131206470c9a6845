import { describe, expect, test } from 'vitest';
import { isFullyQualifiedDnsName, validateDnsName } from './dnsName.ts';

const LABEL_LENGTH = { key: 'dns:validation.labelLength', params: { max: 63 } };

describe('validateDnsName (§5 "Name must end with dot")', () => {
  test.each([
    'example.com.',
    'www.example.com.',
    '_dmarc.example.com.',
    '_sip._tcp.example.com.',
    'xn--80ak6aa92e.com.',
    'a.b.',
    `${'a'.repeat(63)}.com.`,
    'EXAMPLE.COM.',
  ])('%s is valid', (name) => {
    expect(validateDnsName(name)).toBeNull();
  });

  test('without the final dot: Name must end with dot', () => {
    expect(validateDnsName('example.com')).toEqual({ key: 'dns:validation.nameDot' });
  });

  test('empty is required', () => {
    expect(validateDnsName(' ')).toEqual({ key: 'validation:required' });
  });

  test('empty or too long labels', () => {
    expect(validateDnsName('a..b.')).toEqual(LABEL_LENGTH);
    expect(validateDnsName('.example.com.')).toEqual(LABEL_LENGTH);
    expect(validateDnsName('.')).toEqual(LABEL_LENGTH);
    expect(validateDnsName(`${'a'.repeat(64)}.com.`)).toEqual(LABEL_LENGTH);
  });

  test('at most 253 characters before the final dot', () => {
    const label = 'a'.repeat(63);
    const name = `${[label, label, label, 'a'.repeat(61)].join('.')}.`;
    expect(validateDnsName(name)).toBeNull();
    expect(validateDnsName(`a${name}`)).toEqual({
      key: 'dns:validation.nameLength',
      params: { max: 253 },
    });
  });

  test.each([
    '-a.com.',
    'a-.com.',
    'exa mple.com.',
    'пример.рф.',
    'a!.com.',
    '*.example.com.',
    'www.*.example.com.',
  ])('%j has bad characters', (name) => {
    expect(validateDnsName(name)).toEqual({ key: 'dns:validation.nameCharacters' });
  });

  test('a wildcard first label only for recordsets', () => {
    expect(validateDnsName('*.example.com.', { wildcard: true })).toBeNull();
    expect(validateDnsName('www.*.example.com.', { wildcard: true })).toEqual({
      key: 'dns:validation.nameCharacters',
    });
    expect(validateDnsName('*a.example.com.', { wildcard: true })).toEqual({
      key: 'dns:validation.nameCharacters',
    });
  });

  test('isFullyQualifiedDnsName', () => {
    expect(isFullyQualifiedDnsName('mail.example.com.')).toBe(true);
    expect(isFullyQualifiedDnsName('mail.example.com')).toBe(false);
    expect(isFullyQualifiedDnsName(' mail.example.com.')).toBe(false);
  });
});
