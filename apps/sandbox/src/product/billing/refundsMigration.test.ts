import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../platform/migrations.ts';
import { SCHEMA } from '../../schema.ts';

// Billing migration step 5 (refunds, decline codes), in a file of its own so that another
// branch's step 4 tests do not collide with it in migrations.test.ts.

describe('billing migration 5 (refunds, decline codes)', () => {
  it('keeps the ledger rows, ids and uniqueness, adds the kind refund (negative only) and decline_code', () => {
    const db = new BetterSqlite3(':memory:');
    db.pragma('foreign_keys = ON');
    runMigrations(
      db,
      SCHEMA.map((module) =>
        module.module === 'billing'
          ? { ...module, migrations: module.migrations.filter((m) => m.version <= 3) }
          : module,
      ),
    );
    db.prepare(
      `INSERT INTO customers (uuid, email, password_hash, created_at) VALUES ('c1', 'c1@x.test', 'x', '2026-01-01')`,
    ).run();
    const add = (kind: string, externalId: string | null, units = 100) =>
      db
        .prepare(
          `INSERT INTO billing_transactions (customer_uuid, kind, type, message, amount_units,
             status, external_id, period_end, created_at)
           VALUES ('c1', ?, 't', 'm', ?, 'applied', ?, ?, '2026-01-02')`,
        )
        .run(kind, units, externalId, kind === 'charge' ? '2026-01-02' : null);
    add('refill', 'payment-1');
    add('charge', 'server-1', -50);
    add('bonus', 'coupon:X');
    expect(() => add('refund', 'payment-1', -10)).toThrow(/CHECK/);
    db.prepare(
      `INSERT INTO billing_payments (id, customer_uuid, status, amount_cents, fee_cents, type,
         sub_type, created_at) VALUES ('payment-1', 'c1', 'paid', 100, 0, 'paymaster', 'card', '2026-01-02')`,
    ).run();

    runMigrations(db, SCHEMA);

    expect(
      db.prepare('SELECT id, kind, amount_units FROM billing_transactions ORDER BY id').all(),
    ).toEqual([
      { id: 1, kind: 'refill', amount_units: 100 },
      { id: 2, kind: 'charge', amount_units: -50 },
      { id: 3, kind: 'bonus', amount_units: 100 },
    ]);
    // A payment, a bonus and a charge's period are still written once.
    expect(() => add('refill', 'payment-1')).toThrow(/UNIQUE/);
    expect(() => add('bonus', 'coupon:X')).toThrow(/UNIQUE/);
    expect(() => add('charge', 'server-1', -50)).toThrow(/UNIQUE/);
    // Refunds: negative only, several of one payment allowed (partial refunds).
    expect(() => add('refund', 'payment-1', 10)).toThrow(/CHECK/);
    add('refund', 'payment-1', -10);
    add('refund', 'payment-1', -20);
    expect(db.prepare('SELECT max(id) AS id FROM billing_transactions').get()).toEqual({ id: 5 });
    expect(
      db.prepare(`SELECT decline_code FROM billing_payments WHERE id = 'payment-1'`).get(),
    ).toEqual({ decline_code: null });
    // One refund per (payment, staff request key).
    const refund = (key: string) =>
      db
        .prepare(
          `INSERT INTO billing_refunds (id, payment_id, customer_uuid, request_key, amount_cents,
             transaction_id, created_at) VALUES (?, 'payment-1', 'c1', ?, 10, 4, '2026-01-03')`,
        )
        .run(`r-${key}-${Math.random()}`, key);
    refund('a');
    expect(() => refund('a')).toThrow(/UNIQUE/);
    refund('b');
    db.close();
  });
});
