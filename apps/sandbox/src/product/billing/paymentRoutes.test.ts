import { getServer, startServer, waitForServerStatus } from '@cloud-portal/cloud-sdk/compute';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActiveServer } from '../../cloud/compute/testing.ts';
import { manualClock, type ManualClock } from '../../platform/clock.ts';
import { createAgent } from '../../test-support/agent.ts';
import { createBrowser } from '../../test-support/browser.ts';
import { demoCloudClient } from '../../test-support/cloudClient.ts';
import { startTestServer } from '../../test-support/server.ts';
import { DEMO_CUSTOMER } from '../account/index.ts';

// The money-in side through HTTP (every API answer checked against openapi.yaml by the agent),
// with the sandbox's payment and card pages driven as a browser of the same customer would.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const START = new Date('2026-11-21T10:00:00.000Z');

let server: Awaited<ReturnType<typeof startTestServer>>;
let clock: ManualClock;

type Agent = ReturnType<typeof createAgent>;

let keys = 0;
const newKey = () => `test-key-${(keys += 1)}`;

const payment = (amount: string, method = 'card') => ({
  amount,
  kind: 'refill',
  type: method === 'crypto' ? 'coinpayments' : 'paymaster',
  sub_type: method,
  message: 'Payment',
});

async function renewed(agent: Agent, call: Parameters<Agent['call']>[0]) {
  if (agent.jar.has('refresh_token__'))
    await agent.call({ method: 'POST', operation: '/jwt-refresh/' });
  return agent.call(call);
}

/** `POST /transactions/` with a new Idempotency-Key, the one given, or none (null). */
const pay = (agent: Agent, body: unknown, key: string | null = newKey()) =>
  agent.call({
    method: 'POST',
    operation: '/transactions/',
    body,
    headers: key === null ? {} : { 'idempotency-key': key },
  });
const paymentOf = (agent: Agent, id: string) =>
  renewed(agent, { method: 'GET', operation: '/payments/{id}/', path: `/payments/${id}/` });
const refills = async (agent: Agent) =>
  (
    await renewed(agent, {
      method: 'GET',
      operation: '/transactions/',
      path: '/transactions/?kind=refill',
    })
  ).json();
const bonuses = async (agent: Agent) =>
  (
    await renewed(agent, {
      method: 'GET',
      operation: '/transactions/',
      path: '/transactions/?kind=bonus',
    })
  ).json();
const customer = async (agent: Agent) =>
  (await renewed(agent, { method: 'GET', operation: '/customers/' })).json()[0];
const cards = async (agent: Agent) =>
  (await renewed(agent, { method: 'GET', operation: '/customer-cards/' })).json();

async function demo() {
  const agent = createAgent(server.app);
  await agent.primeCsrf();
  expect((await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode).toBe(200);
  return agent;
}

let signUps = 0;
async function newCustomer() {
  const agent = createAgent(server.app);
  await agent.primeCsrf();
  signUps += 1;
  const signUp = await agent.call({
    method: 'POST',
    operation: '/customers/',
    body: { email: `new-${signUps}@example.test`, password: 'other-password-2026' },
  });
  expect(signUp.statusCode).toBe(201);
  return agent;
}

/** A browser carrying the agent's cookies (the customer's own tab or popup). */
function browserOf(agent: Agent) {
  const browser = createBrowser(server.app, 'localhost:8080');
  for (const [name, value] of agent.jar) browser.jar.set(name, value);
  return browser;
}

/** Opens a page and submits its form with `fields`. */
async function submitPage(agent: Agent, url: string, fields: Record<string, string>) {
  const browser = browserOf(agent);
  const page = await browser.get(url);
  expect(page.statusCode, page.body).toBe(200);
  return { page, browser, result: await browser.submit(page, { fields }) };
}

/** Adds a card through attach-bankcard and its card page; answers the finished page. */
async function attachCard(agent: Agent, number = '4242 4242 4242 4242') {
  const session = await agent.call({ method: 'POST', operation: '/attach-bankcard/' });
  expect(session.statusCode).toBe(201);
  const { browser, result } = await submitPage(agent, session.json().url, {
    decision: 'save',
    card_number: number,
  });
  expect(result.statusCode).toBe(303);
  return browser.get(result.headers.location as string);
}

beforeEach(async () => {
  clock = manualClock(START);
  server = await startTestServer({ clock });
});
afterEach(async () => {
  await server.close();
});

describe('POST transactions/ and the payment page', () => {
  it('creates a pending payment with its fee, pays it by card once, and lists the refill', async () => {
    const agent = await demo();
    const created = await pay(agent, payment('5.00'));
    expect(created.statusCode).toBe(201);
    const body = created.json();
    // §9: 5 % + $0.30 on $5.00 (no fee only above $5).
    expect(body).toMatchObject({
      status: 'pending',
      amount: '5.00',
      fee: '0.55',
      total: '5.55',
      type: 'paymaster',
      sub_type: 'card',
      url: `/sandbox/payments/${body.id}`,
      return_url: `/control/billing/make-payment/pay-with/recharge?payment=${body.id}`,
      transaction_id: null,
    });
    expect((await paymentOf(agent, body.id)).json().status).toBe('pending');

    const { page, browser, result } = await submitPage(agent, body.url, {
      decision: 'pay',
      card_number: '4242 4242 4242 4242',
    });
    expect(page.body).toContain('data-testid="sandbox-card-number"');
    expect(result.statusCode).toBe(303);
    expect(result.headers.location).toBe(body.return_url);

    const paid = (await paymentOf(agent, body.id)).json();
    expect(paid).toMatchObject({ status: 'paid', decline_reason: null });
    const listed = await refills(agent);
    expect(listed.count).toBe(1);
    expect(listed.results[0]).toMatchObject({
      id: paid.transaction_id,
      kind: 'refill',
      type: 'paymaster',
      sub_type: 'card',
      message: 'Payment',
      amount: '5.0000',
      external_id: body.id,
    });
    expect(await customer(agent)).toMatchObject({
      balance: '30.00',
      meta_total_funds_added: '5.00',
    });

    // The settled form posted again (back button, replay) credits nothing more.
    const replay = await browser.submit(page, {
      fields: { decision: 'pay', card_number: '4242424242424242' },
    });
    expect(replay.statusCode).toBe(303);
    expect((await refills(agent)).count).toBe(1);
    expect((await customer(agent)).balance).toBe('30.00');
  });

  it('a declined card (4000 0000 0000 0002) declines with the bank’s message', async () => {
    const agent = await demo();
    const { id, url } = (await pay(agent, payment('10.00'))).json();
    const { result } = await submitPage(agent, url, {
      decision: 'pay',
      card_number: '4000 0000 0000 0002',
    });
    expect(result.statusCode).toBe(303);
    expect((await paymentOf(agent, id)).json()).toMatchObject({
      status: 'declined',
      decline_reason: 'Bank declined your payment',
      decline_code: 'card_declined',
      transaction_id: null,
    });
    expect((await refills(agent)).count).toBe(0);
  });

  it('each declining test card declines with its code and text; the page lists them', async () => {
    const agent = await demo();
    const cases = [
      ['4000 0000 0000 0002', 'card_declined', 'Bank declined your payment'],
      ['4000 0000 0000 9995', 'insufficient_funds', 'The card has insufficient funds'],
      ['4000 0000 0000 0069', 'expired_card', 'The card has expired'],
      ['4000 0000 0000 0127', 'incorrect_cvc', 'The card’s security code is incorrect'],
      [
        '4000 0000 0000 0119',
        'processing_error',
        'The card could not be processed. Try again in a moment',
      ],
    ] as const;
    for (const [number, code, reason] of cases) {
      const { id, url } = (await pay(agent, payment('10.00'))).json();
      const { page } = await submitPage(agent, url, { decision: 'pay', card_number: number });
      // The page shows the numbers a person can try, with what each does.
      expect(page.body).toContain(`<td><code>${number}</code></td><td><code>${code}</code></td>`);
      expect((await paymentOf(agent, id)).json(), number).toMatchObject({
        status: 'declined',
        decline_code: code,
        decline_reason: reason,
      });
    }
    const paid = (await pay(agent, payment('10.00'))).json();
    await submitPage(agent, paid.url, { decision: 'pay', card_number: '4242 4242 4242 4242' });
    const body = (await paymentOf(agent, paid.id)).json();
    expect(body.status).toBe('paid');
    expect(body).not.toHaveProperty('decline_code');
    expect((await refills(agent)).count).toBe(1);
  });

  it('a payment page left open an hour on the sandbox clock declines as expired when paid', async () => {
    const agent = await demo();
    const { id, url } = (await pay(agent, payment('10.00'))).json();
    const browser = browserOf(agent);
    const page = await browser.get(url);
    // The page says when it lapses.
    expect(page.body).toContain('datetime="2026-11-21T11:00:00.000Z"');
    clock.advance(HOUR);
    // The payer's session outlives the page (the portal renews it): only the page lapsed.
    await customer(agent);
    for (const [name, value] of agent.jar) browser.jar.set(name, value);
    const result = await browser.submit(page, {
      fields: { decision: 'pay', card_number: '4242 4242 4242 4242' },
    });
    expect(result.statusCode).toBe(303);
    expect((await paymentOf(agent, id)).json()).toMatchObject({
      status: 'declined',
      decline_code: 'expired',
      decline_reason: 'The payment page expired before the payment was made',
      transaction_id: null,
    });
    expect((await refills(agent)).count).toBe(0);
    // Opened again, the page shows the decline and no form.
    const again = await browserOf(agent).get(url);
    expect(again.body).toContain('The payment page expired before the payment was made');
    expect(again.body).not.toContain('data-testid="sandbox-pay"');

    // A page submitted just before it lapses pays.
    const quick = (await pay(agent, payment('10.00'))).json();
    const quickBrowser = browserOf(agent);
    const quickPage = await quickBrowser.get(quick.url);
    clock.advance(HOUR - 1000);
    await customer(agent);
    for (const [name, value] of agent.jar) quickBrowser.jar.set(name, value);
    await quickBrowser.submit(quickPage, {
      fields: { decision: 'pay', card_number: '4242 4242 4242 4242' },
    });
    expect((await paymentOf(agent, quick.id)).json().status).toBe('paid');
  });

  it('a payment nobody submits reads as declined expired once its page lapsed', async () => {
    const agent = await demo();
    const { id } = (await pay(agent, payment('20', 'crypto'))).json();
    clock.advance(HOUR - 1000);
    expect((await paymentOf(agent, id)).json().status).toBe('pending');
    clock.advance(1000);
    expect((await paymentOf(agent, id)).json()).toMatchObject({
      status: 'declined',
      decline_code: 'expired',
    });
  });

  it('a Russian (Mir) card keeps the $5 minimum even with a saved card', async () => {
    const agent = await demo();
    await attachCard(agent); // the minimum is $1 now
    const small = (await pay(agent, payment('2.00'))).json();
    await submitPage(agent, small.url, { decision: 'pay', card_number: '2200 0000 0000 0004' });
    expect((await paymentOf(agent, small.id)).json()).toMatchObject({
      status: 'declined',
      decline_reason: 'The minimum payment with this card is $5.00.',
      decline_code: 'below_card_minimum',
    });
    const enough = (await pay(agent, payment('5.00'))).json();
    await submitPage(agent, enough.url, { decision: 'pay', card_number: '2200 0000 0000 0004' });
    expect((await paymentOf(agent, enough.id)).json().status).toBe('paid');
  });

  it('a card number that fails the Luhn check is asked again, keeping what was typed', async () => {
    const agent = await demo();
    const { id, url } = (await pay(agent, payment('10.00'))).json();
    const { result } = await submitPage(agent, url, {
      decision: 'pay',
      card_number: '4242 4242 4242 4241',
    });
    expect(result.statusCode).toBe(400);
    expect(result.body).toContain('data-testid="sandbox-card-error"');
    expect(result.body).toContain('value="4242 4242 4242 4241"');
    expect((await paymentOf(agent, id)).json().status).toBe('pending');
  });

  it('wallets, crypto and the Fast Payment System pay or decline with a button', async () => {
    const agent = await demo();
    const crypto = (await pay(agent, payment('20', 'crypto'))).json();
    expect(crypto).toMatchObject({ type: 'coinpayments', fee: '0.00', total: '20.00' });
    const fps = (await pay(agent, payment('7.5', 'fast_payment_system'))).json();
    const paypal = (await pay(agent, payment('5', 'paypal'))).json();
    expect(paypal).toMatchObject({ fee: '0.68', total: '5.68' }); // 7.5 % + $0.30

    await submitPage(agent, crypto.url, { decision: 'pay' });
    await submitPage(agent, fps.url, { decision: 'decline' });
    expect((await paymentOf(agent, crypto.id)).json().status).toBe('paid');
    expect((await paymentOf(agent, fps.id)).json()).toMatchObject({
      status: 'declined',
      decline_reason: 'Declined on the payment page',
      decline_code: 'cancelled',
    });
    expect((await refills(agent)).results.map((row: { amount: string }) => row.amount)).toEqual([
      '20.0000',
    ]);
  });

  it('refuses amounts below the minimum, above the maximum, and malformed ones', async () => {
    const agent = await demo();
    const below = await pay(agent, payment('4.99'));
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({ code: 'below_minimum' });
    expect(below.json().errors.amount[0]).toContain('$5.00');
    expect((await pay(agent, payment('10000.01'))).json().code).toBe('above_maximum');
    for (const amount of ['10.001', '-5', '1e3', '100000', ' 10', '', '10.', '0x10']) {
      const response = await pay(agent, payment(amount));
      expect(response.statusCode, amount).toBe(400);
      expect(response.json().code, amount).toBe('invalid_input');
    }
    const zero = await pay(agent, payment('0'));
    expect(zero.json().code).toBe('below_minimum');
    expect((await pay(agent, { ...payment('10'), amount: 10 })).json().code).toBe('invalid_input');
    expect((await pay(agent, { ...payment('10'), type: 'coinpayments' })).json().code).toBe(
      'gateway_mismatch',
    );
    expect((await refills(agent)).count).toBe(0);
  });

  it('an oversized body is 413', async () => {
    const agent = await demo();
    const response = await pay(agent, { ...payment('10'), message: 'x'.repeat(70_000) });
    expect(response.statusCode).toBe(413);
  });
});

describe('the Idempotency-Key', () => {
  it('is required, and at most 255 characters', async () => {
    const agent = await demo();
    const missing = await pay(agent, payment('10'), null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('idempotency_key_missing');
    for (const key of ['x'.repeat(256), '']) {
      const response = await pay(agent, payment('10'), key);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('idempotency_key_invalid');
    }
    expect((await pay(agent, payment('10'), 'x'.repeat(255))).statusCode).toBe(201);
  });

  it('replays the first answer for the same body, and refuses another body with 422', async () => {
    const agent = await demo();
    const key = newKey();
    const first = await pay(agent, payment('10'), key);
    // A lost response, retried with the same key (the structured-field form, quoted).
    const retried = await pay(agent, payment('10'), `"${key}"`);
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json()).toEqual(first.json());
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    // The retry after the payment succeeded still answers the first response, and credits once.
    await submitPage(agent, first.json().url, { decision: 'pay', card_number: '4242424242424242' });
    const late = await pay(agent, payment('10'), key);
    expect(late.json().id).toBe(first.json().id);
    expect((await refills(agent)).count).toBe(1);

    const other = await pay(agent, payment('11'), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
  });

  it('concurrent duplicates make one payment', async () => {
    const agent = await demo();
    const key = newKey();
    const answers = await Promise.all([1, 2, 3].map(() => pay(agent, payment('10'), key)));
    const ids = new Set(answers.map((answer) => answer.json().id));
    expect(ids.size).toBe(1);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const count = server.platform.db
      .prepare('SELECT count(*) AS n FROM billing_payments')
      .get() as { n: number };
    expect(count.n).toBe(1);
  });

  it('is scoped to the customer', async () => {
    const agent = await demo();
    const other = await newCustomer();
    await attachCard(other); // its minimum is $1 then
    const key = newKey();
    const mine = (await pay(agent, payment('10'), key)).json();
    const theirs = await pay(other, payment('10'), key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.id);
  });
});

describe('another customer’s payment', () => {
  it('is 404 through the API and on the payment page, and cannot be settled', async () => {
    const agent = await demo();
    const other = await newCustomer();
    const { id, url } = (await pay(agent, payment('10'))).json();
    expect((await paymentOf(other, id)).statusCode).toBe(404);
    expect((await paymentOf(other, id)).json().code).toBe('payment_not_found');
    for (const bad of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', '..%2F..'])
      expect((await paymentOf(agent, bad)).statusCode, bad).toBe(404);

    const otherBrowser = browserOf(other);
    expect((await otherBrowser.get(url)).statusCode).toBe(404);
    // The owner's page, submitted with the other customer's session: refused.
    const owner = browserOf(agent);
    const page = await owner.get(url);
    const token = /name="csrf_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const forged = await otherBrowser.post(url, { csrf_token: token, decision: 'pay' });
    expect([403, 404]).toContain(forged.statusCode);
    // Cross-site: refused.
    const crossSite = await owner.post(
      url,
      { csrf_token: token, decision: 'pay', card_number: '4242424242424242' },
      { origin: 'http://evil.test' },
    );
    expect(crossSite.statusCode).toBe(403);
    expect((await paymentOf(agent, id)).json().status).toBe('pending');
  });
});

describe('payment-gateways', () => {
  it('lists every method with its fee and the customer’s minimum, lower with a linked card', async () => {
    const agent = await demo();
    const before = (
      await agent.call({ method: 'GET', operation: '/payment-gateways' })
    ).json() as Array<{ method: string; minimum: string; brands: unknown[] }>;
    expect(before.map((gateway) => gateway.method)).toEqual([
      'card',
      'paypal',
      'alipay',
      'webmoney_wmz',
      'crypto',
      'fast_payment_system',
    ]);
    expect(before[0]).toMatchObject({
      type: 'paymaster',
      currency: 'usd',
      fee: { percent: 5, fixed: '0.30', free_above: '5.00' },
      minimum: '5.00',
      maximum: '10000.00',
    });
    expect(before.find((gateway) => gateway.method === 'crypto')).toMatchObject({
      type: 'coinpayments',
      brands: [],
    });

    await attachCard(agent);
    const after = (await agent.call({ method: 'GET', operation: '/payment-gateways' })).json();
    expect(after[0].minimum).toBe('1.00');
    expect(after[0].brands).toContainEqual({ brand: 'mir', minimum: '5.00' });
    expect(after[0].brands).toContainEqual({ brand: 'visa', minimum: '1.00' });
    expect((await pay(agent, payment('1.00'))).json()).toMatchObject({ fee: '0.35' });
  });
});

describe('cards', () => {
  it('attach-bankcard: the card page saves the card and tells the opener', async () => {
    const agent = await demo();
    const session = (await agent.call({ method: 'POST', operation: '/attach-bankcard/' })).json();
    expect(session).toMatchObject({ purpose: 'attach', status: 'pending' });
    expect(session.url).toBe(`/sandbox/cards/${session.id}`);
    const done = await attachCard(agent, '5555 5555 5555 4444');
    expect(done.body).toContain('data-status="success"');
    expect(done.body).toContain('<script src="/sandbox/assets/card-popup.js"></script>');
    const script = await server.app.inject({ method: 'GET', url: '/sandbox/assets/card-popup.js' });
    expect(script.body).toContain('window.opener.postMessage(message, window.location.origin)');

    const saved = await cards(agent);
    expect(saved).toEqual([
      expect.objectContaining({
        status: 'active',
        type: 'card',
        brand: 'mastercard',
        last4: '4444',
        auto_payment: false,
      }),
    ]);
    expect(JSON.stringify(saved)).not.toContain('5555555555554444');
  });

  it('the bank’s declined number saves nothing and says so', async () => {
    const agent = await demo();
    const done = await attachCard(agent, '4000 0000 0000 0002');
    expect(done.body).toContain('data-status="declined"');
    expect(done.body).toContain('data-message="Bank declined your payment"');
    expect(await cards(agent)).toEqual([]);
  });

  it('POST customer-cards/ deletes a card; another customer’s card is 404', async () => {
    const agent = await demo();
    const other = await newCustomer();
    await attachCard(agent);
    const [card] = await cards(agent);
    const stolen = await other.call({
      method: 'POST',
      operation: '/customer-cards/',
      body: { method_id: card.method_id },
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().code).toBe('card_not_found');
    expect(await cards(agent)).toHaveLength(1);
    const deleted = await agent.call({
      method: 'POST',
      operation: '/customer-cards/',
      body: { method_id: card.method_id },
    });
    expect(deleted.json()).toEqual({ detail: 'deleted' });
    expect(await cards(agent)).toEqual([]);
    // Another customer's card page is 404 too.
    const session = (await agent.call({ method: 'POST', operation: '/attach-bankcard/' })).json();
    expect((await browserOf(other).get(session.url)).statusCode).toBe(404);
  });
});

describe('the weekly auto-payment', () => {
  it('charges the saved card once a week on the sandbox clock, until switched off', async () => {
    const agent = await demo();
    const session = await agent.call({
      method: 'POST',
      operation: '/auto-payments/',
      body: { status: 'new', type: 'paymaster', amount: '12.00' },
    });
    expect(session.json()).toMatchObject({ purpose: 'auto_payment' });
    const { result } = await submitPage(agent, session.json().url, {
      decision: 'save',
      card_number: '4242424242424242',
    });
    expect(result.statusCode).toBe(303);
    const auto = (await renewed(agent, { method: 'GET', operation: '/auto-payments/' })).json();
    expect(auto).toMatchObject({
      status: 'active',
      amount: '12.00',
      next_run_at: new Date(START.getTime() + WEEK).toISOString(),
    });
    expect((await cards(agent))[0].auto_payment).toBe(true);

    clock.advance(WEEK - 1);
    expect((await refills(agent)).count).toBe(0);
    clock.advance(1);
    expect((await refills(agent)).count).toBe(1);
    clock.advance(DAY);
    expect((await refills(agent)).count).toBe(1);
    clock.advance(WEEK);
    const listed = await refills(agent);
    expect(listed.results.map((row: { amount: string }) => row.amount)).toEqual([
      '12.0000',
      '12.0000',
    ]);

    const off = await renewed(agent, { method: 'DELETE', operation: '/auto-payments/' });
    expect(off.json()).toMatchObject({ status: 'off', amount: null });
    clock.advance(2 * WEEK);
    expect((await refills(agent)).count).toBe(2);
    expect(await cards(agent)).toHaveLength(1);
  });
});

describe('activation and coupons', () => {
  const redeem = (agent: Agent, coupon: string) =>
    agent.call({ method: 'POST', operation: '/activate-by-coupon/', body: { coupon } });

  it('an unknown coupon is 404; NEWUSER5 activates a new account with a $5 sign-up bonus', async () => {
    const agent = await newCustomer();
    expect((await customer(agent)).activated).toBe(false);
    const unknown = await redeem(agent, 'NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('coupon_not_found');

    const redeemed = await redeem(agent, ' newuser5 ');
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toMatchObject({
      activated: true,
      coupon: { coupon: 'NEWUSER5', bonus_type: 'sign_up', status: 'applied', amount: '5.00' },
    });
    expect(await customer(agent)).toMatchObject({ activated: true, balance: '5.00' });
    expect((await bonuses(agent)).results[0]).toMatchObject({
      kind: 'bonus',
      type: 'coupon',
      sub_type: 'NEWUSER5',
      amount: '5.0000',
    });

    const again = await redeem(agent, 'NEWUSER5');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('coupon_already_used');
    expect((await bonuses(agent)).count).toBe(1);
  });

  it('NEWUSER5 is for accounts not activated yet; WELCOME10 is once per account', async () => {
    const agent = await demo(); // activated
    const refused = await redeem(agent, 'NEWUSER5');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('coupon_new_users_only');
    expect((await redeem(agent, 'WELCOME10')).json().coupon.amount).toBe('10.00');
    expect((await customer(agent)).balance).toBe('35.00');
    expect((await redeem(agent, 'WELCOME10')).json().code).toBe('coupon_already_used');
  });

  it('FIRST20 waits for the first payment and adds 20 % of it; after a payment it is refused', async () => {
    const agent = await newCustomer();
    const redeemed = (await redeem(agent, 'FIRST20')).json();
    expect(redeemed.coupon).toMatchObject({ status: 'pending', amount: null });
    const status = (await agent.call({ method: 'GET', operation: '/coupon_status' })).json();
    expect(status.pending).toMatchObject({ coupon: 'FIRST20' });

    const { url } = (await pay(agent, payment('10'))).json();
    await submitPage(agent, url, { decision: 'pay', card_number: '4242424242424242' });
    expect((await customer(agent)).balance).toBe('12.00');
    const after = (await agent.call({ method: 'GET', operation: '/coupon_status' })).json();
    expect(after.pending).toBeNull();
    expect(after.redeemed[0]).toMatchObject({ status: 'applied', amount: '2.00' });

    // A second payment gets no bonus.
    const second = (await pay(agent, payment('10'))).json();
    await submitPage(agent, second.url, { decision: 'pay', card_number: '4242424242424242' });
    expect((await bonuses(agent)).count).toBe(1);

    const late = await newCustomer();
    const { url: lateUrl } = (await pay(late, payment('10'))).json();
    await submitPage(late, lateUrl, { decision: 'pay', card_number: '4242424242424242' });
    const refused = await redeem(late, 'FIRST20');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('coupon_first_payment_only');
  });

  it('activate-by-card activates once the card page saves a card', async () => {
    const agent = await newCustomer();
    const session = (await agent.call({ method: 'POST', operation: '/activate-by-card/' })).json();
    expect(session.purpose).toBe('activate');
    expect((await customer(agent)).activated).toBe(false);
    await submitPage(agent, session.url, { decision: 'save', card_number: '4242424242424242' });
    expect((await customer(agent)).activated).toBe(true);
  });

  it('activate-with-details stores the details and activates; a Russian company needs INN and KPP', async () => {
    const agent = await newCustomer();
    const details = {
      first_name: 'Ivan',
      last_name: 'Petrov',
      phone: '+79161234567',
      country: 'RU',
      company_name: 'Romashka LLC',
    };
    const call = (body: unknown) =>
      agent.call({ method: 'POST', operation: '/activate-with-details/', body });
    const noInn = await call(details);
    expect(noInn.statusCode).toBe(400);
    expect(noInn.json()).toMatchObject({
      code: 'company_details_required',
      errors: { inn: [expect.any(String)] },
    });
    const noKpp = await call({ ...details, inn: '7707083893' });
    expect(Object.keys(noKpp.json().errors)).toEqual(['kpp']);
    const badPhone = await call({ ...details, phone: '8916' });
    expect(badPhone.json().code).toBe('invalid_input');
    expect((await customer(agent)).activated).toBe(false);

    const done = await call({ ...details, inn: '7707083893', kpp: '773601001' });
    expect(done.statusCode).toBe(200);
    expect(done.json().activated).toBe(true);
    const stored = server.platform.db
      .prepare('SELECT first_name, taxpayer_kind, inn, kpp FROM customer_profiles')
      .all();
    expect(stored).toEqual([
      { first_name: 'Ivan', taxpayer_kind: 'company', inn: '7707083893', kpp: '773601001' },
    ]);
    expect((await call({ ...details, inn: '770708389312' })).statusCode).toBe(409);
  });
});

describe('suspension for the balance', () => {
  it('suspends below the floor and stops the servers; a payment lifts it, servers stay stopped', async () => {
    const agent = await demo();
    const { client } = await demoCloudClient(server.app);
    const { id } = await createActiveServer(client, {
      name: 'web-1',
      sleep: (ms) => clock.advance(ms),
    });
    const demoUuid = (await customer(agent)).uuid;
    server.modules.billing.service.credit(demoUuid, {
      kind: 'credit',
      amount: '-30.00',
      message: 'test debit',
    });
    expect(await customer(agent)).toMatchObject({
      balance: '-5.00',
      suspended: true,
      suspend_reason: 'BALANCE',
    });
    await waitForServerStatus(client, {
      serverId: id,
      until: 'SHUTOFF',
      intervalMs: 500,
      sleep: async (ms) => {
        clock.advance(ms);
      },
    });

    // §6: blocked while suspended for the balance: no start, no new server.
    await expect(startServer(client, { serverId: id })).rejects.toMatchObject({ status: 403 });
    await expect(
      createActiveServer(client, { name: 'web-2', sleep: (ms) => clock.advance(ms) }),
    ).rejects.toMatchObject({ status: 403 });

    const { url } = (await pay(agent, payment('10'))).json();
    await submitPage(agent, url, { decision: 'pay', card_number: '4242424242424242' });
    expect(await customer(agent)).toMatchObject({
      balance: '5.00',
      suspended: false,
      suspend_reason: null,
    });
    clock.advance(HOUR);
    const later = await demoCloudClient(server.app); // a new token: the first one expired
    const stopped = await getServer(later.client, { serverId: id });
    expect(stopped.status).toBe('SHUTOFF');
    // Unsuspended: the customer starts it.
    await startServer(later.client, { serverId: id });
  });

  it('a deduction run that takes the balance below 0 suspends and stops the servers', async () => {
    const agent = await demo();
    const { client } = await demoCloudClient(server.app);
    const createdAt = clock.now().getTime();
    const { id } = await createActiveServer(client, {
      name: 'web-1',
      sleep: (ms) => clock.advance(ms),
    });
    const demoUuid = (await customer(agent)).uuid;
    server.modules.billing.service.credit(demoUuid, {
      kind: 'credit',
      amount: '-24.80',
      message: 'test debit',
    });
    expect(await customer(agent)).toMatchObject({ balance: '0.20', suspended: false });
    // The first 24 h of std.2c4g cost 0.3936: the run charges it: -0.1936, shown as -0.20.
    clock.set(new Date(createdAt + DAY));
    expect(await customer(agent)).toMatchObject({
      balance: '-0.20',
      suspended: true,
      suspend_reason: 'BALANCE',
      meta_total_funds_spent: '0.39',
    });
    const later = await demoCloudClient(server.app);
    await waitForServerStatus(later.client, {
      serverId: id,
      until: 'SHUTOFF',
      intervalMs: 500,
      sleep: async (ms) => {
        clock.advance(ms);
      },
    });
  });

  it('with a linked card the floor is -$10; a suspension by staff is not lifted by a payment', async () => {
    const agent = await demo();
    const demoUuid = (await customer(agent)).uuid;
    await attachCard(agent);
    const billing = server.modules.billing.service;
    billing.credit(demoUuid, { kind: 'credit', amount: '-34.00', message: 'test debit' });
    expect(await customer(agent)).toMatchObject({ balance: '-9.00', suspended: false });
    billing.credit(demoUuid, { kind: 'credit', amount: '-1.01', message: 'test debit' });
    expect(await customer(agent)).toMatchObject({ balance: '-10.01', suspended: true });

    // Deleting the card raises the floor to 0: still suspended. Paying $10 is not enough then.
    const [card] = await cards(agent);
    await agent.call({
      method: 'POST',
      operation: '/customer-cards/',
      body: { method_id: card.method_id },
    });
    const { url } = (await pay(agent, payment('10'))).json();
    await submitPage(agent, url, { decision: 'pay', card_number: '4242424242424242' });
    expect(await customer(agent)).toMatchObject({ balance: '-0.01', suspended: true });

    server.modules.account.service.setSuspension(demoUuid, 'NONE');
    billing.credit(demoUuid, { kind: 'credit', amount: '50.00', message: 'test credit' });
    expect(await customer(agent)).toMatchObject({ suspended: true, suspend_reason: 'NONE' });
  });
});
