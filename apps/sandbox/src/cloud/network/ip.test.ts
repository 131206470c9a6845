import { describe, expect, it } from 'vitest';
import {
  cidrContains,
  defaultPools,
  eui64Address,
  formatIp,
  parseCidr,
  parseIp,
  prefixVersion,
} from './ip.ts';

function cidr(text: string) {
  const parsed = parseCidr(text);
  if (parsed === undefined) throw new Error(`bad test CIDR ${text}`);
  return parsed;
}

describe('addresses', () => {
  it.each([
    '10.0.0.1',
    '255.255.255.255',
    '0.0.0.0',
    '2001:db8::1',
    '::',
    '::1',
    'fe80::f816:3eff:fe23:fdd7',
    '2001:db8:0:1:1:1:1:1',
  ])('%s round-trips in canonical form', (text) => {
    const ip = parseIp(text);
    expect(ip).toBeDefined();
    expect(formatIp(ip!.version, ip!.value)).toBe(text);
  });

  it('compresses the longest zero run and reads embedded IPv4', () => {
    const ip = parseIp('2001:0DB8:0000:0000:0001:0000:0000:0001')!;
    expect(formatIp(6, ip.value)).toBe('2001:db8::1:0:0:1');
    expect(formatIp(6, parseIp('::ffff:10.0.0.1')!.value)).toBe('::ffff:a00:1');
  });

  it.each(['10.0.0', '10.0.0.256', '1.2.3.4.5', '2001:db8:::1', '1::2::3', 'g::1', '', 'a.b.c.d'])(
    'refuses %s',
    (text) => {
      expect(parseIp(text)).toBeUndefined();
    },
  );
});

describe('CIDRs and pools', () => {
  it('refuses host bits, bad prefixes and garbage', () => {
    expect(parseCidr('10.0.0.1/24')).toBeUndefined();
    expect(parseCidr('10.0.0.0/33')).toBeUndefined();
    expect(parseCidr('2001:db8::/129')).toBeUndefined();
    expect(parseCidr('10.0.0.0')).toBeUndefined();
    expect(parseCidr('10.0.0.0/24/1')).toBeUndefined();
  });

  it('a /24 gets .1 as gateway and .2-.254 as its pool; IPv6 keeps the last address', () => {
    const v4 = cidr('10.0.0.0/24');
    const pools = defaultPools(v4, parseIp('10.0.0.1')!.value);
    expect(pools.map((pool) => [formatIp(4, pool.start), formatIp(4, pool.end)])).toEqual([
      ['10.0.0.2', '10.0.0.254'],
    ]);
    const v6 = cidr('2001:db8::/64');
    const v6Pools = defaultPools(v6, parseIp('2001:db8::1')!.value);
    expect(v6Pools.map((pool) => [formatIp(6, pool.start), formatIp(6, pool.end)])).toEqual([
      ['2001:db8::2', '2001:db8::ffff:ffff:ffff:ffff'],
    ]);
  });

  it('a gateway inside the range splits the pool', () => {
    const pools = defaultPools(cidr('10.0.0.0/29'), parseIp('10.0.0.3')!.value);
    expect(pools.map((pool) => [formatIp(4, pool.start), formatIp(4, pool.end)])).toEqual([
      ['10.0.0.1', '10.0.0.2'],
      ['10.0.0.4', '10.0.0.6'],
    ]);
  });

  it('contains and prefix versions', () => {
    expect(cidrContains(cidr('10.0.0.0/24'), 4, parseIp('10.0.0.200')!.value)).toBe(true);
    expect(cidrContains(cidr('10.0.0.0/24'), 4, parseIp('10.0.1.0')!.value)).toBe(false);
    expect(prefixVersion('10.1.2.3/8')).toBe(4);
    expect(prefixVersion('::/0')).toBe(6);
    expect(prefixVersion('10.0.0.0/40')).toBeUndefined();
    expect(prefixVersion('nope')).toBeUndefined();
  });

  it('EUI-64 flips the universal/local bit of the MAC', () => {
    const address = eui64Address(cidr('2001:db8::/64'), 'fa:16:3e:23:fd:d7');
    expect(formatIp(6, address)).toBe('2001:db8::f816:3eff:fe23:fdd7');
  });
});
