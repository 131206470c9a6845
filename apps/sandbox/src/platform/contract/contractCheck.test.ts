import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../product/account/index.ts';
import { createAgent } from '../../test-support/agent.ts';
import { startTestServer } from '../../test-support/server.ts';
import {
  addContractCheck,
  describeProblem,
  operationOf,
  templateOf,
  type ContractReport,
} from './contractCheck.ts';

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
    expect(result.operations).toEqual({
      'GET /refresh-status/ 200': 1,
      'POST /login/ 400': 1,
      'POST /login/ 200': 1,
      'GET /customers/ 200': 1,
      'GET /regions/ 200': 1,
      'POST /logout/ 200': 1,
    });
    expect(result.violations).toEqual([]);
  });

  it('reports answers the spec does not declare (status, operation)', async () => {
    server = await startTestServer({ contractCheck: true });
    // The sandbox refuses to start with a route openapi.yaml lacks (requestValidation), so the
    // undeclared operation is served by a bare app with the check.
    const bare = Fastify();
    addContractCheck(bare);
    bare.get('/api/not-in-the-spec/', async () => ({ anything: true }));
    await bare.inject({ method: 'GET', url: '/api/not-in-the-spec/' });
    const bareReport = (
      await bare.inject({ method: 'GET', url: '/sandbox/contract' })
    ).json<ContractReport>();
    await bare.close();
    const agent = createAgent(server.app);
    await agent.primeCsrf();
    const token = agent.jar.get('csrftoken__') ?? '';
    // A body over the limit: Fastify answers 413, which logout/ does not declare.
    await server.app.inject({
      method: 'POST',
      url: '/api/logout/',
      headers: {
        'content-type': 'application/json',
        cookie: `csrftoken__=${token}`,
        'x-csrftoken': token,
      },
      payload: JSON.stringify({ padding: 'x'.repeat(70_000) }),
    });

    const { violations } = await report();

    expect(
      bareReport.violations.map((violation) => [violation.operation, violation.status]),
    ).toEqual([['/not-in-the-spec/', 200]]);
    expect(bareReport.violations[0]?.problems[0]).toMatch(/has no operation/);
    expect(violations.map((violation) => [violation.operation, violation.status])).toEqual([
      ['/logout/', 413],
    ]);
  });

  it('takes a declared file download as it is, but not one served as JSON or HTML', async () => {
    // A bare app answering the attachment download (application/octet-stream in openapi.yaml).
    const app = Fastify();
    addContractCheck(app);
    app.get('/api/ticket-attachments/:id/', async (request, reply) => {
      const { id } = request.params as { id: string };
      if (id === 'as-json') return { not: 'a file' };
      return reply.type('image/png').send(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    });

    await app.inject({ method: 'GET', url: '/api/ticket-attachments/file/' });
    await app.inject({ method: 'GET', url: '/api/ticket-attachments/as-json/' });
    const { checked, violations } = (
      await app.inject({ method: 'GET', url: '/sandbox/contract' })
    ).json<ContractReport>();
    await app.close();

    expect(checked).toBe(2);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({
      url: '/api/ticket-attachments/as-json/',
      problems: [expect.stringMatching(/file download was served as application\/json/)],
    });
  });

  it('names the field that broke the contract and the value it had', async () => {
    // A bare app with a route that answers a declared operation with a body the spec forbids.
    const app = Fastify();
    addContractCheck(app);
    app.get('/api/regions/:id/', async () => ({ id: 'eu-west2', currency: 'gbp' }));

    await app.inject({ method: 'GET', url: '/api/regions/eu-west2/' });
    const { violations } = (
      await app.inject({ method: 'GET', url: '/sandbox/contract' })
    ).json<ContractReport>();
    await app.close();

    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({
      method: 'GET',
      operation: '/regions/{id}/',
      url: '/api/regions/eu-west2/',
      status: 200,
    });
    expect(violations[0]?.problems).toContain('/city: is required but missing');
    expect(violations[0]?.problems).toContain(
      '/currency: must be one of "usd", "eur", "rub", got "gbp"',
    );
  });

  it('reports declared calls that no sandbox route answers', async () => {
    // A bare app that implements none of openapi.yaml's operations.
    const app = Fastify();
    addContractCheck(app);

    await app.inject({ method: 'GET', url: '/api/regions/eu-west2/?lang=en' });
    // Not in openapi.yaml (listRegions is GET only; no such path; not the product API): a 404
    // there is no contract matter.
    await app.inject({ method: 'DELETE', url: '/api/regions/' });
    await app.inject({ method: 'GET', url: '/api/no-such-call/' });
    await app.inject({ method: 'GET', url: '/no-such-page' });
    const { checked, violations } = (
      await app.inject({ method: 'GET', url: '/sandbox/contract' })
    ).json<ContractReport>();
    await app.close();

    expect(checked).toBe(1);
    expect(violations).toEqual([
      {
        method: 'GET',
        operation: '/regions/{id}/',
        url: '/api/regions/eu-west2/?lang=en',
        status: 404,
        problems: ['openapi.yaml declares GET /regions/{id}/ but no sandbox route answers it'],
      },
    ]);
  });

  it('describes missing, undeclared and mistyped fields by their own path', () => {
    const error = (keyword: string, instancePath: string, params: object, message: string) => ({
      keyword,
      instancePath,
      params,
      message,
      schemaPath: '#',
    });
    expect(
      describeProblem(
        error('required', '/0', { missingProperty: 'city' }, 'must have required property'),
        [{}],
      ),
    ).toBe('/0/city: is required but missing');
    expect(
      describeProblem(
        error(
          'additionalProperties',
          '',
          { additionalProperty: 'secret' },
          'must NOT have additional properties',
        ),
        { secret: 1 },
      ),
    ).toBe('/secret: is not declared (additionalProperties: false)');
    expect(
      describeProblem(error('type', '/a~1b/0', { type: 'string' }, 'must be string'), {
        'a/b': [42],
      }),
    ).toBe('/a~1b/0: must be string, got 42');
    expect(
      describeProblem(error('type', '', { type: 'object' }, 'must be object'), 'x'.repeat(100)),
    ).toBe(`(body): must be object, got "${'x'.repeat(76)}...`);
  });

  it('finds the template of a request path', () => {
    const templates = ['/regions/', '/regions/{id}/', '/kb/articles/{slug}/'];
    expect(templateOf('/regions/', templates)).toBe('/regions/');
    expect(templateOf('/regions/eu-west2/', templates)).toBe('/regions/{id}/');
    expect(templateOf('/regions/eu-west2/extra/', templates)).toBeUndefined();
    expect(templateOf('/kb/articles/', templates)).toBeUndefined();
  });

  it('is off by default', async () => {
    server = await startTestServer();

    const response = await server.app.inject({ method: 'GET', url: '/sandbox/contract' });

    expect(response.statusCode).toBe(404);
  });
});
