import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SandboxEvents } from '../../platform/events.ts';
import { createAgent } from '../../test-support/agent.ts';
import { startTestServer } from '../../test-support/server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let received: Array<SandboxEvents['customer.signed_up']>;
beforeEach(async () => {
  server = await startTestServer();
  received = [];
  server.platform.events.subscribe('customer.signed_up', (payload) => {
    received.push({ ...payload });
  });
});
afterEach(async () => {
  await server.close();
});

describe('the account module publishes customer.signed_up', () => {
  it('once per new account from the sign-up form, not for an address that is taken', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();
    const body = { email: 'Events@Example.com', password: 'a-long-password', fp: 'f', fp_data: {} };
    expect((await agent.call({ method: 'POST', operation: '/customers/', body })).statusCode).toBe(
      201,
    );
    const again = createAgent(server.app);
    await again.primeCsrf();
    await again.call({ method: 'POST', operation: '/customers/', body });
    await server.platform.events.drained();

    expect(received).toEqual([
      {
        customerUuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        email: 'events@example.com',
        socialProvider: null,
      },
    ]);
    const me = await agent.call({ method: 'GET', operation: '/customers/' });
    expect(received[0]?.customerUuid).toBe(me.json()[0].uuid);
  });
});
