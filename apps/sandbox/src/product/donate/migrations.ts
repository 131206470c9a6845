import type { ModuleMigrations } from '../../platform/migrations.ts';

/**
 * Tables of the donate module: donations.
 * Append new migrations at the end; never edit one that was committed.
 */
export const donateMigrations: ModuleMigrations = {
  module: 'donate',
  migrations: [
    {
      version: 1,
      name: 'donations',
      legacyVersion: 4,
      sql: `
      CREATE TABLE donations (
        id              TEXT PRIMARY KEY,
        amount          TEXT NOT NULL,
        currency        TEXT NOT NULL CHECK (currency IN ('usd', 'eur', 'rub')),
        email           TEXT,
        message         TEXT,
        status          TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'cancelled')),
        idempotency_key TEXT UNIQUE,
        created_at      TEXT NOT NULL,
        paid_at         TEXT
      ) STRICT;
    
      `,
    },
  ],
};
