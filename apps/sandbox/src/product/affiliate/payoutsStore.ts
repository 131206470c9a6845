import type { Database } from 'better-sqlite3';

/** Where a pay-out goes: the affiliate's own balance, or a wallet (a request staff settle). */
export type PayoutMethod = 'balance' | 'wallet';

/**
 * Where a pay-out stands: `paid` (at once to the balance, or a wallet request staff paid),
 * `pending` (a wallet request not settled yet) or `rejected` (a wallet request staff refused: its
 * amount is available again).
 */
export type PayoutStatus = 'paid' | 'pending' | 'rejected';

/** How staff settle a pending wallet request. */
export type PayoutDecision = 'paid' | 'rejected';

/** A pay-out of affiliate commissions (SPEC §7 pay-out/). */
export interface PayoutRecord {
  id: string;
  affiliateUuid: string;
  idempotencyKey: string;
  amountCents: number;
  method: PayoutMethod;
  wallet: string | null;
  status: PayoutStatus;
  /** Billing's credit transaction of a pay-out to the balance. */
  transactionId: number | null;
  createdAt: string;
  /** When it was paid or rejected; null while pending. */
  settledAt: string | null;
}

interface PayoutRow {
  id: string;
  affiliate_uuid: string;
  idempotency_key: string;
  amount_cents: number;
  method: PayoutMethod;
  wallet: string | null;
  status: PayoutStatus;
  transaction_id: number | null;
  created_at: string;
  settled_at: string | null;
}

const toRecord = (row: PayoutRow): PayoutRecord => ({
  id: row.id,
  affiliateUuid: row.affiliate_uuid,
  idempotencyKey: row.idempotency_key,
  amountCents: row.amount_cents,
  method: row.method,
  wallet: row.wallet,
  status: row.status,
  transactionId: row.transaction_id,
  createdAt: row.created_at,
  settledAt: row.settled_at,
});

/**
 * Pay-outs of the affiliate module. The caller checks the available amount and inserts in one
 * transaction (see the service); the unique (affiliate, key) pair is the belt to that brace.
 *
 * @example
 * const payouts = payoutsStore(db);
 * payouts.byKey(affiliateUuid, 'payout-1f3a9c21');
 */
export function payoutsStore(db: Database) {
  const insert = db.prepare<[PayoutRow]>(
    `INSERT INTO affiliate_payouts (id, affiliate_uuid, idempotency_key, amount_cents, method,
       wallet, status, transaction_id, created_at, settled_at)
     VALUES (@id, @affiliate_uuid, @idempotency_key, @amount_cents, @method, @wallet, @status,
       @transaction_id, @created_at, @settled_at)`,
  );
  const ofAffiliate = db.prepare<[string], PayoutRow>(
    'SELECT * FROM affiliate_payouts WHERE affiliate_uuid = ? ORDER BY created_at DESC, id',
  );
  const pageOfAffiliate = db.prepare<[string, number, number], PayoutRow>(
    `SELECT * FROM affiliate_payouts WHERE affiliate_uuid = ? ORDER BY created_at DESC, id
     LIMIT ? OFFSET ?`,
  );
  const countOfAffiliate = db.prepare<[string], { count: number }>(
    'SELECT count(*) AS count FROM affiliate_payouts WHERE affiliate_uuid = ?',
  );
  const byKey = db.prepare<[string, string], PayoutRow>(
    'SELECT * FROM affiliate_payouts WHERE affiliate_uuid = ? AND idempotency_key = ?',
  );
  const byId = db.prepare<[string, string], PayoutRow>(
    'SELECT * FROM affiliate_payouts WHERE id = ? AND affiliate_uuid = ?',
  );
  const pendingWallet = db.prepare<[], PayoutRow>(
    `SELECT * FROM affiliate_payouts WHERE status = 'pending' AND method = 'wallet'
     ORDER BY created_at, id`,
  );
  // Conditional: only a pending wallet request of that affiliate changes, so of two clicks (or
  // two staff at once) exactly one changes the row; the other changes nothing.
  const settlePending = db.prepare<[PayoutDecision, string, string, string]>(
    `UPDATE affiliate_payouts SET status = ?, settled_at = ?
     WHERE id = ? AND affiliate_uuid = ? AND method = 'wallet' AND status = 'pending'`,
  );

  return {
    /** Writes a pay-out. Throws on a repeated (affiliate, key). */
    add(payout: PayoutRecord): void {
      insert.run({
        id: payout.id,
        affiliate_uuid: payout.affiliateUuid,
        idempotency_key: payout.idempotencyKey,
        amount_cents: payout.amountCents,
        method: payout.method,
        wallet: payout.wallet,
        status: payout.status,
        transaction_id: payout.transactionId,
        created_at: payout.createdAt,
        settled_at: payout.settledAt,
      });
    },

    /** The affiliate's pay-outs, newest first. */
    list(affiliateUuid: string): PayoutRecord[] {
      return ofAffiliate.all(affiliateUuid).map(toRecord);
    },

    /** One page of the affiliate's pay-outs, newest first, and how many it has in all. */
    page(
      affiliateUuid: string,
      page: { limit: number; offset: number },
    ): { count: number; results: PayoutRecord[] } {
      return {
        count: countOfAffiliate.get(affiliateUuid)?.count ?? 0,
        results: pageOfAffiliate.all(affiliateUuid, page.limit, page.offset).map(toRecord),
      };
    },

    /** The affiliate's pay-out made with this Idempotency-Key, if any. */
    byKey(affiliateUuid: string, key: string): PayoutRecord | undefined {
      const row = byKey.get(affiliateUuid, key);
      return row === undefined ? undefined : toRecord(row);
    },

    /** The affiliate's pay-out of this id (undefined for another affiliate's). */
    byId(affiliateUuid: string, id: string): PayoutRecord | undefined {
      const row = byId.get(id, affiliateUuid);
      return row === undefined ? undefined : toRecord(row);
    },

    /** Every affiliate's wallet requests still pending, oldest first (staff's queue). */
    pendingWallet(): PayoutRecord[] {
      return pendingWallet.all().map(toRecord);
    },

    /**
     * Settles the affiliate's pending wallet request `id` as `decision` at `at` (ISO time);
     * answers whether this call changed it (false: not pending, not a wallet request, or not the
     * affiliate's).
     */
    settlePending(
      affiliateUuid: string,
      id: string,
      decision: PayoutDecision,
      at: string,
    ): boolean {
      return settlePending.run(decision, at, id, affiliateUuid).changes === 1;
    },
  };
}

/** The pay-outs store's interface. */
export type PayoutsStore = ReturnType<typeof payoutsStore>;
