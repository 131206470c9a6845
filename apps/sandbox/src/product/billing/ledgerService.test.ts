import { describe, expect, it } from 'vitest';
import { ledgerFixture } from './ledgerTesting.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = new Date('2026-11-21T10:00:00.000Z');
const at = (ms: number) => new Date(START.getTime() + ms);

describe('the balance', () => {
  it('is the sum of the applied transactions, in cents', () => {
    const fixture = ledgerFixture(START);
    const customer = fixture.addCustomer('c1');
    expect(fixture.billing.balance(customer)).toBe('0.00');
    fixture.billing.credit(customer, { kind: 'opening', amount: '25.00', message: 'opening' });
    fixture.billing.credit(customer, { kind: 'credit', amount: '-0.0001', message: 'correction' });
    expect(fixture.billing.balance(customer)).toBe('24.99');
    fixture.db
      .prepare("UPDATE billing_transactions SET status = 'failed' WHERE kind = 'credit'")
      .run();
    expect(fixture.billing.balance(customer)).toBe('25.00');
  });

  it('refuses an amount that is not a decimal of up to 4 places', () => {
    const fixture = ledgerFixture(START);
    const customer = fixture.addCustomer('c1');
    for (const amount of ['1.23456', '1e2', '', 'abc'])
      expect(() =>
        fixture.billing.credit(customer, { kind: 'credit', amount, message: 'x' }),
      ).toThrow(RangeError);
    expect(fixture.rows(customer)).toEqual([]);
  });
});

describe('deductDue', () => {
  it('writes one charge per resource and period at its grid point, dated then', () => {
    const fixture = ledgerFixture(START);
    const customer = fixture.addCustomer('c1');
    fixture.addServer(customer, 'server-a', '0.0164');
    fixture.advance(3 * HOUR);
    fixture.addServer(customer, 'server-b', '0.0100');
    fixture.advance(DAY - 3 * HOUR);
    const run = fixture.billing.deductDue(fixture.now());
    expect(run.charges).toBe(1);
    expect(fixture.rows(customer)).toEqual([
      {
        kind: 'charge',
        amount_units: -164 * 24,
        external_id: 'server-a',
        period_end: at(DAY).toISOString(),
        created_at: at(DAY).toISOString(),
      },
    ]);
    // server-b falls due 3 h after the run: that is when the next run is.
    expect(run.nextRunAt).toEqual(at(DAY + 3 * HOUR));
    expect(fixture.billing.balance(customer)).toBe('-0.40');
  });

  it('shows the charge as the temporary transaction just before, which then starts over', () => {
    const fixture = ledgerFixture(START);
    const customer = fixture.addCustomer('c1');
    fixture.addServer(customer, 'server-a', '0.0164');
    fixture.advance(DAY - 1);
    const before = fixture.billing.temporaryTransactions(customer)[0]?.amount;
    fixture.advance(1);
    fixture.billing.deductDue(fixture.now());
    const page = fixture.billing.transactions(customer, {}, { limit: 500, offset: 0 });
    expect(before).toBe('0.3935');
    expect(page.results[0]?.amount).toBe('-0.3936');
    expect(fixture.billing.temporaryTransactions(customer)[0]).toMatchObject({
      amount: '0.0000',
      period_start: at(DAY).toISOString(),
    });
  });

  it('deducts nothing twice: a repeated run, a restart, a run for an earlier time', () => {
    const fixture = ledgerFixture(START);
    const customer = fixture.addCustomer('c1');
    fixture.addServer(customer, 'server-a', '0.0164');
    fixture.advance(2 * DAY + HOUR);
    expect(fixture.billing.deductDue(fixture.now()).charges).toBe(2);
    expect(fixture.billing.deductDue(fixture.now()).charges).toBe(0);
    fixture.restart();
    expect(fixture.billing.deductDue(fixture.now()).charges).toBe(0);
    expect(fixture.billing.deductDue(at(DAY)).charges).toBe(0);
    expect(fixture.rows(customer).map((row) => row.period_end)).toEqual([
      at(DAY).toISOString(),
      at(2 * DAY).toISOString(),
    ]);
  });

  it('the database refuses a second charge of the same period even without the cursor', () => {
    const fixture = ledgerFixture(START);
    const customer = fixture.addCustomer('c1');
    fixture.addServer(customer, 'server-a', '0.0164');
    fixture.advance(DAY);
    fixture.billing.deductDue(fixture.now());
    fixture.db.prepare('DELETE FROM billing_deductions').run();
    expect(() => fixture.billing.deductDue(fixture.now())).toThrow(/UNIQUE/);
    expect(fixture.rows(customer)).toHaveLength(1);
  });

  it("charges a deleted server's last part at the grid point after its deletion", () => {
    const fixture = ledgerFixture(START);
    const customer = fixture.addCustomer('c1');
    fixture.addServer(customer, 'server-a', '0.0164');
    fixture.advance(DAY + 6 * HOUR);
    fixture.deleteServer('server-a');
    fixture.advance(5 * DAY);
    fixture.billing.deductDue(fixture.now());
    expect(fixture.rows(customer).map((row) => row.amount_units)).toEqual([-164 * 24, -164 * 6]);
  });

  it("keeps each customer's charges on its own ledger", () => {
    const fixture = ledgerFixture(START);
    const first = fixture.addCustomer('c1');
    const second = fixture.addCustomer('c2');
    fixture.addServer(first, 'server-a', '0.0164');
    fixture.advance(DAY);
    fixture.billing.deductDue(fixture.now());
    expect(fixture.rows(first)).toHaveLength(1);
    expect(fixture.rows(second)).toEqual([]);
    expect(fixture.billing.transaction(second, 1)).toBeUndefined();
    expect(fixture.billing.transaction(first, 1)?.external_id).toBe('server-a');
  });
});

describe('transactions and groups', () => {
  it('filter by kind and UTC date, page newest first, and group by day and kind', () => {
    const fixture = ledgerFixture(START);
    const customer = fixture.addCustomer('c1');
    fixture.billing.credit(customer, { kind: 'opening', amount: '10.00', message: 'o' });
    fixture.addServer(customer, 'server-a', '0.0100');
    fixture.addServer(customer, 'server-b', '0.0200');
    fixture.advance(2 * DAY);
    fixture.billing.deductDue(fixture.now());
    fixture.billing.credit(customer, { kind: 'credit', amount: '1.50', message: 'c' });
    const page = (filter = {}, limit = 500, offset = 0) =>
      fixture.billing.transactions(customer, filter, { limit, offset });

    expect(page().count).toBe(6);
    expect(page({ kind: 'charge' }).results.map((t) => t.amount)).toEqual([
      '-0.4800',
      '-0.2400',
      '-0.4800',
      '-0.2400',
    ]);
    expect(page({ year: 2026, month: 11, day: 22 }).results.map((t) => t.kind)).toEqual([
      'charge',
      'charge',
    ]);
    expect(page({ day: 21 }).results.map((t) => t.kind)).toEqual(['opening']);
    expect(page({ year: 2025 }).count).toBe(0);
    expect(page({}, 2, 1)).toMatchObject({ count: 6, limit: 2, offset: 1 });
    // Same time: the later row first (server-b's charges were written after server-a's).
    expect(page({}, 2, 1).results.map((t) => t.id)).toEqual([5, 3]);

    const groups = fixture.billing.transactionGroups(customer, undefined, { limit: 20, offset: 0 });
    expect(groups.results).toEqual([
      { date: '2026-11-23', kind: 'charge', amount: '-0.7200', count: 2, currency: 'usd' },
      { date: '2026-11-23', kind: 'credit', amount: '1.5000', count: 1, currency: 'usd' },
      { date: '2026-11-22', kind: 'charge', amount: '-0.7200', count: 2, currency: 'usd' },
      { date: '2026-11-21', kind: 'opening', amount: '10.0000', count: 1, currency: 'usd' },
    ]);
    expect(
      fixture.billing.transactionGroups(customer, 'charge', { limit: 1, offset: 1 }),
    ).toMatchObject({ count: 2, results: [{ date: '2026-11-22' }] });
    expect(fixture.billing.balance(customer)).toBe('10.06');
  });
});
