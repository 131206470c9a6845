/**
 * The next run of something that recurs every `intervalMs` from `start` (ms since epoch):
 * `start + k × intervalMs` for the smallest k ≥ 1 that is strictly after `now` (k = 1 without
 * `now`). Shared by the 24-hour pending charges and the weekly auto-payments (§9). Throws a
 * RangeError for non-finite times or
 * an interval that is not positive.
 *
 * @example
 * nextRecurrenceAt(0, 10); // 10
 * nextRecurrenceAt(0, 10, 25); // 30
 */
export function nextRecurrenceAt(start: number, intervalMs: number, now?: number): number {
  assertTime(start);
  if (!Number.isFinite(intervalMs) || intervalMs <= 0) {
    throw new RangeError(`intervalMs must be a positive number, got ${String(intervalMs)}`);
  }
  const first = start + intervalMs;
  if (now === undefined) return first;
  assertTime(now);
  if (first > now) return first;
  const steps = Math.floor((now - start) / intervalMs) + 1;
  return start + steps * intervalMs;
}

function assertTime(value: number): void {
  if (!Number.isFinite(value)) throw new RangeError(`Expected a finite time, got ${String(value)}`);
}
