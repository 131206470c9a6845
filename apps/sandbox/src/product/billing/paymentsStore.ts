import type { Database } from 'better-sqlite3';
import type { PaymentMethod } from '@cloud-portal/domain/payments';

// The SQL of the money-in side (issue 14): payments and their idempotency keys, saved cards and
// the card pages that add them, the weekly auto-payment, coupons and their redemptions. The
// ledger rows these lead to are written through the billing store (`addTransaction`).

/** `pending` until its payment page decides. */
export type PaymentState = 'pending' | 'paid' | 'declined';

/** The stable code of a decline (openapi `Payment.decline_code`). */
export type DeclineCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error'
  | 'expired'
  | 'cancelled'
  | 'below_card_minimum';

/** The gateway of a method (openapi `PaymentGatewayType`). */
export type GatewayType = 'coinpayments' | 'paymaster';

/** A payment onto the balance (SPEC §7 POST transactions/). */
export interface PaymentRecord {
  id: string;
  customerUuid: string;
  status: PaymentState;
  /** Cents credited to the balance. */
  amountCents: number;
  /** Cents paid on top (SPEC §9 fee). */
  feeCents: number;
  type: GatewayType;
  subType: PaymentMethod;
  /** The refill transaction once paid. */
  transactionId: number | null;
  declineReason: string | null;
  /** The stable code of a decline, with `declineReason` its text for people. */
  declineCode: DeclineCode | null;
  createdAt: string;
  settledAt: string | null;
}

/** A staff refund of (part of) a paid payment: its negative `refund` ledger row. */
export interface RefundRecord {
  id: string;
  paymentId: string;
  customerUuid: string;
  /** The staff request it answers (a form token or an Idempotency-Key): one refund per key. */
  requestKey: string;
  amountCents: number;
  transactionId: number;
  createdAt: string;
}

/** A stored idempotency key (IETF httpapi Idempotency-Key). */
export interface IdempotencyRecord {
  fingerprint: string;
  state: 'processing' | 'done';
  statusCode: number | null;
  response: string | null;
  createdAt: string;
}

/** A saved card: brand, last 4 digits and issuing country only. */
export interface CardRecord {
  methodId: string;
  customerUuid: string;
  brand: string;
  last4: string;
  country: string | null;
  createdAt: string;
}

/** What completing a card page does. */
export type CardSessionPurpose = 'attach' | 'activate' | 'auto_payment';

/** A card page (SPEC §4 Card addition). */
export interface CardSessionRecord {
  id: string;
  customerUuid: string;
  purpose: CardSessionPurpose;
  status: 'pending' | 'completed' | 'declined';
  /** The weekly amount of an `auto_payment` session, in cents. */
  amountCents: number | null;
  methodId: string | null;
  /** Why a declined session was declined (`Bank declined your payment`...). */
  declineReason: string | null;
  createdAt: string;
  completedAt: string | null;
}

/** The weekly top-up from a saved card (SPEC §9). */
export interface AutoPaymentRecord {
  customerUuid: string;
  methodId: string;
  amountCents: number;
  startedAt: string;
  /** The last week number charged (week 1 ends 7 days after `startedAt`); 0 for none. */
  lastWeek: number;
  lastRunAt: string | null;
}

/** A promo coupon (SPEC §8). */
export interface CouponRecord {
  code: string;
  bonusType: 'one_time' | 'sign_up' | 'first_payment';
  valueType: 'amount' | 'percent';
  /** Hundredths: cents for an amount, 1/100 % for a percent. */
  value: number;
}

/** A coupon a customer redeemed. */
export interface RedemptionRecord {
  customerUuid: string;
  code: string;
  status: 'pending' | 'applied';
  amountUnits: number | null;
  transactionId: number | null;
  redeemedAt: string;
  appliedAt: string | null;
}

interface PaymentRow {
  id: string;
  customer_uuid: string;
  status: PaymentState;
  amount_cents: number;
  fee_cents: number;
  type: GatewayType;
  sub_type: PaymentMethod;
  transaction_id: number | null;
  decline_reason: string | null;
  decline_code: DeclineCode | null;
  created_at: string;
  settled_at: string | null;
}

const toPayment = (row: PaymentRow): PaymentRecord => ({
  id: row.id,
  customerUuid: row.customer_uuid,
  status: row.status,
  amountCents: row.amount_cents,
  feeCents: row.fee_cents,
  type: row.type,
  subType: row.sub_type,
  transactionId: row.transaction_id,
  declineReason: row.decline_reason,
  declineCode: row.decline_code,
  createdAt: row.created_at,
  settledAt: row.settled_at,
});

interface RefundRow {
  id: string;
  payment_id: string;
  customer_uuid: string;
  request_key: string;
  amount_cents: number;
  transaction_id: number;
  created_at: string;
}

const toRefund = (row: RefundRow): RefundRecord => ({
  id: row.id,
  paymentId: row.payment_id,
  customerUuid: row.customer_uuid,
  requestKey: row.request_key,
  amountCents: row.amount_cents,
  transactionId: row.transaction_id,
  createdAt: row.created_at,
});

interface CardRow {
  method_id: string;
  customer_uuid: string;
  brand: string;
  last4: string;
  country: string | null;
  created_at: string;
}

const toCard = (row: CardRow): CardRecord => ({
  methodId: row.method_id,
  customerUuid: row.customer_uuid,
  brand: row.brand,
  last4: row.last4,
  country: row.country,
  createdAt: row.created_at,
});

interface SessionRow {
  id: string;
  customer_uuid: string;
  purpose: CardSessionPurpose;
  status: CardSessionRecord['status'];
  amount_cents: number | null;
  method_id: string | null;
  decline_reason: string | null;
  created_at: string;
  completed_at: string | null;
}

const toSession = (row: SessionRow): CardSessionRecord => ({
  id: row.id,
  customerUuid: row.customer_uuid,
  purpose: row.purpose,
  status: row.status,
  amountCents: row.amount_cents,
  methodId: row.method_id,
  declineReason: row.decline_reason,
  createdAt: row.created_at,
  completedAt: row.completed_at,
});

interface AutoRow {
  customer_uuid: string;
  method_id: string;
  amount_cents: number;
  started_at: string;
  last_week: number;
  last_run_at: string | null;
}

const toAuto = (row: AutoRow): AutoPaymentRecord => ({
  customerUuid: row.customer_uuid,
  methodId: row.method_id,
  amountCents: row.amount_cents,
  startedAt: row.started_at,
  lastWeek: row.last_week,
  lastRunAt: row.last_run_at,
});

interface RedemptionRow {
  customer_uuid: string;
  code: string;
  status: RedemptionRecord['status'];
  amount_units: number | null;
  transaction_id: number | null;
  redeemed_at: string;
  applied_at: string | null;
}

const toRedemption = (row: RedemptionRow): RedemptionRecord => ({
  customerUuid: row.customer_uuid,
  code: row.code,
  status: row.status,
  amountUnits: row.amount_units,
  transactionId: row.transaction_id,
  redeemedAt: row.redeemed_at,
  appliedAt: row.applied_at,
});

/**
 * The money-in tables' SQL.
 *
 * @example
 * const payments = paymentsStore(db);
 * payments.insertPayment(record);
 * payments.settlePayment(id, { status: 'paid', transactionId, at, declineReason: null }); // true once
 */
export function paymentsStore(db: Database) {
  const insertPayment = db.prepare<[PaymentRow]>(
    `INSERT INTO billing_payments (id, customer_uuid, status, amount_cents, fee_cents, type,
       sub_type, transaction_id, decline_reason, decline_code, created_at, settled_at)
     VALUES (@id, @customer_uuid, @status, @amount_cents, @fee_cents, @type, @sub_type,
       @transaction_id, @decline_reason, @decline_code, @created_at, @settled_at)`,
  );
  const paymentById = db.prepare<[string], PaymentRow>(
    'SELECT * FROM billing_payments WHERE id = ?',
  );
  const settle = db.prepare<
    [
      {
        id: string;
        status: PaymentState;
        reason: string | null;
        code: DeclineCode | null;
        at: string;
      },
    ]
  >(
    `UPDATE billing_payments SET status = @status, decline_reason = @reason,
       decline_code = @code, settled_at = @at
     WHERE id = @id AND status = 'pending'`,
  );
  const linkTransaction = db.prepare<[number, string]>(
    'UPDATE billing_payments SET transaction_id = ? WHERE id = ?',
  );
  const paidCount = db.prepare<[string], { n: number }>(
    `SELECT count(*) AS n FROM billing_payments WHERE customer_uuid = ? AND status = 'paid'`,
  );
  // The refund's cap in one statement: the row is written only while the payment is paid and
  // its refunds, this one included, stay within its amount (a racing refund sees the other's
  // row, as both run in write transactions that SQLite serialises).
  const refundInsert = db.prepare<[RefundRow]>(
    `INSERT INTO billing_refunds (id, payment_id, customer_uuid, request_key, amount_cents,
       transaction_id, created_at)
     SELECT @id, @payment_id, @customer_uuid, @request_key, @amount_cents, @transaction_id,
       @created_at
     FROM billing_payments AS payment
     WHERE payment.id = @payment_id AND payment.customer_uuid = @customer_uuid
       AND payment.status = 'paid'
       AND @amount_cents + (SELECT coalesce(sum(amount_cents), 0) FROM billing_refunds
         WHERE payment_id = @payment_id) <= payment.amount_cents`,
  );
  const refundByKey = db.prepare<[string, string], RefundRow>(
    'SELECT * FROM billing_refunds WHERE payment_id = ? AND request_key = ?',
  );
  const refundsOf = db.prepare<[string], RefundRow>(
    'SELECT * FROM billing_refunds WHERE payment_id = ? ORDER BY created_at, rowid',
  );

  const keyGet = db.prepare<
    [string, string],
    {
      fingerprint: string;
      state: 'processing' | 'done';
      status_code: number | null;
      response: string | null;
      created_at: string;
    }
  >(
    `SELECT fingerprint, state, status_code, response, created_at FROM billing_idempotency_keys
     WHERE customer_uuid = ? AND idempotency_key = ?`,
  );
  const keyInsert = db.prepare<[string, string, string, string]>(
    `INSERT INTO billing_idempotency_keys (customer_uuid, idempotency_key, fingerprint, state,
       created_at) VALUES (?, ?, ?, 'processing', ?)`,
  );
  const keyRetake = db.prepare<[string, string, string, string, string]>(
    `UPDATE billing_idempotency_keys SET fingerprint = ?, created_at = ?
     WHERE customer_uuid = ? AND idempotency_key = ? AND state = 'processing' AND created_at = ?`,
  );
  const keyFinish = db.prepare<[number, string, string, string]>(
    `UPDATE billing_idempotency_keys SET state = 'done', status_code = ?, response = ?
     WHERE customer_uuid = ? AND idempotency_key = ?`,
  );
  const keyDrop = db.prepare<[string, string]>(
    `DELETE FROM billing_idempotency_keys
     WHERE customer_uuid = ? AND idempotency_key = ? AND state = 'processing'`,
  );

  const cardInsert = db.prepare<[CardRow]>(
    `INSERT INTO billing_cards (method_id, customer_uuid, brand, last4, country, created_at)
     VALUES (@method_id, @customer_uuid, @brand, @last4, @country, @created_at)`,
  );
  const cardsOf = db.prepare<[string], CardRow>(
    'SELECT * FROM billing_cards WHERE customer_uuid = ? ORDER BY created_at DESC, rowid DESC',
  );
  const cardDelete = db.prepare<[string, string]>(
    'DELETE FROM billing_cards WHERE customer_uuid = ? AND method_id = ?',
  );
  const cardCount = db.prepare<[string], { n: number }>(
    'SELECT count(*) AS n FROM billing_cards WHERE customer_uuid = ?',
  );

  const sessionInsert = db.prepare<[SessionRow]>(
    `INSERT INTO billing_card_sessions (id, customer_uuid, purpose, status, amount_cents,
       method_id, decline_reason, created_at, completed_at)
     VALUES (@id, @customer_uuid, @purpose, @status, @amount_cents, @method_id, @decline_reason,
       @created_at, @completed_at)`,
  );
  const sessionById = db.prepare<[string], SessionRow>(
    'SELECT * FROM billing_card_sessions WHERE id = ?',
  );
  const sessionFinish = db.prepare<
    [{ id: string; status: string; method_id: string | null; reason: string | null; at: string }]
  >(
    `UPDATE billing_card_sessions SET status = @status, method_id = @method_id,
       decline_reason = @reason, completed_at = @at WHERE id = @id AND status = 'pending'`,
  );

  const autoGet = db.prepare<[string], AutoRow>(
    'SELECT * FROM billing_auto_payments WHERE customer_uuid = ?',
  );
  const autoAll = db.prepare<[], AutoRow>('SELECT * FROM billing_auto_payments');
  const autoUpsert = db.prepare<[AutoRow]>(
    `INSERT INTO billing_auto_payments (customer_uuid, method_id, amount_cents, started_at,
       last_week, last_run_at)
     VALUES (@customer_uuid, @method_id, @amount_cents, @started_at, @last_week, @last_run_at)
     ON CONFLICT (customer_uuid) DO UPDATE SET method_id = excluded.method_id,
       amount_cents = excluded.amount_cents, started_at = excluded.started_at,
       last_week = excluded.last_week, last_run_at = excluded.last_run_at`,
  );
  const autoAdvance = db.prepare<[number, string, string, number]>(
    `UPDATE billing_auto_payments SET last_week = ?, last_run_at = ?
     WHERE customer_uuid = ? AND last_week < ?`,
  );
  const autoDelete = db.prepare<[string]>(
    'DELETE FROM billing_auto_payments WHERE customer_uuid = ?',
  );

  const couponGet = db.prepare<
    [string],
    {
      code: string;
      bonus_type: CouponRecord['bonusType'];
      value_type: CouponRecord['valueType'];
      value: number;
    }
  >('SELECT * FROM billing_coupons WHERE code = ?');
  const couponUpsert = db.prepare<[CouponRecord]>(
    `INSERT INTO billing_coupons (code, bonus_type, value_type, value)
     VALUES (@code, @bonusType, @valueType, @value) ON CONFLICT (code) DO NOTHING`,
  );
  const redemptionInsert = db.prepare<[RedemptionRow]>(
    `INSERT INTO billing_coupon_redemptions (customer_uuid, code, status, amount_units,
       transaction_id, redeemed_at, applied_at)
     VALUES (@customer_uuid, @code, @status, @amount_units, @transaction_id, @redeemed_at,
       @applied_at)`,
  );
  const redemptionsOf = db.prepare<[string], RedemptionRow>(
    `SELECT * FROM billing_coupon_redemptions WHERE customer_uuid = ?
     ORDER BY redeemed_at DESC, rowid DESC`,
  );
  const redemptionApply = db.prepare<[number, number, string, string, string]>(
    `UPDATE billing_coupon_redemptions SET status = 'applied', amount_units = ?,
       transaction_id = ?, applied_at = ? WHERE customer_uuid = ? AND code = ? AND status = 'pending'`,
  );

  return {
    insertPayment(payment: PaymentRecord): void {
      insertPayment.run({
        id: payment.id,
        customer_uuid: payment.customerUuid,
        status: payment.status,
        amount_cents: payment.amountCents,
        fee_cents: payment.feeCents,
        type: payment.type,
        sub_type: payment.subType,
        transaction_id: payment.transactionId,
        decline_reason: payment.declineReason,
        decline_code: payment.declineCode,
        created_at: payment.createdAt,
        settled_at: payment.settledAt,
      });
    },
    payment(id: string): PaymentRecord | undefined {
      const row = paymentById.get(id);
      return row === undefined ? undefined : toPayment(row);
    },
    /** Moves a pending payment to paid or declined; false when it was not pending (a replay). */
    settlePayment(
      id: string,
      outcome: {
        status: 'paid' | 'declined';
        declineReason: string | null;
        declineCode: DeclineCode | null;
        at: string;
      },
    ): boolean {
      return (
        settle.run({
          id,
          status: outcome.status,
          reason: outcome.declineReason,
          code: outcome.declineCode,
          at: outcome.at,
        }).changes === 1
      );
    },
    linkTransaction(id: string, transactionId: number): void {
      linkTransaction.run(transactionId, id);
    },
    paidPayments(customerUuid: string): number {
      return paidCount.get(customerUuid)?.n ?? 0;
    },

    /**
     * Records a refund unless it would take the payment's refunds above its amount (or the
     * payment is not the customer's paid one); false then. Call it inside the transaction that
     * writes the refund's ledger row, so both or neither survive.
     */
    insertRefund(refund: RefundRecord): boolean {
      return (
        refundInsert.run({
          id: refund.id,
          payment_id: refund.paymentId,
          customer_uuid: refund.customerUuid,
          request_key: refund.requestKey,
          amount_cents: refund.amountCents,
          transaction_id: refund.transactionId,
          created_at: refund.createdAt,
        }).changes === 1
      );
    },
    /** The refund a staff request made, if it made one. */
    refundByKey(paymentId: string, requestKey: string): RefundRecord | undefined {
      const row = refundByKey.get(paymentId, requestKey);
      return row === undefined ? undefined : toRefund(row);
    },
    /** A payment's refunds, oldest first. */
    refunds(paymentId: string): RefundRecord[] {
      return refundsOf.all(paymentId).map(toRefund);
    },

    idempotencyKey(customerUuid: string, key: string): IdempotencyRecord | undefined {
      const row = keyGet.get(customerUuid, key);
      return row === undefined
        ? undefined
        : {
            fingerprint: row.fingerprint,
            state: row.state,
            statusCode: row.status_code,
            response: row.response,
            createdAt: row.created_at,
          };
    },
    /** Claims a key for a request; false when the customer already has it. */
    claimKey(customerUuid: string, key: string, fingerprint: string, at: string): boolean {
      try {
        keyInsert.run(customerUuid, key, fingerprint, at);
        return true;
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return false;
        throw error;
      }
    },
    /** Takes over a claim abandoned at `claimedAt` (its request died); false when someone else did. */
    retakeKey(
      customerUuid: string,
      key: string,
      fingerprint: string,
      claimedAt: string,
      at: string,
    ): boolean {
      return keyRetake.run(fingerprint, at, customerUuid, key, claimedAt).changes === 1;
    },
    finishKey(customerUuid: string, key: string, statusCode: number, response: string): void {
      keyFinish.run(statusCode, response, customerUuid, key);
    },
    /** Releases a claim whose request failed, so that a retry may run it. */
    releaseKey(customerUuid: string, key: string): void {
      keyDrop.run(customerUuid, key);
    },

    insertCard(card: CardRecord): void {
      cardInsert.run({
        method_id: card.methodId,
        customer_uuid: card.customerUuid,
        brand: card.brand,
        last4: card.last4,
        country: card.country,
        created_at: card.createdAt,
      });
    },
    cards(customerUuid: string): CardRecord[] {
      return cardsOf.all(customerUuid).map(toCard);
    },
    deleteCard(customerUuid: string, methodId: string): boolean {
      return cardDelete.run(customerUuid, methodId).changes === 1;
    },
    hasCard(customerUuid: string): boolean {
      return (cardCount.get(customerUuid)?.n ?? 0) > 0;
    },

    insertSession(session: CardSessionRecord): void {
      sessionInsert.run({
        id: session.id,
        customer_uuid: session.customerUuid,
        purpose: session.purpose,
        status: session.status,
        amount_cents: session.amountCents,
        method_id: session.methodId,
        decline_reason: session.declineReason,
        created_at: session.createdAt,
        completed_at: session.completedAt,
      });
    },
    session(id: string): CardSessionRecord | undefined {
      const row = sessionById.get(id);
      return row === undefined ? undefined : toSession(row);
    },
    /** Completes or declines a pending session; false when it was not pending (a replay). */
    finishSession(
      id: string,
      outcome: {
        status: 'completed' | 'declined';
        methodId: string | null;
        declineReason?: string | null;
        at: string;
      },
    ): boolean {
      return (
        sessionFinish.run({
          id,
          status: outcome.status,
          method_id: outcome.methodId,
          reason: outcome.declineReason ?? null,
          at: outcome.at,
        }).changes === 1
      );
    },

    autoPayment(customerUuid: string): AutoPaymentRecord | undefined {
      const row = autoGet.get(customerUuid);
      return row === undefined ? undefined : toAuto(row);
    },
    autoPayments(): AutoPaymentRecord[] {
      return autoAll.all().map(toAuto);
    },
    setAutoPayment(auto: AutoPaymentRecord): void {
      autoUpsert.run({
        customer_uuid: auto.customerUuid,
        method_id: auto.methodId,
        amount_cents: auto.amountCents,
        started_at: auto.startedAt,
        last_week: auto.lastWeek,
        last_run_at: auto.lastRunAt,
      });
    },
    /** Records week `week` as charged; false when it (or a later one) already was. */
    advanceAutoPayment(customerUuid: string, week: number, at: string): boolean {
      return autoAdvance.run(week, at, customerUuid, week).changes === 1;
    },
    deleteAutoPayment(customerUuid: string): void {
      autoDelete.run(customerUuid);
    },

    coupon(code: string): CouponRecord | undefined {
      const row = couponGet.get(code);
      return row === undefined
        ? undefined
        : {
            code: row.code,
            bonusType: row.bonus_type,
            valueType: row.value_type,
            value: row.value,
          };
    },
    /** Adds a coupon unless one with its code exists (seed). */
    addCoupon(coupon: CouponRecord): void {
      couponUpsert.run(coupon);
    },
    redemptions(customerUuid: string): RedemptionRecord[] {
      return redemptionsOf.all(customerUuid).map(toRedemption);
    },
    /** Records a redemption; false when the customer redeemed this coupon before. */
    insertRedemption(redemption: RedemptionRecord): boolean {
      try {
        redemptionInsert.run({
          customer_uuid: redemption.customerUuid,
          code: redemption.code,
          status: redemption.status,
          amount_units: redemption.amountUnits,
          transaction_id: redemption.transactionId,
          redeemed_at: redemption.redeemedAt,
          applied_at: redemption.appliedAt,
        });
        return true;
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return false;
        throw error;
      }
    },
    applyRedemption(
      customerUuid: string,
      code: string,
      applied: { amountUnits: number; transactionId: number; at: string },
    ): void {
      redemptionApply.run(
        applied.amountUnits,
        applied.transactionId,
        applied.at,
        customerUuid,
        code,
      );
    },
  };
}

/** The money-in store's interface. */
export type PaymentsStore = ReturnType<typeof paymentsStore>;
