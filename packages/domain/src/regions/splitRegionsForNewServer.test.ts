import { describe, expect, test } from 'vitest';
import type { RegionLike } from './regionAvailability.ts';
import { splitRegionsForNewServer } from './splitRegionsForNewServer.ts';

type NamedRegion = RegionLike & { id: string };

function region(id: string, flags: Partial<RegionLike['meta']> = {}): NamedRegion {
  return {
    id,
    meta: {
      is_out_of_stock: false,
      is_available: true,
      is_maintenance: false,
      networks: [{ available_ips_v4: 50, available_ips_v6: 5000 }],
      ...flags,
    },
  };
}

describe('splitRegionsForNewServer', () => {
  const regions = [
    region('ok-1'),
    region('maint', { is_maintenance: true }),
    region('no-networks', { networks: [] }),
    region('stock', { is_out_of_stock: true }),
    region('readonly-maint', { is_maintenance: true, read_only: true }),
    region('readonly-stock', { is_out_of_stock: true, read_only: true }),
    region('readonly-ok', { read_only: true }),
    region('disabled', { is_available: false }),
    region('full', { networks: [{ available_ips_v4: 3, available_ips_v6: 5000 }] }),
    region('ok-2', { read_only: false }),
  ];

  test('available regions, then maintenance / out of stock ones that are not read-only (§4)', () => {
    const { available, unavailable } = splitRegionsForNewServer(regions, { sessionBucket: 'a' });
    expect(available.map((r) => r.id)).toEqual(['ok-1', 'ok-2']);
    expect(unavailable.map(({ region: r, reason }) => [r.id, reason])).toEqual([
      ['maint', 'maintenance'],
      ['no-networks', 'maintenance'],
      ['stock', 'out_of_stock'],
    ]);
  });

  test('the original region objects are returned', () => {
    const { available, unavailable } = splitRegionsForNewServer(regions, { sessionBucket: 'a' });
    expect(available[0]).toBe(regions[0]);
    expect(unavailable[0]?.region).toBe(regions[1]);
  });

  test('the options reach the availability rule', () => {
    const ipv6Poor = region('v6', { networks: [{ available_ips_v4: 50, available_ips_v6: 0 }] });
    expect(splitRegionsForNewServer([ipv6Poor], { sessionBucket: 'a' }).available).toHaveLength(1);
    expect(splitRegionsForNewServer([ipv6Poor], { sessionBucket: 'a', ipv6Only: true })).toEqual({
      available: [],
      unavailable: [],
    });
  });

  test('no regions, nothing to show', () => {
    expect(splitRegionsForNewServer([], { sessionBucket: 'b' })).toEqual({
      available: [],
      unavailable: [],
    });
  });
});
