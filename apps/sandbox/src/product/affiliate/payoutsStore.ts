import type { Database } from 'better-sqlite3';

/** Where a pay-out goes: the affiliate's own balance, or a wallet (a request staff settle). */
export type PayoutMethod = 'balance' | 'wallet';

/** A pay-out of affiliate commissions (SPEC §7 pay-out/). */
export interface PayoutRecord {
  id: string;
  affiliateUuid: string;
  idempotencyKey: string;
  amountCents: number;
  method: PayoutMethod;
  wallet: string | null;
  /** `paid` at once to the balance; `pending` for a wallet request. */
  status: 'paid' | 'pending';
  /** Billing's credit transaction of a pay-out to the balance. */
  transactionId: number | null;
  createdAt: string;
}

interface PayoutRow {
  id: string;
  affiliate_uuid: string;
  idempotency_key: string;
  amount_cents: number;
  method: PayoutMethod;
  wallet: string | null;
  status: 'paid' | 'pending';
  transaction_id: number | null;
  created_at: string;
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
       wallet, status, transaction_id, created_at)
     VALUES (@id, @affiliate_uuid, @idempotency_key, @amount_cents, @method, @wallet, @status,
       @transaction_id, @created_at)`,
  );
  const ofAffiliate = db.prepare<[string], PayoutRow>(
    'SELECT * FROM affiliate_payouts WHERE affiliate_uuid = ? ORDER BY created_at DESC, id',
  );
  const byKey = db.prepare<[string, string], PayoutRow>(
    'SELECT * FROM affiliate_payouts WHERE affiliate_uuid = ? AND idempotency_key = ?',
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
      });
    },

    /** The affiliate's pay-outs, newest first. */
    list(affiliateUuid: string): PayoutRecord[] {
      return ofAffiliate.all(affiliateUuid).map(toRecord);
    },

    /** The affiliate's pay-out made with this Idempotency-Key, if any. */
    byKey(affiliateUuid: string, key: string): PayoutRecord | undefined {
      const row = byKey.get(affiliateUuid, key);
      return row === undefined ? undefined : toRecord(row);
    },
  };
}

/** The pay-outs store's interface. */
export type PayoutsStore = ReturnType<typeof payoutsStore>;
