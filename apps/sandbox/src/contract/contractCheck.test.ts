import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../db/index.ts';
import { createAgent } from '../test-support/agent.ts';
import { startTestServer } from '../test-support/server.ts';
import { operationOf, type ContractReport } from './contractCheck.ts';

let server: Awaited<ReturnType<typeof startTestServer>> | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function report(): Promise<ContractReport> {
  const response = await server?.app.inject({ method: 'GET', url: '/sandbox/contract' });
  return response?.json() as ContractReport;
}

describe('run-time contract check (CONTRACT_CHECK=1)', () => {
  it('maps Fastify routes to openapi.yaml templates', () => {
    expect(operationOf('/api/customers/:id/')).toBe('/customers/{id}/');
    expect(operationOf('/api/totp/recovery-codes/regenerate/')).toBe(
      '/totp/recovery-codes/regenerate/',
    );
  });

  it('counts every API answer and finds no violation in a normal session', async () => {
    server = await startTestServer({ contractCheck: true });
    const agent = createAgent(server.app);
    await agent.primeCsrf();
    await agent.login(DEMO_CUSTOMER.email, 'wrong-password');
    await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await agent.call({ method: 'GET', operation: '/customers/' });
    await agent.call({ method: 'GET', operation: '/regions/' });
    await agent.call({ method: 'POST', operation: '/logout/' });

    const result = await report();

    expect(result.checked).toBe(6);
    expect(result.violations).toEqual([]);
  });

  it('reports answers the spec does not declare (status, operation)', async () => {
    server = await startTestServer({ contractCheck: true });
    server.app.get('/api/not-in-the-spec/', async () => ({ anything: true }));
    const agent = createAgent(server.app);
    await agent.primeCsrf();
    const token = agent.jar.get('csrftoken__') ?? '';

    await server.app.inject({ method: 'GET', url: '/api/not-in-the-spec/' });
    // Malformed JSON: Fastify answers 400, which logout/ does not declare.
    await server.app.inject({
      method: 'POST',
      url: '/api/logout/',
      headers: {
        'content-type': 'application/json',
        cookie: `csrftoken__=${token}`,
        'x-csrftoken': token,
      },
      payload: '{not json',
    });

    const { violations } = await report();

    expect(violations.map((violation) => [violation.operation, violation.status])).toEqual([
      ['/not-in-the-spec/', 200],
      ['/logout/', 400],
    ]);
    expect(violations[0]?.problems[0]).toMatch(/has no operation/);
  });

  it('is off by default', async () => {
    server = await startTestServer();

    const response = await server.app.inject({ method: 'GET', url: '/sandbox/contract' });

    expect(response.statusCode).toBe(404);
  });
});
