import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from './index.ts';
import { createAgent } from '../../test-support/agent.ts';
import { startTestServer } from '../../test-support/server.ts';

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

function statusCounts(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('per-account login limit under concurrency', () => {
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
