import type { Region, RegionNetwork } from '@cloud-portal/api-client';
import type { Database } from 'better-sqlite3';
import { capIpCount } from './capIpCount.ts';

interface RegionRow {
  id: string;
  city: string;
  country: string;
  currency: Region['currency'];
  is_out_of_stock: 0 | 1;
  is_available: 0 | 1;
  is_maintenance: 0 | 1;
}

interface NetworkRow {
  id: string;
  region_id: string;
  name: string;
  available_ips_v4: number;
  available_ips_v6: number;
}

/** What is stored of a region: `available_ips` of each network is derived, so it is not an input. */
export type RegionInput = Omit<Region, 'meta'> & {
  meta: Omit<Region['meta'], 'networks'> & {
    networks: Omit<RegionNetwork, 'available_ips'>[];
  };
};

/** Data access for regions and their networks (SPEC §3 Region). Rows come back in the API's shape. */
export interface RegionsStore {
  /** Every region in display order (the default region eu-west2 first). */
  list(): Region[];
  /** One region, or `undefined`. */
  findById(id: string): Region | undefined;
  /** Inserts or replaces a region and its networks. `position` orders `list()`. */
  save(region: RegionInput, position: number): void;
  /** Whether a region with this id exists. */
  exists(id: string): boolean;
  /** Turns the region's `is_maintenance` on or off; `false` when there is no such region. */
  setMaintenance(id: string, on: boolean): boolean;
  /** Turns the region's `is_out_of_stock` on or off; `false` when there is no such region. */
  setOutOfStock(id: string, on: boolean): boolean;
}

function toNetwork(row: NetworkRow): RegionNetwork {
  return {
    id: row.id,
    name: row.name,
    available_ips_v4: row.available_ips_v4,
    available_ips_v6: capIpCount(row.available_ips_v6),
    available_ips: capIpCount(row.available_ips_v4 + row.available_ips_v6),
  };
}

function toRegion(row: RegionRow, networks: NetworkRow[]): Region {
  return {
    id: row.id,
    city: row.city,
    country: row.country,
    currency: row.currency,
    meta: {
      is_out_of_stock: row.is_out_of_stock === 1,
      is_available: row.is_available === 1,
      is_maintenance: row.is_maintenance === 1,
      networks: networks.map(toNetwork),
    },
  };
}

/**
 * Creates the regions repository over an open database.
 *
 * @example
 * const regions = regionsStore(db);
 * regions.findById('eu-west2')?.currency; // 'usd'
 */
export function regionsStore(db: Database): RegionsStore {
  const selectRegions = db.prepare<[], RegionRow>(
    `SELECT id, city, country, currency, is_out_of_stock, is_available, is_maintenance
       FROM regions ORDER BY position, id`,
  );
  const selectRegion = db.prepare<[string], RegionRow>(
    `SELECT id, city, country, currency, is_out_of_stock, is_available, is_maintenance
       FROM regions WHERE id = ?`,
  );
  const selectAllNetworks = db.prepare<[], NetworkRow>(
    `SELECT id, region_id, name, available_ips_v4, available_ips_v6
       FROM region_networks ORDER BY position, id`,
  );
  const selectNetworks = db.prepare<[string], NetworkRow>(
    `SELECT id, region_id, name, available_ips_v4, available_ips_v6
       FROM region_networks WHERE region_id = ? ORDER BY position, id`,
  );
  const upsertRegion = db.prepare(
    `INSERT INTO regions (id, city, country, currency, is_out_of_stock, is_available, is_maintenance, position)
     VALUES (@id, @city, @country, @currency, @is_out_of_stock, @is_available, @is_maintenance, @position)
     ON CONFLICT (id) DO UPDATE SET
       city = excluded.city, country = excluded.country, currency = excluded.currency,
       is_out_of_stock = excluded.is_out_of_stock, is_available = excluded.is_available,
       is_maintenance = excluded.is_maintenance, position = excluded.position`,
  );
  const deleteNetworks = db.prepare<[string]>('DELETE FROM region_networks WHERE region_id = ?');
  const insertNetwork = db.prepare(
    `INSERT INTO region_networks (id, region_id, name, available_ips_v4, available_ips_v6, position)
     VALUES (@id, @region_id, @name, @available_ips_v4, @available_ips_v6, @position)`,
  );
  const selectExists = db.prepare<[string], { found: 1 }>(
    'SELECT 1 AS found FROM regions WHERE id = ?',
  );
  const updateMaintenance = db.prepare<[0 | 1, string]>(
    'UPDATE regions SET is_maintenance = ? WHERE id = ?',
  );
  const updateOutOfStock = db.prepare<[0 | 1, string]>(
    'UPDATE regions SET is_out_of_stock = ? WHERE id = ?',
  );

  const save = db.transaction((region: RegionInput, position: number) => {
    upsertRegion.run({
      id: region.id,
      city: region.city,
      country: region.country,
      currency: region.currency,
      is_out_of_stock: region.meta.is_out_of_stock ? 1 : 0,
      is_available: region.meta.is_available ? 1 : 0,
      is_maintenance: region.meta.is_maintenance ? 1 : 0,
      position,
    });
    deleteNetworks.run(region.id);
    region.meta.networks.forEach((network, index) => {
      insertNetwork.run({
        id: network.id,
        region_id: region.id,
        name: network.name,
        available_ips_v4: network.available_ips_v4,
        available_ips_v6: network.available_ips_v6,
        position: index,
      });
    });
  });

  return {
    list() {
      const networksByRegion = new Map<string, NetworkRow[]>();
      for (const network of selectAllNetworks.all()) {
        const list = networksByRegion.get(network.region_id) ?? [];
        list.push(network);
        networksByRegion.set(network.region_id, list);
      }
      return selectRegions.all().map((row) => toRegion(row, networksByRegion.get(row.id) ?? []));
    },
    findById(id) {
      const row = selectRegion.get(id);
      return row === undefined ? undefined : toRegion(row, selectNetworks.all(id));
    },
    save(region, position) {
      save(region, position);
    },
    exists(id) {
      return selectExists.get(id) !== undefined;
    },
    setMaintenance(id, on) {
      return updateMaintenance.run(on ? 1 : 0, id).changes === 1;
    },
    setOutOfStock(id, on) {
      return updateOutOfStock.run(on ? 1 : 0, id).changes === 1;
    },
  };
}
