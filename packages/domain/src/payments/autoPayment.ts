import { nextRecurrenceAt } from '../pricing/recurrence.ts';

// §9 "Auto-card payments run once a week."

/** Interval between two automatic card payments: 7 days, in ms (§9). */
export const AUTO_PAYMENT_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * When the saved card is charged automatically next (ms since epoch): a week after the last run;
 * with `now`, the first weekly slot strictly after `now`. Throws a RangeError for non-finite times.
 *
 * @example
 * nextAutoPaymentAt(Date.UTC(2026, 0, 1)); // Date.UTC(2026, 0, 8)
 * nextAutoPaymentAt(Date.UTC(2026, 0, 1), Date.UTC(2026, 0, 20)); // Date.UTC(2026, 0, 22)
 */
export function nextAutoPaymentAt(lastRunAt: number, now?: number): number {
  return nextRecurrenceAt(lastRunAt, AUTO_PAYMENT_INTERVAL_MS, now);
}
