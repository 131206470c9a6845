import { AFFILIATE_HOLD_MS } from '@cloud-portal/domain/affiliate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock, type ManualClock } from '../../platform/clock.ts';
import { createAgent } from '../../test-support/agent.ts';
import { startTestServer } from '../../test-support/server.ts';
import { DEMO_CUSTOMER } from '../account/index.ts';
import { billingStore } from '../billing/store.ts';

// The affiliate programme through HTTP (every answer checked against openapi.yaml by the agent):
// the demo customer's link is clicked, a second customer signs up through it and pays (a refill
// written as billing writes one), and the sandbox's manual clock runs the 30-day hold.

const START = new Date('2026-11-01T10:00:00.000Z');
const KEY = 'payout-0a1b2c3d';

let server: Awaited<ReturnType<typeof startTestServer>>;
let clock: ManualClock;
type Agent = ReturnType<typeof createAgent>;

beforeEach(async () => {
  clock = manualClock(START);
  server = await startTestServer({ clock });
});
afterEach(async () => {
  await server.close();
});

/** The demo customer, logged in now (a session ends 30 days after login: log in after a jump). */
async function demo() {
  const agent = createAgent(server.app);
  await agent.primeCsrf();
  expect((await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode).toBe(200);
  return agent;
}

const demoUuid = () => {
  const uuid = server.modules.account.service.findCustomerByEmail(DEMO_CUSTOMER.email)?.uuid;
  if (uuid === undefined) throw new Error('demo customer missing');
  return uuid;
};

/** A visitor who clicks `affiliate`'s link and signs up as `email`; answers its agent and uuid. */
async function referredSignUp(affiliate: string, email: string) {
  const agent = createAgent(server.app);
  await agent.primeCsrf();
  const click = await agent.call({
    method: 'POST',
    operation: '/affiliate/click',
    body: { affiliate_uuid: affiliate, unique: true },
  });
  expect(click.statusCode).toBe(201);
  const signUp = await agent.call({
    method: 'POST',
    operation: '/customers/',
    body: { email, password: 'referred-password-2026' },
  });
  expect(signUp.statusCode).toBe(201);
  const uuid = server.modules.account.service.findCustomerByEmail(email)?.uuid;
  if (uuid === undefined) throw new Error('sign-up failed');
  return { agent, uuid };
}

/** A payment (applied refill) of `dollars` by the customer, now. */
function pay(customerUuid: string, dollars: number) {
  billingStore(server.platform.db).addTransaction({
    customerUuid,
    kind: 'refill',
    type: 'paymaster',
    subType: 'card',
    message: 'Payment',
    amountUnits: dollars * 10_000,
    status: 'applied',
    externalId: null,
    periodStart: null,
    periodEnd: null,
    createdAt: clock.now().toISOString(),
  });
}

const earnings = (agent: Agent) => agent.call({ method: 'GET', operation: '/affiliate/earnings/' });
const commissions = (agent: Agent) =>
  agent.call({ method: 'GET', operation: '/affiliate/commissions/' });
const payouts = (agent: Agent) => agent.call({ method: 'GET', operation: '/affiliate/payouts/' });
const payOut = (agent: Agent, body: unknown, key: string | null = KEY) =>
  agent.call({
    method: 'POST',
    operation: '/pay-out/',
    body,
    headers: key === null ? {} : { 'idempotency-key': key },
  });
const balance = async (agent: Agent) =>
  (await agent.call({ method: 'GET', operation: '/customers/' })).json()[0].balance;

describe('the affiliate programme end to end', () => {
  it('link → sign-up → payment → commission held 30 days → available → paid to the balance', async () => {
    const { uuid: referred } = await referredSignUp(demoUuid(), 'jane@example.com');
    pay(referred, 400);

    let affiliate = await demo();
    expect(
      (await affiliate.call({ method: 'GET', operation: '/affiliate/clicks' })).json(),
    ).toMatchObject({
      total: 1,
      unique: 1,
      per_day: [{ date: '2026-11-01', total: 1, unique: 1 }],
    });
    expect(
      (await affiliate.call({ method: 'GET', operation: '/affiliate/customers/' })).json(),
    ).toEqual({
      count: 1,
      limit: 20,
      offset: 0,
      results: [
        {
          masked_email: 'j***@e***.com',
          signed_up: START.toISOString(),
          total_paid: '400.00',
          commission: '20.00',
          currency: 'usd',
        },
      ],
    });
    expect((await earnings(affiliate)).json()).toMatchObject({
      held: '20.00',
      available: '0.00',
      minimum_payout: '10.00',
    });
    expect((await commissions(affiliate)).json()).toMatchObject({
      count: 1,
      results: [{ amount: '20.00', status: 'held', available_at: '2026-12-01T10:00:00.000Z' }],
    });
    const refused = await payOut(affiliate, { amount: '10.00', method: 'balance' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('payout_above_available');

    clock.advance(AFFILIATE_HOLD_MS - 1);
    affiliate = await demo();
    expect((await earnings(affiliate)).json()).toMatchObject({ held: '20.00', available: '0.00' });

    clock.advance(1);
    expect((await earnings(affiliate)).json()).toMatchObject({ held: '0.00', available: '20.00' });
    const before = Number(await balance(affiliate));
    const paid = await payOut(affiliate, { amount: '12.5', method: 'balance' });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({
      amount: '12.50',
      method: 'balance',
      status: 'paid',
      paid_at: clock.now().toISOString(),
    });
    expect(Number(await balance(affiliate))).toBeCloseTo(before + 12.5, 2);
    const credits = await affiliate.call({
      method: 'GET',
      operation: '/transactions/',
      path: '/transactions/?kind=credit',
    });
    expect(credits.json().results[0]).toMatchObject({
      id: paid.json().transaction_id,
      amount: '12.5000',
    });
    expect((await earnings(affiliate)).json()).toMatchObject({
      available: '7.50',
      paid_out: '12.50',
    });
  });

  it("shows a customer nothing of another affiliate's programme", async () => {
    const { agent: referredAgent, uuid: referred } = await referredSignUp(
      demoUuid(),
      'jane@example.com',
    );
    pay(referred, 400);
    clock.advance(AFFILIATE_HOLD_MS);

    // The referred customer is an affiliate of its own: no clicks, referrals or earnings.
    const again = createAgent(server.app);
    await again.primeCsrf();
    await again.login('jane@example.com', 'referred-password-2026');
    expect(
      (await again.call({ method: 'GET', operation: '/affiliate/customers/' })).json(),
    ).toMatchObject({ count: 0, results: [] });
    expect((await again.call({ method: 'GET', operation: '/affiliate/clicks' })).json().total).toBe(
      0,
    );
    expect((await earnings(again)).json()).toMatchObject({ available: '0.00' });
    expect((await commissions(again)).json()).toMatchObject({ count: 0, results: [] });
    const stolen = await payOut(again, { amount: '20.00', method: 'balance' });
    expect(stolen.json().code).toBe('payout_above_available');
    void referredAgent;
  });

  it('answers 401 to every call without a session', async () => {
    const anonymous = createAgent(server.app);
    await anonymous.primeCsrf();
    for (const operation of [
      '/affiliate/clicks',
      '/affiliate/customers/',
      '/affiliate/earnings/',
      '/affiliate/commissions/',
      '/affiliate/payouts/',
    ])
      expect((await anonymous.call({ method: 'GET', operation })).statusCode).toBe(401);
    expect((await payOut(anonymous, { amount: '10.00', method: 'balance' })).statusCode).toBe(401);
  });
});

describe('POST /api/pay-out/', () => {
  async function withAvailable() {
    const { uuid } = await referredSignUp(demoUuid(), 'jane@example.com');
    pay(uuid, 400); // $20.00 of commission
    clock.advance(AFFILIATE_HOLD_MS);
    return demo();
  }

  it('applies a double submit once: the repeat answers the first pay-out with 200', async () => {
    const affiliate = await withAvailable();
    const body = { amount: '15.00', method: 'balance' };

    const [first, second] = await Promise.all([payOut(affiliate, body), payOut(affiliate, body)]);

    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 201]);
    expect(first?.json().id).toBe(second?.json().id);
    expect((await payouts(affiliate)).json()).toMatchObject({ count: 1 });
    expect((await earnings(affiliate)).json()).toMatchObject({
      paid_out: '15.00',
      available: '5.00',
    });
    const reused = await payOut(affiliate, { amount: '16.00', method: 'balance' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('idempotency_key_reused');
  });

  it('lets only one of two concurrent pay-outs of everything through', async () => {
    const affiliate = await withAvailable();
    const body = { amount: '20.00', method: 'balance' };

    const answers = await Promise.all([
      payOut(affiliate, body, 'payout-race-0001'),
      payOut(affiliate, body, 'payout-race-0002'),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect((await earnings(affiliate)).json()).toMatchObject({
      paid_out: '20.00',
      available: '0.00',
    });
  });

  it('refuses below the minimum, a missing key, a wallet without an address, and bad bodies', async () => {
    const affiliate = await withAvailable();

    const small = await payOut(affiliate, { amount: '9.99', method: 'balance' });
    const noKey = await payOut(affiliate, { amount: '10.00', method: 'balance' }, null);
    const shortKey = await payOut(affiliate, { amount: '10.00', method: 'balance' }, 'short');
    const noWallet = await payOut(affiliate, { amount: '10.00', method: 'wallet' }, 'payout-w-01');
    const walletOnBalance = await payOut(
      affiliate,
      { amount: '10.00', method: 'balance', wallet: 'TQ9x-wallet' },
      'payout-w-02',
    );
    const negative = await payOut(affiliate, { amount: '-10.00', method: 'balance' }, 'payout-n-1');
    const float = await payOut(affiliate, { amount: 10, method: 'balance' }, 'payout-n-2');
    const precise = await payOut(affiliate, { amount: '10.001', method: 'balance' }, 'payout-n-3');
    const method = await payOut(affiliate, { amount: '10.00', method: 'cash' }, 'payout-n-4');
    const extra = await payOut(
      affiliate,
      { amount: '10.00', method: 'balance', affiliate_uuid: demoUuid() },
      'payout-n-5',
    );
    const token = affiliate.jar.get('csrftoken__') ?? '';
    const cookie = [...affiliate.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const huge = await server.app.inject({
      method: 'POST',
      url: '/api/pay-out/',
      headers: {
        cookie,
        'x-csrftoken': token,
        'content-type': 'application/json',
        'idempotency-key': 'payout-n-6',
      },
      payload: JSON.stringify({ amount: '10.00', method: 'wallet', wallet: 'x'.repeat(70_000) }),
    });

    expect(small.json()).toMatchObject({
      code: 'payout_below_minimum',
      errors: { amount: [expect.any(String)] },
    });
    expect(noKey.json().errors).toHaveProperty('Idempotency-Key');
    expect(shortKey.statusCode).toBe(400);
    expect(noWallet.json().errors).toHaveProperty('wallet');
    expect(walletOnBalance.json().errors).toHaveProperty('wallet');
    for (const answer of [negative, float, precise, method, extra])
      expect(answer.json().code, answer.body).toBe('invalid_input');
    expect(huge.statusCode).toBe(413);
    expect((await earnings(affiliate)).json()).toMatchObject({ available: '20.00' });
    expect((await payouts(affiliate)).json()).toMatchObject({ count: 0, results: [] });
  });

  it('records a wallet request as pending without touching the balance', async () => {
    const affiliate = await withAvailable();
    const before = await balance(affiliate);

    const request = await payOut(affiliate, {
      amount: '10',
      method: 'wallet',
      wallet: ' TQ9x-wallet ',
    });

    expect(request.statusCode).toBe(201);
    expect(request.json()).toMatchObject({
      status: 'pending',
      wallet: 'TQ9x-wallet',
      amount: '10.00',
    });
    expect(request.json()).not.toHaveProperty('transaction_id');
    expect(await balance(affiliate)).toBe(before);
    expect((await earnings(affiliate)).json()).toMatchObject({
      available: '10.00',
      pending_payout: '10.00',
    });
  });

  it('refuses without the CSRF header', async () => {
    const affiliate = await withAvailable();
    const answer = await affiliate.call({
      method: 'POST',
      operation: '/pay-out/',
      body: { amount: '10.00', method: 'balance' },
      headers: { 'idempotency-key': KEY },
      csrf: false,
    });
    expect(answer.statusCode).toBe(403);
  });
});

describe('GET /api/affiliate/clicks', () => {
  it('refuses a malformed window', async () => {
    const affiliate = await demo();
    for (const days of ['0', '366', '1.5', '-1', 'abc', '30&days=2'])
      expect(
        (
          await affiliate.call({
            method: 'GET',
            operation: '/affiliate/clicks',
            path: `/affiliate/clicks?days=${days}`,
          })
        ).statusCode,
        days,
      ).toBe(400);
  });
});

describe('the paged lists (limit, offset)', () => {
  it('answer count, limit, offset and the page asked for', async () => {
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      const { uuid } = await referredSignUp(demoUuid(), email);
      pay(uuid, 100);
      clock.advance(1_000);
    }
    const affiliate = await demo();
    const get = (path: string, operation: string) =>
      affiliate.call({ method: 'GET', operation, path });

    const referrals = await get('/affiliate/customers/?limit=2&offset=2', '/affiliate/customers/');
    const commissions = await get('/affiliate/commissions/?limit=1', '/affiliate/commissions/');
    const payouts = await get('/affiliate/payouts/?offset=5', '/affiliate/payouts/');

    expect(referrals.json()).toMatchObject({ count: 3, limit: 2, offset: 2 });
    expect(referrals.json().results).toEqual([
      expect.objectContaining({ masked_email: 'a***@e***.com' }),
    ]);
    expect(commissions.json()).toMatchObject({ count: 3, limit: 1, offset: 0 });
    expect(commissions.json().results).toHaveLength(1);
    expect(payouts.json()).toEqual({ count: 0, limit: 20, offset: 5, results: [] });
  });

  it('refuse a malformed limit or offset with 400 invalid_parameter', async () => {
    const affiliate = await demo();
    for (const operation of [
      '/affiliate/customers/',
      '/affiliate/commissions/',
      '/affiliate/payouts/',
    ])
      for (const query of [
        'limit=0',
        'limit=101',
        'limit=1.5',
        'offset=-1',
        'offset=x',
        'limit=2&limit=3',
      ]) {
        const answer = await affiliate.call({
          method: 'GET',
          operation,
          path: `${operation}?${query}`,
        });
        expect(answer.statusCode, `${operation}?${query}`).toBe(400);
        expect(answer.json().code).toBe('invalid_parameter');
      }
  });
});
