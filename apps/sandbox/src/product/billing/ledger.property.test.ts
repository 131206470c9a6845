import type { PaymentRequest } from '@cloud-portal/api-client';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentPageExpired } from './declines.ts';
import { requestFingerprint, runIdempotent } from './idempotency.ts';
import { balanceText, signedDecimalToUnits } from './ledger.ts';
import { ledgerFixture } from './ledgerTesting.ts';
import { isRefusal } from './moneyIn.ts';

// Random histories of one customer's account: servers created and deleted at random prices,
// volumes of random sizes and floating IPs (extra IPv4) allocated and released (as the cloud's
// events report them), the clock moved by random amounts, deduction runs (also repeated, and
// after restarts), opening balances and manual credits. After every step the ledger must add up
// to the balance, and each resource must have been charged exactly its due periods up to the last
// run — once each.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = new Date('2026-11-21T10:00:00.000Z');
const PRICES = ['0.0010', '0.0164', '0.0411', '0.1370'] as const;
const VOLUME_SIZES = [1, 10, 55, 1000] as const;
/** A month of hourly accrual (the domain's HOURS_PER_MONTH). */
const MONTH_HOURS = 730;
// Each property runs 100 random histories of up to 40 steps against a real SQLite ledger: 4.5-6.5 s
// each at load 9, measured up to 37 s on a more loaded two-core machine (the suite default is 30 s).
const PROPERTY_TIMEOUT = 180_000;

type Step =
  | { op: 'advance'; ms: number }
  | { op: 'deduct' }
  | { op: 'restart' }
  | { op: 'credit'; kind: 'opening' | 'credit'; units: number }
  | { op: 'create'; price: (typeof PRICES)[number] }
  | { op: 'createVolume'; sizeGb: (typeof VOLUME_SIZES)[number] }
  | { op: 'createIp' }
  | { op: 'delete'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('advance' as const), ms: fc.integer({ min: 1, max: 3 * DAY }) }),
  fc.record({ op: fc.constant('advance' as const), ms: fc.constantFrom(DAY, HOUR, 1) }),
  fc.record({ op: fc.constant('deduct' as const) }),
  fc.record({ op: fc.constant('restart' as const) }),
  fc.record({
    op: fc.constant('credit' as const),
    kind: fc.constantFrom('opening' as const, 'credit' as const),
    units: fc.integer({ min: -500_000, max: 5_000_000 }),
  }),
  fc.record({ op: fc.constant('create' as const), price: fc.constantFrom(...PRICES) }),
  fc.record({
    op: fc.constant('createVolume' as const),
    sizeGb: fc.constantFrom(...VOLUME_SIZES),
  }),
  fc.record({ op: fc.constant('createIp' as const) }),
  fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
);

interface ModelServer {
  id: string;
  kind: 'server' | 'volume' | 'ipv4';
  created: number;
  deleted: number | null;
  /** The price in 1/10 000 dollars for `perHours` hours. */
  hourlyUnits: number;
  perHours: number;
}

/** What a server owes for its periods ended by `at`, computed period by period from its grid. */
function expectedCharges(server: ModelServer, at: number): number {
  let total = 0;
  for (let k = 1; server.created + k * DAY <= at; k += 1) {
    const start = server.created + (k - 1) * DAY;
    const end = Math.min(start + DAY, server.deleted ?? Number.POSITIVE_INFINITY);
    if (end <= start) break;
    total += Math.floor((server.hourlyUnits * (end - start)) / (HOUR * server.perHours));
  }
  return total;
}

const units = (amount: string) => {
  const value = signedDecimalToUnits(amount, 4);
  if (value === undefined) throw new Error(`not an amount: ${amount}`);
  return value;
};

describe('the ledger over random histories', () => {
  it(
    'adds up to the balance and charges every period exactly once',
    () => {
      fc.assert(
        fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
          const fixture = ledgerFixture(START);
          const customer = fixture.addCustomer('c1');
          const servers: ModelServer[] = [];
          let credited = 0;
          let lastRun: number | undefined;

          for (const current of steps) {
            switch (current.op) {
              case 'advance':
                fixture.advance(current.ms);
                break;
              case 'deduct':
                lastRun = fixture.now().getTime();
                fixture.billing.deductDue(fixture.now());
                break;
              case 'restart':
                fixture.restart();
                break;
              case 'credit': {
                const amount = `${current.units < 0 ? '-' : ''}${(Math.abs(current.units) / 10_000).toFixed(4)}`;
                fixture.billing.credit(customer, { kind: current.kind, amount, message: 'x' });
                credited += current.units;
                break;
              }
              case 'create': {
                const id = `server-${servers.length}`;
                fixture.addServer(customer, id, current.price);
                servers.push({
                  id,
                  kind: 'server',
                  created: fixture.now().getTime(),
                  deleted: null,
                  hourlyUnits: units(current.price),
                  perHours: 1,
                });
                break;
              }
              case 'createVolume': {
                const id = `volume-${servers.length}`;
                fixture.addResource(customer, id, 'volume', current.sizeGb);
                // 1.00 per 10 GB a month.
                servers.push({
                  id,
                  kind: 'volume',
                  created: fixture.now().getTime(),
                  deleted: null,
                  hourlyUnits: current.sizeGb * 10_000,
                  perHours: 10 * MONTH_HOURS,
                });
                break;
              }
              case 'createIp': {
                const id = `ip-${servers.length}`;
                fixture.addResource(customer, id, 'ipv4');
                // 0.59 a month.
                servers.push({
                  id,
                  kind: 'ipv4',
                  created: fixture.now().getTime(),
                  deleted: null,
                  hourlyUnits: 5_900,
                  perHours: MONTH_HOURS,
                });
                break;
              }
              case 'delete': {
                const live = servers.filter((server) => server.deleted === null);
                const victim = live[current.pick % Math.max(live.length, 1)];
                if (victim === undefined) break;
                if (victim.kind === 'server') fixture.deleteServer(victim.id);
                else fixture.deleteResource(victim.id);
                victim.deleted = fixture.now().getTime();
                break;
              }
              default:
                current satisfies never;
            }

            // The sum of the customer's transactions, as the API lists them, is the balance.
            const listed = fixture.billing.transactions(customer, {}, { limit: 500, offset: 0 });
            const sum = listed.results.reduce((total, row) => total + units(row.amount), 0);
            expect(listed.count).toBe(listed.results.length);
            expect(fixture.billing.balance(customer)).toBe(balanceText(sum));

            // Credits are kept as written; each server is charged its periods up to the last run,
            // and no (server, period) appears twice.
            const charges = listed.results.filter((row) => row.kind === 'charge');
            expect(sum - charges.reduce((total, row) => total + units(row.amount), 0)).toBe(
              credited,
            );
            const periods = charges.map((row) => `${row.external_id} ${row.period_end}`);
            expect(new Set(periods).size).toBe(periods.length);
            for (const server of servers) {
              const charged = charges
                .filter((row) => row.external_id === server.id)
                .reduce((total, row) => total - units(row.amount), 0);
              expect(charged).toBe(lastRun === undefined ? 0 : expectedCharges(server, lastRun));
            }
          }
        }),
        { numRuns: 100 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});

// Issue 14, the money-in side, over random histories of one customer: charges (servers and
// deductions, manual debits), payments (paid, declined, retried with the same key, duplicates
// arriving while the first is in flight, retries after success whose response was lost, settled
// forms posted again), bonuses (the seed coupons), cards added and deleted (the floor moves),
// staff suspensions and staff refunds (full, partial, above what remains, of unpaid payments,
// the same request sent again, two requests racing on a stale read of what remains). After every
// step: the listed transactions add up to the balance, every paid payment is one refill and
// nothing else is, bonuses are written once, each payment's refunds are what was accepted and
// never more than it paid, and the account is suspended (BALANCE) exactly when the balance is
// below its floor.

const AMOUNTS = ['1.00', '4.99', '5.00', '12.34', '250.00'] as const;
const METHODS = ['card', 'paypal', 'crypto', 'fast_payment_system'] as const;

type MoneyStep =
  | { op: 'advance'; ms: number }
  | { op: 'deduct' }
  | { op: 'restart' }
  | { op: 'debit'; units: number }
  | { op: 'create'; price: (typeof PRICES)[number] }
  | { op: 'pay'; amount: (typeof AMOUNTS)[number]; method: (typeof METHODS)[number] }
  | { op: 'settle'; pick: number; paid: boolean }
  | { op: 'retry'; pick: number }
  | { op: 'concurrent'; amount: (typeof AMOUNTS)[number] }
  | { op: 'replaySettle'; pick: number }
  | { op: 'coupon'; code: 'WELCOME10' | 'FIRST20' | 'NEWUSER5' | 'NOPE' }
  | { op: 'addCard'; declined: boolean }
  | { op: 'deleteCard' }
  | { op: 'staff'; reason: 'NONE' | null }
  | {
      op: 'refund';
      pick: number;
      of: 'paid' | 'any';
      how: 'full' | 'partial' | 'over';
      cents: number;
    }
  | { op: 'refundAgain'; pick: number }
  | { op: 'spendDown' }
  | { op: 'topUp'; amount: '5.00' | '12.34' | '250.00' }
  | { op: 'refundRace'; pick: number; of: 'paid' | 'any' };

const moneyStep: fc.Arbitrary<MoneyStep> = fc.oneof(
  fc.record({ op: fc.constant('advance' as const), ms: fc.integer({ min: 1, max: 2 * DAY }) }),
  fc.record({ op: fc.constant('deduct' as const) }),
  fc.record({ op: fc.constant('restart' as const) }),
  fc.record({ op: fc.constant('debit' as const), units: fc.integer({ min: 1, max: 400_000 }) }),
  fc.record({ op: fc.constant('create' as const), price: fc.constantFrom(...PRICES) }),
  fc.record({
    op: fc.constant('pay' as const),
    amount: fc.constantFrom(...AMOUNTS),
    method: fc.constantFrom(...METHODS),
  }),
  fc.record({ op: fc.constant('settle' as const), pick: fc.nat(), paid: fc.boolean() }),
  fc.record({ op: fc.constant('retry' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('concurrent' as const), amount: fc.constantFrom(...AMOUNTS) }),
  fc.record({ op: fc.constant('replaySettle' as const), pick: fc.nat() }),
  fc.record({
    op: fc.constant('coupon' as const),
    code: fc.constantFrom(
      'WELCOME10' as const,
      'FIRST20' as const,
      'NEWUSER5' as const,
      'NOPE' as const,
    ),
  }),
  fc.record({ op: fc.constant('addCard' as const), declined: fc.boolean() }),
  fc.record({ op: fc.constant('deleteCard' as const) }),
  fc.record({ op: fc.constant('staff' as const), reason: fc.constantFrom('NONE' as const, null) }),
  // Refunds need paid payments first: weighted up, and mostly aimed at a paid one.
  fc.record({
    op: fc.constant('refund' as const),
    pick: fc.nat(),
    of: fc.constantFrom('paid' as const, 'paid' as const, 'any' as const),
    how: fc.constantFrom('full' as const, 'partial' as const, 'partial' as const, 'over' as const),
    cents: fc.integer({ min: 1, max: 30_000 }),
  }),
  fc.record({
    op: fc.constant('refund' as const),
    pick: fc.nat(),
    of: fc.constant('paid' as const),
    how: fc.constant('partial' as const),
    cents: fc.integer({ min: 1, max: 30_000 }),
  }),
  fc.record({ op: fc.constant('refundAgain' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('refundAgain' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('spendDown' as const) }),
  fc.record({ op: fc.constant('spendDown' as const) }),
  // A payment made and paid at once (most top-ups), so that refunds have something to refund.
  fc.record({
    op: fc.constant('topUp' as const),
    amount: fc.constantFrom('5.00' as const, '12.34' as const, '250.00' as const),
  }),
  fc.record({
    op: fc.constant('topUp' as const),
    amount: fc.constantFrom('5.00' as const, '12.34' as const, '250.00' as const),
  }),
  fc.record({
    op: fc.constant('refundRace' as const),
    pick: fc.nat(),
    of: fc.constantFrom('paid' as const, 'any' as const),
  }),
  fc.record({
    op: fc.constant('settle' as const),
    pick: fc.nat(),
    paid: fc.constant(true),
  }),
);

interface ModelPayment {
  key: string;
  body: PaymentRequest;
  id: string | undefined;
}

/** Runs one random history of the money-in side, checking the invariants after every step. */
function moneyHistory(steps: readonly MoneyStep[]): void {
  const fixture = ledgerFixture(START);
  const customer = fixture.addCustomer('c1');
  fixture.billing.credit(customer, { kind: 'opening', amount: '3.0000', message: 'x' });
  const attempts: ModelPayment[] = [];
  const paid = new Map<string, number>(); // payment id → cents
  let debited = 3 * 10_000; // the opening, as a signed total of manual rows
  let staffReason: string | null = null;
  let keys = 0;
  const refunded = new Map<string, number>(); // payment id → cents accepted
  const lastRefund = new Map<string, { key: string; amount: string | undefined }>();
  const refund = (id: string, amount: string | undefined, key = `r${(keys += 1)}`) => {
    const result = fixture.moneyIn.refundPayment({
      customerUuid: customer,
      paymentId: id,
      amount,
      requestKey: key,
    });
    if (result.refused !== true) lastRefund.set(id, { key, amount });
    return result;
  };
  const dollars = (cents: number) => (cents / 100).toFixed(2);
  /** A paid payment's attempt, or any attempt (pending, declined, refused ones too). */
  const target = (of: 'paid' | 'any', pick: number) => {
    const pool =
      of === 'paid'
        ? attempts.filter((attempt) => attempt.id !== undefined && paid.has(attempt.id))
        : attempts;
    return pool[pick % Math.max(pool.length, 1)];
  };
  /** What the model says a refund of `cents` (undefined: the rest) must do. */
  const expectRefund = (
    id: string,
    cents: number | undefined,
    result: ReturnType<typeof refund>,
  ) => {
    const paidCents = paid.get(id);
    if (paidCents === undefined) {
      expect(result).toMatchObject({ refused: true, code: 'payment_not_paid' });
      return;
    }
    const remaining = paidCents - (refunded.get(id) ?? 0);
    const wanted = cents ?? remaining;
    if (wanted < 1 || wanted > remaining) {
      expect(result).toMatchObject({ refused: true, code: 'refund_exceeds_payment' });
      return;
    }
    expect(result).toMatchObject({ replayed: false, remainingCents: remaining - wanted });
    refunded.set(id, (refunded.get(id) ?? 0) + wanted);
  };

  const post = (attempt: ModelPayment) =>
    runIdempotent(
      fixture.moneyIn.store,
      {
        customerUuid: customer,
        key: attempt.key,
        fingerprint: requestFingerprint('createPayment', attempt.body),
        now: fixture.now(),
      },
      () => {
        const started = fixture.moneyIn.startPayment(customer, attempt.body);
        return isRefusal(started)
          ? { statusCode: started.statusCode, body: { code: started.code } }
          : { statusCode: 201, body: started };
      },
    );
  const idOf = (outcome: ReturnType<typeof post>) =>
    outcome.kind === 'fresh' || outcome.kind === 'replayed'
      ? (outcome.answer.body as { id?: string }).id
      : undefined;
  const body = (amount: string, method: (typeof METHODS)[number]): PaymentRequest => ({
    amount,
    kind: 'refill',
    type: method === 'crypto' ? 'coinpayments' : 'paymaster',
    sub_type: method,
    message: 'Payment',
  });
  const settle = (id: string, yes: boolean) => {
    const before = fixture.moneyIn.paymentRecord(id);
    const outcome = fixture.moneyIn.settlePayment(
      id,
      yes
        ? { paid: true }
        : { paid: false, code: 'card_declined', reason: 'Bank declined your payment' },
    );
    // A page left open past its lifetime declines as `expired`, whatever it decides.
    const lapsed =
      before?.status === 'pending' && paymentPageExpired(before.createdAt, fixture.now());
    if (before?.status === 'pending' && yes && !lapsed) paid.set(id, before.amountCents);
    if (lapsed)
      expect(outcome).toMatchObject({
        status: 'settled',
        payment: { status: 'declined', declineCode: 'expired' },
      });
    if (before?.status !== 'pending') expect(outcome.status).toBe('not_pending');
  };

  for (const current of steps) {
    switch (current.op) {
      case 'advance':
        fixture.advance(current.ms);
        break;
      case 'deduct':
        fixture.billing.deductDue(fixture.now());
        break;
      case 'restart':
        fixture.restart();
        break;
      case 'debit': {
        const amount = `-${(current.units / 10_000).toFixed(4)}`;
        fixture.billing.credit(customer, { kind: 'credit', amount, message: 'x' });
        debited -= current.units;
        break;
      }
      case 'spendDown': {
        // Spends the balance down to the floor exactly (still not suspended): a refund
        // after this must suspend.
        const floor = fixture.moneyIn.cards(customer).length > 0 ? -100_000 : 0;
        const spend = fixture.db
          .prepare<[string], { n: number }>(
            `SELECT coalesce(sum(amount_units), 0) - ${floor} AS n FROM billing_transactions
             WHERE customer_uuid = ? AND status = 'applied'`,
          )
          .get(customer)?.n;
        if (spend === undefined || spend <= 0) break;
        const amount = `-${(spend / 10_000).toFixed(4)}`;
        fixture.billing.credit(customer, { kind: 'credit', amount, message: 'x' });
        debited -= spend;
        break;
      }
      case 'create':
        fixture.addServer(customer, `server-${fixture.now().getTime()}`, current.price);
        break;
      case 'pay': {
        const attempt = {
          key: `k${(keys += 1)}`,
          body: body(current.amount, current.method),
          id: undefined as string | undefined,
        };
        attempt.id = idOf(post(attempt));
        attempts.push(attempt);
        break;
      }
      case 'topUp': {
        const attempt = {
          key: `k${(keys += 1)}`,
          body: body(current.amount, 'paypal'),
          id: undefined as string | undefined,
        };
        attempt.id = idOf(post(attempt));
        attempts.push(attempt);
        if (attempt.id !== undefined) settle(attempt.id, true);
        break;
      }
      case 'settle': {
        const attempt = attempts[current.pick % Math.max(attempts.length, 1)];
        if (attempt?.id !== undefined) settle(attempt.id, current.paid);
        break;
      }
      case 'retry': {
        // The same key and body again (a timeout, a lost response, also after success):
        // the first answer, never a second payment.
        const attempt = attempts[current.pick % Math.max(attempts.length, 1)];
        if (attempt === undefined) break;
        const again = post(attempt);
        expect(again.kind).toBe('replayed');
        expect(idOf(again)).toBe(attempt.id);
        const other = post({ ...attempt, body: { ...attempt.body, amount: '99.00' } });
        expect(other.kind).toBe('mismatch');
        break;
      }
      case 'concurrent': {
        const attempt = {
          key: `k${(keys += 1)}`,
          body: body(current.amount, 'card'),
          id: undefined as string | undefined,
        };
        let inner: ReturnType<typeof post> | undefined;
        const outer = runIdempotent(
          fixture.moneyIn.store,
          {
            customerUuid: customer,
            key: attempt.key,
            fingerprint: requestFingerprint('createPayment', attempt.body),
            now: fixture.now(),
          },
          () => {
            inner = post(attempt); // the duplicate arrives while the first is in flight
            const started = fixture.moneyIn.startPayment(customer, attempt.body);
            return isRefusal(started)
              ? { statusCode: started.statusCode, body: { code: started.code } }
              : { statusCode: 201, body: started };
          },
        );
        expect(inner?.kind).toBe('in_use');
        attempt.id = idOf(outer);
        attempts.push(attempt);
        break;
      }
      case 'replaySettle': {
        const attempt = attempts[current.pick % Math.max(attempts.length, 1)];
        if (attempt?.id !== undefined) settle(attempt.id, true);
        break;
      }
      case 'coupon':
        fixture.moneyIn.redeemCoupon(customer, current.code);
        break;
      case 'addCard': {
        const session = fixture.moneyIn.openCardSession(customer, 'attach');
        fixture.moneyIn.completeCardSession(session.id, {
          number: current.declined ? '4000 0000 0000 0002' : '4242 4242 4242 4242',
        });
        break;
      }
      case 'deleteCard': {
        const [card] = fixture.moneyIn.cards(customer);
        if (card !== undefined) fixture.moneyIn.deleteCard(customer, card.method_id);
        break;
      }
      case 'staff':
        // Staff suspend with another reason, or lift it; the guard leaves theirs alone.
        fixture.db
          .prepare('UPDATE customers SET suspended = ?, suspend_reason = ? WHERE uuid = ?')
          .run(current.reason === null ? 0 : 1, current.reason, customer);
        staffReason = current.reason;
        // A lift by staff is followed by the balance rule (the account may be below).
        if (current.reason === null) fixture.billing.checkBalance(customer);
        break;
      case 'refund': {
        const attempt = target(current.of, current.pick);
        if (attempt?.id === undefined) break;
        const remaining = (paid.get(attempt.id) ?? 0) - (refunded.get(attempt.id) ?? 0);
        const cents =
          current.how === 'full'
            ? undefined
            : current.how === 'partial'
              ? 1 + (current.cents % Math.max(remaining, 1))
              : remaining + current.cents;
        const amount = cents === undefined ? undefined : dollars(cents);
        expectRefund(attempt.id, cents, refund(attempt.id, amount));
        break;
      }
      case 'refundAgain': {
        // The same staff request again (a double click, a resent form): the same refund.
        const ids = [...lastRefund.keys()];
        const id = ids[current.pick % Math.max(ids.length, 1)];
        const last = id === undefined ? undefined : lastRefund.get(id);
        if (id === undefined || last === undefined) break;
        expect(refund(id, last.amount, last.key)).toMatchObject({ replayed: true });
        break;
      }
      case 'refundRace': {
        // Two staff requests for more than half of what remains, the second having read
        // the refunds before the first was written: the database lets only one through.
        const attempt = target(current.of, current.pick);
        if (attempt?.id === undefined) break;
        const id = attempt.id;
        const remaining = (paid.get(id) ?? 0) - (refunded.get(id) ?? 0);
        const cents = Math.floor(remaining / 2) + 1;
        const store = fixture.moneyIn.store;
        const stale = store.refunds(id);
        const first = refund(id, dollars(cents));
        expectRefund(id, cents, first);
        const realRefunds = store.refunds;
        store.refunds = () => stale;
        try {
          const second = refund(id, dollars(cents));
          if (paid.has(id)) expect(second).toMatchObject({ code: 'refund_exceeds_payment' });
          else expect(second).toMatchObject({ code: 'payment_not_paid' });
        } finally {
          store.refunds = realRefunds;
        }
        break;
      }
      default:
        current satisfies never;
    }

    const listed = fixture.billing.transactions(customer, {}, { limit: 500, offset: 0 });
    const sum = listed.results.reduce((total, row) => total + units(row.amount), 0);
    expect(fixture.billing.balance(customer)).toBe(balanceText(sum));

    // Refunds: negative rows of paid payments, adding up per payment to what was accepted,
    // never more than the payment; one billing_refunds row per refund row.
    const refundRows = listed.results.filter((row) => row.kind === 'refund');
    const refundedBy = new Map<string, number>();
    for (const row of refundRows) {
      expect(units(row.amount)).toBeLessThan(0);
      const id = row.external_id ?? '';
      refundedBy.set(id, (refundedBy.get(id) ?? 0) - units(row.amount) / 100);
    }
    expect(Object.fromEntries(refundedBy)).toEqual(
      Object.fromEntries([...refunded].filter(([, cents]) => cents > 0)),
    );
    for (const [id, cents] of refundedBy) expect(cents).toBeLessThanOrEqual(paid.get(id) ?? 0);
    const recorded = fixture.db.prepare('SELECT count(*) AS n FROM billing_refunds').get() as {
      n: number;
    };
    expect(recorded.n).toBe(refundRows.length);

    // Each paid payment is exactly one refill of its amount; nothing else is a refill.
    const refills = listed.results.filter((row) => row.kind === 'refill');
    expect(refills.map((row) => row.external_id).sort()).toEqual([...paid.keys()].sort());
    for (const row of refills)
      expect(units(row.amount)).toBe((paid.get(row.external_id ?? '') ?? 0) * 100);
    // Bonuses once each; manual rows as written.
    const bonusIds = listed.results
      .filter((row) => row.kind === 'bonus')
      .map((row) => row.external_id);
    expect(new Set(bonusIds).size).toBe(bonusIds.length);
    const manual = listed.results
      .filter((row) => row.kind === 'credit' || row.kind === 'opening')
      .reduce((total, row) => total + units(row.amount), 0);
    expect(manual).toBe(debited);
    // Payments in the table: one per attempt that got an id (no retry made a second).
    const made = fixture.db.prepare('SELECT count(*) AS n FROM billing_payments').get() as {
      n: number;
    };
    expect(made.n).toBe(new Set(attempts.flatMap((a) => (a.id === undefined ? [] : [a.id]))).size);

    // Suspended (BALANCE) iff below the floor: 0, or -$10 with a card.
    const floor = fixture.moneyIn.cards(customer).length > 0 ? -100_000 : 0;
    const state = fixture.suspension(customer);
    if (staffReason === null) {
      expect(state.suspended).toBe(sum < floor);
      if (state.suspended) expect(state.reason).toBe('BALANCE');
    } else expect(state).toEqual({ suspended: true, reason: staffReason });
  }
}

// Refund-heavy histories: payments paid at once, spending down to the floor, and staff refunds
// of every sort, so that refunds meet suspensions, cards and each other often.
const refundStep: fc.Arbitrary<MoneyStep> = fc.oneof(
  moneyStep,
  fc.record({
    op: fc.constant('topUp' as const),
    amount: fc.constantFrom('5.00' as const, '12.34' as const, '250.00' as const),
  }),
  fc.record({
    op: fc.constant('refund' as const),
    pick: fc.nat(),
    of: fc.constantFrom('paid' as const, 'any' as const),
    how: fc.constantFrom('full' as const, 'partial' as const, 'over' as const),
    cents: fc.integer({ min: 1, max: 30_000 }),
  }),
  fc.record({
    op: fc.constant('refundRace' as const),
    pick: fc.nat(),
    of: fc.constant('paid' as const),
  }),
  fc.record({ op: fc.constant('refundAgain' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('spendDown' as const) }),
);

describe('the money-in side over random histories', () => {
  it(
    'credits each paid payment once, bonuses once, and suspends exactly below the floor',
    () => {
      fc.assert(fc.property(fc.array(moneyStep, { minLength: 1, maxLength: 40 }), moneyHistory), {
        numRuns: 100,
      });
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'refunds within each payment, once per request, and suspends when a refund goes below the floor',
    () => {
      fc.assert(fc.property(fc.array(refundStep, { minLength: 10, maxLength: 40 }), moneyHistory), {
        numRuns: 100,
      });
    },
    PROPERTY_TIMEOUT,
  );
});
