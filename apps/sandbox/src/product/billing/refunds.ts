import type { Database } from 'better-sqlite3';
import { decimalToUnits, unitsToDecimal } from './amounts.ts';
import type { BalanceGuard } from './balanceGuard.ts';
import type { PaymentsStore, RefundRecord } from './paymentsStore.ts';
import type { BillingStore } from './store.ts';

// Issue 14: staff give back money of a paid payment, all of it or a part. A refund is a negative
// `refund` ledger row whose external id is the payment's id. What is refunded is the amount the
// payment credited; its fee (SPEC §9) stays with the provider, as real providers keep theirs.
// The cap (a payment's refunds never add up to more than its amount) is checked by the database
// in the statement that records the refund, inside the transaction that writes the ledger row:
// two refunds racing cannot both pass. A staff request carries a key (the admin form's token or
// an Idempotency-Key): sent again, it answers the refund it made instead of making another.

const UNITS_PER_CENT = 100;

/** The longest request key kept (the admin form's token, or an Idempotency-Key). */
export const REFUND_KEY_MAX_LENGTH = 255;

/** A staff request to refund a payment. */
export interface RefundRequest {
  /** The customer the payment must belong to (another customer's payment is not found). */
  customerUuid: string;
  paymentId: string;
  /** Dollars with at most 2 decimals, > 0; omitted: all that is not refunded yet. */
  amount?: string | undefined;
  /** One value per staff request: the same key again answers the same refund. */
  requestKey: string;
}

/** Why a refund was refused: the code, a message staff can act on. */
export interface RefundRefusal {
  refused: true;
  statusCode: 400 | 404 | 409;
  code:
    | 'payment_not_found'
    | 'payment_not_paid'
    | 'invalid_amount'
    | 'refund_exceeds_payment'
    | 'refund_key_invalid'
    | 'refund_key_reused';
  message: string;
}

/** A refund made now, or found again for a request sent twice (`replayed`). */
export interface RefundDone {
  refused?: false;
  refund: RefundRecord;
  /** Cents of the payment not refunded after this refund (0: fully refunded). */
  remainingCents: number;
  replayed: boolean;
}

/** What a refund request did. */
export type RefundResult = RefundDone | RefundRefusal;

/** What a refund needs of the billing module. */
export interface RefundDeps {
  db: Database;
  ledger: Pick<BillingStore, 'addTransaction'>;
  payments: PaymentsStore;
  guard: Pick<BalanceGuard, 'check'>;
  now: () => Date;
  uuid: () => string;
}

const refused = (
  statusCode: RefundRefusal['statusCode'],
  code: RefundRefusal['code'],
  message: string,
): RefundRefusal => ({ refused: true, statusCode, code, message });

/** Thrown inside the transaction to roll the ledger row back when the cap refused the refund. */
class CapExceeded extends Error {}

const dollars = (cents: number) => `$${unitsToDecimal(cents, 2)}`;

/**
 * Refunds (part of) a customer's paid payment: a negative `refund` ledger row of the amount
 * (external id = the payment id), recorded with the staff request's key, and the balance guard
 * run (a balance that drops below the floor suspends for BALANCE, as a charge does). Refused:
 * an unknown payment or another customer's (404 `payment_not_found`), one that is not paid
 * (409 `payment_not_paid`), a bad amount (400 `invalid_amount`), more than what remains
 * unrefunded (409 `refund_exceeds_payment`), a key sent before for another amount (409
 * `refund_key_reused`).
 *
 * @example
 * refundPayment(deps, { customerUuid, paymentId, amount: '5.00', requestKey: formToken });
 * // { refund: { amountCents: 500, ... }, remainingCents: 700, replayed: false }
 */
export function refundPayment(deps: RefundDeps, request: RefundRequest): RefundResult {
  const { db, payments } = deps;
  const key = request.requestKey;
  if (key.length === 0 || key.length > REFUND_KEY_MAX_LENGTH)
    return refused(
      400,
      'refund_key_invalid',
      `Send one request key of 1 to ${REFUND_KEY_MAX_LENGTH} characters per refund.`,
    );
  const payment = payments.payment(request.paymentId);
  if (payment === undefined || payment.customerUuid !== request.customerUuid)
    return refused(404, 'payment_not_found', 'This customer has no payment with that id.');
  if (payment.status !== 'paid')
    return refused(
      409,
      'payment_not_paid',
      `Only a paid payment can be refunded; this one is ${payment.status}.`,
    );
  let cents: number | undefined;
  if (request.amount !== undefined) {
    cents = decimalToUnits(request.amount.trim(), 2);
    if (cents === undefined || cents <= 0)
      return refused(
        400,
        'invalid_amount',
        'Enter an amount in dollars above zero with at most two decimals, for example 5.00.',
      );
  }

  const remainingOf = () =>
    payment.amountCents -
    payments.refunds(payment.id).reduce((total, refund) => total + refund.amountCents, 0);
  const replay = (refund: RefundRecord): RefundResult =>
    cents === undefined || refund.amountCents === cents
      ? { refund, remainingCents: remainingOf(), replayed: true }
      : refused(
          409,
          'refund_key_reused',
          'This request already refunded another amount of this payment. Start a new refund.',
        );
  const exceeds = (remaining: number) =>
    refused(
      409,
      'refund_exceeds_payment',
      remaining === 0
        ? 'This payment is already refunded in full.'
        : `At most ${dollars(remaining)} of this payment can still be refunded.`,
    );

  const at = deps.now().toISOString();
  try {
    return db
      .transaction((): RefundResult => {
        const earlier = payments.refundByKey(payment.id, key);
        if (earlier !== undefined) return replay(earlier);
        const remaining = remainingOf();
        const amountCents = cents ?? remaining;
        if (amountCents <= 0 || amountCents > remaining) return exceeds(remaining);
        const transactionId = deps.ledger.addTransaction({
          customerUuid: payment.customerUuid,
          kind: 'refund',
          type: payment.type,
          subType: payment.subType,
          message: `Refund of payment ${payment.id}`,
          amountUnits: -amountCents * UNITS_PER_CENT,
          status: 'applied',
          externalId: payment.id,
          periodStart: null,
          periodEnd: null,
          createdAt: at,
        });
        const refund: RefundRecord = {
          id: deps.uuid(),
          paymentId: payment.id,
          customerUuid: payment.customerUuid,
          requestKey: key,
          amountCents,
          transactionId,
          createdAt: at,
        };
        // The database's own check of the cap: false rolls the ledger row back.
        if (!payments.insertRefund(refund)) throw new CapExceeded();
        deps.guard.check(payment.customerUuid);
        return { refund, remainingCents: remaining - amountCents, replayed: false };
      })
      .immediate();
  } catch (error) {
    if (error instanceof CapExceeded) return exceeds(remainingOf());
    // The same key written meanwhile by another connection: answer its refund.
    if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
      const earlier = payments.refundByKey(payment.id, key);
      if (earlier !== undefined) return replay(earlier);
    }
    throw error;
  }
}
