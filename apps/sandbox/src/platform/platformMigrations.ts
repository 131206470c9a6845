import type { ModuleMigrations } from './migrations.ts';

/**
 * The platform's own tables: secrets generated at first start (keys derive from them).
 * Append new migrations at the end; never edit one that was committed.
 */
export const platformMigrations: ModuleMigrations = {
  module: 'platform',
  migrations: [
    {
      version: 1,
      name: 'secrets generated at first start',
      legacyVersion: 3,
      sql: `
      -- Secrets generated at first start (JWT, CSRF and recovery-code keys derive from them).
      CREATE TABLE sandbox_secrets (
        name       TEXT PRIMARY KEY,
        value      TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;
      `,
    },
  ],
};
