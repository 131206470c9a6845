import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from './index.ts';
import { base32Decode, totpCode } from '@cloud-portal/domain/totp';
import { createAgent } from '../../test-support/agent.ts';
import { startTestServer } from '../../test-support/server.ts';

function statusCounts(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('per-account login limit under concurrency', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeEach(async () => {
    // A generous per-address limit, so only the per-account counter is under test.
    server = await startTestServer({
      rateLimits: { perAccount: 5, perAddress: 100, windowMs: 60_000 },
    });
  });
  afterEach(async () => {
    await server.close();
  });

  it('lets at most 5 of 20 concurrent wrong passwords reach the password check', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, attempt) =>
        agent.login(DEMO_CUSTOMER.email, `wrong-password-${attempt}`),
      ),
    );

    // 400 = the password was checked (and wrong); 429 = refused before any check.
    expect(statusCounts(responses.map((response) => response.statusCode))).toEqual({
      400: 5,
      429: 15,
    });
    // The right password is refused too while the account is locked.
    expect((await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode).toBe(429);
  });

  it('does the same for an unknown email (no enumeration through the limiter)', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();

    const responses = await Promise.all(
      Array.from({ length: 20 }, () => agent.login('ghost@cloud-portal.test', 'wrong-password')),
    );

    expect(statusCounts(responses.map((response) => response.statusCode))).toEqual({
      400: 5,
      429: 15,
    });
  });

  it('a successful login clears the counter, as before', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await agent.login(DEMO_CUSTOMER.email, 'wrong-password')).statusCode).toBe(400);

    expect((await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode).toBe(200);

    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await agent.login(DEMO_CUSTOMER.email, 'wrong-password')).statusCode).toBe(400);
    expect((await agent.login(DEMO_CUSTOMER.email, 'wrong-password')).statusCode).toBe(429);
  });
});

/** The routes that ask for the current password again, and a body with `password` as it. */
const PASSWORD_RECHECKS = [
  {
    operation: '/customers/change-password',
    totp: false,
    body: (password: string) => ({ old_password: password, password: 'a-new-password-1' }),
  },
  { operation: '/totp/setup/', totp: false, body: (password: string) => ({ password }) },
  { operation: '/totp/disable/', totp: true, body: (password: string) => ({ password }) },
  {
    operation: '/totp/recovery-codes/regenerate/',
    totp: true,
    body: (password: string) => ({ password }),
  },
] as const;

describe.each(PASSWORD_RECHECKS)('password re-check of POST $operation', (route) => {
  let recheckServer: Awaited<ReturnType<typeof startTestServer>>;
  const clock = new Date('2026-11-21T12:00:10Z');

  async function withLimits(perAccount: number, perAddress: number) {
    recheckServer = await startTestServer({
      now: () => clock,
      rateLimits: { perAccount, perAddress, windowMs: 60_000 },
    });
    const agent = createAgent(recheckServer.app);
    await agent.primeCsrf();
    expect((await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode).toBe(200);
    if (route.totp) {
      const setup = await agent.call({
        method: 'POST',
        operation: '/totp/setup/',
        body: { password: DEMO_CUSTOMER.password },
      });
      const secret = setup.json().secret as string;
      const verified = await agent.call({
        method: 'POST',
        operation: '/totp/verify-setup/',
        body: { code: await totpCode(base32Decode(secret), clock.getTime()) },
      });
      expect(verified.statusCode).toBe(200);
    }
    return agent;
  }

  function recheck(agent: ReturnType<typeof createAgent>, password: string) {
    return agent.call({ method: 'POST', operation: route.operation, body: route.body(password) });
  }

  afterEach(async () => {
    await recheckServer.close();
  });

  it('refuses wrong passwords beyond the per-account limit with 429 and Retry-After', async () => {
    const agent = await withLimits(3, 100);
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await recheck(agent, `wrong-password-${attempt}`)).statusCode).toBe(400);

    const blocked = await recheck(agent, DEMO_CUSTOMER.password);

    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'too_many_requests' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // One budget of guesses per account: login is locked too.
    expect((await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode).toBe(429);
  });

  it('lets at most the limit of 20 concurrent wrong passwords reach the check', async () => {
    const agent = await withLimits(3, 100);

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, attempt) => recheck(agent, `wrong-password-${attempt}`)),
    );

    expect(statusCounts(responses.map((response) => response.statusCode))).toEqual({
      400: 3,
      429: 17,
    });
  });

  it('counts failed re-checks per client address too', async () => {
    // The login took 1 of the 4 address slots; 3 wrong re-checks take the rest.
    const agent = await withLimits(100, 4);
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await recheck(agent, `wrong-password-${attempt}`)).statusCode).toBe(400);

    expect((await recheck(agent, 'wrong-password-again')).statusCode).toBe(429);
  });

  it('does not count a right password', async () => {
    const agent = await withLimits(2, 100);
    expect((await recheck(agent, 'wrong-password-1')).statusCode).toBe(400);

    expect((await recheck(agent, DEMO_CUSTOMER.password)).statusCode).not.toBe(429);
  });
});

describe('client address behind trusted proxies', () => {
  let proxiedServer: Awaited<ReturnType<typeof startTestServer>>;
  afterEach(async () => {
    await proxiedServer.close();
  });

  it('takes the address `trustProxy` hops from the right; forged entries to its left do not count', async () => {
    // Two proxies: the outer one appends what it saw (the client), the inner one the outer's address.
    proxiedServer = await startTestServer({
      trustProxy: 2,
      rateLimits: { perAccount: 100, perAddress: 2, windowMs: 60_000 },
    });
    // inject() connects from 127.0.0.1, the inner proxy; the CSRF pair comes first.
    const primed = await proxiedServer.app.inject({ method: 'GET', url: '/api/time/' });
    const csrf = primed.cookies.find((cookie) => cookie.name === 'csrftoken__')?.value ?? '';
    const send = (forwardedFor: string, attempt: number) =>
      proxiedServer.app
        .inject({
          method: 'POST',
          url: '/api/login/',
          headers: {
            'x-forwarded-for': forwardedFor,
            cookie: `csrftoken__=${csrf}`,
            'x-csrftoken': csrf,
          },
          payload: { email: `user${attempt}@cloud-portal.test`, password: 'not-the-password' },
        })
        .then((response) => response.statusCode);

    expect(await send('198.51.100.1, 203.0.113.9, 10.0.0.2', 1)).toBe(400);
    expect(await send('198.51.100.2, 203.0.113.9, 10.0.0.2', 2)).toBe(400);
    expect(await send('198.51.100.3, 203.0.113.9, 10.0.0.2', 3)).toBe(429);
    // Another client (as the outer proxy saw it) is counted on its own.
    expect(await send('203.0.113.10, 10.0.0.2', 4)).toBe(400);
  });
});
