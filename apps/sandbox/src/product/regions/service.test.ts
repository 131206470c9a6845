import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMigrations } from '../../platform/migrations.ts';
import { regionsMigrations } from './migrations.ts';
import { regionsService } from './service.ts';
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
      { id: 'n-2', name: 'ext-2', available_ips_v4: 5, available_ips_v6: 7 },
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

describe('regionsService', () => {
  it('without an availability lookup reports the stored counts', () => {
    const store = regionsStore(db);
    store.save(lisbon, 0);
    const service = regionsService(store);

    expect(service.findById('eu-south1')?.meta.networks).toEqual([
      { id: 'n-1', name: 'ext-1', available_ips_v4: 40, available_ips_v6: 100, available_ips: 140 },
      { id: 'n-2', name: 'ext-2', available_ips_v4: 5, available_ips_v6: 7, available_ips: 12 },
    ]);
  });

  it('takes the live counts of the networks the lookup knows, the stored ones of the others', () => {
    const store = regionsStore(db);
    store.save(lisbon, 0);
    const asked: string[] = [];
    const service = regionsService(store, (region) => {
      asked.push(region);
      return [
        { id: 'n-1', available_ips_v4: 39, available_ips_v6: Number.MAX_SAFE_INTEGER },
        { id: 'elsewhere', available_ips_v4: 1, available_ips_v6: 1 },
      ];
    });

    const expected = [
      {
        id: 'n-1',
        name: 'ext-1',
        available_ips_v4: 39,
        available_ips_v6: Number.MAX_SAFE_INTEGER,
        available_ips: Number.MAX_SAFE_INTEGER,
      },
      { id: 'n-2', name: 'ext-2', available_ips_v4: 5, available_ips_v6: 7, available_ips: 12 },
    ];
    expect(service.findById('eu-south1')?.meta.networks).toEqual(expected);
    expect(service.list()[0]?.meta.networks).toEqual(expected);
    expect(asked).toEqual(['eu-south1', 'eu-south1']);
    expect(service.findById('nowhere1')).toBeUndefined();
  });

  it('switches maintenance and out of stock of a region, and refuses an unknown one', () => {
    const store = regionsStore(db);
    store.save(lisbon, 0);
    const service = regionsService(store, () => []);

    expect(service.setMaintenance('eu-south1', true)).toBe(true);
    expect(service.setOutOfStock('eu-south1', true)).toBe(true);
    expect(service.findById('eu-south1')?.meta).toMatchObject({
      is_maintenance: true,
      is_out_of_stock: true,
      is_available: true,
    });
    expect(service.setMaintenance('eu-south1', false)).toBe(true);
    expect(service.findById('eu-south1')?.meta).toMatchObject({
      is_maintenance: false,
      is_out_of_stock: true,
    });
    expect(service.setMaintenance('nowhere1', true)).toBe(false);
    expect(service.setOutOfStock('nowhere1', true)).toBe(false);
    expect(service.exists('nowhere1')).toBe(false);
  });
});
