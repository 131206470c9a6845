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
  ],
};
