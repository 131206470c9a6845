import type { ModuleMigrations } from '../../platform/migrations.ts';

/**
 * Tables of the regions module: regions and their external networks.
 * Append new migrations at the end; never edit one that was committed.
 */
export const regionsMigrations: ModuleMigrations = {
  module: 'regions',
  migrations: [
    {
      version: 1,
      name: 'regions and their networks',
      legacyVersion: 1,
      sql: `
      CREATE TABLE regions (
        id              TEXT PRIMARY KEY,
        city            TEXT NOT NULL,
        country         TEXT NOT NULL CHECK (length(country) = 2),
        currency        TEXT NOT NULL CHECK (currency IN ('usd', 'eur', 'rub')),
        is_out_of_stock INTEGER NOT NULL DEFAULT 0 CHECK (is_out_of_stock IN (0, 1)),
        is_available    INTEGER NOT NULL DEFAULT 1 CHECK (is_available IN (0, 1)),
        is_maintenance  INTEGER NOT NULL DEFAULT 0 CHECK (is_maintenance IN (0, 1)),
        position        INTEGER NOT NULL DEFAULT 0
      ) STRICT;

      CREATE TABLE region_networks (
        id               TEXT PRIMARY KEY,
        region_id        TEXT NOT NULL REFERENCES regions (id) ON DELETE CASCADE,
        name             TEXT NOT NULL,
        available_ips_v4 INTEGER NOT NULL CHECK (available_ips_v4 >= 0),
        available_ips_v6 INTEGER NOT NULL CHECK (available_ips_v6 >= 0),
        position         INTEGER NOT NULL DEFAULT 0
      ) STRICT;
      CREATE INDEX region_networks_region ON region_networks (region_id, position);
      `,
    },
  ],
};
