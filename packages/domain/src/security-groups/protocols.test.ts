import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { IP_PROTOCOL_NUMBERS, isIcmpProtocol, protocolName, protocolNumber } from './protocols.ts';

// Neutron's accepted protocol names and their IANA numbers (§3: tcp 6, udp 17, icmp 1 and 58, …).
const NEUTRON_PROTOCOLS: ReadonlyArray<readonly [string, number]> = [
  ['ah', 51],
  ['dccp', 33],
  ['egp', 8],
  ['esp', 50],
  ['gre', 47],
  ['icmp', 1],
  ['igmp', 2],
  ['ipip', 4],
  ['ipv6-encap', 41],
  ['ipv6-frag', 44],
  ['ipv6-icmp', 58],
  ['ipv6-nonxt', 59],
  ['ipv6-opts', 60],
  ['ipv6-route', 43],
  ['ospf', 89],
  ['pgm', 113],
  ['rsvp', 46],
  ['sctp', 132],
  ['tcp', 6],
  ['udp', 17],
  ['udplite', 136],
  ['vrrp', 112],
];

describe('protocolName', () => {
  test.each(NEUTRON_PROTOCOLS)('%s is shown for number %i (as number or text)', (name, number) => {
    expect(protocolName(number)).toBe(name);
    expect(protocolName(String(number))).toBe(name);
    expect(protocolName(name)).toBe(name);
  });

  test('the table holds exactly the Neutron names', () => {
    expect(Object.keys(IP_PROTOCOL_NUMBERS).sort()).toEqual(
      NEUTRON_PROTOCOLS.map(([name]) => name).sort(),
    );
  });

  test('58 is ipv6-icmp and icmpv6 is accepted as an alias (§3 "icmp 1 and 58")', () => {
    expect(protocolName(58)).toBe('ipv6-icmp');
    expect(protocolName('icmpv6')).toBe('ipv6-icmp');
    expect(protocolName('ICMPv6')).toBe('ipv6-icmp');
    expect(protocolName(1)).toBe('icmp');
  });

  test('ipencap is an alias of ipip (4)', () => {
    expect(protocolName('ipencap')).toBe('ipip');
  });

  test('null, undefined, empty, any and 0 mean any protocol', () => {
    expect(protocolName(null)).toBeNull();
    expect(protocolName(undefined)).toBeNull();
    expect(protocolName('')).toBeNull();
    expect(protocolName(' ANY ')).toBeNull();
    expect(protocolName(0)).toBeNull();
    expect(protocolName('0')).toBeNull();
  });

  test('unknown numbers are shown as the number', () => {
    expect(protocolName(253)).toBe('253');
    expect(protocolName('0253')).toBe('253');
    expect(protocolName(300)).toBe('300');
  });

  test('names are lower-cased and trimmed; unknown names pass through', () => {
    expect(protocolName(' TCP ')).toBe('tcp');
    expect(protocolName('Quic')).toBe('quic');
  });
});

describe('protocolNumber', () => {
  test.each(NEUTRON_PROTOCOLS)('%s → %i', (name, number) => {
    expect(protocolNumber(name)).toBe(number);
    expect(protocolNumber(name.toUpperCase())).toBe(number);
  });

  test('aliases, any, unknown', () => {
    expect(protocolNumber('icmpv6')).toBe(58);
    expect(protocolNumber('ipencap')).toBe(4);
    expect(protocolNumber('any')).toBeNull();
    expect(protocolNumber(null)).toBeNull();
    expect(protocolNumber('bogus')).toBeUndefined();
    expect(protocolNumber('256')).toBeUndefined();
    expect(protocolNumber('-1')).toBeUndefined();
    expect(protocolNumber(253)).toBe(253);
  });

  test('property: every number 1–255 survives name and back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 255 }), (number) => {
        expect(protocolNumber(protocolName(number))).toBe(number);
      }),
    );
  });
});

describe('isIcmpProtocol', () => {
  test('icmp and ipv6-icmp in any spelling', () => {
    expect(isIcmpProtocol('icmp')).toBe(true);
    expect(isIcmpProtocol(1)).toBe(true);
    expect(isIcmpProtocol('icmpv6')).toBe(true);
    expect(isIcmpProtocol('58')).toBe(true);
    expect(isIcmpProtocol('tcp')).toBe(false);
    expect(isIcmpProtocol(null)).toBe(false);
  });
});
