import { nextRecurrenceAt } from './recurrence.ts';

// §9 Prices and fees: "Pending charges are deducted every 24 hours."

/** Interval between two deductions of pending charges: 24 hours, in ms (§9). */
export const PENDING_CHARGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * When pending charges are deducted next (ms since epoch): 24 hours after the last deduction.
 * With `now`, the first deduction time strictly after `now` on the same 24-hour grid (so a stale
 * `lastChargedAt` still gives a future time). Throws a RangeError for non-finite times.
 *
 * @example
 * nextPendingChargeAt(Date.UTC(2026, 0, 1, 6)); // Date.UTC(2026, 0, 2, 6)
 * nextPendingChargeAt(Date.UTC(2026, 0, 1, 6), Date.UTC(2026, 0, 3, 7)); // Date.UTC(2026, 0, 4, 6)
 */
export function nextPendingChargeAt(lastChargedAt: number, now?: number): number {
  return nextRecurrenceAt(lastChargedAt, PENDING_CHARGE_INTERVAL_MS, now);
}
