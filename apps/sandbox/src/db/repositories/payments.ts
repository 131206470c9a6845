import { randomUUID } from 'node:crypto';
import type { Currency, DonatePayment } from '@cloud-portal/api-client';
import type { Database } from 'better-sqlite3';

/** A recorded affiliate click. */
export interface AffiliateClickRecord {
  id: string;
  affiliateUuid: string;
  unique: boolean;
  utm: Record<string, string>;
  createdAt: string;
}

/** A donation without its payment-page URL (the route adds it). */
export type DonationRecord = Omit<DonatePayment, 'url'> & {
  email: string | null;
  message: string | null;
  idempotencyKey: string | null;
};

interface DonationRow {
  id: string;
  amount: string;
  currency: Currency;
  email: string | null;
  message: string | null;
  status: DonatePayment['status'];
  idempotency_key: string | null;
  created_at: string;
  paid_at: string | null;
}

function toDonation(row: DonationRow): DonationRecord {
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    created_at: row.created_at,
    paid_at: row.paid_at,
    email: row.email,
    message: row.message,
    idempotencyKey: row.idempotency_key,
  };
}

/**
 * Affiliate clicks (SPEC §7 Affiliate) and donations (SPEC §7 Billing donate-payment).
 *
 * @example
 * const payments = paymentsRepository(db);
 * payments.createDonation({ amount: '10.00', currency: 'usd' }, new Date());
 */
export function paymentsRepository(db: Database) {
  const insertClick = db.prepare<[string, string, number, string, string]>(
    'INSERT INTO affiliate_clicks (id, affiliate_uuid, is_unique, utm, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const clicksOf = db.prepare<
    [string],
    { id: string; affiliate_uuid: string; is_unique: number; utm: string; created_at: string }
  >('SELECT * FROM affiliate_clicks WHERE affiliate_uuid = ? ORDER BY created_at, id');
  const insertDonation = db.prepare(
    `INSERT INTO donations (id, amount, currency, email, message, status, idempotency_key, created_at)
     VALUES (@id, @amount, @currency, @email, @message, 'pending', @idempotencyKey, @createdAt)`,
  );
  const donationById = db.prepare<[string], DonationRow>('SELECT * FROM donations WHERE id = ?');
  const donationByKey = db.prepare<[string], DonationRow>(
    'SELECT * FROM donations WHERE idempotency_key = ?',
  );
  const settle = db.prepare<[string, string | null, string]>(
    "UPDATE donations SET status = ?, paid_at = ? WHERE id = ? AND status = 'pending'",
  );

  return {
    /** Records a click on an affiliate link. */
    recordClick(
      input: { affiliateUuid: string; unique: boolean; utm: Record<string, string> },
      now: Date,
    ): AffiliateClickRecord {
      const record: AffiliateClickRecord = {
        id: randomUUID(),
        affiliateUuid: input.affiliateUuid,
        unique: input.unique,
        utm: input.utm,
        createdAt: now.toISOString(),
      };
      insertClick.run(
        record.id,
        record.affiliateUuid,
        record.unique ? 1 : 0,
        JSON.stringify(record.utm),
        record.createdAt,
      );
      return record;
    },

    /** The clicks of an affiliate, oldest first. */
    listClicks(affiliateUuid: string): AffiliateClickRecord[] {
      return clicksOf.all(affiliateUuid).map((row) => ({
        id: row.id,
        affiliateUuid: row.affiliate_uuid,
        unique: row.is_unique === 1,
        utm: JSON.parse(row.utm) as Record<string, string>,
        createdAt: row.created_at,
      }));
    },

    /** Creates a pending donation. */
    createDonation(
      input: {
        amount: string;
        currency: Currency;
        email?: string | undefined;
        message?: string | undefined;
        idempotencyKey?: string | undefined;
      },
      now: Date,
    ): DonationRecord {
      const id = randomUUID();
      insertDonation.run({
        id,
        amount: input.amount,
        currency: input.currency,
        email: input.email ?? null,
        message: input.message ?? null,
        idempotencyKey: input.idempotencyKey ?? null,
        createdAt: now.toISOString(),
      });
      const row = donationById.get(id);
      if (row === undefined) throw new Error('The donation was not stored.');
      return toDonation(row);
    },

    findDonation(id: string): DonationRecord | undefined {
      const row = donationById.get(id);
      return row === undefined ? undefined : toDonation(row);
    },

    findDonationByIdempotencyKey(key: string): DonationRecord | undefined {
      const row = donationByKey.get(key);
      return row === undefined ? undefined : toDonation(row);
    },

    /** Marks a pending donation paid or cancelled; false when it was not pending. */
    settleDonation(id: string, status: 'paid' | 'cancelled', now: Date): boolean {
      return settle.run(status, status === 'paid' ? now.toISOString() : null, id).changes === 1;
    },
  };
}

/** The payments repository's interface. */
export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
