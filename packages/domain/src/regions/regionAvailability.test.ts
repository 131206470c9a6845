import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  isRegionAvailableForNewServers,
  isRegionInMaintenance,
  regionAvailability,
  regionSessionBucket,
  regionUnavailableMessageKey,
  type RegionLike,
  type RegionNetworkLike,
  type RegionUnavailableReason,
} from './regionAvailability.ts';

function net(v4: number, v6 = 1000): RegionNetworkLike {
  return { available_ips_v4: v4, available_ips_v6: v6, available_ips: v4 + v6 };
}

function region(
  networks: RegionNetworkLike[],
  flags: Partial<Omit<RegionLike['meta'], 'networks'>> = {},
): RegionLike {
  return {
    meta: {
      is_out_of_stock: false,
      is_available: true,
      is_maintenance: false,
      networks,
      ...flags,
    },
  };
}

describe('isRegionInMaintenance', () => {
  test('flagged or without networks (§4)', () => {
    expect(isRegionInMaintenance(region([net(100)], { is_maintenance: true }))).toBe(true);
    expect(isRegionInMaintenance(region([]))).toBe(true);
    expect(isRegionInMaintenance(region([net(0)]))).toBe(false);
  });
});

describe('regionAvailability', () => {
  test('a healthy region is available in both buckets', () => {
    const healthy = region([net(50), net(30), net(20)]);
    expect(regionAvailability(healthy, { sessionBucket: 'a' })).toEqual({ available: true });
    expect(regionAvailability(healthy, { sessionBucket: 'b' })).toEqual({ available: true });
    expect(regionAvailability(healthy, { sessionBucket: 'a', ipv6Only: true })).toEqual({
      available: true,
    });
  });

  test.each<[string, RegionLike, RegionUnavailableReason]>([
    ['read-only', region([net(50)], { read_only: true, is_maintenance: true }), 'read_only'],
    ['flagged maintenance', region([net(50)], { is_maintenance: true }), 'maintenance'],
    ['no networks', region([], { is_out_of_stock: true }), 'maintenance'],
    [
      'out of stock',
      region([net(50)], { is_out_of_stock: true, is_available: false }),
      'out_of_stock',
    ],
    ['not available', region([net(50)], { is_available: false }), 'unavailable'],
  ])('%s → %s', (_name, input, reason) => {
    expect(regionAvailability(input, { sessionBucket: 'a' })).toEqual({ available: false, reason });
    expect(regionAvailability(input, { sessionBucket: 'b', ipv6Only: true })).toEqual({
      available: false,
      reason,
    });
  });

  test('bucket a: some network needs MORE than 10 free IPv4 (§9 threshold 10)', () => {
    expect(regionAvailability(region([net(11)]), { sessionBucket: 'a' })).toEqual({
      available: true,
    });
    expect(regionAvailability(region([net(10)]), { sessionBucket: 'a' })).toEqual({
      available: false,
      reason: 'no_free_ipv4',
    });
    // Spread over networks is not enough in bucket a: no single network above 10.
    expect(regionAvailability(region([net(10), net(10), net(10)]), { sessionBucket: 'a' })).toEqual(
      {
        available: false,
        reason: 'no_free_ipv4',
      },
    );
  });

  test('bucket b: at least 3 networks with 2 or more free IPv4 each (§9)', () => {
    expect(regionAvailability(region([net(2), net(2), net(7)]), { sessionBucket: 'b' })).toEqual({
      available: true,
    });
    // Only two qualifying networks, even with many addresses.
    expect(
      regionAvailability(region([net(500), net(500), net(1)]), { sessionBucket: 'b' }),
    ).toEqual({
      available: false,
      reason: 'no_free_ipv4',
    });
  });

  test('bucket b: three networks with 2 each are 6 addresses, not above 10', () => {
    expect(regionAvailability(region([net(2), net(2), net(2)]), { sessionBucket: 'b' })).toEqual({
      available: false,
      reason: 'no_free_ipv4',
    });
    expect(regionAvailability(region([net(2), net(2), net(6)]), { sessionBucket: 'b' })).toEqual({
      available: false,
      reason: 'no_free_ipv4',
    });
    expect(regionAvailability(region([net(2), net(2), net(7)]), { sessionBucket: 'b' })).toEqual({
      available: true,
    });
  });

  test('IPv6-only: the IPv6 total must be above 10, and the IPv4 network rule still holds', () => {
    expect(
      regionAvailability(region([net(50, 4), net(0, 7)]), { sessionBucket: 'a', ipv6Only: true }),
    ).toEqual({ available: true });
    expect(
      regionAvailability(region([net(50, 4), net(0, 6)]), { sessionBucket: 'a', ipv6Only: true }),
    ).toEqual({ available: false, reason: 'no_free_ipv6' });
    expect(
      regionAvailability(region([net(5, 10_000)]), { sessionBucket: 'a', ipv6Only: true }),
    ).toEqual({ available: false, reason: 'no_free_ipv4' });
    // Without ipv6Only, IPv6 does not matter.
    expect(regionAvailability(region([net(50, 0)]), { sessionBucket: 'a' })).toEqual({
      available: true,
    });
  });

  test('huge IPv6 counts (capped at 2^53 - 1) do not break the sum', () => {
    const max = Number.MAX_SAFE_INTEGER;
    expect(
      regionAvailability(region([net(50, max), net(50, max), net(50, max)]), {
        sessionBucket: 'b',
        ipv6Only: true,
      }),
    ).toEqual({ available: true });
  });

  test('negative or non-numeric counts add nothing', () => {
    expect(
      regionAvailability(region([net(50, Number.NaN), net(50, -5), net(50, 8)]), {
        sessionBucket: 'a',
        ipv6Only: true,
      }),
    ).toEqual({ available: false, reason: 'no_free_ipv6' });
  });

  const network = fc.record({
    available_ips_v4: fc.nat({ max: 30 }),
    available_ips_v6: fc.nat({ max: 30 }),
  });
  const anyRegion = fc.record({
    meta: fc.record({
      is_out_of_stock: fc.boolean(),
      is_available: fc.boolean(),
      is_maintenance: fc.boolean(),
      networks: fc.array(network, { maxLength: 5 }),
      read_only: fc.option(fc.boolean(), { nil: undefined }),
    }),
  });
  const options = fc.record({
    sessionBucket: fc.constantFrom<'a' | 'b'>('a', 'b'),
    ipv6Only: fc.boolean(),
  });

  test('property: available exactly when every §4 condition holds', () => {
    fc.assert(
      fc.property(anyRegion, options, (input, opts) => {
        const { meta } = input;
        const v4 = meta.networks.map((n) => n.available_ips_v4);
        const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
        const ipv4Rule =
          opts.sessionBucket === 'a'
            ? v4.some((free) => free > 10)
            : v4.filter((free) => free >= 2).length >= 3;
        const familyTotal = opts.ipv6Only
          ? sum(meta.networks.map((n) => n.available_ips_v6))
          : sum(v4);
        const expected =
          !meta.read_only &&
          !meta.is_out_of_stock &&
          meta.is_available &&
          !meta.is_maintenance &&
          meta.networks.length > 0 &&
          ipv4Rule &&
          familyTotal > 10;
        expect(regionAvailability(input, opts).available).toBe(expected);
        expect(isRegionAvailableForNewServers(input, opts)).toBe(expected);
      }),
    );
  });
});

test('an unknown bucket (say, from browser storage) gets the standard rule of bucket a', () => {
  const unknown = { sessionBucket: 'x' as never };
  expect(regionAvailability(region([net(11)]), unknown)).toEqual({ available: true });
  expect(regionAvailability(region([net(2), net(2), net(9)]), unknown)).toEqual({
    available: false,
    reason: 'no_free_ipv4',
  });
});

describe('regionSessionBucket', () => {
  test('splits [0, 1) in two halves', () => {
    expect(regionSessionBucket(0)).toBe('a');
    expect(regionSessionBucket(0.4999)).toBe('a');
    expect(regionSessionBucket(0.5)).toBe('b');
    expect(regionSessionBucket(0.9999)).toBe('b');
  });
});

describe('regionUnavailableMessageKey', () => {
  test.each<[RegionUnavailableReason, string]>([
    ['read_only', 'servers:regionUnavailable.readOnly'],
    ['maintenance', 'servers:regionUnavailable.maintenance'],
    ['out_of_stock', 'servers:regionUnavailable.outOfStock'],
    ['unavailable', 'servers:regionUnavailable.unavailable'],
    ['no_free_ipv4', 'servers:regionUnavailable.noFreeIpv4'],
    ['no_free_ipv6', 'servers:regionUnavailable.noFreeIpv6'],
  ])('%s → %s', (reason, key) => {
    expect(regionUnavailableMessageKey(reason)).toBe(key);
  });
});
