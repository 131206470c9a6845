import { randomUUID } from 'node:crypto';
import type { Currency, DonatePayment } from '@cloud-portal/api-client';
import type { Database } from 'better-sqlite3';

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
 * Donations (SPEC §7 Billing donate-payment) of the donate module.
 *
 * @example
 * const donations = donationsStore(db);
 * donations.createDonation({ amount: '10.00', currency: 'usd' }, new Date());
 */
export function donationsStore(db: Database) {
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

/** The donations store's interface. */
export type DonationsStore = ReturnType<typeof donationsStore>;
