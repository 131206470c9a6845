import { request as httpRequest } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { BILLING_TOKEN, BILLING_TOKEN_HEADER } from '@cloud-portal/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createAgent } from '../test-support/agent.ts';
import { startTestServer } from '../test-support/server.ts';
import { FAULT_SCOPE_COOKIE, FAULT_SCOPE_HEADER } from './faultsHttp.ts';

let server: Awaited<ReturnType<typeof startTestServer>> | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(options: Parameters<typeof startTestServer>[0] = {}) {
  server = await startTestServer({ faultControl: true, ...options });
  return server.app;
}

const addFault = (app: FastifyInstance, rule: object) =>
  app.inject({ method: 'POST', url: '/sandbox/faults', payload: rule });

describe('fault injection', () => {
  it('answers a matching /api request with the status and the product API’s error body', async () => {
    const app = await start();
    const added = await addFault(app, { path: '/api/news/', status: 503 });
    expect(added.statusCode).toBe(201);
    const { fault } = added.json<{ fault: { id: string } }>();

    const news = await app.inject({ method: 'GET', url: '/api/news/?lang=en' });
    expect(news.statusCode).toBe(503);
    expect(news.json()).toEqual({
      code: 'service_unavailable',
      message: `Injected fault: the sandbox answers 503 to this request (fault rule ${fault.id}).`,
    });
    // Security headers still apply; other calls are untouched.
    expect(news.headers['x-content-type-options']).toBe('nosniff');
    expect((await app.inject({ method: 'GET', url: '/api/regions/' })).statusCode).toBe(200);

    const cleared = await app.inject({ method: 'DELETE', url: '/sandbox/faults' });
    expect(cleared.json()).toEqual({ removed: 1 });
    expect((await app.inject({ method: 'GET', url: '/api/news/?lang=en' })).statusCode).toBe(200);
  });

  it('answers a /cloud request with OpenStack’s error body', async () => {
    const app = await start();
    await addFault(app, {
      path: '/cloud/*/identity/**',
      status: 500,
      message: 'Keystone is down.',
    });
    const response = await app.inject({
      method: 'POST',
      url: '/cloud/eu-west2/identity/v3/auth/tokens',
      payload: {},
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 500, title: 'Internal Server Error', message: 'Keystone is down.' },
    });
  });

  it('fails a compute call of one region with 503, then 401, each once (the portal’s §8 notifications)', async () => {
    const app = await start();
    await addFault(app, {
      path: '/cloud/eu-west2/compute/**',
      method: 'GET',
      status: 503,
      count: 1,
    });
    await addFault(app, {
      path: '/cloud/eu-west2/compute/v2.1/os-keypairs',
      status: 401,
      count: 1,
    });
    const keypairs = (region: string) =>
      app.inject({ method: 'GET', url: `/cloud/${region}/compute/v2.1/os-keypairs` });

    const unavailable = await keypairs('eu-west2');
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.json()).toMatchObject({
      error: { code: 503, title: 'Service Unavailable' },
    });
    const refused = await keypairs('eu-west2');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: { code: 401 } });
    // Another region is not affected (it answers Keystone’s own 401: no token was sent).
    expect((await keypairs('us-east1')).json()).toMatchObject({
      error: { message: 'The request you have made requires authentication.' },
    });
  });

  it('matches the decoded path, as routing does', async () => {
    const app = await start();
    await addFault(app, { path: '/api/news/', status: 502 });
    expect((await app.inject({ method: 'GET', url: '/%61pi/news/' })).statusCode).toBe(502);
  });

  it('comes before the CSRF guard and the handlers', async () => {
    const app = await start();
    await addFault(app, { path: '/api/logout/', method: 'POST', status: 503 });
    // No CSRF token: without the fault this is a 403 csrf_failed.
    const response = await app.inject({ method: 'POST', url: '/api/logout/' });
    expect(response.statusCode).toBe(503);
  });

  it('fails only the next `count` requests', async () => {
    const app = await start();
    await addFault(app, { path: '/api/regions/', status: 500, count: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await app.inject({ method: 'GET', url: '/api/regions/' })).statusCode);
    expect(statuses).toEqual([500, 500, 200]);
  });

  it('applies a scoped rule only to requests carrying its scope (cookie or header)', async () => {
    const app = await start();
    await addFault(app, { path: '/api/regions/', status: 503, scope: 'test-42' });
    const status = async (headers: Record<string, string>) =>
      (await app.inject({ method: 'GET', url: '/api/regions/', headers })).statusCode;
    expect(await status({})).toBe(200);
    expect(await status({ cookie: `${FAULT_SCOPE_COOKIE}=test-7` })).toBe(200);
    expect(await status({ cookie: `a=b; ${FAULT_SCOPE_COOKIE}=test-42` })).toBe(503);
    expect(await status({ [FAULT_SCOPE_HEADER]: 'test-42' })).toBe(503);

    const cleared = await app.inject({ method: 'DELETE', url: '/sandbox/faults?scope=test-7' });
    expect(cleared.json()).toEqual({ removed: 0 });
    await app.inject({ method: 'DELETE', url: '/sandbox/faults?scope=test-42' });
    expect(await status({ [FAULT_SCOPE_HEADER]: 'test-42' })).toBe(200);
  });

  it('delays a request and then answers it normally', async () => {
    const app = await start();
    await addFault(app, { path: '/api/regions/', delay_ms: 300 });
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: '/api/regions/' });
    expect(response.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('drops under inject() too: the call fails instead of waiting forever', async () => {
    const app = await start();
    await addFault(app, { path: '/api/regions/', drop: true, count: 1 });
    await expect(app.inject({ method: 'GET', url: '/api/regions/' })).rejects.toMatchObject({
      code: 'LIGHT_ECONNRESET',
    });
    expect((await app.inject({ method: 'GET', url: '/api/regions/' })).statusCode).toBe(200);
  });

  it('never touches the brand app’s files', async () => {
    const app = await start({ staticFiles: { 'index.html': '<!doctype html><title>app</title>' } });
    await addFault(app, { path_regex: '.*', status: 503 });
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/regions/' })).statusCode).toBe(503);
  });

  it('leaves injected answers out of the contract check', async () => {
    const app = await start({ contractCheck: true });
    // openapi.yaml lists no 5XX for GET /news/: a real 503 there would be a violation.
    await addFault(app, { path: '/api/news/', status: 503 });
    expect((await app.inject({ method: 'GET', url: '/api/news/' })).statusCode).toBe(503);
    await app.inject({ method: 'DELETE', url: '/sandbox/faults' });
    expect((await app.inject({ method: 'GET', url: '/api/news/' })).statusCode).toBe(200);

    const report = (await app.inject({ method: 'GET', url: '/sandbox/contract' })).json<{
      checked: number;
      violations: unknown[];
    }>();
    expect(report.violations).toEqual([]);
    expect(report.checked).toBe(1);
  });

  it('fails the start-up calls of the control area: consumers/ (GET and POST) and refresh-status/', async () => {
    const app = await start();
    const agent = createAgent(app);
    await agent.primeCsrf();
    const body = { email: 'alice@example.com', password: 'a-long-password' };
    expect((await agent.call({ method: 'POST', operation: '/customers/', body })).statusCode).toBe(
      201,
    );
    await addFault(app, { path: '/api/consumers/', method: 'POST', status: 503, count: 1 });
    await addFault(app, { path: '/api/consumers/', method: 'GET', status: 500, count: 1 });
    await addFault(app, { path: '/api/refresh-status/', status: 502, count: 1 });
    // The logged-in customer's own request, as the portal sends it (session, CSRF, billing token).
    const asAlice = (method: 'GET' | 'POST', url: string) =>
      app.inject({
        method,
        url,
        headers: {
          cookie: [...agent.jar].map(([name, value]) => `${name}=${value}`).join('; '),
          'x-csrftoken': agent.jar.get('csrftoken__') ?? '',
          [BILLING_TOKEN_HEADER]: BILLING_TOKEN,
        },
      });

    const create = await asAlice('POST', '/api/consumers/');
    const list = await asAlice('GET', '/api/consumers/');
    const refresh = await asAlice('GET', '/api/refresh-status/');

    expect([create.statusCode, list.statusCode, refresh.statusCode]).toEqual([503, 500, 502]);
    expect(create.json<{ code: string }>().code).toBe('service_unavailable');
    expect(refresh.json<{ code: string }>().code).toBe('bad_gateway');
    // The failed POST never reached the handler: no consumer yet; the rules are used up.
    const headers = { [BILLING_TOKEN_HEADER]: BILLING_TOKEN };
    expect((await agent.call({ method: 'GET', operation: '/consumers/', headers })).json()).toEqual(
      [],
    );
    expect((await agent.call({ method: 'POST', operation: '/consumers/' })).statusCode).toBe(201);
    expect((await agent.call({ method: 'GET', operation: '/refresh-status/' })).statusCode).toBe(
      200,
    );
  });
});

describe('fault injection over a real connection', () => {
  async function listen() {
    const app = await start();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, address };
  }

  it('drops the connection without an answer, and the server goes on', async () => {
    const { app, address } = await listen();
    await addFault(app, { path: '/api/regions/', drop: true, count: 1 });

    const dropped = await fetch(`${address}/api/regions/`).then(
      (response) => `answered ${response.status}`,
      (error: unknown) => `failed: ${String((error as { cause?: unknown }).cause ?? error)}`,
    );
    expect(dropped).toMatch(/^failed: /);
    expect((await fetch(`${address}/api/regions/`)).status).toBe(200);
  });

  it('fails a websocket handshake with the status', async () => {
    const { app, address } = await listen();
    await addFault(app, { path: '/ws/ping/*', status: 503 });

    const status = await new Promise<number | string>((resolve, reject) => {
      const upgrade = httpRequest(`${address}/ws/ping/eu-west2`, {
        headers: {
          Connection: 'Upgrade',
          Upgrade: 'websocket',
          'Sec-WebSocket-Version': '13',
          'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
        },
      });
      upgrade.on('upgrade', (_response, socket) => {
        socket.destroy();
        resolve('upgraded');
      });
      upgrade.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      upgrade.on('error', reject);
      upgrade.end();
    });
    expect(status).toBe(503);
  });
});

describe('the fault control surface', () => {
  it('is not served unless enabled', async () => {
    server = await startTestServer();
    const response = await addFault(server.app, { path: '/api/news/', status: 503 });
    expect(response.statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/news/' })).statusCode).toBe(200);
  });

  it('has no GET: no link or image can change or read it', async () => {
    const app = await start();
    expect((await app.inject({ method: 'GET', url: '/sandbox/faults' })).statusCode).toBe(404);
  });

  it('answers local test runners only', async () => {
    const app = await start();
    const rule = { path: '/api/news/', status: 503 };
    const refused = [
      { remoteAddress: '203.0.113.9' },
      { headers: { 'x-forwarded-for': '203.0.113.9' } },
      { headers: { forwarded: 'for=203.0.113.9' } },
      // DNS rebinding: a page of another site whose name now points at 127.0.0.1.
      { headers: { host: 'attacker.example:4311' } },
      { headers: { 'sec-fetch-site': 'cross-site' } },
      { headers: { origin: 'http://attacker.example' } },
    ];
    for (const options of refused) {
      const response = await app.inject({
        method: 'POST',
        url: '/sandbox/faults',
        payload: rule,
        ...options,
        headers: { 'content-type': 'application/json', ...options.headers },
      });
      expect(response.statusCode, JSON.stringify(options)).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    }
    expect((await app.inject({ method: 'GET', url: '/api/news/' })).statusCode).toBe(200);

    for (const host of ['localhost:4311', '127.0.0.1:4311', '[::1]:4311']) {
      const response = await app.inject({
        method: 'DELETE',
        url: '/sandbox/faults',
        headers: { host, origin: `http://${host}`, 'sec-fetch-site': 'same-origin' },
      });
      expect(response.statusCode, host).toBe(200);
    }
  });

  it('takes JSON only (a cross-site form cannot send it)', async () => {
    const app = await start();
    const response = await app.inject({
      method: 'POST',
      url: '/sandbox/faults',
      payload: '{"path":"/api/news/","status":503}',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(415);
    expect((await app.inject({ method: 'GET', url: '/api/news/' })).statusCode).toBe(200);
  });

  it('refuses an invalid rule with the problems by field', async () => {
    const app = await start();
    const response = await addFault(app, { path: '/news', status: 200 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'bad_request',
      errors: { path: [expect.any(String)], status: [expect.any(String)] },
    });
  });

  it('PUT replaces every rule, all or nothing', async () => {
    const app = await start();
    await addFault(app, { path: '/api/news/', status: 503 });

    const invalid = await app.inject({
      method: 'PUT',
      url: '/sandbox/faults',
      payload: { faults: [{ path: '/api/regions/', status: 500 }, { path: '/api/x/' }] },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ errors: { 'faults/1/rule': [expect.any(String)] } });
    expect((await app.inject({ method: 'GET', url: '/api/news/' })).statusCode).toBe(503);

    const replaced = await app.inject({
      method: 'PUT',
      url: '/sandbox/faults',
      payload: { faults: [{ path: '/api/regions/', status: 500 }] },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toEqual({
      faults: [{ id: expect.any(String), path: '/api/regions/', status: 500 }],
    });
    expect((await app.inject({ method: 'GET', url: '/api/news/' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/regions/' })).statusCode).toBe(500);

    const notAList = await app.inject({ method: 'PUT', url: '/sandbox/faults', payload: [] });
    expect(notAList.statusCode).toBe(400);
  });

  it('DELETE /sandbox/faults/{id} removes one rule', async () => {
    const app = await start();
    const { fault } = (await addFault(app, { path: '/api/news/', status: 503 })).json<{
      fault: { id: string };
    }>();
    await addFault(app, { path: '/api/regions/', status: 503 });

    const removed = await app.inject({ method: 'DELETE', url: `/sandbox/faults/${fault.id}` });
    expect(removed.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/api/news/' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/regions/' })).statusCode).toBe(503);
    const again = await app.inject({ method: 'DELETE', url: `/sandbox/faults/${fault.id}` });
    expect(again.statusCode).toBe(404);
  });
});
