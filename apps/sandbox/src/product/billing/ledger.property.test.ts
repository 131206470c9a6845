import type { PaymentRequest } from '@cloud-portal/api-client';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestFingerprint, runIdempotent } from './idempotency.ts';
import { balanceText, signedDecimalToUnits } from './ledger.ts';
import { ledgerFixture } from './ledgerTesting.ts';
import { isRefusal } from './moneyIn.ts';

// Random histories of one customer's account: servers created and deleted at random prices,
// the clock moved by random amounts, deduction runs (also repeated, and after restarts), opening
// balances and manual credits. After every step the ledger must add up to the balance, and each
// server must have been charged exactly its due periods up to the last run — once each.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = new Date('2026-11-21T10:00:00.000Z');
const PRICES = ['0.0010', '0.0164', '0.0411', '0.1370'] as const;

type Step =
  | { op: 'advance'; ms: number }
  | { op: 'deduct' }
  | { op: 'restart' }
  | { op: 'credit'; kind: 'opening' | 'credit'; units: number }
  | { op: 'create'; price: (typeof PRICES)[number] }
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
  fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
);

interface ModelServer {
  id: string;
  created: number;
  deleted: number | null;
  hourlyUnits: number;
}

/** What a server owes for its periods ended by `at`, computed period by period from its grid. */
function expectedCharges(server: ModelServer, at: number): number {
  let total = 0;
  for (let k = 1; server.created + k * DAY <= at; k += 1) {
    const start = server.created + (k - 1) * DAY;
    const end = Math.min(start + DAY, server.deleted ?? Number.POSITIVE_INFINITY);
    if (end <= start) break;
    total += Math.floor((server.hourlyUnits * (end - start)) / HOUR);
  }
  return total;
}

const units = (amount: string) => {
  const value = signedDecimalToUnits(amount, 4);
  if (value === undefined) throw new Error(`not an amount: ${amount}`);
  return value;
};

describe('the ledger over random histories', () => {
  it('adds up to the balance and charges every period exactly once', () => {
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
                created: fixture.now().getTime(),
                deleted: null,
                hourlyUnits: units(current.price),
              });
              break;
            }
            case 'delete': {
              const live = servers.filter((server) => server.deleted === null);
              const victim = live[current.pick % Math.max(live.length, 1)];
              if (victim === undefined) break;
              fixture.deleteServer(victim.id);
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
          expect(sum - charges.reduce((total, row) => total + units(row.amount), 0)).toBe(credited);
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
  });
});

// Issue 14, the money-in side, over random histories of one customer: charges (servers and
// deductions, manual debits), payments (paid, declined, retried with the same key, duplicates
// arriving while the first is in flight, retries after success whose response was lost, settled
// forms posted again), bonuses (the seed coupons), cards added and deleted (the floor moves) and
// staff suspensions. After every step: the listed transactions add up to the balance, every paid
// payment is one refill and nothing else is, bonuses are written once, and the account is
// suspended (BALANCE) exactly when the balance is below its floor.

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
  | { op: 'staff'; reason: 'NONE' | null };

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
);

interface ModelPayment {
  key: string;
  body: PaymentRequest;
  id: string | undefined;
}

describe('the money-in side over random histories', () => {
  it('credits each paid payment once, bonuses once, and suspends exactly below the floor', () => {
    fc.assert(
      fc.property(fc.array(moneyStep, { minLength: 1, maxLength: 40 }), (steps) => {
        const fixture = ledgerFixture(START);
        const customer = fixture.addCustomer('c1');
        fixture.billing.credit(customer, { kind: 'opening', amount: '3.0000', message: 'x' });
        const attempts: ModelPayment[] = [];
        const paid = new Map<string, number>(); // payment id → cents
        let debited = 3 * 10_000; // the opening, as a signed total of manual rows
        let staffReason: string | null = null;
        let keys = 0;

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
          if (before?.status === 'pending' && yes) paid.set(id, before.amountCents);
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
            default:
              current satisfies never;
          }

          const listed = fixture.billing.transactions(customer, {}, { limit: 500, offset: 0 });
          const sum = listed.results.reduce((total, row) => total + units(row.amount), 0);
          expect(fixture.billing.balance(customer)).toBe(balanceText(sum));

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
          expect(made.n).toBe(
            new Set(attempts.flatMap((a) => (a.id === undefined ? [] : [a.id]))).size,
          );

          // Suspended (BALANCE) iff below the floor: 0, or -$10 with a card.
          const floor = fixture.moneyIn.cards(customer).length > 0 ? -100_000 : 0;
          const state = fixture.suspension(customer);
          if (staffReason === null) {
            expect(state.suspended).toBe(sum < floor);
            if (state.suspended) expect(state.reason).toBe('BALANCE');
          } else expect(state).toEqual({ suspended: true, reason: staffReason });
        }
      }),
      { numRuns: 100 },
    );
  });
});
