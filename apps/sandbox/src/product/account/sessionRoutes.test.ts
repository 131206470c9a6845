import { base32Decode, hotp, totpCounter } from '@cloud-portal/domain/totp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAgent } from '../../test-support/agent.ts';
import { startTestServer } from '../../test-support/server.ts';
import { DEMO_CUSTOMER } from './index.ts';
import { LOGIN_HISTORY_LIMIT } from './loginEventsStore.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let clock: Date;

beforeEach(async () => {
  clock = new Date('2026-11-21T12:00:10Z');
  server = await startTestServer({ now: () => clock });
});
afterEach(async () => {
  await server.close();
});

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A browser logged in as `email` with `userAgent` on every call. */
async function browser(email: string, password: string, userAgent: string) {
  const agent = createAgent(server.app);
  const call = (input: Parameters<typeof agent.call>[0]) =>
    agent.call({ ...input, headers: { 'user-agent': userAgent, ...input.headers } });
  await call({ method: 'GET', operation: '/refresh-status/' });
  const login = await call({ method: 'POST', operation: '/login/', body: { email, password } });
  return { agent, call, login };
}

async function signUp(email: string, password: string) {
  const agent = createAgent(server.app);
  await agent.primeCsrf();
  const created = await agent.call({
    method: 'POST',
    operation: '/customers/',
    body: { email, password },
  });
  expect(created.statusCode).toBe(201);
  return agent;
}

describe('GET /api/sessions/', () => {
  it('lists the live sessions with device, address, times and which one is this', async () => {
    const laptop = await browser(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, FIREFOX);
    clock = new Date('2026-11-21T12:05:10Z');
    const phone = await browser(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, SAFARI);

    const list = await laptop.call({ method: 'GET', operation: '/sessions/' });
    expect(list.statusCode).toBe(200);
    const sessions = list.json() as Array<Record<string, unknown>>;
    expect(sessions).toHaveLength(2);
    // Newest first; the laptop's own session is marked.
    expect(sessions[0]).toMatchObject({
      user_agent: SAFARI,
      ip: '127.0.0.1',
      created_at: '2026-11-21T12:05:10.000Z',
      current: false,
    });
    expect(sessions[1]).toMatchObject({
      user_agent: FIREFOX,
      created_at: '2026-11-21T12:00:10.000Z',
      // The list call itself was a use of the laptop's session.
      last_seen_at: '2026-11-21T12:05:10.000Z',
      current: true,
    });
    const fromPhone = (await phone.call({ method: 'GET', operation: '/sessions/' })).json();
    expect(fromPhone.map((session: { current: boolean }) => session.current)).toEqual([
      true,
      false,
    ]);
  });

  it('needs a session', async () => {
    const agent = createAgent(server.app);
    expect((await agent.call({ method: 'GET', operation: '/sessions/' })).statusCode).toBe(401);
    expect((await agent.call({ method: 'GET', operation: '/login-history/' })).statusCode).toBe(
      401,
    );
  });
});

describe('DELETE /api/sessions/{id}/', () => {
  it('signs another session out: its calls answer 401 and it leaves the list', async () => {
    const laptop = await browser(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, FIREFOX);
    const phone = await browser(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, SAFARI);
    const sessions = (await laptop.call({ method: 'GET', operation: '/sessions/' })).json();
    const phoneSession = sessions.find((session: { current: boolean }) => !session.current);

    const revoked = await laptop.call({
      method: 'DELETE',
      operation: '/sessions/{id}/',
      path: `/sessions/${phoneSession.id}/`,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await phone.call({ method: 'GET', operation: '/customers/' })).statusCode).toBe(401);
    expect((await laptop.call({ method: 'GET', operation: '/sessions/' })).json()).toHaveLength(1);
    // A replay finds nothing to revoke.
    const again = await laptop.call({
      method: 'DELETE',
      operation: '/sessions/{id}/',
      path: `/sessions/${phoneSession.id}/`,
    });
    expect(again.statusCode).toBe(404);
  });

  it("another customer's session id is not found and keeps working", async () => {
    const other = await signUp('other@example.com', 'another-long-password');
    const otherId = (await other.call({ method: 'GET', operation: '/sessions/' })).json()[0].id;
    const demo = await browser(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, FIREFOX);

    const attempt = await demo.call({
      method: 'DELETE',
      operation: '/sessions/{id}/',
      path: `/sessions/${otherId}/`,
    });
    expect(attempt.statusCode).toBe(404);
    expect(attempt.json()).toEqual({ code: 'not_found', message: 'Session not found.' });
    expect((await other.call({ method: 'GET', operation: '/customers/' })).statusCode).toBe(200);

    // Revoke-others of the demo leaves the other customer's session alone as well.
    const all = await demo.call({ method: 'POST', operation: '/sessions/revoke-others/' });
    expect(all.json()).toEqual({ revoked: 0 });
    expect((await other.call({ method: 'GET', operation: '/customers/' })).statusCode).toBe(200);
  });

  it('refuses the current session, malformed and encoded ids, and a missing CSRF header', async () => {
    const demo = await browser(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, FIREFOX);
    const own = (await demo.call({ method: 'GET', operation: '/sessions/' })).json()[0].id;
    const current = await demo.call({
      method: 'DELETE',
      operation: '/sessions/{id}/',
      path: `/sessions/${own}/`,
    });
    expect(current.statusCode).toBe(409);
    expect(current.json()).toMatchObject({ code: 'session_current' });

    for (const id of ['nope', '%27%20OR%201%3D1--', encodeURIComponent(`${own}/../x`)]) {
      const response = await demo.call({
        method: 'DELETE',
        operation: '/sessions/{id}/',
        path: `/sessions/${id}/`,
      });
      expect(response.statusCode, id).toBe(404);
    }
    const oversized = await demo.call({
      method: 'DELETE',
      operation: '/sessions/{id}/',
      path: `/sessions/${'x'.repeat(5000)}/`,
    });
    expect(oversized.statusCode).toBe(414);
    const noCsrf = await demo.call({
      method: 'DELETE',
      operation: '/sessions/{id}/',
      path: `/sessions/${own}/`,
      csrf: false,
    });
    expect(noCsrf.statusCode).toBe(403);
    expect((await demo.call({ method: 'GET', operation: '/customers/' })).statusCode).toBe(200);
  });
});

describe('POST /api/sessions/revoke-others/', () => {
  it('signs every other session out and keeps this one', async () => {
    const laptop = await browser(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, FIREFOX);
    const phone = await browser(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, SAFARI);
    const tablet = await browser(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, SAFARI);
    const response = await laptop.call({ method: 'POST', operation: '/sessions/revoke-others/' });
    expect(response.json()).toEqual({ revoked: 2 });
    expect((await phone.call({ method: 'GET', operation: '/customers/' })).statusCode).toBe(401);
    expect((await tablet.call({ method: 'GET', operation: '/customers/' })).statusCode).toBe(401);
    expect((await laptop.call({ method: 'GET', operation: '/customers/' })).statusCode).toBe(200);
  });
});

describe('GET /api/login-history/', () => {
  it('records wrong passwords and successful logins with address and browser, newest first', async () => {
    const wrong = await browser(DEMO_CUSTOMER.email, 'not-the-password', SAFARI);
    expect(wrong.login.statusCode).toBe(400);
    clock = new Date('2026-11-21T12:01:10Z');
    const demo = await browser(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, FIREFOX);
    // An unknown address has no history to write to (and must not create one).
    await browser('nobody@example.com', 'not-the-password', SAFARI);

    const history = (await demo.call({ method: 'GET', operation: '/login-history/' })).json();
    expect(history).toMatchObject([
      {
        outcome: 'success',
        method: 'password',
        user_agent: FIREFOX,
        ip: '127.0.0.1',
        created_at: '2026-11-21T12:01:10.000Z',
      },
      {
        outcome: 'failure',
        method: 'password',
        user_agent: SAFARI,
        created_at: '2026-11-21T12:00:10.000Z',
      },
    ]);
    expect(history).toHaveLength(2);
  });

  it('records the TOTP steps: code asked, wrong code, success with a code', async () => {
    const demo = await browser(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, FIREFOX);
    const setup = await demo.call({
      method: 'POST',
      operation: '/totp/setup/',
      body: { password: DEMO_CUSTOMER.password },
    });
    const secret = base32Decode(setup.json().secret as string);
    const enable = await demo.call({
      method: 'POST',
      operation: '/totp/verify-setup/',
      body: { code: await hotp(secret, totpCounter(clock.getTime())) },
    });
    expect(enable.statusCode).toBe(200);

    clock = new Date('2026-11-21T12:02:10Z');
    const second = await browser(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, SAFARI);
    expect(second.login.json()).toEqual({ totp_required: true });
    const bad = await second.call({
      method: 'POST',
      operation: '/totp/verify/',
      body: { email: DEMO_CUSTOMER.email, code: '000000' },
    });
    expect(bad.statusCode).toBe(400);
    const good = await second.call({
      method: 'POST',
      operation: '/totp/verify/',
      body: {
        email: DEMO_CUSTOMER.email,
        code: await hotp(secret, totpCounter(clock.getTime())),
      },
    });
    expect(good.statusCode).toBe(200);

    const history = (await second.call({ method: 'GET', operation: '/login-history/' })).json();
    expect(
      history.map((event: { outcome: string; method: string }) => [event.outcome, event.method]),
    ).toEqual([
      ['success', 'totp'],
      ['totp_failure', 'totp'],
      ['totp_required', 'password'],
      ['success', 'password'],
    ]);
  });

  it(`keeps the last ${LOGIN_HISTORY_LIMIT} attempts and only the customer's own`, async () => {
    const other = await signUp('other@example.com', 'another-long-password');
    // Wrong passwords past the rate limit are refused before any check: record directly.
    const demo = await browser(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, FIREFOX);
    const { openTestStores } = await import('../../test-support/stores.ts');
    const stores = openTestStores(server.dataDir);
    const { loginEventsStore } = await import('./loginEventsStore.ts');
    const events = loginEventsStore(stores.db);
    const demoUuid = (await demo.call({ method: 'GET', operation: '/customers/' })).json()[0].uuid;
    for (let index = 0; index < LOGIN_HISTORY_LIMIT + 5; index += 1) {
      events.record({
        customerUuid: demoUuid,
        ip: `10.0.0.${index % 250}`,
        userAgent: 'x'.repeat(600),
        outcome: 'failure',
        method: 'password',
        now: clock,
      });
    }
    stores.close();
    const history = (await demo.call({ method: 'GET', operation: '/login-history/' })).json();
    expect(history).toHaveLength(LOGIN_HISTORY_LIMIT);
    // The newest first; the oldest (the real login and the first 5) were dropped.
    expect(history[0].ip).toBe(`10.0.0.${LOGIN_HISTORY_LIMIT + 4}`);
    expect(history.at(-1).ip).toBe('10.0.0.5');
    expect(history[0].user_agent).toHaveLength(512);
    const otherHistory = (await other.call({ method: 'GET', operation: '/login-history/' })).json();
    expect(otherHistory).toEqual([]);
  });
});
