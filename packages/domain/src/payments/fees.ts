// §9 Prices and fees. Fees of the payment methods, added on top of the amount the customer wants on
// the balance:
// - card payment provider 5% + $0.30, PayPal-type wallet 7.5% + $0.30, Alipay-type wallet 3% +
//   $0.30, Webmoney WMZ 20%; the other methods of §1 (cryptocurrency, the Fast Payment System)
//   have no fee.
// - "no fee above $5": we read it like "free shipping above $50": a payment that credits MORE
//   than $5 has no fee at all; a payment of $5 or less pays the method's fee. ($5.00 itself pays.)
// - The fee is computed on the credited amount (what the customer types in the top-up form):
//   fee = credited × rate + fixed, rounded half up to cents; total = credited + fee.
// - Amounts are in dollars, as the schedule is; money is handled in whole cents internally so
//   results are exact to the cent.
// Because payments above $5 are free, totals are not monotone around $5: crediting $5.00 by card
// costs $5.55, while crediting $5.01 costs $5.01. `amountCredited` (the inverse) therefore answers
// "the most a payment of `paid` can credit", which for $5.55 is $5.55, not $5.00.

/** Payment methods with their own fee rules (§1, §9). */
export type PaymentMethod =
  'card' | 'paypal' | 'alipay' | 'webmoney_wmz' | 'crypto' | 'fast_payment_system';

/** Every payment method, in a stable order. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  'card',
  'paypal',
  'alipay',
  'webmoney_wmz',
  'crypto',
  'fast_payment_system',
];

/** A method's fee: `percent` of the credited amount plus `fixed` dollars. */
export interface PaymentFeeSchedule {
  /** Percentage of the credited amount, e.g. 5 for 5 %. */
  readonly percent: number;
  /** Fixed part in dollars, e.g. 0.3. */
  readonly fixed: number;
}

/** The §9 fee schedule per method. */
export const PAYMENT_METHOD_FEES: Readonly<Record<PaymentMethod, PaymentFeeSchedule>> = {
  card: { percent: 5, fixed: 0.3 },
  paypal: { percent: 7.5, fixed: 0.3 },
  alipay: { percent: 3, fixed: 0.3 },
  webmoney_wmz: { percent: 20, fixed: 0 },
  crypto: { percent: 0, fixed: 0 },
  fast_payment_system: { percent: 0, fixed: 0 },
};

/** Payments that credit more than this many dollars have no fee (§9 "no fee above $5"). */
export const FEE_FREE_ABOVE = 5;

const CENTS = 100;
const FEE_FREE_ABOVE_CENTS = FEE_FREE_ABOVE * CENTS;

/** Dollars → whole cents, half up; throws for negative or non-finite amounts. */
function toCents(amount: number): number {
  if (!Number.isFinite(amount) || amount < 0) {
    throw new RangeError(`Amount must be a finite number ≥ 0, got ${String(amount)}`);
  }
  // toPrecision(15) removes binary noise first (1.005 × 100 = 100.49999999999999).
  return Math.round(Number((amount * CENTS).toPrecision(15)));
}

function feeCents(creditedCents: number, method: PaymentMethod): number {
  if (creditedCents === 0 || creditedCents > FEE_FREE_ABOVE_CENTS) return 0;
  const { percent, fixed } = PAYMENT_METHOD_FEES[method];
  // Percent in hundredths (basis points) keeps the arithmetic in integers: 7.5 % → 750.
  const basisPoints = Math.round(percent * 100);
  const percentPart = Math.floor((creditedCents * basisPoints + 5000) / 10000); // half up
  return percentPart + Math.round(fixed * CENTS);
}

/**
 * The fee for crediting `amount` dollars with a method (§9): rate × amount + fixed part, rounded
 * half up to cents; 0 above $5 and for methods without a fee. `amount` is what lands on the
 * balance. Throws a RangeError for a negative or non-finite amount.
 *
 * @example
 * paymentFee(5, 'card'); // 0.55 (5 % of $5 + $0.30)
 * paymentFee(2, 'webmoney_wmz'); // 0.4
 * paymentFee(10, 'paypal'); // 0 — no fee above $5
 */
export function paymentFee(amount: number, method: PaymentMethod): number {
  return feeCents(toCents(amount), method) / CENTS;
}

/**
 * What the customer pays to get `credited` dollars onto the balance: credited + fee (§9).
 *
 * @example
 * amountWithFee(4, 'card'); // 4.5
 * amountWithFee(10, 'card'); // 10
 */
export function amountWithFee(credited: number, method: PaymentMethod): number {
  const cents = toCents(credited);
  return (cents + feeCents(cents, method)) / CENTS;
}

/**
 * The inverse of `amountWithFee`: the most a payment of `paid` dollars credits to the balance
 * (whole cents). Above $5 nothing is deducted. For totals between a fee-paying and a fee-free
 * amount (card: $5.01–$5.55) the fee-free reading wins, since it credits more: paying $5.55
 * credits $5.55, although `amountWithFee(5, 'card')` is also $5.55.
 *
 * @example
 * amountCredited(4.5, 'card'); // 4
 * amountCredited(0.2, 'card'); // 0 — less than the fixed fee
 * amountCredited(12, 'paypal'); // 12
 */
export function amountCredited(paid: number, method: PaymentMethod): number {
  const paidCents = toCents(paid);
  if (paidCents > FEE_FREE_ABOVE_CENTS) return paidCents / CENTS;
  const totalCents = (cents: number): number => cents + feeCents(cents, method);
  // Start from the exact inverse of credited × (1 + rate) + fixed, in integers: floor of
  // (paid − fixed) / (1 + rate). Its total never exceeds `paid` (the fee's half-up rounding adds
  // less than one cent to a value ≤ paid − fixed), so only upward steps can be needed — one at
  // most, when rounding the percentage down leaves room for another cent.
  const { percent, fixed } = PAYMENT_METHOD_FEES[method];
  const basisPoints = Math.round(percent * 100);
  let credited = Math.max(
    0,
    Math.floor(((paidCents - Math.round(fixed * CENTS)) * 10000) / (10000 + basisPoints)),
  );
  while (totalCents(credited + 1) <= paidCents) credited += 1;
  return credited / CENTS;
}
