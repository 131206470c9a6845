import { randomBytes } from 'node:crypto';
import { AFFILIATE_HOLD_MS } from '@cloud-portal/domain/affiliate';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDataCipher } from '../../platform/dataKey.ts';
import { customersStore } from '../account/customersStore.ts';
import { ledgerFixture, type LedgerFixture } from '../billing/ledgerTesting.ts';
import { billingStore } from '../billing/store.ts';
import { refillsOf } from './ledgerPayments.ts';
import { payoutsStore } from './payoutsStore.ts';
import { MINIMUM_PAYOUT_CENTS, affiliateService, type AffiliateService } from './service.ts';
import { affiliateStore } from './store.ts';

// The affiliate service over billing's real ledger (ledgerTesting's in-memory database and
// clock) and account's real customers store: refills are written the way billing writes them.

const START = new Date('2026-01-01T00:00:00.000Z');
const AFFILIATE = '11111111-1111-4111-8111-111111111111';
const OTHER_AFFILIATE = '22222222-2222-4222-8222-222222222222';

let ledger: LedgerFixture;
let affiliate: AffiliateService;
let customers: ReturnType<typeof customersStore>;

/** A customer who signed up now through `referrer`'s link. */
function referral(email: string, referrer: string | null = AFFILIATE) {
  return customers.create({
    email,
    passwordHash: 'x',
    createdAt: ledger.now(),
    affiliateUuid: referrer,
  }).uuid;
}

/** A payment of `amount` dollars by `customerUuid`, now (kind refill, as payments write it). */
function refill(customerUuid: string, amount: number, status: 'applied' | 'pending' = 'applied') {
  billingStore(ledger.db).addTransaction({
    customerUuid,
    kind: 'refill',
    type: 'paymaster',
    subType: 'card',
    message: 'Payment',
    amountUnits: amount * 10_000,
    status,
    externalId: null,
    periodStart: null,
    periodEnd: null,
    createdAt: ledger.now().toISOString(),
  });
}

const key = (n: number) => `payout-key-${n}`;
const FIRST_PAGE = { limit: 20, offset: 0 };
const commissionsOf = (uuid: string) => affiliate.commissions(uuid, FIRST_PAGE).results;
const referralsOf = (uuid: string) => affiliate.referrals(uuid, FIRST_PAGE).results;

beforeEach(() => {
  ledger = ledgerFixture(START);
  customers = customersStore(ledger.db, createDataCipher(randomBytes(32)));
  ledger.addCustomer(AFFILIATE);
  ledger.addCustomer(OTHER_AFFILIATE);
  affiliate = affiliateService({
    db: ledger.db,
    clicks: affiliateStore(ledger.db),
    payouts: payoutsStore(ledger.db),
    now: () => ledger.now(),
    deps: {
      account: { customersReferredBy: (uuid) => customers.referredBy(uuid) },
      ledger: {
        refillsOf: (uuid) => refillsOf(ledger.billing, uuid),
        creditBalance: (uuid, amount, message) =>
          ledger.billing.credit(uuid, { kind: 'credit', amount, message }).id,
      },
    },
  });
});

describe('commissions (§9: 5 % of each payment after a 30-day hold)', () => {
  it('earns 5 % of refills only: not credits, opening balances, pending refills or charges', () => {
    const jane = referral('jane@example.com');
    refill(jane, 100);
    refill(jane, 40, 'pending');
    ledger.billing.credit(jane, { kind: 'credit', amount: '50.00', message: 'bonus' });

    const earnings = affiliate.earnings(AFFILIATE);
    const commissions = commissionsOf(AFFILIATE);

    expect(commissions).toHaveLength(1);
    expect(commissions[0]).toMatchObject({
      masked_email: 'j***@e***.com',
      payment: '100.00',
      amount: '5.00',
      status: 'held',
      available_at: new Date(START.getTime() + AFFILIATE_HOLD_MS).toISOString(),
    });
    expect(earnings).toMatchObject({ held: '5.00', available: '0.00', rate: 0.05, hold_days: 30 });
  });

  it('holds a commission until 30 days minus 1 ms, and releases it at exactly 30 days', () => {
    refill(referral('jane@example.com'), 300);

    ledger.advance(AFFILIATE_HOLD_MS - 1);
    expect(affiliate.earnings(AFFILIATE)).toMatchObject({ held: '15.00', available: '0.00' });
    expect(commissionsOf(AFFILIATE)[0]?.status).toBe('held');

    ledger.advance(1);
    expect(affiliate.earnings(AFFILIATE)).toMatchObject({ held: '0.00', available: '15.00' });
    expect(commissionsOf(AFFILIATE)[0]?.status).toBe('available');
  });

  it("never shows another affiliate's referrals, and a self-referral earns nothing", () => {
    refill(referral('mine@example.com'), 100);
    refill(referral('theirs@example.com', OTHER_AFFILIATE), 1000);
    // The affiliate's own account pointing at itself (a crafted sign-up) is not a referral.
    ledger.db.prepare('UPDATE customers SET affiliate_uuid = uuid WHERE uuid = ?').run(AFFILIATE);
    refill(AFFILIATE, 500);

    expect(referralsOf(AFFILIATE).map((r) => r.masked_email)).toEqual(['m***@e***.com']);
    expect(affiliate.earnings(AFFILIATE).held).toBe('5.00');
    expect(referralsOf(OTHER_AFFILIATE)).toEqual([
      expect.objectContaining({ masked_email: 't***@e***.com', total_paid: '1000.00' }),
    ]);
  });

  it('matches a referrer written in upper case (the sign-up stores what the browser sent)', () => {
    refill(referral('upper@example.com', AFFILIATE.toUpperCase()), 20);
    expect(referralsOf(AFFILIATE)).toEqual([
      {
        masked_email: 'u***@e***.com',
        signed_up: START.toISOString(),
        total_paid: '20.00',
        commission: '1.00',
        currency: 'usd',
      },
    ]);
  });
});

describe('pay-outs', () => {
  /** A referral whose $400 payment has been released: $20.00 available. */
  function released() {
    refill(referral('jane@example.com'), 400);
    ledger.advance(AFFILIATE_HOLD_MS);
  }

  it('credits the balance once, and lowers what is available', () => {
    released();
    const before = ledger.billing.balance(AFFILIATE);

    const outcome = affiliate.requestPayout(AFFILIATE, {
      amountCents: 1_200,
      method: 'balance',
      wallet: null,
      idempotencyKey: key(1),
    });

    expect(outcome.kind).toBe('created');
    expect(Number(ledger.billing.balance(AFFILIATE)) - Number(before)).toBeCloseTo(12, 6);
    expect(ledger.rows(AFFILIATE).at(-1)).toMatchObject({ kind: 'credit', amount_units: 120_000 });
    expect(affiliate.earnings(AFFILIATE)).toMatchObject({ available: '8.00', paid_out: '12.00' });
  });

  it('answers a repeated key with the first pay-out and pays nothing more', () => {
    released();
    const request = {
      amountCents: 1_000,
      method: 'balance' as const,
      wallet: null,
      idempotencyKey: key(2),
    };
    const first = affiliate.requestPayout(AFFILIATE, request);
    const second = affiliate.requestPayout(AFFILIATE, request);

    expect(first.kind).toBe('created');
    expect(second).toEqual({ kind: 'repeated', payout: 'payout' in first && first.payout });
    expect(ledger.rows(AFFILIATE).filter((row) => row.kind === 'credit')).toHaveLength(1);
    expect(affiliate.requestPayout(AFFILIATE, { ...request, amountCents: 1_100 }).kind).toBe(
      'key_reused',
    );
  });

  it('refuses above the available amount, below the minimum, and anything still held', () => {
    refill(referral('jane@example.com'), 400);
    const ask = (amountCents: number, n: number) =>
      affiliate.requestPayout(AFFILIATE, {
        amountCents,
        method: 'balance',
        wallet: null,
        idempotencyKey: key(n),
      }).kind;

    expect(ask(1_000, 1)).toBe('above_available'); // $20 held, nothing available
    ledger.advance(AFFILIATE_HOLD_MS);
    expect(ask(MINIMUM_PAYOUT_CENTS - 1, 2)).toBe('below_minimum');
    expect(ask(2_001, 3)).toBe('above_available');
    expect(ask(2_000, 4)).toBe('created');
    expect(ask(MINIMUM_PAYOUT_CENTS, 5)).toBe('above_available');
    expect(ledger.rows(AFFILIATE).filter((row) => row.kind === 'credit')).toHaveLength(1);
  });

  it('keeps a wallet pay-out pending, off the balance, and spoken for', () => {
    released();
    const before = ledger.billing.balance(AFFILIATE);

    const outcome = affiliate.requestPayout(AFFILIATE, {
      amountCents: 1_500,
      method: 'wallet',
      wallet: 'TQ9x-wallet',
      idempotencyKey: key(3),
    });

    expect(outcome).toMatchObject({
      kind: 'created',
      payout: { status: 'pending', method: 'wallet', wallet: 'TQ9x-wallet', amount: '15.00' },
    });
    expect(ledger.billing.balance(AFFILIATE)).toBe(before);
    expect(affiliate.earnings(AFFILIATE)).toMatchObject({
      available: '5.00',
      pending_payout: '15.00',
      paid_out: '0.00',
    });
  });

  it('rolls the credit back when the pay-out row cannot be written', () => {
    released();
    ledger.db.exec(`CREATE TRIGGER fail_payout BEFORE INSERT ON affiliate_payouts
      BEGIN SELECT RAISE(ABORT, 'disk full'); END`);

    expect(() =>
      affiliate.requestPayout(AFFILIATE, {
        amountCents: 1_000,
        method: 'balance',
        wallet: null,
        idempotencyKey: key(4),
      }),
    ).toThrow(/disk full/);
    expect(ledger.rows(AFFILIATE).filter((row) => row.kind === 'credit')).toHaveLength(0);
  });
});

describe('staff settling a wallet pay-out', () => {
  /** $20.00 available, then a $15.00 wallet request: answers its id. */
  function walletRequest(): string {
    refill(referral('jane@example.com'), 400);
    ledger.advance(AFFILIATE_HOLD_MS);
    const outcome = affiliate.requestPayout(AFFILIATE, {
      amountCents: 1_500,
      method: 'wallet',
      wallet: 'TQ9x-wallet',
      idempotencyKey: key(10),
    });
    if (outcome.kind !== 'created') throw new Error(outcome.kind);
    return outcome.payout.id;
  }

  it('lists pending wallet requests of every affiliate, oldest first, and not once settled', () => {
    const id = walletRequest();
    expect(affiliate.pendingWalletPayouts()).toEqual([
      { affiliateUuid: AFFILIATE, payout: expect.objectContaining({ id, status: 'pending' }) },
    ]);
    affiliate.settlePayout(AFFILIATE, id, 'paid');
    expect(affiliate.pendingWalletPayouts()).toEqual([]);
  });

  it('paid: status paid with paid_at; the amount stays paid out', () => {
    const id = walletRequest();
    ledger.advance(1_000);

    const outcome = affiliate.settlePayout(AFFILIATE, id, 'paid');

    expect(outcome).toMatchObject({
      kind: 'settled',
      payout: { id, status: 'paid', paid_at: ledger.now().toISOString() },
    });
    expect(affiliate.earnings(AFFILIATE)).toMatchObject({
      available: '5.00',
      paid_out: '15.00',
      pending_payout: '0.00',
    });
  });

  it('rejected: the amount is available again, and can be paid out', () => {
    const id = walletRequest();
    expect(affiliate.earnings(AFFILIATE).available).toBe('5.00');

    expect(affiliate.settlePayout(AFFILIATE, id, 'rejected')).toMatchObject({
      kind: 'settled',
      payout: { status: 'rejected', rejected_at: ledger.now().toISOString() },
    });
    expect(affiliate.earnings(AFFILIATE)).toMatchObject({
      available: '20.00',
      paid_out: '0.00',
      pending_payout: '0.00',
    });
    expect(
      affiliate.requestPayout(AFFILIATE, {
        amountCents: 2_000,
        method: 'balance',
        wallet: null,
        idempotencyKey: key(11),
      }).kind,
    ).toBe('created');
  });

  it('settles once: a second decision, either way, changes nothing', () => {
    const id = walletRequest();

    expect(affiliate.settlePayout(AFFILIATE, id, 'rejected').kind).toBe('settled');
    expect(affiliate.settlePayout(AFFILIATE, id, 'paid')).toMatchObject({
      kind: 'already_settled',
      payout: { status: 'rejected' },
    });
    expect(affiliate.settlePayout(AFFILIATE, id, 'rejected').kind).toBe('already_settled');
    expect(affiliate.earnings(AFFILIATE)).toMatchObject({ available: '20.00', paid_out: '0.00' });
  });

  it("refuses another affiliate's pay-out id and a pay-out to the balance", () => {
    const id = walletRequest();
    const toBalance = affiliate.requestPayout(AFFILIATE, {
      amountCents: 500,
      method: 'balance',
      wallet: null,
      idempotencyKey: key(12),
    });

    expect(affiliate.settlePayout(OTHER_AFFILIATE, id, 'rejected')).toEqual({ kind: 'not_found' });
    expect(toBalance.kind).toBe('below_minimum');
    expect(affiliate.settlePayout(AFFILIATE, 'no-such-id', 'paid')).toEqual({ kind: 'not_found' });
    expect(affiliate.payouts(AFFILIATE, FIRST_PAGE).results[0]).toMatchObject({
      id,
      status: 'pending',
    });
  });
});

describe('paged lists', () => {
  it('counts every item and answers the page asked for, newest first', () => {
    for (const [n, email] of ['a@example.com', 'b@example.com', 'c@example.com'].entries()) {
      refill(referral(email), 100 * (n + 1));
      ledger.advance(1_000);
    }

    expect(affiliate.referrals(AFFILIATE, { limit: 2, offset: 0 })).toMatchObject({
      count: 3,
      limit: 2,
      offset: 0,
      results: [{ masked_email: 'c***@e***.com' }, { masked_email: 'b***@e***.com' }],
    });
    expect(affiliate.referrals(AFFILIATE, { limit: 2, offset: 2 }).results).toEqual([
      expect.objectContaining({ masked_email: 'a***@e***.com' }),
    ]);
    expect(affiliate.commissions(AFFILIATE, { limit: 2, offset: 1 })).toMatchObject({
      count: 3,
      results: [{ amount: '10.00' }, { amount: '5.00' }],
    });
    expect(affiliate.commissions(AFFILIATE, { limit: 2, offset: 3 })).toMatchObject({
      count: 3,
      results: [],
    });
  });

  it('pages the pay-outs with their count', () => {
    refill(referral('jane@example.com'), 1_000); // $50.00
    ledger.advance(AFFILIATE_HOLD_MS);
    for (const n of [1, 2, 3]) {
      affiliate.requestPayout(AFFILIATE, {
        amountCents: 1_000 + 100 * n,
        method: 'balance',
        wallet: null,
        idempotencyKey: key(20 + n),
      });
      ledger.advance(1_000);
    }

    expect(affiliate.payouts(AFFILIATE, { limit: 2, offset: 0 })).toMatchObject({
      count: 3,
      limit: 2,
      offset: 0,
      results: [{ amount: '13.00' }, { amount: '12.00' }],
    });
    expect(affiliate.payouts(AFFILIATE, { limit: 2, offset: 2 }).results).toEqual([
      expect.objectContaining({ amount: '11.00' }),
    ]);
    expect(affiliate.payouts(OTHER_AFFILIATE, { limit: 2, offset: 0 })).toMatchObject({
      count: 0,
      results: [],
    });
  });
});

describe('clicks', () => {
  it('counts clicks per UTC day within the window, unique apart', () => {
    const clicks = affiliateStore(ledger.db);
    const at = (iso: string) => new Date(iso);
    clicks.recordClick(
      { affiliateUuid: AFFILIATE, unique: true, utm: {} },
      at('2026-01-29T23:59:59.999Z'),
    );
    clicks.recordClick(
      { affiliateUuid: AFFILIATE, unique: true, utm: {} },
      at('2026-01-30T00:00:00.000Z'),
    );
    clicks.recordClick(
      { affiliateUuid: AFFILIATE, unique: false, utm: {} },
      at('2026-01-30T12:00:00.000Z'),
    );
    clicks.recordClick(
      { affiliateUuid: OTHER_AFFILIATE, unique: true, utm: {} },
      at('2026-01-30T12:00:00.000Z'),
    );
    ledger.advance(30 * 86_400_000); // now 2026-01-31T00:00Z

    expect(affiliate.clickStats(AFFILIATE, 2)).toEqual({
      days: 2,
      total: 2,
      unique: 1,
      per_day: [{ date: '2026-01-30', total: 2, unique: 1 }],
    });
    expect(affiliate.clickStats(AFFILIATE, 3).per_day).toEqual([
      { date: '2026-01-30', total: 2, unique: 1 },
      { date: '2026-01-29', total: 1, unique: 1 },
    ]);
  });
});
