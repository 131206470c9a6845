import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type {
  AffiliateClickStats,
  AffiliateCommissionPage,
  AffiliateEarnings,
  AffiliatePayout,
  AffiliatePayoutPage,
  AffiliateReferralPage,
} from '@cloud-portal/api-client';
import { AFFILIATE_HOLD_DAYS, AFFILIATE_RATE } from '@cloud-portal/domain/affiliate';
import type { AccountService } from '../account/index.ts';
import { centsText, commissionLines, earningsTotals, type ReferralPayment } from './earnings.ts';
import { maskEmail } from './maskEmail.ts';
import { pageOf, type PageRequest } from './paging.ts';
import type { PayoutDecision, PayoutMethod, PayoutRecord, PayoutsStore } from './payoutsStore.ts';
import type { AffiliateStore } from './store.ts';

/** The smallest pay-out: $10.00 (a wallet transfer below that costs more than it is worth). */
export const MINIMUM_PAYOUT_CENTS = 1_000;

const DAY_MS = 86_400_000;

/** What the affiliate module reads of billing's ledger (wired in modules.ts). */
export interface AffiliateLedger {
  /** The customer's payments: applied `refill` transactions (not bonuses, credits or charges). */
  refillsOf(customerUuid: string): readonly ReferralPayment[];
  /** Credits the customer's balance (a `credit` transaction); answers the transaction's id. */
  creditBalance(customerUuid: string, amount: string, message: string): number;
}

/** What the affiliate module reads of the others. */
export interface AffiliateDeps {
  account: Pick<AccountService, 'customersReferredBy'>;
  ledger: AffiliateLedger;
}

/** A pay-out request, checked for shape already (openapi.yaml). */
export interface PayoutRequest {
  amountCents: number;
  method: PayoutMethod;
  wallet: string | null;
  idempotencyKey: string;
}

/** What `requestPayout` did. */
export type PayoutOutcome =
  | { kind: 'created'; payout: AffiliatePayout }
  | { kind: 'repeated'; payout: AffiliatePayout }
  | { kind: 'key_reused' }
  | { kind: 'below_minimum' }
  | { kind: 'above_available'; available: string };

/** What `settlePayout` did. */
export type SettleOutcome =
  | { kind: 'settled'; payout: AffiliatePayout }
  /** No wallet request of that id is the affiliate's (another customer's id, or made up). */
  | { kind: 'not_found' }
  /** Settled already (a second click, or the other of two staff at once): nothing changed. */
  | { kind: 'already_settled'; payout: AffiliatePayout };

/** A wallet request waiting for staff, with its affiliate. */
export interface PendingWalletPayout {
  affiliateUuid: string;
  payout: AffiliatePayout;
}

const payoutBody = (payout: PayoutRecord): AffiliatePayout => ({
  id: payout.id,
  amount: centsText(payout.amountCents),
  currency: 'usd',
  method: payout.method,
  ...(payout.wallet === null ? {} : { wallet: payout.wallet }),
  status: payout.status,
  ...(payout.transactionId === null ? {} : { transaction_id: payout.transactionId }),
  created: payout.createdAt,
  ...(payout.status === 'paid' && payout.settledAt !== null ? { paid_at: payout.settledAt } : {}),
  ...(payout.status === 'rejected' && payout.settledAt !== null
    ? { rejected_at: payout.settledAt }
    : {}),
});

/**
 * The affiliate programme (SPEC §7 Affiliate, §9) for the logged-in affiliate: its link's clicks,
 * the customers who signed up through it, the commissions on their payments (5 %, held 30 days
 * on the sandbox clock) and pay-outs. Commissions are computed from billing's ledger each time,
 * so a payment, a clock move or a pay-out shows at once.
 *
 * @example
 * const affiliate = affiliateService({ db, clicks, payouts, deps, now: platform.now });
 * affiliate.earnings(customer.uuid).available; // '0.00'
 */
export function affiliateService({
  db,
  clicks,
  payouts,
  deps,
  now,
}: {
  db: Database;
  clicks: AffiliateStore;
  payouts: PayoutsStore;
  deps: AffiliateDeps;
  now: () => Date;
}) {
  function linesOf(affiliateUuid: string, at: Date) {
    const referrals = deps.account.customersReferredBy(affiliateUuid);
    const withPayments = referrals.map((customer) => ({
      ...customer,
      payments: deps.ledger.refillsOf(customer.uuid),
    }));
    return { referrals: withPayments, lines: commissionLines(withPayments, at) };
  }

  function earnings(affiliateUuid: string): AffiliateEarnings {
    const { lines } = linesOf(affiliateUuid, now());
    const totals = earningsTotals(lines, payouts.list(affiliateUuid));
    return {
      currency: 'usd',
      rate: AFFILIATE_RATE,
      hold_days: AFFILIATE_HOLD_DAYS,
      minimum_payout: centsText(MINIMUM_PAYOUT_CENTS),
      held: centsText(totals.held),
      available: centsText(totals.available),
      paid_out: centsText(totals.paidOut),
      pending_payout: centsText(totals.pendingPayout),
    };
  }

  function commissions(affiliateUuid: string, page: PageRequest): AffiliateCommissionPage {
    const { referrals, lines } = linesOf(affiliateUuid, now());
    const emails = new Map(referrals.map((referral) => [referral.uuid, maskEmail(referral.email)]));
    const shown = pageOf(lines, page);
    return {
      ...shown,
      results: shown.results.map((line) => ({
        masked_email: emails.get(line.referralUuid) ?? '***',
        payment: centsText(line.paymentCents),
        amount: centsText(line.amountCents),
        created: line.createdAt,
        available_at: line.availableAt,
        status: line.status,
      })),
    };
  }

  // Staff's decision on a wallet request: the conditional update and the read of what it left
  // in one IMMEDIATE transaction, so of two decisions at once exactly one changes the row and the
  // other answers `already_settled` with the first one's outcome.
  const settle = db.transaction(
    (affiliateUuid: string, payoutId: string, decision: PayoutDecision): SettleOutcome => {
      const changed = payouts.settlePending(affiliateUuid, payoutId, decision, now().toISOString());
      const payout = payouts.byId(affiliateUuid, payoutId);
      if (payout === undefined || payout.method !== 'wallet') return { kind: 'not_found' };
      return changed
        ? { kind: 'settled', payout: payoutBody(payout) }
        : { kind: 'already_settled', payout: payoutBody(payout) };
    },
  );

  // Check and write in one IMMEDIATE transaction: a second request (another process on the same
  // data directory, or one that interleaves) waits, then sees the first pay-out.
  const payOut = db.transaction((affiliateUuid: string, request: PayoutRequest): PayoutOutcome => {
    const earlier = payouts.byKey(affiliateUuid, request.idempotencyKey);
    if (earlier !== undefined) {
      const same =
        earlier.amountCents === request.amountCents &&
        earlier.method === request.method &&
        earlier.wallet === request.wallet;
      return same ? { kind: 'repeated', payout: payoutBody(earlier) } : { kind: 'key_reused' };
    }
    if (request.amountCents < MINIMUM_PAYOUT_CENTS) return { kind: 'below_minimum' };
    const at = now();
    const totals = earningsTotals(linesOf(affiliateUuid, at).lines, payouts.list(affiliateUuid));
    if (request.amountCents > totals.available)
      return { kind: 'above_available', available: centsText(totals.available) };
    const id = randomUUID();
    const transactionId =
      request.method === 'balance'
        ? deps.ledger.creditBalance(
            affiliateUuid,
            centsText(request.amountCents),
            `Affiliate pay-out ${id}`,
          )
        : null;
    const payout: PayoutRecord = {
      id,
      affiliateUuid,
      idempotencyKey: request.idempotencyKey,
      amountCents: request.amountCents,
      method: request.method,
      wallet: request.wallet,
      status: request.method === 'balance' ? 'paid' : 'pending',
      transactionId,
      createdAt: at.toISOString(),
      settledAt: request.method === 'balance' ? at.toISOString() : null,
    };
    payouts.add(payout);
    return { kind: 'created', payout: payoutBody(payout) };
  });

  return {
    /** `GET /affiliate/clicks`: clicks per UTC day of the last `days` days, today included. */
    clickStats(affiliateUuid: string, days: number): AffiliateClickStats {
      const today = Date.parse(now().toISOString().slice(0, 10));
      const since = new Date(today - (days - 1) * DAY_MS).toISOString();
      const perDay = clicks.clicksPerDay(affiliateUuid, since);
      return {
        days,
        total: perDay.reduce((sum, day) => sum + day.total, 0),
        unique: perDay.reduce((sum, day) => sum + day.unique, 0),
        per_day: perDay,
      };
    },

    /**
     * `GET /affiliate/customers/`: one page of the referrals (newest sign-up first) with what
     * they paid and earned the affiliate.
     */
    referrals(affiliateUuid: string, page: PageRequest): AffiliateReferralPage {
      const { referrals, lines } = linesOf(affiliateUuid, now());
      const shown = pageOf(referrals, page);
      return {
        ...shown,
        results: shown.results.map((referral) => {
          const own = lines.filter((line) => line.referralUuid === referral.uuid);
          return {
            masked_email: maskEmail(referral.email),
            signed_up: referral.createdAt,
            total_paid: centsText(own.reduce((sum, line) => sum + line.paymentCents, 0)),
            commission: centsText(own.reduce((sum, line) => sum + line.amountCents, 0)),
            currency: 'usd',
          };
        }),
      };
    },

    /** `GET /affiliate/earnings/`: the totals. */
    earnings,

    /** `GET /affiliate/commissions/`: one page of the commissions, newest payment first. */
    commissions,

    /** `GET /affiliate/payouts/`: one page of the pay-outs, newest first. */
    payouts(affiliateUuid: string, page: PageRequest): AffiliatePayoutPage {
      const shown = payouts.page(affiliateUuid, page);
      return { ...page, count: shown.count, results: shown.results.map(payoutBody) };
    },

    /** Every affiliate's wallet requests staff have not settled, oldest first (/sandbox/admin). */
    pendingWalletPayouts(): PendingWalletPayout[] {
      return payouts
        .pendingWallet()
        .map((payout) => ({ affiliateUuid: payout.affiliateUuid, payout: payoutBody(payout) }));
    },

    /**
     * Staff settle the affiliate's pending wallet request: `paid`, or `rejected` (its amount is
     * available to the affiliate again). Exactly once: a second decision, even one racing the
     * first, changes nothing and answers `already_settled`.
     */
    settlePayout(affiliateUuid: string, payoutId: string, decision: PayoutDecision): SettleOutcome {
      return settle.immediate(affiliateUuid, payoutId, decision);
    },

    /** `POST /pay-out/`: applied once per Idempotency-Key, never above what is available. */
    requestPayout(affiliateUuid: string, request: PayoutRequest): PayoutOutcome {
      return payOut.immediate(affiliateUuid, request);
    },
  };
}

/** The affiliate service's interface. */
export type AffiliateService = ReturnType<typeof affiliateService>;
