import type { ModuleMigrations } from '../../platform/migrations.ts';

/**
 * Tables of the billing module. What a customer owes for a server is computed from compute's
 * servers and the plan catalogue on the sandbox clock (nothing to store); the module keeps only
 * what a customer chose. The ledger (issue 14) keeps
 * every balance change (`billing_transactions`) and how far each resource was deducted.
 * Append new migrations at the end; never edit one that was committed.
 */
export const billingMigrations: ModuleMigrations = {
  module: 'billing',
  migrations: [
    {
      version: 1,
      name: 'network plans chosen per server',
      sql: `
      -- SPEC §7 change-network-plan: the port speed a customer picked for a server (a server
      -- without a row has its plan's). external_id is compute's server id (no foreign key:
      -- compute_servers is another module's table).
      CREATE TABLE billing_network_plans (
        external_id   TEXT PRIMARY KEY,
        customer_uuid TEXT NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
        network_plan  TEXT NOT NULL,
        changed_at    TEXT NOT NULL
      ) STRICT;
      CREATE INDEX billing_network_plans_customer ON billing_network_plans (customer_uuid);
      `,
    },
    {
      version: 2,
      name: 'ledger: transactions, deductions, opening balances',
      sql: `
      -- Issue 14: every balance change is a row; the balance is the sum of the applied rows.
      -- amount_units: 1/10 000 of the account's dollar, signed (credit > 0, charge < 0).
      CREATE TABLE billing_transactions (
        id            INTEGER PRIMARY KEY AUTOINCREMENT,
        customer_uuid TEXT NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
        kind          TEXT NOT NULL CHECK (kind IN ('opening', 'credit', 'refill', 'charge')),
        type          TEXT NOT NULL,
        sub_type      TEXT,
        message       TEXT NOT NULL,
        amount_units  INTEGER NOT NULL,
        status        TEXT NOT NULL CHECK (status IN ('pending', 'applied', 'failed')),
        external_id   TEXT,
        period_start  TEXT,
        period_end    TEXT,
        created_at    TEXT NOT NULL
      ) STRICT;
      CREATE INDEX billing_transactions_customer
        ON billing_transactions (customer_uuid, created_at);
      -- A resource's period is charged once, whatever runs the deduction (belt to the cursor).
      CREATE UNIQUE INDEX billing_transactions_charge_once
        ON billing_transactions (external_id, period_end) WHERE kind = 'charge';

      -- The cursor of the deductions: the end of the last period of each resource written to
      -- the ledger (a restart resumes from it, so nothing is deducted twice).
      CREATE TABLE billing_deductions (
        external_id    TEXT PRIMARY KEY,
        customer_uuid  TEXT NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
        deducted_until TEXT NOT NULL
      ) STRICT;

      -- Balances stored in place before the ledger (customers.balance, a decimal string with up
      -- to 4 decimals) become one opening transaction each, converted without floats; the
      -- column is no longer read or written.
      WITH parts AS (
        SELECT uuid, created_at,
          CASE WHEN substr(balance, 1, 1) = '-' THEN -1 ELSE 1 END AS sign,
          ltrim(balance, '-') AS magnitude
        FROM customers
      ), split AS (
        SELECT uuid, created_at, sign,
          CASE WHEN instr(magnitude, '.') > 0
            THEN substr(magnitude, 1, instr(magnitude, '.') - 1) ELSE magnitude END AS whole,
          CASE WHEN instr(magnitude, '.') > 0
            THEN substr(substr(magnitude, instr(magnitude, '.') + 1) || '0000', 1, 4)
            ELSE '0000' END AS fraction
        FROM parts
      )
      INSERT INTO billing_transactions
        (customer_uuid, kind, type, message, amount_units, status, created_at)
      SELECT uuid, 'opening', 'balance', 'Balance before the ledger', units, 'applied', created_at
      FROM (
        SELECT uuid, created_at,
          sign * (CAST(whole AS INTEGER) * 10000 + CAST(fraction AS INTEGER)) AS units
        FROM split
      )
      WHERE units <> 0;
      `,
    },
    {
      version: 3,
      name: 'payments, cards, auto-payments, coupons; bonus transactions',
      sql: `
      -- Issue 14, the money-in side. SQLite cannot change a CHECK in place: the ledger table is
      -- rebuilt with the kind 'bonus' (a promo bonus, SPEC §8), rows and ids kept.
      CREATE TABLE billing_transactions_v3 (
        id            INTEGER PRIMARY KEY AUTOINCREMENT,
        customer_uuid TEXT NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
        kind          TEXT NOT NULL
          CHECK (kind IN ('opening', 'credit', 'refill', 'charge', 'bonus')),
        type          TEXT NOT NULL,
        sub_type      TEXT,
        message       TEXT NOT NULL,
        amount_units  INTEGER NOT NULL,
        status        TEXT NOT NULL CHECK (status IN ('pending', 'applied', 'failed')),
        external_id   TEXT,
        period_start  TEXT,
        period_end    TEXT,
        created_at    TEXT NOT NULL
      ) STRICT;
      INSERT INTO billing_transactions_v3 SELECT * FROM billing_transactions;
      DROP TABLE billing_transactions;
      ALTER TABLE billing_transactions_v3 RENAME TO billing_transactions;
      CREATE INDEX billing_transactions_customer
        ON billing_transactions (customer_uuid, created_at);
      CREATE UNIQUE INDEX billing_transactions_charge_once
        ON billing_transactions (external_id, period_end) WHERE kind = 'charge';
      -- A payment (external_id = the payment id, or 'auto:<week>' for a weekly auto-payment) and
      -- a bonus (external_id = 'coupon:<code>' or 'first-payment:<code>') reach the ledger once,
      -- whatever the application does: the database refuses a second row.
      CREATE UNIQUE INDEX billing_transactions_credit_once
        ON billing_transactions (customer_uuid, kind, external_id)
        WHERE kind IN ('refill', 'bonus') AND external_id IS NOT NULL;

      -- SPEC §7 POST transactions/: a payment waits on its payment page until paid or declined.
      -- Amounts in cents: amount_cents is credited, fee_cents paid on top (SPEC §9).
      CREATE TABLE billing_payments (
        id             TEXT PRIMARY KEY,
        customer_uuid  TEXT NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
        status         TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'declined')),
        amount_cents   INTEGER NOT NULL CHECK (amount_cents > 0),
        fee_cents      INTEGER NOT NULL CHECK (fee_cents >= 0),
        type           TEXT NOT NULL,
        sub_type       TEXT NOT NULL,
        transaction_id INTEGER,
        decline_reason TEXT,
        created_at     TEXT NOT NULL,
        settled_at     TEXT
      ) STRICT;
      CREATE INDEX billing_payments_customer ON billing_payments (customer_uuid, created_at);

      -- IETF httpapi Idempotency-Key: per customer and key, the request's fingerprint and, once
      -- answered, the stored response that a retry gets again.
      CREATE TABLE billing_idempotency_keys (
        customer_uuid TEXT NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
        idempotency_key TEXT NOT NULL,
        fingerprint   TEXT NOT NULL,
        state         TEXT NOT NULL CHECK (state IN ('processing', 'done')),
        status_code   INTEGER,
        response      TEXT,
        created_at    TEXT NOT NULL,
        PRIMARY KEY (customer_uuid, idempotency_key)
      ) STRICT;

      -- SPEC §3 Saved card. Only the brand, the last 4 digits and the issuing country are kept.
      CREATE TABLE billing_cards (
        method_id     TEXT PRIMARY KEY,
        customer_uuid TEXT NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
        brand         TEXT NOT NULL,
        last4         TEXT NOT NULL,
        country       TEXT,
        created_at    TEXT NOT NULL
      ) STRICT;
      CREATE INDEX billing_cards_customer ON billing_cards (customer_uuid);

      -- SPEC §4 Card addition: the card page a popup is sent to, and what completing it does.
      CREATE TABLE billing_card_sessions (
        id            TEXT PRIMARY KEY,
        customer_uuid TEXT NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
        purpose       TEXT NOT NULL CHECK (purpose IN ('attach', 'activate', 'auto_payment')),
        status        TEXT NOT NULL CHECK (status IN ('pending', 'completed', 'declined')),
        amount_cents  INTEGER,
        method_id     TEXT,
        decline_reason TEXT,
        created_at    TEXT NOT NULL,
        completed_at  TEXT
      ) STRICT;

      -- SPEC §9 auto-card payments, once a week from started_at; last_week is the last week
      -- number charged (1 = the first week after started_at).
      CREATE TABLE billing_auto_payments (
        customer_uuid TEXT PRIMARY KEY REFERENCES customers (uuid) ON DELETE CASCADE,
        method_id     TEXT NOT NULL REFERENCES billing_cards (method_id) ON DELETE CASCADE,
        amount_cents  INTEGER NOT NULL CHECK (amount_cents > 0),
        started_at    TEXT NOT NULL,
        last_week     INTEGER NOT NULL DEFAULT 0,
        last_run_at   TEXT
      ) STRICT;

      -- SPEC §8 promo coupons and who redeemed them (once per customer).
      CREATE TABLE billing_coupons (
        code        TEXT PRIMARY KEY,
        bonus_type  TEXT NOT NULL CHECK (bonus_type IN ('one_time', 'sign_up', 'first_payment')),
        value_type  TEXT NOT NULL CHECK (value_type IN ('amount', 'percent')),
        -- hundredths: cents for an amount, 1/100 % for a percent
        value       INTEGER NOT NULL CHECK (value > 0)
      ) STRICT;
      CREATE TABLE billing_coupon_redemptions (
        customer_uuid  TEXT NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
        code           TEXT NOT NULL REFERENCES billing_coupons (code),
        status         TEXT NOT NULL CHECK (status IN ('pending', 'applied')),
        amount_units   INTEGER,
        transaction_id INTEGER,
        redeemed_at    TEXT NOT NULL,
        applied_at     TEXT,
        PRIMARY KEY (customer_uuid, code)
      ) STRICT;
      `,
    },
    {
      version: 4,
      name: 'billed resources beyond servers; extra traffic blocks charged',
      sql: `
      -- Issue 14, SPEC §9: volumes, floating IPs (extra IPv4) and backup images are billed from
      -- the cloud modules' events (volume.created, floating_ip.allocated, backup.created and their
      -- ends); compute's servers are still read from compute. project_id is the Keystone project
      -- the resource lives in (a customer's consumers' projects); external_id the resource's id,
      -- which is the external_id of its pending charge and of its ledger charges.
      CREATE TABLE billing_resources (
        external_id TEXT PRIMARY KEY,
        type        TEXT NOT NULL CHECK (type IN ('volume', 'ipv4', 'backup')),
        project_id  TEXT NOT NULL,
        region      TEXT NOT NULL,
        name        TEXT,
        -- GB (2^30 bytes) billed: a volume's size, a backup image's size rounded up; null for ipv4
        size_gb     INTEGER CHECK (size_gb IS NULL OR size_gb > 0),
        created_at  TEXT NOT NULL,
        deleted_at  TEXT
      ) STRICT;
      CREATE INDEX billing_resources_project ON billing_resources (project_id);

      -- §9 extra traffic: how many 1 TB blocks of a server's monthly traffic period were charged
      -- (each block once, whatever the number of deduction runs).
      CREATE TABLE billing_traffic_blocks (
        server_id     TEXT NOT NULL,
        period_start  TEXT NOT NULL,
        customer_uuid TEXT NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
        blocks        INTEGER NOT NULL CHECK (blocks >= 0),
        PRIMARY KEY (server_id, period_start)
      ) STRICT;
      `,
    },
    {
      version: 5,
      name: 'refund transactions, refunds per payment, decline codes',
      sql: `
      -- Issue 14 refunds: the ledger table is rebuilt with the kind 'refund' (SQLite cannot change
      -- a CHECK in place), rows and ids kept. Columns are named, so a column another step added
      -- before this one is noticed here (the copy fails) instead of being dropped silently.
      CREATE TABLE billing_transactions_v5 (
        id            INTEGER PRIMARY KEY AUTOINCREMENT,
        customer_uuid TEXT NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
        kind          TEXT NOT NULL
          CHECK (kind IN ('opening', 'credit', 'refill', 'charge', 'bonus', 'refund')),
        type          TEXT NOT NULL,
        sub_type      TEXT,
        message       TEXT NOT NULL,
        amount_units  INTEGER NOT NULL,
        status        TEXT NOT NULL CHECK (status IN ('pending', 'applied', 'failed')),
        external_id   TEXT,
        period_start  TEXT,
        period_end    TEXT,
        created_at    TEXT NOT NULL,
        -- A refund gives money back: never a credit.
        CHECK (kind <> 'refund' OR amount_units < 0)
      ) STRICT;
      INSERT INTO billing_transactions_v5 (id, customer_uuid, kind, type, sub_type, message,
          amount_units, status, external_id, period_start, period_end, created_at)
        SELECT id, customer_uuid, kind, type, sub_type, message, amount_units, status,
          external_id, period_start, period_end, created_at
        FROM billing_transactions;
      DROP TABLE billing_transactions;
      ALTER TABLE billing_transactions_v5 RENAME TO billing_transactions;
      CREATE INDEX billing_transactions_customer
        ON billing_transactions (customer_uuid, created_at);
      CREATE UNIQUE INDEX billing_transactions_charge_once
        ON billing_transactions (external_id, period_end) WHERE kind = 'charge';
      CREATE UNIQUE INDEX billing_transactions_credit_once
        ON billing_transactions (customer_uuid, kind, external_id)
        WHERE kind IN ('refill', 'bonus') AND external_id IS NOT NULL;

      -- A staff refund of a paid payment: one row per staff request (request_key, the admin
      -- form's token or an Idempotency-Key), so a replayed request finds its refund instead of
      -- making a second one. transaction_id is its negative 'refund' ledger row.
      CREATE TABLE billing_refunds (
        id             TEXT PRIMARY KEY,
        payment_id     TEXT NOT NULL REFERENCES billing_payments (id) ON DELETE CASCADE,
        customer_uuid  TEXT NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
        request_key    TEXT NOT NULL,
        amount_cents   INTEGER NOT NULL CHECK (amount_cents > 0),
        transaction_id INTEGER NOT NULL,
        created_at     TEXT NOT NULL,
        UNIQUE (payment_id, request_key)
      ) STRICT;
      CREATE INDEX billing_refunds_payment ON billing_refunds (payment_id);

      -- The stable code of a decline (openapi Payment.decline_code), next to its free text.
      ALTER TABLE billing_payments ADD COLUMN decline_code TEXT;
      `,
    },
  ],
};
