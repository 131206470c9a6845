import type { Region } from '@cloud-portal/api-client';
import { describe, expect, test } from 'vitest';
import { freeIpv4, regionStatus } from './regionStatus.ts';

const network = (v4: number) => ({
  id: `n${v4}`,
  name: 'public',
  available_ips_v4: v4,
  available_ips_v6: 100,
  available_ips: v4 + 100,
});
const region = (meta: Partial<Region['meta']>): Pick<Region, 'meta'> => ({
  meta: {
    is_out_of_stock: false,
    is_available: true,
    is_maintenance: false,
    networks: [network(40)],
    ...meta,
  },
});

describe('regionStatus', () => {
  test('a flagged region is in maintenance, even when also out of stock', () => {
    expect(regionStatus(region({ is_maintenance: true, is_out_of_stock: true }))).toBe(
      'maintenance',
    );
  });
  test('a region without networks counts as maintenance (§4)', () => {
    expect(regionStatus(region({ networks: [] }))).toBe('maintenance');
  });
  test('out of stock or unavailable regions are out of stock', () => {
    expect(regionStatus(region({ is_out_of_stock: true }))).toBe('outOfStock');
    expect(regionStatus(region({ is_available: false }))).toBe('outOfStock');
  });
  test('otherwise available', () => {
    expect(regionStatus(region({}))).toBe('available');
  });
});

test('freeIpv4 adds the free IPv4 addresses of every network', () => {
  expect(freeIpv4(region({ networks: [network(12), network(3)] }))).toBe(15);
  expect(freeIpv4(region({ networks: [] }))).toBe(0);
});
