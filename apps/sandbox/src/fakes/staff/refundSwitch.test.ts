import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../product/account/index.ts';
import { createAgent } from '../../test-support/agent.ts';
import { createBrowser, formsOf } from '../../test-support/browser.ts';
import { startTestServer } from '../../test-support/server.ts';

// The admin page's Refund a payment section (issue 14): staff refund (part of) a customer's paid
// payment; the customer's billing history then lists a negative refund and the balance follows.

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

type Agent = ReturnType<typeof createAgent>;

async function login(email: string, password: string): Promise<Agent> {
  const agent = createAgent(server.app);
  await agent.primeCsrf();
  expect((await agent.login(email, password)).statusCode).toBe(200);
  return agent;
}

let keys = 0;
/** A payment of the agent's customer, paid on its payment page by card; answers its id. */
async function paidPayment(agent: Agent, amount: string): Promise<string> {
  const created = await agent.call({
    method: 'POST',
    operation: '/transactions/',
    body: { amount, kind: 'refill', type: 'paymaster', sub_type: 'card', message: 'Payment' },
    headers: { 'idempotency-key': `refund-test-${(keys += 1)}` },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id, url } = created.json<{ id: string; url: string }>();
  const browser = createBrowser(server.app);
  for (const [name, value] of agent.jar) browser.jar.set(name, value);
  const page = await browser.get(url);
  const done = await browser.submit(page, {
    fields: { decision: 'pay', card_number: '4242 4242 4242 4242' },
  });
  expect(done.statusCode).toBe(303);
  return id;
}

const balanceOf = async (agent: Agent) =>
  (await agent.call({ method: 'GET', operation: '/customers/' })).json<[{ balance: string }]>()[0]
    .balance;

const refundsOf = async (agent: Agent) =>
  (
    await agent.call({
      method: 'GET',
      operation: '/transactions/',
      path: '/transactions/?kind=refund',
    })
  ).json<{ results: { amount: string; external_id: string | null; kind: string }[] }>().results;

function refundForm(page: LightMyRequestResponse) {
  const form = formsOf(page.body).find((candidate) => candidate.action === '/sandbox/admin/refund');
  if (form === undefined) throw new Error('no refund form');
  return form;
}

describe('the Refund a payment section of /sandbox/admin', () => {
  it('refunds part of a paid payment, then the rest: the history lists them, the balance follows', async () => {
    const agent = await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const id = await paidPayment(agent, '12.00');
    expect(await balanceOf(agent)).toBe('37.00');
    const browser = createBrowser(server.app);
    const page = await browser.get('/sandbox/admin');
    expect(page.body).toContain('<h2>Refund a payment</h2>');

    const first = refundForm(page);
    const part = await browser.post(first.action, {
      ...first.hidden,
      email: DEMO_CUSTOMER.email,
      payment_id: id,
      amount: '5.00',
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.body).toContain('Refunded <strong>$5.00</strong>');
    expect(part.body).toContain('$7.00 of it can still be refunded');

    const second = refundForm(await browser.get('/sandbox/admin'));
    const rest = await browser.post(second.action, {
      ...second.hidden,
      email: ` ${DEMO_CUSTOMER.email.toUpperCase()} `,
      payment_id: id.toUpperCase(),
      amount: '',
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.body).toContain('Refunded <strong>$7.00</strong>');

    expect(await balanceOf(agent)).toBe('25.00');
    expect(await refundsOf(agent)).toEqual([
      expect.objectContaining({ kind: 'refund', amount: '-7.0000', external_id: id }),
      expect.objectContaining({ kind: 'refund', amount: '-5.0000', external_id: id }),
    ]);
  });

  it('refunds once when the same form is sent again (a double click, a reload)', async () => {
    const agent = await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const id = await paidPayment(agent, '12.00');
    const browser = createBrowser(server.app);
    const form = refundForm(await browser.get('/sandbox/admin'));
    const fields = { ...form.hidden, email: DEMO_CUSTOMER.email, payment_id: id, amount: '4.00' };

    const first = await browser.post(form.action, fields);
    const again = await browser.post(form.action, fields);

    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Already refunded by this form: <strong>$4.00</strong>');
    expect(await refundsOf(agent)).toHaveLength(1);
    expect(await balanceOf(agent)).toBe('33.00');
    // The same form for another amount is a mistake, not a second refund.
    const other = await browser.post(form.action, { ...fields, amount: '5.00' });
    expect(other.statusCode).toBe(409);
    expect(other.body).toContain('data-code="refund_key_reused"');
    expect(await refundsOf(agent)).toHaveLength(1);
  });

  it('refuses a bad amount, more than was paid, an unknown customer and another customer’s payment', async () => {
    const demo = await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const id = await paidPayment(demo, '12.00');
    const signUp = createAgent(server.app);
    await signUp.primeCsrf();
    await signUp.call({
      method: 'POST',
      operation: '/customers/',
      body: { email: 'alice@example.com', password: 'a-long-password' },
    });
    const browser = createBrowser(server.app);
    const form = refundForm(await browser.get('/sandbox/admin'));
    const post = (fields: Record<string, string>) =>
      browser.post(form.action, {
        ...form.hidden,
        email: DEMO_CUSTOMER.email,
        payment_id: id,
        ...fields,
      });

    for (const amount of ['0', '-1', 'ten', '1.005']) {
      const refused = await post({ amount });
      expect(refused.statusCode, amount).toBe(400);
      expect(refused.body).toContain('data-code="invalid_amount"');
    }
    const tooMuch = await post({ amount: '12.01' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.body).toContain('At most $12.00 of this payment can still be refunded.');
    const nobody = await post({ email: 'nobody@example.com', amount: '1.00' });
    expect(nobody.statusCode).toBe(404);
    // Alice's email with the demo customer's payment: not hers, so not found.
    const notHers = await post({ email: 'alice@example.com', amount: '1.00' });
    expect(notHers.statusCode).toBe(404);
    expect(notHers.body).toContain('data-code="payment_not_found"');
    const missing = await post({ payment_id: '', amount: '1.00' });
    expect(missing.statusCode).toBe(400);

    expect(await refundsOf(demo)).toEqual([]);
    expect(await balanceOf(demo)).toBe('37.00');
  });

  it('refuses a post without the page token or cross-site, and a GET: nothing is refunded', async () => {
    const agent = await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const id = await paidPayment(agent, '12.00');
    const browser = createBrowser(server.app);
    const form = refundForm(await browser.get('/sandbox/admin'));
    const fields: Record<string, string> = {
      ...form.hidden,
      email: DEMO_CUSTOMER.email,
      payment_id: id,
      amount: '1.00',
    };
    const { csrf_token: _token, ...withoutToken } = fields;

    const refused = [
      await browser.post(form.action, withoutToken),
      await browser.post(form.action, { ...fields, csrf_token: 'forged' }),
      await browser.post(form.action, fields, { origin: 'http://evil.test' }),
      await browser.get('/sandbox/admin/refund'),
    ];

    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403, 405]);
    expect(refused[0]?.body).toContain('href="/sandbox/admin#refunds"');
    expect(await refundsOf(agent)).toEqual([]);
  });
});
