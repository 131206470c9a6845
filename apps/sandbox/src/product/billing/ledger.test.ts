import { describe, expect, it } from 'vitest';
import {
  balanceText,
  dueDeductions,
  signedDecimalToUnits,
  unitsToSignedDecimal,
} from './ledger.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CREATED = new Date('2026-11-21T10:00:00.000Z');
const after = (ms: number) => new Date(CREATED.getTime() + ms);

describe('signed amounts', () => {
  it('reads and writes a sign', () => {
    expect(signedDecimalToUnits('-0.25', 4)).toBe(-2500);
    expect(signedDecimalToUnits('25.00', 4)).toBe(250_000);
    expect(signedDecimalToUnits('1.23456', 4)).toBeUndefined();
    expect(signedDecimalToUnits('--1', 4)).toBeUndefined();
    expect(signedDecimalToUnits('1e3', 4)).toBeUndefined();
    expect(unitsToSignedDecimal(-2500, 4)).toBe('-0.2500');
    expect(unitsToSignedDecimal(0, 4)).toBe('0.0000');
  });

  it('shows the balance in cents, cut towards minus infinity', () => {
    expect(balanceText(250_000)).toBe('25.00');
    expect(balanceText(249_999)).toBe('24.99');
    expect(balanceText(-1)).toBe('-0.01');
    expect(balanceText(-100)).toBe('-0.01');
    expect(balanceText(-101)).toBe('-0.02');
    expect(balanceText(0)).toBe('0.00');
  });
});

describe('dueDeductions', () => {
  const live = { createdAt: CREATED, deletedAt: null, hourlyUnits: 164 };

  it('has nothing before the first 24 h have passed', () => {
    expect(dueDeductions(live, null, after(DAY - 1))).toEqual([]);
  });

  it('deducts each full day at its grid point, 24 × the hourly price', () => {
    expect(dueDeductions(live, null, after(DAY))).toEqual([
      { periodStart: CREATED, periodEnd: after(DAY), amountUnits: 164 * 24 },
    ]);
    expect(dueDeductions(live, null, after(2 * DAY + HOUR)).map((d) => d.periodEnd)).toEqual([
      after(DAY),
      after(2 * DAY),
    ]);
  });

  it('skips what was deducted already', () => {
    expect(dueDeductions(live, after(DAY), after(2 * DAY - 1))).toEqual([]);
    expect(dueDeductions(live, after(2 * DAY), after(2 * DAY))).toEqual([]);
    expect(dueDeductions(live, after(DAY), after(2 * DAY))).toEqual([
      { periodStart: after(DAY), periodEnd: after(2 * DAY), amountUnits: 164 * 24 },
    ]);
  });

  it('charges a deleted resource until its deletion, at the grid point after it, and then never', () => {
    const deleted = { ...live, deletedAt: after(DAY + 6 * HOUR) };
    expect(dueDeductions(deleted, after(DAY), after(DAY + 7 * HOUR))).toEqual([]);
    expect(dueDeductions(deleted, after(DAY), after(5 * DAY))).toEqual([
      { periodStart: after(DAY), periodEnd: after(2 * DAY), amountUnits: 164 * 6 },
    ]);
    expect(dueDeductions(deleted, after(2 * DAY), after(5 * DAY))).toEqual([]);
  });

  it('has no period after a deletion right on a grid point', () => {
    const deleted = { ...live, deletedAt: after(DAY) };
    expect(dueDeductions(deleted, null, after(3 * DAY)).map((d) => d.periodEnd)).toEqual([
      after(DAY),
    ]);
  });

  it('prorates to the millisecond and cuts', () => {
    const deleted = { ...live, deletedAt: after(HOUR / 2 + 1) };
    // 164 × 0.5000003 h = 82.00005 → 82
    expect(dueDeductions(deleted, null, after(DAY))[0]?.amountUnits).toBe(82);
  });
});
