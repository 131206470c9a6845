// §9 "Affiliate: 5% of each transaction after a 30-day hold." Our reading:
// - the referrer earns 5 % of every transaction of a referred customer that adds money (a
//   payment: positive amount); charges, refunds and other negative or zero amounts earn nothing,
//   so a commission is never negative;
// - the commission is rounded half up to cents, in the transaction's currency;
// - it becomes available 30 days (30 × 24 h) after the transaction was created, and is available
//   from that instant on.

/** Share of each transaction paid to the referrer (§9): 5 %. */
export const AFFILIATE_RATE = 0.05;

/** Days a commission is held before it becomes available (§9). */
export const AFFILIATE_HOLD_DAYS = 30;

/** The hold in ms: 30 × 24 hours. */
export const AFFILIATE_HOLD_MS = AFFILIATE_HOLD_DAYS * 24 * 60 * 60 * 1000;

/** Max-Age of the affiliate cookie (affiliate_uuid) in seconds: 30 days (§9). */
export const AFFILIATE_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Max-Age of the utm cookies in seconds: 30 days, like the affiliate cookie (§9). */
export const UTM_COOKIE_MAX_AGE_SECONDS = AFFILIATE_COOKIE_MAX_AGE_SECONDS;

/** The part of a transaction (§3 Transaction) the commission depends on. */
export interface AffiliateTransaction {
  /** Amount of the transaction; payments are positive. */
  readonly amount: number;
  /** When it was created, ms since epoch. */
  readonly createdAt: number;
}

/** The referrer's commission on one transaction. */
export interface AffiliateCommission {
  /** 5 % of a positive amount, in cents; 0 otherwise. */
  readonly amount: number;
  /** createdAt + 30 days, ms since epoch. */
  readonly availableAt: number;
  /** `now` has reached `availableAt`. */
  readonly isAvailable: boolean;
}

/**
 * The commission earned on one transaction of a referred customer (§9): 5 % of a positive amount,
 * rounded half up to cents, available 30 days after the transaction. Throws a RangeError for a
 * non-finite amount or time.
 *
 * @example
 * affiliateCommission({ amount: 100, createdAt: Date.UTC(2026, 0, 1) }, Date.UTC(2026, 0, 15));
 * // { amount: 5, availableAt: Date.UTC(2026, 0, 31), isAvailable: false }
 */
export function affiliateCommission(
  transaction: AffiliateTransaction,
  now: number,
): AffiliateCommission {
  const { amount, createdAt } = transaction;
  for (const value of [amount, createdAt, now]) {
    if (!Number.isFinite(value)) throw new RangeError(`Expected a finite number, got ${value}`);
  }
  const availableAt = createdAt + AFFILIATE_HOLD_MS;
  return {
    amount: amount > 0 ? commissionCents(amount) / 100 : 0,
    availableAt,
    isAvailable: now >= availableAt,
  };
}

/** Sums of the commissions of a list of transactions. */
export interface AffiliateCommissionTotals {
  /** Commissions whose hold has ended: what can be withdrawn. */
  readonly available: number;
  /** Commissions still on hold. */
  readonly held: number;
}

/**
 * Adds up the commissions of a referred customer's transactions (§9): available ones (hold over)
 * and held ones, each exact to the cent.
 *
 * @example
 * affiliateCommissionTotals(
 *   [{ amount: 100, createdAt: Date.UTC(2026, 0, 1) }, { amount: 20, createdAt: Date.UTC(2026, 1, 20) }],
 *   Date.UTC(2026, 2, 1),
 * ); // { available: 5, held: 1 }
 */
export function affiliateCommissionTotals(
  transactions: readonly AffiliateTransaction[],
  now: number,
): AffiliateCommissionTotals {
  let availableCents = 0;
  let heldCents = 0;
  for (const transaction of transactions) {
    const commission = affiliateCommission(transaction, now);
    const cents = Math.round(commission.amount * 100);
    if (commission.isAvailable) availableCents += cents;
    else heldCents += cents;
  }
  return { available: availableCents / 100, held: heldCents / 100 };
}

function commissionCents(amount: number): number {
  // 5 % of whole cents, half up; toPrecision(15) strips binary noise (19.99 × 5 = 99.94999…).
  const cents = Number((amount * 100).toPrecision(15));
  return Math.round(Number((cents * AFFILIATE_RATE).toPrecision(15)));
}
