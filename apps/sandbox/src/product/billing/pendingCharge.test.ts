import { describe, expect, it } from 'vitest';
import { pendingCharge } from './pendingCharge.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const created = new Date('2026-11-21T10:00:00.000Z');
const after = (ms: number) => new Date(created.getTime() + ms);
// std.2c4g in usd: 12.00 a month, 0.0164 an hour.
const standard = { createdAt: created, deletedAt: null, hourlyUnits: 164 };

describe('pendingCharge (§9: pending charges are deducted every 24 hours)', () => {
  it('accrues the hourly price for the time since creation, prorated', () => {
    expect(pendingCharge(standard, after(5 * HOUR))).toEqual({
      amountUnits: 820,
      periodStart: created,
      nextDeductionAt: after(DAY),
    });
    // Half an hour: 0.0082.
    expect(pendingCharge(standard, after(HOUR / 2))?.amountUnits).toBe(82);
    expect(pendingCharge(standard, created)?.amountUnits).toBe(0);
  });

  it('cuts to 4 decimals, never rounding up', () => {
    // 0.0164 × 1 s / 3600 s = 0.00000455…: nothing yet.
    expect(pendingCharge(standard, after(1000))?.amountUnits).toBe(0);
    // 61 min → 0.016673… → 0.0166.
    expect(pendingCharge(standard, after(61 * 60_000))?.amountUnits).toBe(166);
  });

  it('starts again at each deduction, on a 24 h grid from the creation', () => {
    const charge = pendingCharge(standard, after(2 * DAY + 3 * HOUR));
    expect(charge).toEqual({
      amountUnits: 3 * 164,
      periodStart: after(2 * DAY),
      nextDeductionAt: after(3 * DAY),
    });
    // Right on a deduction: the new period has nothing yet.
    expect(pendingCharge(standard, after(DAY))).toEqual({
      amountUnits: 0,
      periodStart: after(DAY),
      nextDeductionAt: after(2 * DAY),
    });
    // Just before it: almost a whole day (23 h 59 min 59.999 s → 0.3935).
    expect(pendingCharge(standard, after(DAY - 1))?.amountUnits).toBe(3935);
  });

  it('keeps a deleted resource’s last part pending until the next deduction, then drops it', () => {
    const deleted = { ...standard, deletedAt: after(DAY + 2 * HOUR) };
    expect(pendingCharge(deleted, after(DAY + 10 * HOUR))).toEqual({
      amountUnits: 2 * 164,
      periodStart: after(DAY),
      nextDeductionAt: after(2 * DAY),
    });
    expect(pendingCharge(deleted, after(2 * DAY))).toBeUndefined();
    expect(pendingCharge(deleted, after(5 * DAY))).toBeUndefined();
    // Deleted right on a deduction: everything was deducted then.
    expect(
      pendingCharge({ ...standard, deletedAt: after(DAY) }, after(DAY + HOUR)),
    ).toBeUndefined();
  });

  it('has nothing for a resource created after now (a clock set back)', () => {
    expect(pendingCharge(standard, after(-HOUR))).toBeUndefined();
  });

  it('stays exact for the dearest rouble plan over a whole day', () => {
    // bm.epyc7443p in roubles: 36 708 ₽ a month = 50.2849 ₽ an hour.
    const charge = pendingCharge({ ...standard, hourlyUnits: 502_849 }, after(DAY - 1));
    expect(charge?.amountUnits).toBe(Math.floor((502_849 * (DAY - 1)) / HOUR));
    expect(charge?.amountUnits).toBe(12_068_375);
  });
});
