import type { ModuleMigrations } from '../../platform/migrations.ts';

/**
 * Tables of the affiliate module: clicks of affiliate links, and pay-outs of commissions.
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
    {
      version: 2,
      name: 'affiliate pay-outs',
      sql: `
      -- SPEC §7 pay-out/: what an affiliate took out of its commissions (the commissions
      -- themselves follow from the referred customers' payments in billing's ledger and the
      -- clock, so they are not stored). A pay-out is applied once: the request's Idempotency-Key
      -- is unique per affiliate, and the available amount is checked and the row written in one
      -- IMMEDIATE transaction. transaction_id is billing's credit row of a pay-out to the balance
      -- (no foreign key: another module's table).
      CREATE TABLE affiliate_payouts (
        id              TEXT PRIMARY KEY,
        affiliate_uuid  TEXT NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
        idempotency_key TEXT NOT NULL,
        amount_cents    INTEGER NOT NULL CHECK (amount_cents > 0),
        method          TEXT NOT NULL CHECK (method IN ('balance', 'wallet')),
        wallet          TEXT,
        status          TEXT NOT NULL CHECK (status IN ('paid', 'pending')),
        transaction_id  INTEGER,
        created_at      TEXT NOT NULL,
        UNIQUE (affiliate_uuid, idempotency_key)
      ) STRICT;
      `,
    },
  ],
};
