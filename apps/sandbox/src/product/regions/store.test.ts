import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMigrations } from '../../platform/migrations.ts';
import { regionsMigrations } from './migrations.ts';
import { regionsStore, type RegionInput } from './store.ts';

const lisbon: RegionInput = {
  id: 'eu-south1',
  city: 'Lisbon',
  country: 'PT',
  currency: 'eur',
  meta: {
    is_out_of_stock: false,
    is_available: true,
    is_maintenance: false,
    networks: [
      { id: 'n-1', name: 'ext-1', available_ips_v4: 40, available_ips_v6: 100 },
      { id: 'n-2', name: 'ext-2', available_ips_v4: 5, available_ips_v6: Number.MAX_SAFE_INTEGER },
    ],
  },
};

let db: BetterSqlite3.Database;
beforeEach(() => {
  db = new BetterSqlite3(':memory:');
  db.pragma('foreign_keys = ON');
  runMigrations(db, [regionsMigrations]);
});
afterEach(() => {
  db.close();
});

describe('regionsStore', () => {
  it('round-trips a region in the API shape, deriving available_ips (capped at 2^53 - 1)', () => {
    const regions = regionsStore(db);
    regions.save(lisbon, 0);

    expect(regions.findById('eu-south1')).toEqual({
      ...lisbon,
      meta: {
        ...lisbon.meta,
        networks: [
          {
            id: 'n-1',
            name: 'ext-1',
            available_ips_v4: 40,
            available_ips_v6: 100,
            available_ips: 140,
          },
          {
            id: 'n-2',
            name: 'ext-2',
            available_ips_v4: 5,
            available_ips_v6: Number.MAX_SAFE_INTEGER,
            available_ips: Number.MAX_SAFE_INTEGER,
          },
        ],
      },
    });
  });

  it('lists by position, with each region holding only its own networks', () => {
    const regions = regionsStore(db);
    regions.save({ ...lisbon, id: 'b-second1', meta: { ...lisbon.meta, networks: [] } }, 2);
    regions.save(lisbon, 1);

    const listed = regions.list();

    expect(listed.map((region) => region.id)).toEqual(['eu-south1', 'b-second1']);
    expect(listed[0]?.meta.networks.map((network) => network.id)).toEqual(['n-1', 'n-2']);
    expect(listed[1]?.meta.networks).toEqual([]);
  });

  it('replaces the networks of a region on save', () => {
    const regions = regionsStore(db);
    regions.save(lisbon, 0);
    regions.save({ ...lisbon, meta: { ...lisbon.meta, networks: [lisbon.meta.networks[1]!] } }, 0);

    expect(regions.findById('eu-south1')?.meta.networks.map((network) => network.id)).toEqual([
      'n-2',
    ]);
  });

  it('reports unknown regions as undefined / not existing', () => {
    const regions = regionsStore(db);

    expect(regions.findById('nowhere1')).toBeUndefined();
    expect(regions.exists('nowhere1')).toBe(false);
  });

  it('rejects values the schema does not allow', () => {
    const regions = regionsStore(db);

    expect(() =>
      regions.save({ ...lisbon, currency: 'gbp' as RegionInput['currency'] }, 0),
    ).toThrow(/CHECK/);
    expect(() =>
      regions.save(
        {
          ...lisbon,
          meta: {
            ...lisbon.meta,
            networks: [{ id: 'x', name: 'x', available_ips_v4: -1, available_ips_v6: 0 }],
          },
        },
        0,
      ),
    ).toThrow(/CHECK/);
    // The failed save left nothing half-written behind.
    expect(regions.exists('eu-south1')).toBe(false);
  });
});
