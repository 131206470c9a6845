import type { ModuleMigrations } from '../../platform/migrations.ts';

/**
 * Tables of the emulated Cinder (volume).
 * Append new migrations at the end; never edit one that was committed.
 */
export const volumeMigrations: ModuleMigrations = {
  module: 'volume',
  migrations: [
    {
      version: 1,
      name: 'volume volumes and attachments',
      sql: `
      -- Cinder's volumes, per region and project. The status is derived on read from the times
      -- (creating until ready_at, deleting from delete_requested_at, gone at gone_at) and the
      -- attachment (in-use), so no timer has to run. Times are ISO 8601 UTC with milliseconds.
      CREATE TABLE volume_volumes (
        id                  TEXT PRIMARY KEY,
        region              TEXT NOT NULL,
        project_id          TEXT NOT NULL,
        user_id             TEXT NOT NULL,
        name                TEXT,
        description         TEXT,
        size_gb             INTEGER NOT NULL CHECK (size_gb > 0),
        volume_type         TEXT NOT NULL,
        availability_zone   TEXT NOT NULL,
        created_at          TEXT NOT NULL,
        ready_at            TEXT NOT NULL,
        updated_at          TEXT,
        delete_requested_at TEXT,
        gone_at             TEXT
      ) STRICT;
      CREATE INDEX volume_volumes_by_project ON volume_volumes (region, project_id, created_at);

      -- One attachment per volume (multiattach is off), to a Nova server of the same region.
      CREATE TABLE volume_attachments (
        id          TEXT PRIMARY KEY,
        volume_id   TEXT NOT NULL UNIQUE REFERENCES volume_volumes (id) ON DELETE CASCADE,
        server_id   TEXT NOT NULL,
        device      TEXT NOT NULL,
        attached_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX volume_attachments_by_server ON volume_attachments (server_id);
      `,
    },
  ],
};
