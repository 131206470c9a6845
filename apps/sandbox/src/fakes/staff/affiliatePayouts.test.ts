import { AFFILIATE_HOLD_MS } from '@cloud-portal/domain/affiliate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock, type ManualClock } from '../../platform/clock.ts';
import { openDatabase } from '../../platform/database.ts';
import { DEMO_CUSTOMER } from '../../product/account/index.ts';
import { payoutsStore } from '../../product/affiliate/payoutsStore.ts';
import { affiliateService } from '../../product/affiliate/service.ts';
import { affiliateStore } from '../../product/affiliate/store.ts';
import { billingStore } from '../../product/billing/store.ts';
import { SCHEMA } from '../../schema.ts';
import { createAgent } from '../../test-support/agent.ts';
import { createBrowser, formsOf } from '../../test-support/browser.ts';
import { startTestServer } from '../../test-support/server.ts';

// The admin page's Affiliate pay-outs section (issue 14): staff settle the wallet pay-outs that
// affiliates requested, exactly once; a rejected amount is available to the affiliate again.

const START = new Date('2026-11-01T10:00:00.000Z');
const PATH = '/sandbox/admin/affiliate-payouts';

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

const uuidOf = (email: string) => {
  const uuid = server.modules.account.service.findCustomerByEmail(email)?.uuid;
  if (uuid === undefined) throw new Error(`${email} missing`);
  return uuid;
};

async function logIn(email: string, password: string) {
  const agent = createAgent(server.app);
  await agent.primeCsrf();
  expect((await agent.login(email, password)).statusCode).toBe(200);
  return agent;
}

/** `email` signs up through `affiliate`'s link and pays $400 ($20.00 of commission). */
async function referredPayment(affiliate: string, email: string) {
  const agent = createAgent(server.app);
  await agent.primeCsrf();
  await agent.call({
    method: 'POST',
    operation: '/affiliate/click',
    body: { affiliate_uuid: affiliate, unique: true },
  });
  const password = 'referred-password-2026';
  await agent.call({ method: 'POST', operation: '/customers/', body: { email, password } });
  billingStore(server.platform.db).addTransaction({
    customerUuid: uuidOf(email),
    kind: 'refill',
    type: 'paymaster',
    subType: 'card',
    message: 'Payment',
    amountUnits: 400 * 10_000,
    status: 'applied',
    externalId: null,
    periodStart: null,
    periodEnd: null,
    createdAt: clock.now().toISOString(),
  });
  return { email, password };
}

/** The demo customer with $20.00 available, and a pending $15.00 wallet request of it. */
async function pendingWalletRequest() {
  await referredPayment(uuidOf(DEMO_CUSTOMER.email), 'jane@example.com');
  clock.advance(AFFILIATE_HOLD_MS);
  const affiliate = await logIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const request = await requestWallet(affiliate, '15.00', 'payout-wallet-0001');
  return { affiliate, payout: request.json().id as string };
}

async function requestWallet(agent: Agent, amount: string, key: string) {
  const answer = await agent.call({
    method: 'POST',
    operation: '/pay-out/',
    body: { amount, method: 'wallet', wallet: 'TQ9x-wallet' },
    headers: { 'idempotency-key': key },
  });
  expect(answer.statusCode).toBe(201);
  return answer;
}

const earnings = async (agent: Agent) =>
  (await agent.call({ method: 'GET', operation: '/affiliate/earnings/' })).json();
const payouts = async (agent: Agent) =>
  (await agent.call({ method: 'GET', operation: '/affiliate/payouts/' })).json();

/** The section's form of `decision` for pay-out `payout`. */
function decisionForm(html: string, payout: string, decision: 'paid' | 'rejected') {
  const form = formsOf(html).find(
    (candidate) =>
      candidate.action === PATH &&
      candidate.hidden['payout'] === payout &&
      candidate.hidden['decision'] === decision,
  );
  if (form === undefined) throw new Error(`no ${decision} form for ${payout}`);
  return form;
}

describe('the Affiliate pay-outs section of /sandbox/admin', () => {
  it('lists the pending wallet requests with Mark paid and Reject, and none once settled', async () => {
    const { payout } = await pendingWalletRequest();
    const browser = createBrowser(server.app);

    const page = await browser.get('/sandbox/admin');

    expect(page.body).toContain('<h2>Affiliate pay-outs</h2>');
    expect(page.body).toContain(
      'aria-label="Mark paid: $15.00 to TQ9x-wallet for demo@cloud-portal.test"',
    );
    expect(page.body).toContain(
      'aria-label="Reject: $15.00 to TQ9x-wallet for demo@cloud-portal.test"',
    );
    const paid = decisionForm(page.body, payout, 'paid');
    expect(paid.hidden['affiliate']).toBe(uuidOf(DEMO_CUSTOMER.email));
    expect((await browser.post(paid.action, paid.hidden)).statusCode).toBe(303);

    const after = await browser.get('/sandbox/admin');
    expect(after.body).not.toContain(payout);
    expect(after.body).toContain('No wallet pay-outs are waiting.');
  });

  it('Mark paid: the pay-out is paid with paid_at, and stays spoken for', async () => {
    const { affiliate, payout } = await pendingWalletRequest();
    const browser = createBrowser(server.app);
    const form = decisionForm((await browser.get('/sandbox/admin')).body, payout, 'paid');
    clock.advance(60_000);

    const answer = await browser.post(form.action, form.hidden);

    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/sandbox/admin#affiliate-payouts');
    expect((await payouts(affiliate)).results).toEqual([
      expect.objectContaining({ id: payout, status: 'paid', paid_at: clock.now().toISOString() }),
    ]);
    expect((await payouts(affiliate)).results[0]).not.toHaveProperty('rejected_at');
    expect(await earnings(affiliate)).toMatchObject({
      available: '5.00',
      paid_out: '15.00',
      pending_payout: '0.00',
    });
  });

  it('Reject: the pay-out is rejected and its amount is available again', async () => {
    const { affiliate, payout } = await pendingWalletRequest();
    expect(await earnings(affiliate)).toMatchObject({ available: '5.00' });
    const browser = createBrowser(server.app);
    const form = decisionForm((await browser.get('/sandbox/admin')).body, payout, 'rejected');

    expect((await browser.post(form.action, form.hidden)).statusCode).toBe(303);

    expect((await payouts(affiliate)).results[0]).toMatchObject({
      status: 'rejected',
      rejected_at: clock.now().toISOString(),
    });
    expect(await earnings(affiliate)).toMatchObject({
      available: '20.00',
      paid_out: '0.00',
      pending_payout: '0.00',
    });
    // Available again: the whole $20.00 can be paid out now.
    const again = await affiliate.call({
      method: 'POST',
      operation: '/pay-out/',
      body: { amount: '20.00', method: 'balance' },
      headers: { 'idempotency-key': 'payout-after-reject' },
    });
    expect(again.statusCode).toBe(201);
  });

  it('settles once: Mark paid and Reject at the same time, or a second click, change nothing more', async () => {
    const { affiliate, payout } = await pendingWalletRequest();
    const browser = createBrowser(server.app);
    const page = (await browser.get('/sandbox/admin')).body;
    const paid = decisionForm(page, payout, 'paid');
    const rejected = decisionForm(page, payout, 'rejected');

    const answers = await Promise.all([
      browser.post(paid.action, paid.hidden),
      browser.post(rejected.action, rejected.hidden),
    ]);
    const again = await browser.post(rejected.action, rejected.hidden);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([303, 409]);
    expect(again.statusCode).toBe(409);
    const [settled] = (await payouts(affiliate)).results;
    // Never both: either paid and spoken for, or rejected and available again.
    expect(await earnings(affiliate)).toMatchObject(
      settled.status === 'paid'
        ? { available: '5.00', paid_out: '15.00', pending_payout: '0.00' }
        : { available: '20.00', paid_out: '0.00', pending_payout: '0.00' },
    );
    expect(again.body).toContain(`This pay-out is ${settled.status} already`);
  });

  it("refuses another customer's pay-out id under an affiliate, and a pay-out to the balance", async () => {
    const { payout } = await pendingWalletRequest();
    const browser = createBrowser(server.app);
    const form = decisionForm((await browser.get('/sandbox/admin')).body, payout, 'rejected');

    const crossed = await browser.post(form.action, {
      ...form.hidden,
      affiliate: uuidOf('jane@example.com'),
    });
    const unknown = await browser.post(form.action, {
      ...form.hidden,
      payout: '00000000-0000-4000-8000-000000000000',
    });
    const decision = await browser.post(form.action, { ...form.hidden, decision: 'refunded' });

    expect(crossed.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(decision.statusCode).toBe(400);
    const affiliate = await logIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect((await payouts(affiliate)).results[0]).toMatchObject({ id: payout, status: 'pending' });
  });

  it('refuses a post without the page token or cross-site, and a GET: the request stays pending', async () => {
    const { affiliate, payout } = await pendingWalletRequest();
    const browser = createBrowser(server.app);
    const form = decisionForm((await browser.get('/sandbox/admin')).body, payout, 'paid');
    const { csrf_token: _token, ...fields } = form.hidden;

    const refused = [
      await browser.post(form.action, fields),
      await browser.post(form.action, { ...fields, csrf_token: 'forged' }),
      await browser.post(form.action, form.hidden, { origin: 'http://evil.test' }),
      await browser.get(PATH),
    ];

    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403, 405]);
    expect(refused[0]?.body).toContain('href="/sandbox/admin#affiliate-payouts"');
    expect((await payouts(affiliate)).results[0]).toMatchObject({ status: 'pending' });
    expect(await earnings(affiliate)).toMatchObject({ pending_payout: '15.00' });
  });

  it('two connections deciding on the same request: the second one changes nothing', async () => {
    const { affiliate, payout } = await pendingWalletRequest();
    const demo = uuidOf(DEMO_CUSTOMER.email);
    // A second process on the same data directory (its own connection and statements).
    const db = openDatabase(server.dataDir, SCHEMA);
    const elsewhere = affiliateService({
      db,
      clicks: affiliateStore(db),
      payouts: payoutsStore(db),
      now: () => clock.now(),
      deps: {
        account: { customersReferredBy: () => [] },
        ledger: {
          refillsOf: () => [],
          creditBalance: () => {
            throw new Error('not used');
          },
        },
      },
    });
    try {
      const first = server.modules.affiliate.service.settlePayout(demo, payout, 'rejected');
      const second = elsewhere.settlePayout(demo, payout, 'paid');

      expect(first.kind).toBe('settled');
      expect(second).toMatchObject({ kind: 'already_settled', payout: { status: 'rejected' } });
      expect(await earnings(affiliate)).toMatchObject({ available: '20.00', paid_out: '0.00' });
    } finally {
      db.close();
    }
  });
});
