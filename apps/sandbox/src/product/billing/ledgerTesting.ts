import BetterSqlite3, { type Database } from 'better-sqlite3';
import type { Plan, PriceList } from '@cloud-portal/api-client';
import type { BilledServer } from '../../cloud/compute/index.ts';
import { runMigrations } from '../../platform/migrations.ts';
import { SCHEMA } from '../../schema.ts';
import { balanceGuard } from './balanceGuard.ts';
import { SEED_COUPONS } from './coupons.ts';
import { moneyInService, type MoneyInService } from './moneyIn.ts';
import { paymentsStore } from './paymentsStore.ts';
import { billingService, type BillingService } from './service.ts';
import { billingStore } from './store.ts';

// Test support of the ledger's tests (not imported by the sandbox): a billing service and its
// money-in side over an in-memory database with fake neighbours (one project per customer,
// servers and plans held here, the account's state in the customers table, stopped servers
// counted), and a clock the test moves.

/**
 * A plan of the test catalogue: flavor `f-<price>` at that hourly price in dollars, with 1 TB of
 * traffic (`f-<price>-t<tb>` with another amount).
 */
export function testPlan(priceHourly: string, trafficTb = 1): Plan {
  const flavor = trafficTb === 1 ? `f-${priceHourly}` : `f-${priceHourly}-t${trafficTb}`;
  return {
    id: `plan-${flavor}`,
    category: 'standard',
    flavor_id: flavor,
    flavor_name: `std-${priceHourly}`,
    vcpus: 1,
    ram_mb: 1024,
    disk_gb: 10,
    traffic_tb: trafficTb,
    network_plan: '1gbps',
    currency: 'usd',
    price_monthly: '0.00',
    price_hourly: priceHourly,
    is_available: true,
  } as Plan;
}

/** The extras' prices of the test catalogue (the seeded dollar prices, §9). */
export const TEST_EXTRA_PRICES: PriceList = {
  currency: 'usd',
  extra_ipv4_monthly: '0.59',
  free_ipv4_per_server: 1,
  traffic_per_tb: '1.00',
  volume_per_10gb_monthly: '1.00',
};

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
  /** The money-in side over the same database (replaced by `restart()` too). */
  moneyIn: MoneyInService;
  /** How many times the guard stopped a customer's servers. */
  stops(customerUuid: string): number;
  /** The customer's suspension as the account stores it. */
  suspension(customerUuid: string): { suspended: boolean; reason: string | null };
  now(): Date;
  advance(ms: number): void;
  restart(): void;
  /** A customer (a row in `customers`, as the account module makes it); answers its uuid. */
  addCustomer(uuid: string): string;
  /**
   * A server of the customer created now at `priceHourly` dollars an hour (a plan with
   * `trafficTb` of traffic, default 1); `running` makes it run from now on (traffic flows).
   */
  addServer(
    customerUuid: string,
    id: string,
    priceHourly: string,
    options?: { trafficTb?: number; running?: boolean },
  ): BilledServer;
  deleteServer(id: string): void;
  /**
   * A volume, floating IP or backup of the customer created now, as the cloud's events report
   * it to billing (`sizeGb` for volumes and backups).
   */
  addResource(
    customerUuid: string,
    id: string,
    type: 'volume' | 'ipv4' | 'backup',
    sizeGb?: number,
  ): void;
  /** The resource deleted (released, rotated out) now, as its event reports it. */
  deleteResource(id: string): void;
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
  const running = new Map<string, { from: string; to: string | null }[]>();
  const customers: string[] = [];

  const stopCounts = new Map<string, number>();
  let ids = 0;
  const suspension = (customerUuid: string) => {
    const row = db
      .prepare<[string], { suspended: number; suspend_reason: string | null }>(
        'SELECT suspended, suspend_reason FROM customers WHERE uuid = ?',
      )
      .get(customerUuid);
    return { suspended: row?.suspended === 1, reason: row?.suspend_reason ?? null };
  };

  const make = (): { billing: BillingService; moneyIn: MoneyInService } => {
    const store = billingStore(db);
    const payments = paymentsStore(db);
    for (const coupon of SEED_COUPONS) payments.addCoupon(coupon);
    const guard = balanceGuard({
      balanceUnits: (customerUuid) => store.balanceUnits(customerUuid),
      hasCard: (customerUuid) => payments.hasCard(customerUuid),
      accounts: {
        suspensionOf: suspension,
        setSuspension: (customerUuid, reason) =>
          db
            .prepare('UPDATE customers SET suspended = ?, suspend_reason = ? WHERE uuid = ?')
            .run(reason === null ? 0 : 1, reason, customerUuid),
      },
      stopServers: (customerUuid) => {
        stopCounts.set(customerUuid, (stopCounts.get(customerUuid) ?? 0) + 1);
        return 0;
      },
    });
    const moneyIn = moneyInService({
      db,
      ledger: store,
      payments,
      guard,
      accounts: {
        isActivated: (customerUuid) =>
          db
            .prepare<[string], { activated: number }>(
              'SELECT activated FROM customers WHERE uuid = ?',
            )
            .get(customerUuid)?.activated === 1,
        activate: (customerUuid) =>
          db.prepare('UPDATE customers SET activated = 1 WHERE uuid = ?').run(customerUuid),
      },
      now: () => clock,
      uuid: () => `00000000-0000-4000-8000-${String((ids += 1)).padStart(12, '0')}`,
    });
    const billing = billingService({
      store,
      now: () => clock,
      guard,
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
          runningIntervals: (serverId) => running.get(serverId) ?? [],
          stopServersOf: () => 0,
        },
        catalogue: {
          plansOf: () => plans,
          extraPricesOf: (currency) =>
            currency === TEST_EXTRA_PRICES.currency ? TEST_EXTRA_PRICES : undefined,
          rates: () => [],
        },
      },
    });
    return { billing, moneyIn };
  };
  const first = make();

  const fixture: LedgerFixture = {
    db,
    billing: first.billing,
    moneyIn: first.moneyIn,
    stops: (customerUuid) => stopCounts.get(customerUuid) ?? 0,
    suspension,
    now: () => clock,
    advance(ms: number) {
      clock = new Date(clock.getTime() + ms);
    },
    restart() {
      const next = make();
      fixture.billing = next.billing;
      fixture.moneyIn = next.moneyIn;
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
    addServer(customerUuid, id, priceHourly, options = {}): BilledServer {
      const plan = testPlan(priceHourly, options.trafficTb);
      if (!plans.some((known) => known.flavor_id === plan.flavor_id)) plans.push(plan);
      if (options.running === true) running.set(id, [{ from: clock.toISOString(), to: null }]);
      const server: BilledServer = {
        id,
        projectId: `project-${customerUuid}`,
        region: 'eu-west2',
        name: id,
        flavorId: plan.flavor_id,
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
      running.set(
        id,
        (running.get(id) ?? []).map((interval) => ({
          ...interval,
          to: interval.to ?? clock.toISOString(),
        })),
      );
    },
    addResource(customerUuid, id, type, sizeGb) {
      fixture.billing.resourceCreated({
        externalId: id,
        type,
        projectId: `project-${customerUuid}`,
        region: 'eu-west2',
        name: id,
        sizeGb: sizeGb ?? null,
        createdAt: clock.toISOString(),
      });
    },
    deleteResource(id) {
      fixture.billing.resourceDeleted(id, clock.toISOString());
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
