import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseCidr, validateCidr } from './cidr.ts';
import { formatIPv4, formatIPv6 } from './ipAddress.ts';

describe('validateCidr (§5 CIDR: required; IPv4 or IPv6, with prefix)', () => {
  test.each([
    '10.0.0.0/8',
    '192.168.1.0/24',
    '0.0.0.0/0',
    '203.0.113.7/32',
    '2001:db8::/32',
    '::/0',
    '::1/128',
    'fe80::/10',
    '2001:db8:0:1::/64',
  ])('%s is valid', (cidr) => {
    expect(validateCidr(cidr)).toBeNull();
  });

  test.each([
    '10.0.0.0',
    '10.0.0.0/',
    '10.0.0.0/33',
    '10.0.0.0/08',
    '10.0.0.0/-1',
    '10.0.0.0/8/8',
    '2001:db8::/129',
    '/24',
    'example.com/24',
    '10.0.0.0/ 8',
    '10.0.0.0/8a',
  ])('%j is not a CIDR', (cidr) => {
    expect(validateCidr(cidr)).toEqual({ key: 'network:validation.cidr' });
  });

  test('empty is required', () => {
    expect(validateCidr('  ')).toEqual({ key: 'validation:required' });
  });

  test('host bits set: refused, with the network the person meant', () => {
    expect(validateCidr('192.168.1.5/16')).toEqual({
      key: 'network:validation.cidrHostBits',
      params: { network: '192.168.0.0/16' },
    });
    expect(validateCidr('10.0.0.1/0')).toEqual({
      key: 'network:validation.cidrHostBits',
      params: { network: '0.0.0.0/0' },
    });
    expect(validateCidr('2001:db8::1/64')).toEqual({
      key: 'network:validation.cidrHostBits',
      params: { network: '2001:db8::/64' },
    });
    expect(validateCidr('2001:db8:abcd:12ff::/55')).toEqual({
      key: 'network:validation.cidrHostBits',
      params: { network: '2001:db8:abcd:1200::/55' },
    });
  });

  test('parseCidr reports the parts', () => {
    expect(parseCidr('10.1.2.3/20')).toEqual({
      version: 4,
      address: '10.1.2.3',
      prefix: 20,
      network: '10.1.0.0',
      hostBitsSet: true,
    });
    expect(parseCidr('2001:DB8::/32')).toEqual({
      version: 6,
      address: '2001:db8::',
      prefix: 32,
      network: '2001:db8::',
      hostBitsSet: false,
    });
  });

  test('property: any IPv4 address masked to any prefix is a valid CIDR', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 0, max: 32 }),
        (address, prefix) => {
          const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
          const network = (address & mask) >>> 0;
          const bytes = [
            network >>> 24,
            (network >>> 16) & 255,
            (network >>> 8) & 255,
            network & 255,
          ];
          const cidr = `${formatIPv4(bytes)}/${String(prefix)}`;
          expect(validateCidr(cidr)).toBeNull();
          const unmasked = [
            address >>> 24,
            (address >>> 16) & 255,
            (address >>> 8) & 255,
            address & 255,
          ];
          const hostBits = network !== address >>> 0;
          expect(validateCidr(`${formatIPv4(unmasked)}/${String(prefix)}`) === null).toBe(
            !hostBits,
          );
        },
      ),
    );
  });

  test('property: any IPv6 address masked to any prefix is a valid CIDR', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 }),
        fc.integer({ min: 0, max: 128 }),
        (groups, prefix) => {
          const masked = groups.map((group, index) => {
            const kept = Math.min(Math.max(prefix - index * 16, 0), 16);
            return kept === 0 ? 0 : group & (0xffff << (16 - kept)) & 0xffff;
          });
          expect(validateCidr(`${formatIPv6(masked)}/${String(prefix)}`)).toBeNull();
          expect(parseCidr(`${formatIPv6(groups)}/${String(prefix)}`)?.network).toBe(
            formatIPv6(masked),
          );
        },
      ),
    );
  });
});
