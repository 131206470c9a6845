import type { ModuleMigrations } from '../../platform/migrations.ts';

/**
 * Tables of the affiliate module: clicks of affiliate links.
 * Append new migrations at the end; never edit one that was committed.
 */
export const affiliateMigrations: ModuleMigrations = {
  module: 'affiliate',
  migrations: [
    {
      version: 1,
      name: 'affiliate clicks',
      legacyVersion: 4,
      sql: `
      CREATE TABLE affiliate_clicks (
        id             TEXT PRIMARY KEY,
        affiliate_uuid TEXT NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
        is_unique      INTEGER NOT NULL CHECK (is_unique IN (0, 1)),
        utm            TEXT NOT NULL, -- JSON object of the utm_* fields sent
        created_at     TEXT NOT NULL
      ) STRICT;
      CREATE INDEX affiliate_clicks_affiliate ON affiliate_clicks (affiliate_uuid, created_at);
      `,
    },
  ],
};
