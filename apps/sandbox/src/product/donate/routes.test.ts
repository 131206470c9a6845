import { afterEach, describe, expect, it } from 'vitest';
import { createAgent } from '../../test-support/agent.ts';
import { createBrowser } from '../../test-support/browser.ts';
import { startTestServer } from '../../test-support/server.ts';

let server: Awaited<ReturnType<typeof startTestServer>> | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setUp() {
  server = await startTestServer();
  const agent = createAgent(server.app);
  await agent.primeCsrf();
  return { app: server.app, agent };
}

describe('POST /api/donate-payment', () => {
  it('creates a pending donation whose sandbox pay page marks it paid', async () => {
    const { app, agent } = await setUp();

    const created = await agent.call({
      method: 'POST',
      operation: '/donate-payment',
      body: { amount: '15.00', currency: 'eur', email: ' Donor@Example.com ' },
    });
    expect(created.statusCode).toBe(201);
    const donation = created.json();
    expect(donation).toMatchObject({
      amount: '15.00',
      currency: 'eur',
      status: 'pending',
      paid_at: null,
    });
    expect(donation.url).toBe(`/sandbox/pay/${donation.id}`);

    const browser = createBrowser(app);
    const page = await browser.get(donation.url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('15.00 EUR');
    expect(page.body).toContain('value="pay"');
    const paid = await browser.submit(page, { fields: { decision: 'pay' } });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/donate?payment=${donation.id}`);

    const after = await agent.call({
      method: 'GET',
      operation: '/donate-payment',
      path: `/donate-payment?id=${donation.id}`,
    });
    expect(after.json().status).toBe('paid');
    expect(after.json().paid_at).not.toBeNull();

    // A second submit (back button) does not change the outcome.
    await browser.submit(page, { fields: { decision: 'cancel' } });
    const still = await agent.call({
      method: 'GET',
      operation: '/donate-payment',
      path: `/donate-payment?id=${donation.id}`,
    });
    expect(still.json().status).toBe('paid');
  });

  it('returns the first donation for a repeated Idempotency-Key, and refuses the key for another amount', async () => {
    const { agent } = await setUp();
    const headers = { 'idempotency-key': 'donate-7f3a9c21' };

    const first = await agent.call({
      method: 'POST',
      operation: '/donate-payment',
      headers,
      body: { amount: '10.00', currency: 'usd' },
    });
    const again = await agent.call({
      method: 'POST',
      operation: '/donate-payment',
      headers,
      body: { amount: '10.00', currency: 'usd' },
    });
    const other = await agent.call({
      method: 'POST',
      operation: '/donate-payment',
      headers,
      body: { amount: '20.00', currency: 'usd' },
    });
    const fresh = await agent.call({
      method: 'POST',
      operation: '/donate-payment',
      body: { amount: '10.00', currency: 'usd' },
    });

    expect(again.json().id).toBe(first.json().id);
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe('idempotency_key_reused');
    expect(fresh.json().id).not.toBe(first.json().id);
  });

  it('refuses bad amounts, currencies and emails with 400, and a missing CSRF header with 403', async () => {
    const { agent } = await setUp();

    const tooSmall = await agent.call({
      method: 'POST',
      operation: '/donate-payment',
      body: { amount: '0.50', currency: 'usd' },
    });
    const float = await agent.call({
      method: 'POST',
      operation: '/donate-payment',
      body: { amount: 10, currency: 'gbp', email: 'nope' },
    });
    const noCsrf = await agent.call({
      method: 'POST',
      operation: '/donate-payment',
      body: { amount: '10.00', currency: 'usd' },
      csrf: false,
    });

    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().errors.amount).toBeDefined();
    expect(Object.keys(float.json().errors).sort()).toEqual(['amount', 'currency', 'email']);
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('sandbox pay page: cancel', () => {
  it('marks a pending donation cancelled, without a paid time', async () => {
    const { app, agent } = await setUp();
    const donation = (
      await agent.call({
        method: 'POST',
        operation: '/donate-payment',
        body: { amount: '3.00', currency: 'usd' },
      })
    ).json();

    const browser = createBrowser(app);
    const cancelled = await browser.submit(await browser.get(donation.url), {
      fields: { decision: 'cancel' },
    });
    const state = (
      await agent.call({
        method: 'GET',
        operation: '/donate-payment',
        path: `/donate-payment?id=${donation.id}`,
      })
    ).json();
    const page = await app.inject({ method: 'GET', url: donation.url });

    expect(cancelled.statusCode).toBe(303);
    expect(state).toMatchObject({ status: 'cancelled', paid_at: null });
    expect(page.body).not.toContain('value="pay"');
  });
});

describe('GET /api/donate-payment', () => {
  it('answers 400 without a valid id and 404 for an unknown one', async () => {
    const { agent } = await setUp();

    const missing = await agent.call({ method: 'GET', operation: '/donate-payment' });
    const unknown = await agent.call({
      method: 'GET',
      operation: '/donate-payment',
      path: '/donate-payment?id=7c9e6679-7425-40de-944b-e07fc1f90ae7',
    });

    expect(missing.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('sandbox pay page and media', () => {
  it('refuses a cross-site post, an unknown payment and a missing decision', async () => {
    const { app, agent } = await setUp();
    const donation = (
      await agent.call({
        method: 'POST',
        operation: '/donate-payment',
        body: { amount: '5.00', currency: 'rub' },
      })
    ).json();
    const browser = createBrowser(app);
    const page = await browser.get(donation.url);
    const token = { csrf_token: browser.jar.get('csrftoken__') ?? '' };

    const crossSite = await browser.post(
      donation.url,
      { ...token, decision: 'pay' },
      { 'sec-fetch-site': 'cross-site' },
    );
    const unknown = await app.inject({
      method: 'GET',
      url: '/sandbox/pay/7c9e6679-7425-40de-944b-e07fc1f90ae7',
    });
    const noDecision = await browser.submit(page, { fields: { x: '1' } });
    const state = await agent.call({
      method: 'GET',
      operation: '/donate-payment',
      path: `/donate-payment?id=${donation.id}`,
    });

    expect(crossSite.statusCode).toBe(403);
    expect(unknown.statusCode).toBe(404);
    expect(noDecision.statusCode).toBe(400);
    expect(state.json().status).toBe('pending');
  });

  it('serves the news cover images as SVG, and 404 for others', async () => {
    const { app, agent } = await setUp();
    const news = (
      await agent.call({ method: 'GET', operation: '/news/{id}/', path: '/news/1/' })
    ).json();

    const image = await app.inject({ method: 'GET', url: news.image });
    const missing = await app.inject({ method: 'GET', url: '/sandbox/media/news/missing.svg' });

    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('<svg');
    expect(missing.statusCode).toBe(404);
  });
});
