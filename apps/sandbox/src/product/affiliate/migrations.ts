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
    {
      version: 3,
      name: 'affiliate pay-outs settled by staff',
      sql: `
      -- Issue 14: staff settle a wallet request on /sandbox/admin: paid (settled_at is when it was
      -- paid) or rejected (its amount is available to the affiliate again). SQLite cannot widen a
      -- CHECK, so the table is rebuilt; a pay-out to the balance was paid when it was made.
      CREATE TABLE affiliate_payouts_settled (
        id              TEXT PRIMARY KEY,
        affiliate_uuid  TEXT NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
        idempotency_key TEXT NOT NULL,
        amount_cents    INTEGER NOT NULL CHECK (amount_cents > 0),
        method          TEXT NOT NULL CHECK (method IN ('balance', 'wallet')),
        wallet          TEXT,
        status          TEXT NOT NULL CHECK (status IN ('paid', 'pending', 'rejected')),
        transaction_id  INTEGER,
        created_at      TEXT NOT NULL,
        settled_at      TEXT,
        CHECK ((status = 'pending') = (settled_at IS NULL)),
        UNIQUE (affiliate_uuid, idempotency_key)
      ) STRICT;
      INSERT INTO affiliate_payouts_settled (id, affiliate_uuid, idempotency_key, amount_cents,
        method, wallet, status, transaction_id, created_at, settled_at)
      SELECT id, affiliate_uuid, idempotency_key, amount_cents, method, wallet, status,
        transaction_id, created_at, CASE WHEN status = 'paid' THEN created_at END
      FROM affiliate_payouts;
      DROP TABLE affiliate_payouts;
      ALTER TABLE affiliate_payouts_settled RENAME TO affiliate_payouts;
      CREATE INDEX affiliate_payouts_affiliate ON affiliate_payouts (affiliate_uuid, created_at);
      CREATE INDEX affiliate_payouts_pending ON affiliate_payouts (status, created_at);
      `,
    },
  ],
};
