import type { ModuleMigrations } from '../../platform/migrations.ts';

/**
 * Tables of the servers module: the portal's server-created reports (SPEC §7).
 * Append new migrations at the end; never edit one that was committed.
 */
export const serversMigrations: ModuleMigrations = {
  module: 'servers',
  migrations: [
    {
      version: 1,
      name: 'server-created reports',
      sql: `
      -- One row per report; the creation of a server is reported once (a repeat answers the
      -- first), a reinstall each time. Passwords are not kept: only whether one was given.
      CREATE TABLE server_reports (
        id               TEXT PRIMARY KEY,
        customer_uuid    TEXT NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
        server_id        TEXT NOT NULL,
        region           TEXT NOT NULL,
        is_reinstall     INTEGER NOT NULL CHECK (is_reinstall IN (0, 1)),
        has_password     INTEGER NOT NULL CHECK (has_password IN (0, 1)),
        has_app_password INTEGER NOT NULL CHECK (has_app_password IN (0, 1)),
        reported_at      TEXT NOT NULL
      ) STRICT;
      CREATE UNIQUE INDEX server_reports_creation ON server_reports (server_id) WHERE is_reinstall = 0;
      CREATE INDEX server_reports_customer ON server_reports (customer_uuid, reported_at);
      `,
    },
  ],
};
