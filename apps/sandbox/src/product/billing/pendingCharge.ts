import { PENDING_CHARGE_INTERVAL_MS, nextPendingChargeAt } from '@cloud-portal/domain/pricing';

const MS_PER_HOUR = 3_600_000;

/** What a resource has accrued since its last deduction (SPEC §3 temporary transaction). */
export interface PendingCharge {
  /** In 1/10 000 of the currency's major unit, cut (never rounded up). */
  amountUnits: number;
  /** The last deduction, or the resource's creation. */
  periodStart: Date;
  /** When this amount is deducted: 24 h after `periodStart` (§9). */
  nextDeductionAt: Date;
}

/** What {@link pendingCharge} needs of a resource. */
export interface BilledPeriod {
  createdAt: Date;
  /** When it was deleted; it accrues nothing after. */
  deletedAt: Date | null;
  /**
   * The price in 1/10 000 units for `perHours` hours: a plan's `price_hourly` (`perHours` 1), or
   * a monthly price with `perHours` HOURS_PER_MONTH (a volume's: size × the 10 GB price, over
   * 10 × HOURS_PER_MONTH), so that a price that is no whole number of units an hour is prorated
   * exactly and cut once.
   */
  hourlyUnits: number;
  /** Hours `hourlyUnits` pays for; default 1 (an hourly price). */
  perHours?: number | undefined;
}

/**
 * What a resource accrues in `elapsedMs` at its price, in 1/10 000 units, cut (never rounded
 * up). Exact (integer arithmetic), whatever the price's size.
 *
 * @example
 * accruedUnits({ createdAt, deletedAt: null, hourlyUnits: 164 }, 5 * 3_600_000); // 820
 * // 10 GB at 1.00 per 10 GB a month, for 730 hours: 1.0000
 * accruedUnits({ createdAt, deletedAt: null, hourlyUnits: 10 * 10_000, perHours: 10 * 730 }, 730 * 3_600_000); // 10000
 */
export function accruedUnits(period: BilledPeriod, elapsedMs: number): number {
  if (elapsedMs <= 0) return 0;
  const perHours = period.perHours ?? 1;
  return Number(
    (BigInt(period.hourlyUnits) * BigInt(elapsedMs)) / (BigInt(MS_PER_HOUR) * BigInt(perHours)),
  );
}

/**
 * The pending charge of a resource at `now` (§9: "Pending charges are deducted every 24
 * hours"). Deductions fall on a 24 h grid from the resource's creation; between two of them it
 * accrues its hourly price prorated to the millisecond, running or stopped (a stopped server is
 * still billed). A deleted resource's last part stays pending until the deduction after its
 * deletion; after that (or when it was deleted right on a deduction) there is none: undefined.
 *
 * @example
 * // Created 10:00, price 0.0164/h, now 15:00 the same day: 5 h accrued.
 * pendingCharge({ createdAt: at('10:00'), deletedAt: null, hourlyUnits: 164 }, at('15:00'));
 * // { amountUnits: 820, periodStart: at('10:00'), nextDeductionAt: next day 10:00 }
 */
export function pendingCharge(period: BilledPeriod, now: Date): PendingCharge | undefined {
  const created = period.createdAt.getTime();
  const deleted = period.deletedAt?.getTime();
  const end = Math.min(deleted ?? Number.POSITIVE_INFINITY, now.getTime());
  if (end < created) return undefined;
  // The first grid point strictly after `end`; the period in progress began 24 h before it.
  const next = nextPendingChargeAt(created, end);
  const start = next - PENDING_CHARGE_INTERVAL_MS;
  if (deleted !== undefined && (deleted === start || next <= now.getTime())) return undefined;
  const amountUnits = accruedUnits(period, end - start);
  return { amountUnits, periodStart: new Date(start), nextDeductionAt: new Date(next) };
}
