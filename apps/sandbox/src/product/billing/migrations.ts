import type { ModuleMigrations } from '../../platform/migrations.ts';

/**
 * Tables of the billing module. What a customer owes for a server is computed from compute's
 * servers and the plan catalogue on the sandbox clock (nothing to store); the module keeps only
 * what a customer chose. Issue 14's ledger (transactions, deductions, balance) appends here.
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
  ],
};
