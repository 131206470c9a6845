import type { ModuleMigrations } from '../../platform/migrations.ts';

/**
 * The sandbox's stand-in for a mail provider: the outbox.
 * Append new migrations at the end; never edit one that was committed.
 */
export const mailMigrations: ModuleMigrations = {
  module: 'mail',
  migrations: [
    {
      version: 1,
      name: 'outbox',
      legacyVersion: 3,
      sql: `
      -- Mail the sandbox "sends": listed at /sandbox/outbox.
      CREATE TABLE outbox (
        id         INTEGER PRIMARY KEY AUTOINCREMENT,
        recipient  TEXT NOT NULL,
        subject    TEXT NOT NULL,
        body       TEXT NOT NULL,
        link       TEXT,
        created_at TEXT NOT NULL
      ) STRICT;
    
      `,
    },
  ],
};
