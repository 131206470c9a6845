import { TERABYTE_BYTES } from '@cloud-portal/domain/pricing';
import { describe, expect, it } from 'vitest';
import { trafficUsage, usageShare } from './trafficUsage.ts';

const DAY = 24 * 3_600_000;
const MONTH_SECONDS = 30 * 24 * 3600;
const serverId = '5f0c6c1e-8a8e-4a36-9a53-2f2a3b1f6d10';
const created = new Date('2026-10-05T09:30:00.000Z');
const runningSince = (from: Date) => [{ from: from.toISOString(), to: null }];

describe('usageShare', () => {
  it('is fixed per server and between 0.25 and 1.75', () => {
    expect(usageShare(serverId)).toBe(usageShare(serverId));
    const shares = Array.from({ length: 200 }, (_, index) => usageShare(`server-${index}`));
    expect(Math.min(...shares)).toBeGreaterThanOrEqual(0.25);
    expect(Math.max(...shares)).toBeLessThan(1.75);
    // Some stay under their limit over a month, some go over (extra blocks, §9).
    expect(shares.some((share) => share < 1)).toBe(true);
    expect(shares.some((share) => share > 1)).toBe(true);
  });
});

describe('trafficUsage (§7 shaperLimits, §9 extra traffic)', () => {
  it('resets monthly on the day the server was created, at 00:00 UTC', () => {
    const usage = trafficUsage(
      { serverId, createdAt: created, running: runningSince(created), limitTb: 2 },
      new Date('2026-11-21T12:00:00.000Z'),
    );
    expect(usage.periodStart.toISOString()).toBe('2026-11-05T00:00:00.000Z');
    expect(usage.resetAt.toISOString()).toBe('2026-12-05T00:00:00.000Z');
    expect(usage.limitBytes).toBe(2 * TERABYTE_BYTES);
  });

  it('counts from the creation in the first month, and the 31st resets on a short month’s last day', () => {
    const lastDay = new Date('2026-01-31T20:00:00.000Z');
    const first = trafficUsage(
      { serverId, createdAt: lastDay, running: runningSince(lastDay), limitTb: 1 },
      new Date('2026-02-10T00:00:00.000Z'),
    );
    expect(first.periodStart).toEqual(lastDay);
    expect(first.resetAt.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    const second = trafficUsage(
      { serverId, createdAt: lastDay, running: runningSince(lastDay), limitTb: 1 },
      new Date('2026-03-05T00:00:00.000Z'),
    );
    expect(second.periodStart.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(second.resetAt.toISOString()).toBe('2026-03-31T00:00:00.000Z');
  });

  it('grows with the time the server ran, and not while it was stopped', () => {
    const now = new Date('2026-11-15T00:00:00.000Z');
    const periodStart = new Date('2026-11-05T00:00:00.000Z');
    const always = trafficUsage(
      { serverId, createdAt: created, running: runningSince(created), limitTb: 2 },
      now,
    );
    const rate = (2 * TERABYTE_BYTES * usageShare(serverId)) / MONTH_SECONDS;
    expect(always.usedBytes).toBe(Math.floor(rate * 10 * 24 * 3600));
    // Stopped for 4 of the 10 days (an interval before the period counts only from its start).
    const halted = trafficUsage(
      {
        serverId,
        createdAt: created,
        running: [
          { from: created.toISOString(), to: new Date(periodStart.getTime() + DAY).toISOString() },
          { from: new Date(periodStart.getTime() + 5 * DAY).toISOString(), to: null },
        ],
        limitTb: 2,
      },
      now,
    );
    expect(halted.usedBytes).toBe(Math.floor(rate * 6 * 24 * 3600));
    const later = trafficUsage(
      { serverId, createdAt: created, running: runningSince(created), limitTb: 2 },
      new Date(now.getTime() + 3_600_000),
    );
    expect(later.usedBytes).toBeGreaterThan(always.usedBytes);
  });

  it('buys one 1 TB block per started terabyte over the limit', () => {
    // A busy server (share > 1) on a 1 TB plan, near the end of its month, is over its limit.
    const busy = Array.from({ length: 50 }, (_, index) => `busy-${index}`).find(
      (id) => usageShare(id) > 1.5,
    );
    expect(busy).toBeDefined();
    const usage = trafficUsage(
      { serverId: busy ?? '', createdAt: created, running: runningSince(created), limitTb: 1 },
      new Date('2026-12-04T00:00:00.000Z'),
    );
    expect(usage.usedBytes).toBeGreaterThan(TERABYTE_BYTES);
    expect(usage.extraBlocks).toBe(Math.ceil((usage.usedBytes - TERABYTE_BYTES) / TERABYTE_BYTES));
    expect(usage.extraBlocks).toBeGreaterThanOrEqual(1);
  });
});
