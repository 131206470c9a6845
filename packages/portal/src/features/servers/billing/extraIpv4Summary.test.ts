import { describe, expect, test } from 'vitest';
import { extraIpv4Summary, ipv4Count } from './extraIpv4Summary.ts';

const v4 = (addr: string) => ({ addr, version: 4 });
const v6 = (addr: string) => ({ addr, version: 6 });
const server = (id: string, ...ips: { addr: string; version: number }[]) => ({
  id,
  addresses: { public: ips },
});

describe('ipv4Count', () => {
  test('counts distinct IPv4 addresses over every network, not IPv6', () => {
    expect(
      ipv4Count({
        a: [v4('203.0.113.5'), v6('2001:db8::5')],
        b: [v4('198.51.100.7'), v4('203.0.113.5')],
        c: null,
      }),
    ).toBe(2);
    expect(ipv4Count(undefined)).toBe(0);
  });
});

describe('extraIpv4Summary (§9: the first IPv4 is free, extras from the second server)', () => {
  test('one server with one address pays nothing', () => {
    const only = server('a', v4('203.0.113.5'));
    expect(extraIpv4Summary({ server: only, regionServers: [only], currency: 'usd' })).toEqual({
      serverIpv4: 1,
      paidInRegion: 0,
      monthlyInRegion: 0,
    });
  });

  test('the second server’s address is paid, in the region’s currency', () => {
    const first = server('a', v4('203.0.113.5'));
    const second = server('b', v4('203.0.113.6'), v6('2001:db8::6'));
    expect(
      extraIpv4Summary({ server: second, regionServers: [first, second], currency: 'usd' }),
    ).toEqual({ serverIpv4: 1, paidInRegion: 1, monthlyInRegion: 0.59 });
    expect(
      extraIpv4Summary({ server: second, regionServers: [first, second], currency: 'rub' })
        .monthlyInRegion,
    ).toBe(49);
    expect(
      extraIpv4Summary({
        server: second,
        regionServers: [first, second],
        currency: 'usd',
        unitPrice: 0.75,
      }).monthlyInRegion,
    ).toBe(0.75);
  });

  test('counts the server when the region list has not caught up with it', () => {
    const first = server('a', v4('203.0.113.5'));
    const fresh = server('b', v4('203.0.113.6'));
    expect(
      extraIpv4Summary({ server: fresh, regionServers: [first], currency: 'usd' }).paidInRegion,
    ).toBe(1);
  });
});
