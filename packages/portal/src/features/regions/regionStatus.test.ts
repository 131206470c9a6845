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

describe('regionStatus maps the domain availability rule to the public labels', () => {
  test('flagged or network-less regions are in maintenance (§4)', () => {
    expect(regionStatus(region({ is_maintenance: true, is_out_of_stock: true }), 'a')).toBe(
      'maintenance',
    );
    expect(regionStatus(region({ networks: [] }), 'a')).toBe('maintenance');
  });
  test('out of stock, unavailable, or short of free IPv4 shows as out of stock', () => {
    expect(regionStatus(region({ is_out_of_stock: true }), 'a')).toBe('outOfStock');
    expect(regionStatus(region({ is_available: false }), 'a')).toBe('outOfStock');
    expect(regionStatus(region({ networks: [network(8)] }), 'a')).toBe('outOfStock');
  });
  test('the session bucket decides the free-IPv4 rule', () => {
    // One network with plenty: enough for bucket a, but bucket b needs 3 networks with 2+ each.
    expect(regionStatus(region({ networks: [network(40)] }), 'a')).toBe('available');
    expect(regionStatus(region({ networks: [network(40)] }), 'b')).toBe('outOfStock');
    expect(regionStatus(region({ networks: [network(4), network(4), network(4)] }), 'b')).toBe(
      'available',
    );
  });
});

test('freeIpv4 adds the free IPv4 addresses of every network', () => {
  expect(freeIpv4(region({ networks: [network(12), network(3)] }))).toBe(15);
  expect(freeIpv4(region({ networks: [] }))).toBe(0);
});
