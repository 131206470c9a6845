import { affiliateCommission } from '@cloud-portal/domain/affiliate';
import type { PayoutRecord } from './payoutsStore.ts';

/** A payment of a referred customer: an applied `refill` of billing's ledger. */
export interface ReferralPayment {
  /** Decimal dollars as the ledger answers them (`'100.0000'`). */
  amount: string;
  /** ISO time of the payment. */
  createdAt: string;
}

/** The commission on one payment, in cents. */
export interface CommissionLine {
  referralUuid: string;
  paymentCents: number;
  amountCents: number;
  createdAt: string;
  availableAt: string;
  status: 'held' | 'available';
}

/** What an affiliate has earned and taken out, in cents. */
export interface EarningsTotals {
  held: number;
  /**
   * Available commissions less every paid or pending pay-out (a rejected one gives its amount
   * back); never below 0.
   */
  available: number;
  paidOut: number;
  pendingPayout: number;
}

/** Whole cents of a ledger decimal (`'12.3456'` → 1234, cut like the balance). */
export function decimalCents(amount: string): number {
  return Math.floor(Number((Number(amount) * 100).toPrecision(15)));
}

/** `1234` → `'12.34'` (the product API's `Decimal`). */
export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * The commission on each payment of each referral (§9, by the domain's rule: 5 % rounded half up
 * to cents, held until 30 days after the payment), newest payment first.
 *
 * @example
 * commissionLines([{ uuid, payments: [{ amount: '100.0000', createdAt }] }], now)[0]?.amountCents; // 500
 */
export function commissionLines(
  referrals: readonly { uuid: string; payments: readonly ReferralPayment[] }[],
  now: Date,
): CommissionLine[] {
  const lines = referrals.flatMap((referral) =>
    referral.payments.map((payment) => {
      const createdAt = Date.parse(payment.createdAt);
      const commission = affiliateCommission(
        { amount: Number(payment.amount), createdAt },
        now.getTime(),
      );
      return {
        referralUuid: referral.uuid,
        paymentCents: decimalCents(payment.amount),
        amountCents: Math.round(commission.amount * 100),
        createdAt: payment.createdAt,
        availableAt: new Date(commission.availableAt).toISOString(),
        status: commission.isAvailable ? ('available' as const) : ('held' as const),
      };
    }),
  );
  return lines.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * Held and available commissions, and pay-outs. `available` is the commissions whose hold has
 * ended less every pay-out, pending ones included (a requested wallet pay-out is spoken for);
 * a pay-out staff rejected counts nothing, so its amount is available again.
 *
 * @example
 * earningsTotals(lines, payouts); // { held: 500, available: 0, paidOut: 0, pendingPayout: 0 }
 */
export function earningsTotals(
  lines: readonly CommissionLine[],
  payouts: readonly Pick<PayoutRecord, 'amountCents' | 'status'>[],
): EarningsTotals {
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const held = sum(lines.filter((line) => line.status === 'held').map((line) => line.amountCents));
  const released = sum(
    lines.filter((line) => line.status === 'available').map((line) => line.amountCents),
  );
  const paidOut = sum(payouts.filter((p) => p.status === 'paid').map((p) => p.amountCents));
  const pendingPayout = sum(
    payouts.filter((p) => p.status === 'pending').map((p) => p.amountCents),
  );
  return {
    held,
    available: Math.max(0, released - paidOut - pendingPayout),
    paidOut,
    pendingPayout,
  };
}
