import { afterEach, describe, expect, it } from 'vitest';
import { createAgent, cookieOf } from '../../test-support/agent.ts';
import { startTestServer } from '../../test-support/server.ts';
import { openTestStores } from '../../test-support/stores.ts';
import { DEMO_CUSTOMER } from '../account/index.ts';
import { AFFILIATE_COOKIE_MAX_AGE_SECONDS } from './routes.ts';

let server: Awaited<ReturnType<typeof startTestServer>> | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setUp() {
  server = await startTestServer();
  const agent = createAgent(server.app);
  await agent.primeCsrf();
  // The demo customer is the affiliate; read its uuid through a second connection (WAL).
  const stores = openTestStores(server.dataDir);
  const affiliate = stores.customers.findByEmail(DEMO_CUSTOMER.email)?.uuid;
  stores.close();
  if (affiliate === undefined) throw new Error('demo customer missing');
  return { agent, affiliate };
}

describe('POST /api/affiliate/click', () => {
  it('records the click and sets the 30-day affiliate and utm cookies (§9)', async () => {
    const { agent, affiliate } = await setUp();

    const response = await agent.call({
      method: 'POST',
      operation: '/affiliate/click',
      body: {
        affiliate_uuid: affiliate,
        unique: true,
        utm_source: 'newsletter',
        utm_campaign: 'autumn',
      },
    });

    expect(response.statusCode).toBe(201);
    const click = response.json();
    expect(click).toMatchObject({ affiliate_uuid: affiliate, unique: true });
    for (const name of ['affiliate_uuid', 'affiliate_hit', 'utm_source', 'utm_campaign']) {
      const cookie = cookieOf(response, name);
      expect(cookie?.maxAge, name).toBe(AFFILIATE_COOKIE_MAX_AGE_SECONDS);
      expect(cookie?.httpOnly, name).not.toBe(true);
      expect(cookie?.sameSite, name).toBe('Lax');
    }
    expect(cookieOf(response, 'affiliate_hit')?.value).toBe(click.affiliate_hit);
    expect(cookieOf(response, 'utm_medium')).toBeUndefined();
  });

  it('counts a second click of the same browser as not unique, whatever the body says', async () => {
    const { agent, affiliate } = await setUp();

    await agent.call({
      method: 'POST',
      operation: '/affiliate/click',
      body: { affiliate_uuid: affiliate },
    });
    const second = await agent.call({
      method: 'POST',
      operation: '/affiliate/click',
      body: { affiliate_uuid: affiliate, unique: true },
    });

    expect(second.json().unique).toBe(false);
  });

  it('answers 404 for an unknown affiliate, 400 for a bad body, 403 without the CSRF header', async () => {
    const { agent, affiliate } = await setUp();

    const unknown = await agent.call({
      method: 'POST',
      operation: '/affiliate/click',
      body: { affiliate_uuid: '00000000-0000-4000-8000-000000000000' },
    });
    const invalid = await agent.call({
      method: 'POST',
      operation: '/affiliate/click',
      body: { affiliate_uuid: 'not-a-uuid', utm_source: 5 },
    });
    const noCsrf = await agent.call({
      method: 'POST',
      operation: '/affiliate/click',
      body: { affiliate_uuid: affiliate },
      csrf: false,
    });

    expect(unknown.statusCode).toBe(404);
    expect(cookieOf(unknown, 'affiliate_uuid')).toBeUndefined();
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['affiliate_uuid', 'utm_source']);
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().code).toBe('csrf_failed');
  });
});
