import type { ModuleMigrations } from '../../platform/migrations.ts';

/**
 * Tables of the emulated server console (nova-novncproxy's console tokens).
 * Append new migrations at the end; never edit one that was committed.
 */
export const consoleMigrations: ModuleMigrations = {
  module: 'console',
  migrations: [
    {
      version: 1,
      name: 'console tokens',
      sql: `
      -- Nova's console_auth_tokens: only a hash of each token is stored, so the database file
      -- holds no live console access. A token opens one server's console in one region until
      -- expires_at (Nova's [consoleauth] token_ttl, 600 s by default).
      CREATE TABLE console_tokens (
        token_hash TEXT PRIMARY KEY,
        server_id  TEXT NOT NULL,
        region     TEXT NOT NULL,
        project_id TEXT NOT NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX console_tokens_expiry ON console_tokens (expires_at);
      `,
    },
  ],
};
