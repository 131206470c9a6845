import BetterSqlite3, { type Database } from 'better-sqlite3';
import type { Plan } from '@cloud-portal/api-client';
import type { BilledServer } from '../../cloud/compute/index.ts';
import { runMigrations } from '../../platform/migrations.ts';
import { SCHEMA } from '../../schema.ts';
import { billingService, type BillingService } from './service.ts';
import { billingStore } from './store.ts';

// Test support of the ledger's tests (not imported by the sandbox): a billing service over an
// in-memory database with fake neighbours (one project per customer, servers and plans held
// here), and a clock the test moves.

/** A plan of the test catalogue: flavor `f-<price>` at that hourly price in dollars. */
export function testPlan(priceHourly: string): Plan {
  return {
    id: `plan-${priceHourly}`,
    category: 'standard',
    flavor_id: `f-${priceHourly}`,
    flavor_name: `std-${priceHourly}`,
    vcpus: 1,
    ram_mb: 1024,
    disk_gb: 10,
    traffic_tb: 1,
    network_plan: '1gbps',
    currency: 'usd',
    price_monthly: '0.00',
    price_hourly: priceHourly,
    is_available: true,
  } as Plan;
}

/** A ledger row as stored (what the tests compare). */
export interface LedgerRow {
  kind: string;
  amount_units: number;
  external_id: string | null;
  period_end: string | null;
  created_at: string;
}

/** What {@link ledgerFixture} answers. */
export interface LedgerFixture {
  db: Database;
  /** The service; `restart()` replaces it with a new one over the same database. */
  billing: BillingService;
  now(): Date;
  advance(ms: number): void;
  restart(): void;
  /** A customer (a row in `customers`, as the account module makes it); answers its uuid. */
  addCustomer(uuid: string): string;
  /** A server of the customer created now at `priceHourly` dollars an hour. */
  addServer(customerUuid: string, id: string, priceHourly: string): BilledServer;
  deleteServer(id: string): void;
  /** Every ledger row of the customer, straight from the table, in insertion order. */
  rows(customerUuid: string): LedgerRow[];
}

/** A billing service over a fresh database and what the test drives it with. */
export function ledgerFixture(start: Date): LedgerFixture {
  const db: Database = new BetterSqlite3(':memory:');
  db.pragma('foreign_keys = ON');
  runMigrations(db, SCHEMA);
  let clock = start;
  const servers: BilledServer[] = [];
  const plans: Plan[] = [];
  const customers: string[] = [];

  const make = (): BillingService =>
    billingService({
      store: billingStore(db),
      now: () => clock,
      deps: {
        customerUuids: () => customers,
        projectsOf: (customerUuid) => [`project-${customerUuid}`],
        servers: {
          billedServers: (projectIds, deletedAfter) =>
            servers.filter(
              (server) =>
                projectIds.includes(server.projectId) &&
                (server.deletedAt === null || server.deletedAt > deletedAfter.toISOString()),
            ),
          runningIntervals: () => [],
          stopServersOf: () => 0,
        },
        catalogue: {
          plansOf: () => plans,
          extraPricesOf: () => undefined,
          rates: () => [],
        },
      },
    });

  const fixture: LedgerFixture = {
    db,
    /** The service; `restart()` replaces it with a new one over the same database. */
    billing: make(),
    now: () => clock,
    advance(ms: number) {
      clock = new Date(clock.getTime() + ms);
    },
    restart() {
      fixture.billing = make();
    },
    /** A customer (a row in `customers`, as the account module makes it); answers its uuid. */
    addCustomer(uuid: string): string {
      db.prepare(
        `INSERT INTO customers (uuid, email, password_hash, created_at) VALUES (?, ?, 'x', ?)`,
      ).run(uuid, `${uuid}@example.test`, clock.toISOString());
      customers.push(uuid);
      return uuid;
    },
    /** A server of the customer created now at `priceHourly` dollars an hour. */
    addServer(customerUuid: string, id: string, priceHourly: string): BilledServer {
      if (!plans.some((plan) => plan.price_hourly === priceHourly))
        plans.push(testPlan(priceHourly));
      const server: BilledServer = {
        id,
        projectId: `project-${customerUuid}`,
        region: 'eu-west2',
        name: id,
        flavorId: `f-${priceHourly}`,
        vmState: 'active',
        createdAt: clock.toISOString(),
        launchedAt: clock.toISOString(),
        deletedAt: null,
      };
      servers.push(server);
      return server;
    },
    deleteServer(id: string) {
      const index = servers.findIndex((server) => server.id === id);
      const server = servers[index];
      if (server !== undefined && server.deletedAt === null)
        servers[index] = { ...server, deletedAt: clock.toISOString() };
    },
    /** Every ledger row of the customer, straight from the table. */
    rows(customerUuid: string) {
      return db
        .prepare<[string], LedgerRow>(
          `SELECT kind, amount_units, external_id, period_end, created_at FROM billing_transactions
           WHERE customer_uuid = ? ORDER BY id`,
        )
        .all(customerUuid);
    },
  };
  return fixture;
}
