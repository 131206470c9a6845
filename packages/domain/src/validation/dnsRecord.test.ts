import { describe, expect, test } from 'vitest';
import {
  DEFAULT_DNS_RECORD_TYPE,
  DNS_RECORD_TYPES,
  parseDnsRecordType,
  validateDnsDescription,
  validateDnsRecord,
  validateDnsRecordType,
  validateTtl,
  type DnsRecordType,
} from './dnsRecord.ts';

const TTL = { key: 'dns:validation.ttl', params: { min: 1, max: 2147483647 } };

describe('validateTtl', () => {
  test.each(['1', '60', '3600', '86400', '2147483647', ' 300 ', 300])('%j is valid', (ttl) => {
    expect(validateTtl(ttl)).toBeNull();
  });

  test.each([
    '0',
    '2147483648',
    '99999999999',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    'abc',
    '3 600',
    0,
    1.5,
    -5,
  ])('%j is refused', (ttl) => {
    expect(validateTtl(ttl)).toEqual(TTL);
  });

  test('empty is required', () => {
    expect(validateTtl('')).toEqual({ key: 'validation:required' });
  });
});

describe('record types', () => {
  test('A is the default (§3) and SOA is not offered', () => {
    expect(DEFAULT_DNS_RECORD_TYPE).toBe('A');
    expect(DNS_RECORD_TYPES).not.toContain('SOA');
    expect(DNS_RECORD_TYPES).toEqual(
      expect.arrayContaining(['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'NS', 'SRV', 'CAA', 'PTR']),
    );
  });

  test('any case is accepted and canonicalised', () => {
    expect(parseDnsRecordType(' mx ')).toBe('MX');
    expect(validateDnsRecordType('aaaa')).toBeNull();
  });

  test.each(['SOA', 'ANY', 'AXFR', 'A A', 'txt1'])('%j is refused', (type) => {
    expect(validateDnsRecordType(type)).toEqual({ key: 'dns:validation.recordType' });
  });

  test('empty is required', () => {
    expect(validateDnsRecordType('')).toEqual({ key: 'validation:required' });
  });
});

describe('validateDnsRecord', () => {
  test.each<[DnsRecordType, string]>([
    ['A', '192.0.2.1'],
    ['AAAA', '2001:db8::1'],
    ['CNAME', 'www.example.com.'],
    ['NS', 'ns1.example.net.'],
    ['PTR', 'host.example.com.'],
    ['MX', '10 mail.example.com.'],
    ['MX', '0 .'],
    ['SRV', '10 60 5060 sip.example.com.'],
    ['SRV', '0 0 0 .'],
    ['TXT', 'v=spf1 include:_spf.example.com ~all'],
    ['TXT', '"part one" "part two"'],
    ['TXT', `"${'a'.repeat(255)}" "${'b'.repeat(255)}"`],
    ['TXT', '"with \\"escaped\\" quotes"'],
    ['SPF', 'v=spf1 -all'],
    ['CAA', '0 issue "letsencrypt.org"'],
    ['CAA', '128 iodef mailto:security@example.com'],
    ['SSHFP', `4 2 ${'a'.repeat(64)}`],
    ['SSHFP', `1 1 ${'0123456789'.repeat(4)}`],
    ['NAPTR', '100 10 "U" "E2U+sip" "!^.*$!sip:info@example.com!" .'],
  ])('%s %j is valid', (type, data) => {
    expect(validateDnsRecord(type, data)).toBeNull();
  });

  test.each<[DnsRecordType, string]>([
    ['A', '2001:db8::1'],
    ['A', '192.0.2'],
    ['AAAA', '192.0.2.1'],
    ['CNAME', 'www.example.com'],
    ['NS', '192.0.2.1'],
    ['MX', 'mail.example.com.'],
    ['MX', '70000 mail.example.com.'],
    ['MX', '10 mail.example.com'],
    ['SRV', '10 60 sip.example.com.'],
    ['SRV', '10 60 70000 sip.example.com.'],
    ['TXT', 'a'.repeat(256)],
    ['TXT', `"${'a'.repeat(256)}"`],
    ['TXT', '"unterminated'],
    ['TXT', '"a" b'],
    ['CAA', '256 issue "ca.example"'],
    ['CAA', 'issue "ca.example"'],
    ['CAA', '0 issue'],
    ['SSHFP', `5 2 ${'a'.repeat(64)}`],
    ['SSHFP', `4 2 ${'a'.repeat(40)}`],
    ['SSHFP', `4 3 ${'a'.repeat(64)}`],
    ['SSHFP', `4 2 ${'g'.repeat(64)}`],
    ['SSHFP', '4 2'],
    ['NAPTR', '100 10 U E2U+sip ! .'],
    ['NAPTR', '100 99999 "U" "E2U+sip" "" .'],
    ['NAPTR', '100 10 "U" "E2U+sip" "" target'],
  ])('%s %j is refused, naming the type', (type, data) => {
    expect(validateDnsRecord(type, data)).toEqual({
      key: 'dns:validation.record',
      params: { type },
    });
  });

  test('empty is required', () => {
    expect(validateDnsRecord('A', '  ')).toEqual({ key: 'validation:required' });
  });

  test('a type outside the list (from untyped code) is never valid data', () => {
    expect(
      validateDnsRecord('SOA' as DnsRecordType, 'ns1.example.com. admin.example.com. 1 2 3 4 5'),
    ).toEqual({
      key: 'dns:validation.record',
      params: { type: 'SOA' },
    });
  });
});

describe('validateDnsDescription', () => {
  test('up to 160 characters, empty allowed', () => {
    expect(validateDnsDescription('')).toBeNull();
    expect(validateDnsDescription('x'.repeat(160))).toBeNull();
    expect(validateDnsDescription('x'.repeat(161))).toEqual({
      key: 'dns:validation.description',
      params: { max: 160 },
    });
  });
});
