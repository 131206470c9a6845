import type { ModuleMigrations } from '../../platform/migrations.ts';

/**
 * Tables of the consumers module (SPEC §3 Consumer): the cloud credentials the provider holds for a customer.
 * Append new migrations at the end; never edit one that was committed.
 */
export const consumersMigrations: ModuleMigrations = {
  module: 'consumers',
  migrations: [
    {
      version: 1,
      name: 'consumers',
      legacyVersion: 2,
      sql: `
      -- Product side (SPEC §3 Consumer): the cloud credentials the provider holds for a customer.
      CREATE TABLE consumers (
        id            TEXT PRIMARY KEY,
        customer_uuid TEXT NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
        name          TEXT NOT NULL,
        os_user       TEXT NOT NULL UNIQUE,
        os_password   TEXT NOT NULL,
        os_project    TEXT NOT NULL,
        os_domain     TEXT NOT NULL DEFAULT 'Default',
        created_at    TEXT NOT NULL,
        UNIQUE (customer_uuid, name)
      ) STRICT;
      `,
    },
  ],
};
