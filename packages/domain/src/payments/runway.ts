// Issue 14, "Your balance lasts until {date}": how long the balance pays for what is running now.
// Charges accrue by the hour and are deducted every 24 hours (§9), so what has accrued but not
// been deducted yet is already spent; the rest of the balance lasts `rest / hourly rate` hours.
// A resource's hourly rate is its plan's hourly price when known, else what it accrued divided by
// the time it took (temporary transactions are prorated to the millisecond).

const HOUR_MS = 60 * 60 * 1000;
const DAY_HOURS = 24;

/** Longest runway worth showing (100 years): beyond it a date means nothing and may overflow `Date`. */
export const MAX_RUNWAY_HOURS = 100 * 365 * DAY_HOURS;

/** One billed resource's pending charge, as the rule reads it. */
export interface PendingCharge {
  /** Accrued since the last deduction, in the account's currency. */
  readonly amount: number;
  /** Where that amount starts (ms since epoch). */
  readonly periodStart: number;
  /** The plan's hourly price in the account's currency, when known. */
  readonly hourlyPrice?: number | undefined;
}

/**
 * What the running resources cost per hour, in the account's currency: each resource's plan price
 * when known, else its accrued amount over the hours it took (nothing when no time has passed).
 * Non-finite or negative figures count as nothing.
 *
 * @example
 * pendingHourlyRate([{ amount: 0.1, periodStart: 0, hourlyPrice: 0.0164 }], HOUR); // 0.0164
 * pendingHourlyRate([{ amount: 0.2, periodStart: 0 }], 2 * 3_600_000); // 0.1
 */
export function pendingHourlyRate(charges: readonly PendingCharge[], now: number): number {
  let rate = 0;
  for (const charge of charges) {
    const price = charge.hourlyPrice;
    if (price !== undefined && Number.isFinite(price) && price >= 0) {
      rate += price;
      continue;
    }
    const hours = (now - charge.periodStart) / HOUR_MS;
    if (hours > 0 && Number.isFinite(charge.amount) && charge.amount > 0) {
      rate += charge.amount / hours;
    }
  }
  return rate;
}

/** How long the balance lasts. */
export type BalanceRunway =
  /** Nothing is billed: the balance lasts for ever (no runway shown). */
  | { readonly kind: 'noCharges' }
  /** The balance (after what has accrued) is zero or below. */
  | { readonly kind: 'exhausted' }
  | {
      readonly kind: 'lasts';
      /** When the balance reaches zero (ms since epoch). */
      readonly until: number;
      /** Hours left (capped at {@link MAX_RUNWAY_HOURS}). */
      readonly hours: number;
      /** Whole days left (for "lasts N more days"). */
      readonly days: number;
    };

/** Input of {@link balanceRunway}. */
export interface BalanceRunwayInput {
  /** The balance, in the account's currency. */
  readonly balance: number;
  /** Accrued and not yet deducted (the sum of the pending charges). Default 0. */
  readonly pending?: number;
  /** What the running resources cost per hour ({@link pendingHourlyRate}). */
  readonly hourlyRate: number;
  /** Now (ms since epoch). */
  readonly now: number;
}

/**
 * When the balance runs out at the current hourly rate (issue 14). A balance below zero after the
 * pending charges is `exhausted` whether or not anything runs, zero only while something is
 * billed; otherwise no hourly rate means `noCharges`. Throws a RangeError for non-finite input.
 *
 * @example
 * balanceRunway({ balance: 24, hourlyRate: 1, now: 0 }); // { kind: 'lasts', until: 86_400_000, hours: 24, days: 1 }
 * balanceRunway({ balance: 5, pending: 5, hourlyRate: 1, now: 0 }); // { kind: 'exhausted' }
 * balanceRunway({ balance: 5, hourlyRate: 0, now: 0 }); // { kind: 'noCharges' }
 */
export function balanceRunway(input: BalanceRunwayInput): BalanceRunway {
  const { balance, hourlyRate, now } = input;
  const pending = input.pending ?? 0;
  if (![balance, pending, hourlyRate, now].every(Number.isFinite)) {
    throw new RangeError('balanceRunway needs finite numbers');
  }
  const rest = balance - Math.max(0, pending);
  // A debt is used up whatever runs; a zero balance only when something is billed (a new
  // customer with $0 and nothing running has nothing to warn about).
  if (rest < 0 || (rest === 0 && hourlyRate > 0)) return { kind: 'exhausted' };
  if (hourlyRate <= 0) return { kind: 'noCharges' };
  const hours = Math.min(rest / hourlyRate, MAX_RUNWAY_HOURS);
  return {
    kind: 'lasts',
    until: now + hours * HOUR_MS,
    hours,
    days: Math.floor(hours / DAY_HOURS),
  };
}
