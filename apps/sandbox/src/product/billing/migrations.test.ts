import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../platform/migrations.ts';
import { SCHEMA } from '../../schema.ts';

describe('billing migration 2 (the ledger)', () => {
  it('turns each non-zero stored balance into one opening transaction, exactly', () => {
    const db = new BetterSqlite3(':memory:');
    db.pragma('foreign_keys = ON');
    // A data directory from before the ledger: billing at version 1, balances in customers.
    runMigrations(
      db,
      SCHEMA.map((module) =>
        module.module === 'billing'
          ? { ...module, migrations: module.migrations.filter((m) => m.version === 1) }
          : module,
      ),
    );
    const insert = db.prepare(
      `INSERT INTO customers (uuid, email, password_hash, balance, created_at)
       VALUES (?, ?, 'x', ?, ?)`,
    );
    const balances = ['25.00', '-3.5', '0.00', '12.3456', '7', '-0.01', '90071992547.40'];
    balances.forEach((balance, index) =>
      insert.run(`c${index}`, `c${index}@x.test`, balance, `2026-01-0${index + 1}T00:00:00.000Z`),
    );

    runMigrations(db, SCHEMA);

    expect(
      db
        .prepare(
          `SELECT customer_uuid, kind, amount_units, status, created_at FROM billing_transactions
           ORDER BY customer_uuid`,
        )
        .all(),
    ).toEqual([
      {
        customer_uuid: 'c0',
        kind: 'opening',
        amount_units: 250_000,
        status: 'applied',
        created_at: '2026-01-01T00:00:00.000Z',
      },
      {
        customer_uuid: 'c1',
        kind: 'opening',
        amount_units: -35_000,
        status: 'applied',
        created_at: '2026-01-02T00:00:00.000Z',
      },
      {
        customer_uuid: 'c3',
        kind: 'opening',
        amount_units: 123_456,
        status: 'applied',
        created_at: '2026-01-04T00:00:00.000Z',
      },
      {
        customer_uuid: 'c4',
        kind: 'opening',
        amount_units: 70_000,
        status: 'applied',
        created_at: '2026-01-05T00:00:00.000Z',
      },
      {
        customer_uuid: 'c5',
        kind: 'opening',
        amount_units: -100,
        status: 'applied',
        created_at: '2026-01-06T00:00:00.000Z',
      },
      {
        customer_uuid: 'c6',
        kind: 'opening',
        amount_units: 900_719_925_474_000,
        status: 'applied',
        created_at: '2026-01-07T00:00:00.000Z',
      },
    ]);
    // Running the migrations again adds nothing.
    runMigrations(db, SCHEMA);
    expect(db.prepare('SELECT count(*) AS n FROM billing_transactions').get()).toEqual({ n: 6 });
    db.close();
  });
});

describe('billing migration 3 (money in)', () => {
  it('keeps the ledger rows and ids, adds the kind bonus, and credits a payment only once', () => {
    const db = new BetterSqlite3(':memory:');
    db.pragma('foreign_keys = ON');
    runMigrations(
      db,
      SCHEMA.map((module) =>
        module.module === 'billing'
          ? { ...module, migrations: module.migrations.filter((m) => m.version <= 2) }
          : module,
      ),
    );
    db.prepare(
      `INSERT INTO customers (uuid, email, password_hash, created_at) VALUES ('c1', 'c1@x.test', 'x', '2026-01-01')`,
    ).run();
    const add = (kind: string, externalId: string | null) =>
      db
        .prepare(
          `INSERT INTO billing_transactions (customer_uuid, kind, type, message, amount_units,
             status, external_id, created_at)
           VALUES ('c1', ?, 't', 'm', 100, 'applied', ?, '2026-01-02')`,
        )
        .run(kind, externalId);
    add('credit', null);
    add('charge', 'server-1');
    expect(() => add('bonus', 'coupon:X')).toThrow(/CHECK/);

    runMigrations(db, SCHEMA);

    expect(db.prepare('SELECT id, kind FROM billing_transactions ORDER BY id').all()).toEqual([
      { id: 1, kind: 'credit' },
      { id: 2, kind: 'charge' },
    ]);
    add('bonus', 'coupon:X');
    add('refill', 'payment-1');
    expect(db.prepare('SELECT max(id) AS id FROM billing_transactions').get()).toEqual({ id: 4 });
    expect(() => add('refill', 'payment-1')).toThrow(/UNIQUE/);
    expect(() => add('bonus', 'coupon:X')).toThrow(/UNIQUE/);
    expect(() => add('gift', null)).toThrow(/CHECK/);
    // Credits and charges without an external id are not limited.
    add('credit', null);
    db.close();
  });
});
