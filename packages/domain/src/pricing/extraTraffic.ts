import { roundHalfAwayFromZero } from '../format/decimal.ts';

// §9 Prices and fees: "Extra traffic: 1 TB is added automatically for $1 when the limit is
// exceeded. It resets monthly."
// - A terabyte is 2^40 bytes: file sizes are base 2 everywhere in this product (§9 Display,
//   `fileSize`), so a plan's "1 TB" and the traffic gauge agree with each other.
// - Each started terabyte over the limit is one block: 1 byte over → 1 block ($1); exactly 1 TB
//   over → still 1 block; 1 TB + 1 byte over → 2 blocks ($2).
// - The price is in dollars, as the spec states it; convert with `convertCurrency` for other
//   currencies.

/** Bytes in one terabyte, base 2 (§9 Display: file sizes are base 2). */
export const TERABYTE_BYTES = 2 ** 40;

/** Size of one automatic extra-traffic block (§9): 1 TB. */
export const EXTRA_TRAFFIC_BLOCK_BYTES = TERABYTE_BYTES;

/** Price of one extra-traffic block in dollars (§9): $1. */
export const EXTRA_TRAFFIC_BLOCK_PRICE = 1;

/** Input of `extraTrafficCharge`: traffic used this month and the plan's monthly limit, in bytes. */
export interface TrafficUsage {
  readonly usedBytes: number;
  readonly limitBytes: number;
}

/** Result of `extraTrafficCharge`. */
export interface ExtraTrafficCharge {
  /** Number of 1 TB blocks added this month. */
  readonly blocks: number;
  /** blocks × $1, in dollars. */
  readonly amount: number;
  /** The limit after the blocks were added: limit + blocks × 1 TB. */
  readonly effectiveLimitBytes: number;
}

/**
 * The extra traffic added automatically this month (§9): one 1 TB block for $1 per started
 * terabyte over the limit. Throws a RangeError for negative or non-finite byte counts.
 *
 * @example
 * extraTrafficCharge({ usedBytes: 2 ** 40, limitBytes: 2 ** 40 }); // { blocks: 0, amount: 0, ... }
 * extraTrafficCharge({ usedBytes: 2 ** 40 + 1, limitBytes: 2 ** 40 }); // { blocks: 1, amount: 1, ... }
 * extraTrafficCharge({ usedBytes: 3.5 * 2 ** 40, limitBytes: 2 ** 40 }); // { blocks: 3, amount: 3, ... }
 */
export function extraTrafficCharge(usage: TrafficUsage): ExtraTrafficCharge {
  const { usedBytes, limitBytes } = usage;
  assertByteCount(usedBytes, 'usedBytes');
  assertByteCount(limitBytes, 'limitBytes');
  const overBytes = usedBytes - limitBytes;
  const blocks = overBytes > 0 ? Math.ceil(overBytes / EXTRA_TRAFFIC_BLOCK_BYTES) : 0;
  return {
    blocks,
    amount: roundHalfAwayFromZero(blocks * EXTRA_TRAFFIC_BLOCK_PRICE, 2),
    effectiveLimitBytes: limitBytes + blocks * EXTRA_TRAFFIC_BLOCK_BYTES,
  };
}

/**
 * The next monthly traffic reset after `now` (ms since epoch), as ms since epoch (§9 "It resets
 * monthly"; §3 Plan shows the reset date). Without `resetDay` the counter resets at 00:00 UTC on
 * the first day of each month; with `resetDay` (1–31, e.g. the day the server was created) at
 * 00:00 UTC on that day, or on the month's last day when the month is shorter (31 → 30 April,
 * 28/29 February). The result is always strictly after `now`: at the reset instant itself the
 * next one is a month later. Throws a RangeError for a non-finite `now` or a `resetDay` outside 1–31.
 *
 * @example
 * trafficResetDate(Date.UTC(2026, 0, 15)); // Date.UTC(2026, 1, 1) — 1 February
 * trafficResetDate(Date.UTC(2026, 0, 31, 12), 31); // Date.UTC(2026, 1, 28) — 28 February
 */
export function trafficResetDate(now: number, resetDay = 1): number {
  if (!Number.isFinite(now)) throw new RangeError(`now must be a finite time, got ${String(now)}`);
  if (!Number.isInteger(resetDay) || resetDay < 1 || resetDay > 31) {
    throw new RangeError(`resetDay must be a whole number from 1 to 31, got ${String(resetDay)}`);
  }
  const date = new Date(now);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const thisMonth = resetInstant(year, month, resetDay);
  return thisMonth > now ? thisMonth : resetInstant(year, month + 1, resetDay);
}

/** 00:00 UTC of `day` in the given month (month may be 12: Date.UTC rolls it into next year). */
function resetInstant(year: number, month: number, day: number): number {
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(day, daysInMonth));
}

function assertByteCount(value: number, name: string): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a finite number of bytes ≥ 0, got ${String(value)}`);
  }
}
