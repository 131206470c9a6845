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
  /** The hourly price in 1/10 000 units (the plan's `price_hourly`). */
  hourlyUnits: number;
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
  const elapsed = end - start;
  // price (1/10 000 per hour) × ms / ms-per-hour; exact in doubles up to a 24 h period of any
  // seeded price (< 2^53).
  const amountUnits = Math.floor((period.hourlyUnits * elapsed) / MS_PER_HOUR);
  return { amountUnits, periodStart: new Date(start), nextDeductionAt: new Date(next) };
}
