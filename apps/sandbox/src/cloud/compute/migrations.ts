import type { ModuleMigrations } from '../../platform/migrations.ts';

/**
 * Tables of the emulated Nova (compute).
 * Append new migrations at the end; never edit one that was committed.
 */
export const computeMigrations: ModuleMigrations = {
  module: 'compute',
  migrations: [
    {
      version: 1,
      name: 'compute flavors',
      sql: `
      -- Nova's flavors (the same in every region). id is Nova's flavorid, a string.
      CREATE TABLE compute_flavors (
        id          TEXT PRIMARY KEY,
        name        TEXT NOT NULL,
        vcpus       INTEGER NOT NULL CHECK (vcpus > 0),
        ram_mb      INTEGER NOT NULL CHECK (ram_mb > 0),
        disk_gb     INTEGER NOT NULL CHECK (disk_gb >= 0),
        description TEXT,
        is_public   INTEGER NOT NULL DEFAULT 1 CHECK (is_public IN (0, 1))
      ) STRICT;
      `,
    },
  ],
};
