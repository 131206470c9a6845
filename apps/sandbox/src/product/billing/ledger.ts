import { PENDING_CHARGE_INTERVAL_MS } from '@cloud-portal/domain/pricing';
import { accruedUnits, type BilledPeriod } from './pendingCharge.ts';
import { decimalToUnits, unitsToDecimal } from './amounts.ts';

// The ledger keeps every amount in 1/10 000 of a dollar (integers, signed: a credit is positive,
// a charge negative), the scale of the pending charges (§9 shows amounts under 0.01 with 4
// decimals), so a day's charge is written exactly as it accrued. The balance is shown in cents.

/** Decimals of a ledger amount. */
export const LEDGER_DECIMALS = 4;

/**
 * A signed decimal string (`'-1.5'`, `'25.00'`) as integer units of 1/10^`decimals`; undefined
 * when it is not one or has more decimals.
 *
 * @example
 * signedDecimalToUnits('-0.25', 4); // -2500
 */
export function signedDecimalToUnits(text: string, decimals: number): number | undefined {
  const negative = text.startsWith('-');
  const units = decimalToUnits(negative ? text.slice(1) : text, decimals);
  if (units === undefined || !Number.isSafeInteger(units)) return undefined;
  return negative ? -units : units;
}

/**
 * Signed integer units of 1/10^`decimals` as a decimal string (`-` before a debit).
 *
 * @example
 * unitsToSignedDecimal(-2500, 4); // '-0.2500'
 */
export function unitsToSignedDecimal(units: number, decimals: number): string {
  const text = unitsToDecimal(Math.abs(units), decimals);
  return units < 0 ? `-${text}` : text;
}

/**
 * The balance of a ledger sum (1/10 000 units) in cents, as the API shows it (`Decimal`, §9
 * "Balance shows 2 decimals"). Cut towards minus infinity: the customer is never shown money
 * that is not there (0.00999 is 0.00, a debt of 0.0001 is -0.01).
 *
 * @example
 * balanceText(249_936); // '24.99'
 * balanceText(-1); // '-0.01'
 */
export function balanceText(ledgerUnits: number): string {
  return unitsToSignedDecimal(Math.floor(ledgerUnits / 100), 2);
}

/** One period of a resource that is due to be written to the ledger. */
export interface Deduction {
  /** The previous deduction, or the resource's creation. */
  periodStart: Date;
  /** The deduction time: 24 h after `periodStart` (§9). */
  periodEnd: Date;
  /** What the resource accrued in the period, in 1/10 000 units of its price's currency, cut. */
  amountUnits: number;
}

/**
 * The deductions of a resource that fell due by `at` and were not yet made: one per 24 h period
 * of its grid (from its creation, as `pendingCharge`) that ended after `deductedUntil` (the end
 * of the last period written, or null for none) and no later than `at`. A deleted resource has
 * its last period (the one its deletion falls in, accrued until the deletion) and none after.
 * Deterministic: the same inputs give the same periods and amounts, so a run that is repeated
 * (a restart) finds nothing new once `deductedUntil` has moved.
 *
 * @example
 * // Created 10:00, 0.0164/h, nothing deducted, 2 days and 1 hour later: two full days.
 * dueDeductions({ createdAt, deletedAt: null, hourlyUnits: 164 }, null, later);
 * // [{ periodStart: day 0 10:00, periodEnd: day 1 10:00, amountUnits: 3936 }, { ...day 2 }]
 */
export function dueDeductions(
  period: BilledPeriod,
  deductedUntil: Date | null,
  at: Date,
): Deduction[] {
  const created = period.createdAt.getTime();
  const deleted = period.deletedAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const deductions: Deduction[] = [];
  // The cursor is always a grid point this function answered (or the creation).
  let start = Math.max(deductedUntil?.getTime() ?? created, created);
  for (
    let end = start + PENDING_CHARGE_INTERVAL_MS;
    end <= at.getTime() && start < deleted;
    start = end, end += PENDING_CHARGE_INTERVAL_MS
  ) {
    const elapsed = Math.min(end, deleted) - start;
    deductions.push({
      periodStart: new Date(start),
      periodEnd: new Date(end),
      amountUnits: accruedUnits(period, elapsed),
    });
  }
  return deductions;
}
