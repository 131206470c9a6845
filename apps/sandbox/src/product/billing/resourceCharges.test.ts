import { describe, expect, it } from 'vitest';
import { ledgerFixture } from './ledgerTesting.ts';
import { trafficUsage, usageShare } from './trafficUsage.ts';

// Issue 14, SPEC §9: the resources beyond servers (volumes, floating IPs, backups) accrue by the
// hour into their pending charge and are deducted every 24 h like servers; extra-traffic blocks
// are charged once each. The test catalogue's extras are the seeded dollar prices: 1.00 per 10 GB
// a month, 0.59 an extra IPv4 a month, 1.00 a TB of extra traffic; a month is 730 hours.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = new Date('2026-11-21T10:00:00.000Z');
const at = (ms: number) => new Date(START.getTime() + ms);

describe('a volume', () => {
  it('accrues its storage by the hour and is deducted at 24 h as one volume charge', () => {
    const fixture = ledgerFixture(START);
    const customer = fixture.addCustomer('c1');
    fixture.addResource(customer, 'vol-1', 'volume', 20);

    // 20 GB at 1.00 per 10 GB a month: 2.00 / 730 h = 0.0027397…/h.
    fixture.advance(HOUR);
    expect(fixture.billing.temporaryTransactions(customer)).toEqual([
      {
        external_id: 'vol-1',
        type: 'volume',
        region: 'eu-west2',
        currency: 'usd',
        amount: '0.0027',
        period_start: START.toISOString(),
        next_deduction_at: at(DAY).toISOString(),
      },
    ]);
    fixture.advance(9 * HOUR);
    expect(fixture.billing.temporaryTransactions(customer)[0]?.amount).toBe('0.0273');

    fixture.advance(DAY - 10 * HOUR);
    expect(fixture.billing.deductDue(fixture.now()).charges).toBe(1);
    // 24 h of 2.00 / 730 h = 0.06575…, cut once (not 24 × a cut hourly price).
    expect(fixture.rows(customer)).toEqual([
      {
        kind: 'charge',
        amount_units: -657,
        external_id: 'vol-1',
        period_end: at(DAY).toISOString(),
        created_at: at(DAY).toISOString(),
      },
    ]);
    const charge = fixture.billing.transactions(customer, {}, { limit: 10, offset: 0 }).results[0];
    expect(charge).toMatchObject({ type: 'volume', amount: '-0.0657', external_id: 'vol-1' });
    expect(fixture.billing.temporaryTransactions(customer)[0]).toMatchObject({
      amount: '0.0000',
      period_start: at(DAY).toISOString(),
    });
  });

  it('is deducted its last partial period once after deletion, then nothing more', () => {
    const fixture = ledgerFixture(START);
    const customer = fixture.addCustomer('c1');
    fixture.addResource(customer, 'vol-1', 'volume', 10);
    fixture.advance(DAY + 6 * HOUR);
    fixture.billing.deductDue(fixture.now());
    fixture.deleteResource('vol-1');
    // Still pending until its deduction time, with what it accrued until the deletion.
    fixture.advance(HOUR);
    expect(fixture.billing.temporaryTransactions(customer)[0]?.amount).toBe('0.0082');

    fixture.advance(DAY);
    expect(fixture.billing.deductDue(fixture.now()).charges).toBe(1);
    expect(fixture.billing.deductDue(fixture.now()).charges).toBe(0);
    fixture.advance(3 * DAY);
    expect(fixture.billing.deductDue(fixture.now()).charges).toBe(0);
    // 10 GB: 1.00 / 730 h; a full day 0.0328, then 6 h 0.0082.
    expect(fixture.rows(customer).map((row) => [row.amount_units, row.period_end])).toEqual([
      [-328, at(DAY).toISOString()],
      [-82, at(2 * DAY).toISOString()],
    ]);
    expect(fixture.billing.temporaryTransactions(customer)).toEqual([]);
  });

  it('of another customer is never charged to this one', () => {
    const fixture = ledgerFixture(START);
    const mine = fixture.addCustomer('c1');
    const theirs = fixture.addCustomer('c2');
    fixture.addResource(theirs, 'vol-theirs', 'volume', 100);
    fixture.addResource(theirs, 'ip-theirs', 'ipv4');
    fixture.advance(2 * DAY);
    fixture.billing.deductDue(fixture.now());
    expect(fixture.billing.temporaryTransactions(mine)).toEqual([]);
    expect(fixture.rows(mine)).toEqual([]);
    expect(
      fixture
        .rows(theirs)
        .map((row) => row.external_id)
        .sort(),
    ).toEqual(['ip-theirs', 'ip-theirs', 'vol-theirs', 'vol-theirs']);
  });

  it('reported twice (an event delivered again) is billed once, and its first end wins', () => {
    const fixture = ledgerFixture(START);
    const customer = fixture.addCustomer('c1');
    fixture.addResource(customer, 'vol-1', 'volume', 10);
    fixture.advance(HOUR);
    fixture.addResource(customer, 'vol-1', 'volume', 10);
    expect(fixture.billing.temporaryTransactions(customer)).toHaveLength(1);
    expect(fixture.billing.temporaryTransactions(customer)[0]?.period_start).toBe(
      START.toISOString(),
    );
    fixture.deleteResource('vol-1');
    fixture.advance(HOUR);
    fixture.deleteResource('vol-1');
    fixture.advance(DAY);
    fixture.billing.deductDue(fixture.now());
    // One hour of 1.00 / 730 h.
    expect(fixture.rows(customer).map((row) => row.amount_units)).toEqual([-13]);
  });
});

describe('a floating IP (an extra IPv4, §9)', () => {
  it('accrues 0.59 a month from allocation to release and is deducted like a server', () => {
    const fixture = ledgerFixture(START);
    const customer = fixture.addCustomer('c1');
    fixture.addResource(customer, 'fip-1', 'ipv4');
    fixture.advance(12 * HOUR);
    // 0.59 / 730 h × 12 h = 0.009698…
    expect(fixture.billing.temporaryTransactions(customer)).toEqual([
      expect.objectContaining({ external_id: 'fip-1', type: 'ipv4', amount: '0.0096' }),
    ]);
    fixture.advance(12 * HOUR);
    fixture.billing.deductDue(fixture.now());
    fixture.advance(2 * HOUR);
    fixture.deleteResource('fip-1');
    fixture.advance(DAY);
    fixture.billing.deductDue(fixture.now());
    fixture.billing.deductDue(fixture.now());
    expect(
      fixture.billing
        .transactions(customer, { kind: 'charge' }, { limit: 10, offset: 0 })
        .results.map((row) => [row.type, row.amount, row.period_end]),
    ).toEqual([
      // 2 h: 0.0016; 24 h: 0.0193.
      ['ipv4', '-0.0016', at(2 * DAY).toISOString()],
      ['ipv4', '-0.0193', at(DAY).toISOString()],
    ]);
  });
});

describe('a backup', () => {
  it('is charged as volume storage of its size until it is deleted', () => {
    const fixture = ledgerFixture(START);
    const customer = fixture.addCustomer('c1');
    fixture.addResource(customer, 'backup-1', 'backup', 2);
    fixture.advance(5 * HOUR);
    fixture.deleteResource('backup-1');
    fixture.advance(DAY);
    fixture.billing.deductDue(fixture.now());
    // 2 GB at 1.00 per 10 GB a month for 5 h: 0.20 / 730 × 5 = 0.00136…
    expect(fixture.rows(customer)).toEqual([
      expect.objectContaining({ kind: 'charge', amount_units: -13, external_id: 'backup-1' }),
    ]);
    expect(
      fixture.billing.transactions(customer, {}, { limit: 1, offset: 0 }).results[0]?.type,
    ).toBe('backup');
  });
});

describe('servers and the other resources together', () => {
  it('each get their own charge at their own grid point, and the balance is their sum', () => {
    const fixture = ledgerFixture(START);
    const customer = fixture.addCustomer('c1');
    fixture.billing.credit(customer, { kind: 'opening', amount: '10.00', message: 'opening' });
    fixture.addServer(customer, 'server-a', '0.0164');
    fixture.advance(2 * HOUR);
    fixture.addResource(customer, 'vol-1', 'volume', 10);
    fixture.addResource(customer, 'fip-1', 'ipv4');
    fixture.advance(DAY - 2 * HOUR);
    const first = fixture.billing.deductDue(fixture.now());
    expect(first.charges).toBe(1);
    // The volume and the IP fall due 2 h later: the next run is then.
    expect(first.nextRunAt).toEqual(at(DAY + 2 * HOUR));
    fixture.advance(2 * HOUR);
    expect(fixture.billing.deductDue(fixture.now()).charges).toBe(2);
    // 10.00 − 0.3936 − 0.0328 − 0.0193 = 9.5543.
    expect(fixture.billing.balance(customer)).toBe('9.55');
    expect(fixture.rows(customer).reduce((sum, row) => sum + row.amount_units, 0)).toBe(95_543);
  });
});

describe('extra traffic (§9: 1 TB added automatically for $1, reset monthly)', () => {
  /** A server id whose emulated traffic is busy (≥ 1.6 × its plan's monthly traffic). */
  const busyId = Array.from({ length: 200 }, (_, index) => `busy-${index}`).find(
    (id) => usageShare(id) >= 1.6,
  );

  it('charges each block once, at the run after it was added, across repeated runs', () => {
    expect(busyId).toBeDefined();
    const id = busyId ?? '';
    const fixture = ledgerFixture(START);
    const customer = fixture.addCustomer('c1');
    // No included traffic: every started TB is a block (1.6–1.75 TB a month: 2 blocks).
    fixture.addServer(customer, id, '0.0100', { trafficTb: 0, running: true });
    const metered = {
      serverId: id,
      createdAt: START,
      running: [{ from: START.toISOString(), to: null }],
      limitTb: 0,
    };
    const trafficRows = () =>
      fixture.billing
        .transactions(customer, { kind: 'charge' }, { limit: 500, offset: 0 })
        .results.filter((row) => row.type === 'traffic');

    // Runs every 6 h (and each one twice) through the first monthly period and a day into the next.
    const firstReset = trafficUsage(metered, START).resetAt;
    let expected = 0;
    while (fixture.now() < new Date(firstReset.getTime() + DAY)) {
      fixture.advance(6 * HOUR);
      fixture.billing.deductDue(fixture.now());
      fixture.billing.deductDue(fixture.now());
      const usage = trafficUsage(metered, fixture.now());
      if (usage.periodStart.getTime() === START.getTime()) expected = usage.extraBlocks;
      expect(trafficRows().filter((row) => row.period_start === START.toISOString())).toHaveLength(
        expected,
      );
    }
    const firstPeriod = trafficRows().filter((row) => row.period_start === START.toISOString());
    expect(firstPeriod).toHaveLength(2);
    expect(firstPeriod.map((row) => row.amount)).toEqual(['-1.0000', '-1.0000']);
    expect(firstPeriod.every((row) => row.external_id === id && row.kind === 'charge')).toBe(true);
    // The counter reset: the next period's first block comes later, charged anew.
    const second = trafficUsage(metered, fixture.now());
    expect(second.periodStart).toEqual(firstReset);
    expect(
      trafficRows().filter((row) => row.period_start === firstReset.toISOString()),
    ).toHaveLength(second.extraBlocks);

    // A restart (a new service over the same database) charges nothing again.
    const before = trafficRows().length;
    fixture.restart();
    fixture.billing.deductDue(fixture.now());
    expect(trafficRows()).toHaveLength(before);
  });

  it('charges the blocks added in a period’s last hours at the first run after the reset', () => {
    const id = busyId ?? '';
    const fixture = ledgerFixture(START);
    const customer = fixture.addCustomer('c1');
    fixture.addServer(customer, id, '0.0100', { trafficTb: 0, running: true });
    const metered = {
      serverId: id,
      createdAt: START,
      running: [{ from: START.toISOString(), to: null }],
      limitTb: 0,
    };
    const reset = trafficUsage(metered, START).resetAt;
    // No run during the whole period; the first one is an hour after the reset.
    fixture.advance(reset.getTime() - START.getTime() + HOUR);
    fixture.billing.deductDue(fixture.now());
    const blocks = trafficUsage(metered, new Date(reset.getTime() - 1)).extraBlocks;
    expect(blocks).toBe(2);
    const traffic = fixture.billing
      .transactions(customer, { kind: 'charge' }, { limit: 500, offset: 0 })
      .results.filter((row) => row.type === 'traffic');
    expect(
      traffic
        .filter((row) => row.period_start === START.toISOString())
        .map((row) => [row.amount, row.created]),
    ).toEqual([
      ['-1.0000', fixture.now().toISOString()],
      ['-1.0000', fixture.now().toISOString()],
    ]);
    // And the new period's first started TB (no traffic is included).
    expect(traffic.filter((row) => row.period_start === reset.toISOString())).toHaveLength(1);
  });

  it('charges nothing for a server within its plan’s traffic', () => {
    const fixture = ledgerFixture(START);
    const customer = fixture.addCustomer('c1');
    const quiet = Array.from({ length: 200 }, (_, index) => `quiet-${index}`).find(
      (id) => usageShare(id) < 0.5,
    );
    fixture.addServer(customer, quiet ?? '', '0.0100', { running: true });
    for (let day = 0; day < 20; day += 1) {
      fixture.advance(DAY);
      fixture.billing.deductDue(fixture.now());
    }
    expect(fixture.rows(customer).every((row) => row.period_end !== null)).toBe(true);
  });
});
