import type {
  AutoPayment,
  CardSession,
  CouponActivation,
  CouponRedemption,
  CouponStatus,
  Payment,
  PaymentGateway,
  PaymentRequest,
  SavedCard,
} from '@cloud-portal/api-client';
import { validateCardNumber } from '@cloud-portal/domain/validation';
import {
  FEE_FREE_ABOVE,
  PAYMENT_METHODS,
  PAYMENT_METHOD_FEES,
  cardBrand,
  cardCountry,
  minimumPayment,
  nextAutoPaymentAt,
  AUTO_PAYMENT_INTERVAL_MS,
  paymentFee,
  type PaymentMethod,
} from '@cloud-portal/domain/payments';
import type { Database } from 'better-sqlite3';
import type { EventBus } from '../../platform/events.ts';
import { decimalToUnits, unitsToDecimal } from './amounts.ts';
import type { BalanceGuard } from './balanceGuard.ts';
import {
  DECLINED_ON_PAGE,
  PAYMENT_PAGE_EXPIRED,
  paymentPageExpired,
  testCardDecline,
} from './declines.ts';
import { refundPayment, type RefundRequest, type RefundResult } from './refunds.ts';
import { ACCOUNT_CURRENCY } from './service.ts';
import type { BillingStore, NewLedgerTransaction } from './store.ts';
import type {
  CardSessionPurpose,
  CardSessionRecord,
  CouponRecord,
  DeclineCode,
  GatewayType,
  PaymentRecord,
  PaymentsStore,
  RedemptionRecord,
} from './paymentsStore.ts';

// The money-in side of billing (issue 14; SPEC §1 payments, §4 Account and Card addition, §7
// Billing, §8 Promo and payment messages, §9 fees and minimums): payments through the sandbox's
// payment pages, saved cards, the weekly auto-payment, coupons and activation by card. Every
// amount that reaches the balance is a ledger row written once (the database's unique index on
// (customer, kind, external_id) for refills and bonuses, and conditional updates of the pending
// states), and every ledger change runs the balance guard (suspension, SPEC §4).

/** The largest payment, in dollars (openapi `PaymentRequest`). */
export const PAYMENT_MAXIMUM = 10_000;

export {
  BANK_DECLINED,
  DECLINED_CARD_NUMBER,
  DECLINED_ON_PAGE,
  DECLINING_TEST_CARDS,
  PAYMENT_PAGE_EXPIRED,
  PAYMENT_PAGE_LIFETIME_MS,
  groupedCardNumber,
  paymentPageExpiresAt,
} from './declines.ts';

/** The portal page a payment page sends the customer back to (SPEC §2 pay-with). */
export const PAYMENT_RETURN_PATH = '/control/billing/make-payment/pay-with/recharge';

/** The weekly auto top-up when the request names no amount (SPEC §9 default top-up amount). */
export const DEFAULT_AUTO_PAYMENT_CENTS = 1_000;

const UNITS_PER_CENT = 100;

/** The sandbox's payment page of a payment. */
export const paymentPagePath = (id: string) => `/sandbox/payments/${id}`;

/** The sandbox's card page of a card session. */
export const cardPagePath = (id: string) => `/sandbox/cards/${id}`;

/** Where a payment page returns the customer to. */
export const paymentReturnPath = (id: string) => `${PAYMENT_RETURN_PATH}?payment=${id}`;

/** The gateway that takes a method (SPEC §7: coinpayments or paymaster). */
export function gatewayOf(method: PaymentMethod): GatewayType {
  return method === 'crypto' ? 'coinpayments' : 'paymaster';
}

/** A refused request: the status, `code` and message of the answer. */
export interface Refusal {
  refused: true;
  statusCode: 400 | 404 | 409;
  code: string;
  message: string;
  errors?: Record<string, string[]>;
}

const refusal = (
  statusCode: Refusal['statusCode'],
  code: string,
  message: string,
  errors?: Record<string, string[]>,
): Refusal => ({
  refused: true,
  statusCode,
  code,
  message,
  ...(errors === undefined ? {} : { errors }),
});

/** Whether a result is a refusal. */
export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && (value as Refusal).refused === true;

const dollars = (cents: number) => unitsToDecimal(cents, 2);
const toCents = (amount: number) => Math.round(Number((amount * 100).toPrecision(15)));

/** What the money-in side needs of the account module (modules.ts). */
export interface MoneyInAccounts {
  isActivated(customerUuid: string): boolean;
  activate(customerUuid: string): void;
}

/** What a card page's form decided. */
export type CardOutcome =
  | { status: 'completed'; card: SavedCard }
  | { status: 'declined'; message: string }
  | { status: 'invalid'; message: string }
  | { status: 'not_pending' };

/** What a payment page's form decided. */
export type PaymentOutcome =
  | { status: 'settled'; payment: PaymentRecord }
  | { status: 'invalid'; message: string }
  | { status: 'not_pending'; payment: PaymentRecord };

/**
 * The money-in service.
 *
 * @example
 * const moneyIn = moneyInService({ db, ledger, billing, payments, guard, accounts, events, now, uuid });
 * const payment = moneyIn.startPayment(customerUuid, { amount: '10.00', kind: 'refill', type: 'paymaster', sub_type: 'card', message: 'Payment' });
 * moneyIn.settlePayment(payment.id, { paid: true });
 */
export function moneyInService({
  db,
  ledger,
  payments,
  guard,
  accounts,
  events,
  now,
  uuid,
  autoPaymentStarted,
}: {
  db: Database;
  ledger: Pick<BillingStore, 'addTransaction'>;
  payments: PaymentsStore;
  guard: BalanceGuard;
  accounts: MoneyInAccounts;
  events?: Pick<EventBus, 'publish'> | undefined;
  now: () => Date;
  uuid: () => string;
  /** Called with the first due time of an auto-payment just switched on (the scheduler's hook). */
  autoPaymentStarted?: ((firstDueAt: Date) => void) | undefined;
}) {
  function paymentBody(record: PaymentRecord): Payment {
    return {
      id: record.id,
      status: record.status,
      amount: dollars(record.amountCents),
      fee: dollars(record.feeCents),
      total: dollars(record.amountCents + record.feeCents),
      currency: ACCOUNT_CURRENCY,
      type: record.type,
      sub_type: record.subType,
      url: paymentPagePath(record.id),
      return_url: paymentReturnPath(record.id),
      transaction_id: record.transactionId,
      decline_reason: record.declineReason,
      ...(record.declineCode === null ? {} : { decline_code: record.declineCode }),
      created_at: record.createdAt,
      settled_at: record.settledAt,
    };
  }

  function cardBody(
    card: {
      methodId: string;
      brand: string;
      last4: string;
      country: string | null;
      createdAt: string;
    },
    customerUuid: string,
  ): SavedCard {
    return {
      method_id: card.methodId,
      status: 'active',
      type: 'card',
      brand: card.brand as SavedCard['brand'],
      last4: card.last4,
      country: card.country,
      auto_payment: payments.autoPayment(customerUuid)?.methodId === card.methodId,
      created_at: card.createdAt,
    };
  }

  function sessionBody(session: CardSessionRecord): CardSession {
    return {
      id: session.id,
      url: cardPagePath(session.id),
      purpose: session.purpose,
      status: session.status,
      created_at: session.createdAt,
    };
  }

  function redemptionBody(redemption: RedemptionRecord): CouponRedemption {
    const coupon = payments.coupon(redemption.code);
    return {
      coupon: redemption.code,
      bonus_type: coupon?.bonusType ?? 'one_time',
      value_type: coupon?.valueType ?? 'amount',
      value: unitsToDecimal(coupon?.value ?? 0, 2),
      status: redemption.status,
      amount:
        redemption.amountUnits === null
          ? null
          : unitsToDecimal(Math.floor(redemption.amountUnits / UNITS_PER_CENT), 2),
      transaction_id: redemption.transactionId,
      redeemed_at: redemption.redeemedAt,
      applied_at: redemption.appliedAt,
    };
  }

  function autoBody(customerUuid: string): AutoPayment {
    const auto = payments.autoPayment(customerUuid);
    if (auto === undefined)
      return {
        status: 'off',
        type: 'paymaster',
        amount: null,
        method_id: null,
        next_run_at: null,
        last_run_at: null,
      };
    return {
      status: 'active',
      type: 'paymaster',
      amount: dollars(auto.amountCents),
      method_id: auto.methodId,
      next_run_at: new Date(
        nextAutoPaymentAt(new Date(auto.startedAt).getTime(), now().getTime()),
      ).toISOString(),
      last_run_at: auto.lastRunAt,
    };
  }

  /** A ledger row for money in (a refill or a bonus), once per (customer, kind, external id). */
  function credit(row: Omit<NewLedgerTransaction, 'status' | 'periodStart' | 'periodEnd'>): number {
    return ledger.addTransaction({ ...row, status: 'applied', periodStart: null, periodEnd: null });
  }

  const bonusMessage = (coupon: CouponRecord) => {
    const value =
      coupon.valueType === 'percent'
        ? `${unitsToDecimal(coupon.value, 2)}%`
        : `$${unitsToDecimal(coupon.value, 2)}`;
    const what = { one_time: 'one-time', sign_up: 'sign-up', first_payment: 'first-payment' }[
      coupon.bonusType
    ];
    return `Coupon ${coupon.code}: ${what} bonus of ${value}`;
  };

  /** Writes the bonus of a redemption now; answers the units credited and the row's id. */
  function applyBonus(
    customerUuid: string,
    coupon: CouponRecord,
    paymentCents: number | null,
    at: string,
  ): { amountUnits: number; transactionId: number } {
    const amountUnits =
      coupon.valueType === 'amount'
        ? coupon.value * UNITS_PER_CENT
        : Math.floor(((paymentCents ?? 0) * UNITS_PER_CENT * coupon.value) / 10_000);
    const transactionId = credit({
      customerUuid,
      kind: 'bonus',
      type: 'coupon',
      subType: coupon.code,
      message: bonusMessage(coupon),
      amountUnits,
      externalId: `coupon:${coupon.code}`,
      createdAt: at,
    });
    payments.applyRedemption(customerUuid, coupon.code, { amountUnits, transactionId, at });
    return { amountUnits, transactionId };
  }

  /**
   * Credits a paid payment (inside the caller's transaction): its refill row, then the pending
   * first-payment bonus when it is the customer's first paid payment.
   */
  function creditPaid(record: PaymentRecord, at: string): number {
    const transactionId = credit({
      customerUuid: record.customerUuid,
      kind: 'refill',
      type: record.type,
      subType: record.subType,
      message: 'Payment',
      amountUnits: record.amountCents * UNITS_PER_CENT,
      externalId: record.id,
      createdAt: at,
    });
    payments.linkTransaction(record.id, transactionId);
    if (payments.paidPayments(record.customerUuid) === 1) {
      for (const redemption of payments.redemptions(record.customerUuid)) {
        const coupon = payments.coupon(redemption.code);
        if (redemption.status === 'pending' && coupon?.bonusType === 'first_payment')
          applyBonus(record.customerUuid, coupon, record.amountCents, at);
      }
    }
    return transactionId;
  }

  function published(record: PaymentRecord) {
    if (record.status !== 'paid' || record.settledAt === null) return;
    events?.publish('payment.applied', {
      paymentId: record.id,
      customerUuid: record.customerUuid,
      amount: dollars(record.amountCents),
      currency: ACCOUNT_CURRENCY,
      appliedAt: record.settledAt,
    });
  }

  function minimumOf(customerUuid: string, cardCountryCode?: string): number {
    return minimumPayment({
      hasLinkedCard: payments.hasCard(customerUuid),
      ...(cardCountryCode === undefined ? {} : { cardCountry: cardCountryCode }),
    });
  }

  /** Checks an amount in cents against the customer's minimum and the maximum. */
  function amountRefusal(customerUuid: string, cents: number): Refusal | undefined {
    const minimum = minimumOf(customerUuid);
    if (cents < toCents(minimum)) {
      const message = `The minimum payment is $${dollars(toCents(minimum))}.`;
      return refusal(400, 'below_minimum', message, { amount: [message] });
    }
    if (cents > PAYMENT_MAXIMUM * 100) {
      const message = `The maximum payment is $${dollars(PAYMENT_MAXIMUM * 100)}.`;
      return refusal(400, 'above_maximum', message, { amount: [message] });
    }
    return undefined;
  }

  /** Saves the card typed on a card page; answers it. */
  function saveCard(customerUuid: string, digits: string, at: string) {
    const brand = cardBrand(digits);
    const card = {
      methodId: `pm_${uuid().replaceAll('-', '').slice(-24)}`,
      customerUuid,
      brand,
      last4: digits.slice(-4),
      country: cardCountry(brand) ?? null,
      createdAt: at,
    };
    payments.insertCard(card);
    return card;
  }

  /** Checks a typed card number: its digits, or the page's message. */
  function readCard(number: string): { digits: string } | { message: string } {
    const problem = validateCardNumber(number);
    if (problem !== null) return { message: 'Enter a valid card number.' };
    return { digits: number.replace(/[\s-]/g, '') };
  }

  /** The decline of a payment whose page lapsed (`PAYMENT_PAGE_LIFETIME_MS`). */
  const EXPIRED = { paid: false, code: 'expired', reason: PAYMENT_PAGE_EXPIRED } as const;

  /** Whether a payment is still pending after its page lapsed, now on the sandbox clock. */
  const lapsed = (record: PaymentRecord) =>
    record.status === 'pending' && paymentPageExpired(record.createdAt, now());

  /**
   * Settles a pending payment: paid (the ledger is credited its amount, once, and the guard
   * runs) or declined with a code (openapi `Payment.decline_code`) and its text. A payment whose
   * page lapsed (`PAYMENT_PAGE_LIFETIME_MS` after its creation) is declined as `expired`
   * whatever the page decided: the provider no longer takes it. A payment that is not pending
   * any more is left as it is (`not_pending`): a second submit of the page, a replayed form,
   * changes nothing.
   */
  function settlePayment(
    id: string,
    asked: { paid: true } | { paid: false; code: DeclineCode; reason: string },
  ): PaymentOutcome {
    const at = now().toISOString();
    const outcome = db.transaction((): PaymentOutcome => {
      const record = payments.payment(id);
      if (record === undefined) throw new RangeError(`No payment ${id}.`);
      const decision = lapsed(record) ? EXPIRED : asked;
      const settled = payments.settlePayment(id, {
        status: decision.paid ? 'paid' : 'declined',
        declineReason: decision.paid ? null : decision.reason,
        declineCode: decision.paid ? null : decision.code,
        at,
      });
      if (!settled) return { status: 'not_pending', payment: record };
      if (decision.paid) creditPaid({ ...record, status: 'paid' }, at);
      guard.check(record.customerUuid);
      const after = payments.payment(id);
      return { status: 'settled', payment: after ?? record };
    })();
    if (outcome.status === 'settled') published(outcome.payment);
    return outcome;
  }

  /** Declines a lapsed payment as `expired`; answers it as stored afterwards. */
  function expire(record: PaymentRecord): PaymentRecord {
    const outcome = settlePayment(record.id, EXPIRED);
    return outcome.status === 'invalid' ? record : outcome.payment;
  }

  return {
    /** The tables (the routes' idempotency keys live there too). */
    store: payments,
    paymentBody,

    /** `GET /payment-gateways`: every method with its fee and this customer's limits. */
    gateways(customerUuid: string): PaymentGateway[] {
      const minimum = minimumOf(customerUuid);
      const brands = (['visa', 'mastercard', 'mir', 'amex', 'unionpay'] as const).map((brand) => ({
        brand,
        minimum: dollars(toCents(minimumOf(customerUuid, cardCountry(brand)))),
      }));
      return PAYMENT_METHODS.map((method) => ({
        method,
        type: gatewayOf(method),
        currency: ACCOUNT_CURRENCY,
        fee: {
          percent: PAYMENT_METHOD_FEES[method].percent,
          fixed: dollars(toCents(PAYMENT_METHOD_FEES[method].fixed)),
          free_above: dollars(toCents(FEE_FREE_ABOVE)),
        },
        minimum: dollars(toCents(minimum)),
        maximum: dollars(PAYMENT_MAXIMUM * 100),
        brands: method === 'card' ? brands : [],
      }));
    },

    /**
     * `POST /transactions/`: a pending payment of the request's amount with its fee (SPEC §9),
     * or why not. The idempotency key is the route's (see `runIdempotent`).
     */
    startPayment(customerUuid: string, request: PaymentRequest): Payment | Refusal {
      if (request.type !== gatewayOf(request.sub_type)) {
        const message = `Pay with ${request.sub_type} through ${gatewayOf(request.sub_type)}.`;
        return refusal(400, 'gateway_mismatch', message, { type: [message] });
      }
      const cents = decimalToUnits(request.amount, 2);
      if (cents === undefined) {
        const message = 'Enter an amount in dollars with at most two decimals, for example 10.00.';
        return refusal(400, 'invalid_input', message, { amount: [message] });
      }
      const refused = amountRefusal(customerUuid, cents);
      if (refused !== undefined) return refused;
      const record: PaymentRecord = {
        id: uuid(),
        customerUuid,
        status: 'pending',
        amountCents: cents,
        feeCents: toCents(paymentFee(cents / 100, request.sub_type)),
        type: request.type,
        subType: request.sub_type,
        transactionId: null,
        declineReason: null,
        declineCode: null,
        createdAt: now().toISOString(),
        settledAt: null,
      };
      payments.insertPayment(record);
      return paymentBody(record);
    },

    /**
     * `GET /payments/{id}/`: one of the customer's payments (another's is undefined); a pending
     * one whose page lapsed is declined as `expired` first (what the provider would have told).
     */
    payment(customerUuid: string, id: string): Payment | undefined {
      const record = payments.payment(id);
      if (record?.customerUuid !== customerUuid) return undefined;
      return paymentBody(lapsed(record) ? expire(record) : record);
    },

    /** A payment by id, whoever's (the payment page checks the session itself). */
    paymentRecord: (id: string) => payments.payment(id),

    /**
     * The payment as it stands now: a pending one whose page lapsed is declined as `expired`
     * first, as in `payment` (the payment page, once it knows the payment is the visitor's).
     */
    settleIfLapsed(record: PaymentRecord): PaymentRecord {
      return lapsed(record) ? expire(record) : record;
    },

    settlePayment,

    /**
     * The card form of a card payment's page: a valid number pays (unless the card's own
     * minimum, $5 for Russian cards, is above the amount: `below_card_minimum`), the sandbox
     * bank's declining test cards decline with their code (`DECLINING_TEST_CARDS`), anything
     * else is asked again. A page that lapsed declines as `expired` before the number is read.
     */
    payByCard(id: string, number: string): PaymentOutcome {
      const record = payments.payment(id);
      if (record === undefined) throw new RangeError(`No payment ${id}.`);
      if (record.status !== 'pending') return { status: 'not_pending', payment: record };
      // A lapsed page takes no card at all, a mistyped one included.
      if (lapsed(record)) return settlePayment(id, EXPIRED);
      const card = readCard(number);
      if ('message' in card) return { status: 'invalid', message: card.message };
      const declined = testCardDecline(card.digits);
      if (declined !== undefined)
        return settlePayment(id, { paid: false, code: declined.code, reason: declined.message });
      const country = cardCountry(cardBrand(card.digits));
      const minimum = minimumOf(record.customerUuid, country);
      if (record.amountCents < toCents(minimum))
        return settlePayment(id, {
          paid: false,
          code: 'below_card_minimum',
          reason: `The minimum payment with this card is $${dollars(toCents(minimum))}.`,
        });
      return settlePayment(id, { paid: true });
    },

    /** `GET /customer-cards/`. */
    cards(customerUuid: string): SavedCard[] {
      return payments.cards(customerUuid).map((card) => cardBody(card, customerUuid));
    },

    /**
     * `POST /customer-cards/ {method_id}`: deletes one of the customer's cards (and the
     * auto-payment it paid); the floor may rise, so the guard runs. False for another's card.
     */
    deleteCard(customerUuid: string, methodId: string): boolean {
      return db.transaction(() => {
        if (payments.autoPayment(customerUuid)?.methodId === methodId)
          payments.deleteAutoPayment(customerUuid);
        const deleted = payments.deleteCard(customerUuid, methodId);
        if (deleted) guard.check(customerUuid);
        return deleted;
      })();
    },

    /** Opens a card page (attach-bankcard, activate-by-card, auto-payments). */
    openCardSession(
      customerUuid: string,
      purpose: CardSessionPurpose,
      amountCents: number | null = null,
    ): CardSession {
      const session: CardSessionRecord = {
        id: uuid(),
        customerUuid,
        purpose,
        status: 'pending',
        amountCents,
        methodId: null,
        declineReason: null,
        createdAt: now().toISOString(),
        completedAt: null,
      };
      payments.insertSession(session);
      return sessionBody(session);
    },

    /** Checks the weekly amount of `POST /auto-payments/` (card minimum, maximum). */
    autoPaymentRefusal: (customerUuid: string, cents: number) => amountRefusal(customerUuid, cents),

    /** A card session by id, whoever's (the card page checks the session itself). */
    cardSession: (id: string) => payments.session(id),

    /**
     * The card page's form: a valid number saves the card and does what the session is for
     * (activates the account, or starts the weekly auto-payment); the declined number declines;
     * `cancel` declines too. A session that is not pending changes nothing.
     */
    completeCardSession(id: string, input: { number: string } | { cancel: true }): CardOutcome {
      const session = payments.session(id);
      if (session === undefined) throw new RangeError(`No card session ${id}.`);
      if (session.status !== 'pending') return { status: 'not_pending' };
      const at = now().toISOString();
      const decline = (message: string): CardOutcome =>
        payments.finishSession(id, {
          status: 'declined',
          methodId: null,
          declineReason: message,
          at,
        })
          ? { status: 'declined', message }
          : { status: 'not_pending' };
      if ('cancel' in input) return decline(DECLINED_ON_PAGE);
      const card = readCard(input.number);
      if ('message' in card) return { status: 'invalid', message: card.message };
      // The bank's test cards that decline a payment decline saving the card too.
      const declined = testCardDecline(card.digits);
      if (declined !== undefined) return decline(declined.message);
      const completed = db.transaction((): CardOutcome => {
        const saved = saveCard(session.customerUuid, card.digits, at);
        if (!payments.finishSession(id, { status: 'completed', methodId: saved.methodId, at }))
          throw new Error('The card session was completed meanwhile.');
        if (session.purpose === 'activate') accounts.activate(session.customerUuid);
        if (session.purpose === 'auto_payment')
          payments.setAutoPayment({
            customerUuid: session.customerUuid,
            methodId: saved.methodId,
            amountCents: session.amountCents ?? DEFAULT_AUTO_PAYMENT_CENTS,
            startedAt: at,
            lastWeek: 0,
            lastRunAt: null,
          });
        // A linked card lowers the floor to -$10: a BALANCE suspension may end here.
        guard.check(session.customerUuid);
        return { status: 'completed', card: cardBody(saved, session.customerUuid) };
      })();
      if (completed.status === 'completed' && session.purpose === 'auto_payment')
        autoPaymentStarted?.(new Date(nextAutoPaymentAt(new Date(at).getTime())));
      return completed;
    },

    /**
     * A staff refund of (part of) a customer's paid payment (see `refundPayment`): a negative
     * `refund` ledger row, the balance guard run.
     */
    refundPayment(request: RefundRequest): RefundResult {
      return refundPayment({ db, ledger, payments, guard, now, uuid }, request);
    },

    /** `GET /auto-payments/`. */
    autoPayment: (customerUuid: string) => autoBody(customerUuid),

    /** `DELETE /auto-payments/`: off (the card stays). */
    stopAutoPayment(customerUuid: string): AutoPayment {
      payments.deleteAutoPayment(customerUuid);
      return autoBody(customerUuid);
    },

    /**
     * The weekly auto-payments due by `at` (SPEC §9): each active one whose current week
     * (weeks counted from when it started) was not charged yet is charged once — a paid card
     * payment credited to the ledger — and its week recorded in the same transaction, so a
     * repeated run, a restart or an overlapping timer charges nothing more. Weeks missed while
     * the sandbox was stopped are not charged one by one: one top-up for the current week.
     * Answers how many were charged and when the next one falls due (undefined: none active).
     */
    runAutoPayments(at: Date): { charged: number; nextRunAt: Date | undefined } {
      let charged = 0;
      let next: number | undefined;
      for (const auto of payments.autoPayments()) {
        const started = new Date(auto.startedAt).getTime();
        const week = Math.floor((at.getTime() - started) / AUTO_PAYMENT_INTERVAL_MS);
        const due = nextAutoPaymentAt(started, at.getTime());
        next = Math.min(next ?? Number.POSITIVE_INFINITY, due);
        if (week < 1 || week <= auto.lastWeek) continue;
        const settledAt = at.toISOString();
        const record = db.transaction((): PaymentRecord | undefined => {
          if (!payments.advanceAutoPayment(auto.customerUuid, week, settledAt)) return undefined;
          const payment: PaymentRecord = {
            id: uuid(),
            customerUuid: auto.customerUuid,
            status: 'paid',
            amountCents: auto.amountCents,
            feeCents: toCents(paymentFee(auto.amountCents / 100, 'card')),
            type: 'paymaster',
            subType: 'card',
            transactionId: null,
            declineReason: null,
            declineCode: null,
            createdAt: settledAt,
            settledAt,
          };
          payments.insertPayment(payment);
          creditPaid(payment, settledAt);
          guard.check(auto.customerUuid);
          return payment;
        })();
        if (record !== undefined) {
          charged += 1;
          published(record);
        }
      }
      return { charged, nextRunAt: next === undefined ? undefined : new Date(next) };
    },

    /**
     * `POST /activate-by-coupon/`: redeems a coupon (SPEC §8) and activates the account.
     * Unknown: 404 `coupon_not_found`; 400 `coupon_already_used`, `coupon_new_users_only` (a
     * sign-up coupon on an activated account), `coupon_first_payment_only` (a first-payment
     * coupon after a payment, or while another waits).
     */
    redeemCoupon(customerUuid: string, typed: string): CouponActivation | Refusal {
      const code = typed.trim().toUpperCase();
      const coupon = payments.coupon(code);
      if (coupon === undefined)
        return refusal(404, 'coupon_not_found', 'This coupon does not exist.', {
          coupon: ['This coupon does not exist.'],
        });
      const redeemed = payments.redemptions(customerUuid);
      if (redeemed.some((redemption) => redemption.code === code))
        return refusal(400, 'coupon_already_used', 'You have already used this coupon.', {
          coupon: ['You have already used this coupon.'],
        });
      if (coupon.bonusType === 'sign_up' && accounts.isActivated(customerUuid))
        return refusal(400, 'coupon_new_users_only', 'This coupon is for new users only.', {
          coupon: ['This coupon is for new users only.'],
        });
      if (coupon.bonusType === 'first_payment') {
        const waiting = redeemed.some(
          (redemption) =>
            redemption.status === 'pending' &&
            payments.coupon(redemption.code)?.bonusType === 'first_payment',
        );
        if (waiting || payments.paidPayments(customerUuid) > 0)
          return refusal(
            400,
            'coupon_first_payment_only',
            'This coupon applies to the first payment only.',
            { coupon: ['This coupon applies to the first payment only.'] },
          );
      }
      const at = now().toISOString();
      return db.transaction((): CouponActivation | Refusal => {
        const inserted = payments.insertRedemption({
          customerUuid,
          code,
          status: 'pending',
          amountUnits: null,
          transactionId: null,
          redeemedAt: at,
          appliedAt: null,
        });
        if (!inserted)
          return refusal(400, 'coupon_already_used', 'You have already used this coupon.');
        if (coupon.bonusType !== 'first_payment') applyBonus(customerUuid, coupon, null, at);
        accounts.activate(customerUuid);
        guard.check(customerUuid);
        const redemption = payments
          .redemptions(customerUuid)
          .find((candidate) => candidate.code === code);
        if (redemption === undefined) throw new Error('The redemption vanished.');
        return { activated: true, coupon: redemptionBody(redemption) };
      })();
    },

    /** `GET /coupon_status`. */
    couponStatus(customerUuid: string): CouponStatus {
      const redeemed = payments.redemptions(customerUuid).map(redemptionBody);
      return {
        pending:
          redeemed.find(
            (redemption) =>
              redemption.status === 'pending' && redemption.bonus_type === 'first_payment',
          ) ?? null,
        redeemed,
      };
    },
  };
}

/** The money-in service's interface. */
export type MoneyInService = ReturnType<typeof moneyInService>;
