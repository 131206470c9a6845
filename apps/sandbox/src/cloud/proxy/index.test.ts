import { once } from 'node:events';
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test-support/server.ts';
import { createCloudProxy, type CloudProxyOptions } from './index.ts';

const VALID_TOKEN = 'gAAAAAB-valid-token';
const OTHER_TOKEN = 'gAAAAAB-other-token';

interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A stand-in for a real cloud on 127.0.0.1: Keystone under /identity (token validation with a
 * catalog) and Nova under /compute/v2.1, which echoes what it got. Records every request.
 */
async function startFakeCloud() {
  const seen: SeenRequest[] = [];
  // URLs whose connection closed before an answer was sent.
  const abandoned: string[] = [];
  let origin = '';
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    response.on('close', () => {
      if (!response.writableFinished) abandoned.push(request.url ?? '');
    });
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = request.url ?? '';
      seen.push({ method: request.method ?? '', url, headers: request.headers, body });
      if (url === '/identity/v3/auth/tokens' && request.method === 'GET') {
        const token = request.headers['x-subject-token'];
        const valid =
          request.headers['x-auth-token'] === token &&
          (token === VALID_TOKEN || token === OTHER_TOKEN);
        if (!valid) {
          response.writeHead(404, { 'Content-Type': 'application/json' });
          response.end(
            '{"error":{"code":404,"title":"Not Found","message":"Could not find token."}}',
          );
          return;
        }
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(
          JSON.stringify({
            token: {
              expires_at: new Date(Date.now() + 3_600_000).toISOString(),
              catalog: [
                {
                  type: 'compute',
                  endpoints: [
                    {
                      interface: 'internal',
                      region_id: 'eu-west2',
                      url: 'http://192.0.2.1:1/v2.1',
                    },
                    { interface: 'public', region_id: 'other', url: 'http://192.0.2.1:2/v2.1' },
                    { interface: 'public', region_id: 'eu-west2', url: `${origin}/compute/v2.1` },
                  ],
                },
              ],
            },
          }),
        );
        return;
      }
      if (url.startsWith('/identity/')) {
        response.writeHead(201, {
          'Content-Type': 'application/json',
          'X-Subject-Token': 'issued-token',
          'X-Openstack-Request-Id': 'req-keystone',
        });
        response.end(JSON.stringify({ token: { methods: ['password'] }, got: body }));
        return;
      }
      if (url === '/compute/v2.1/slow') return; // never answers
      if (url === '/compute/v2.1/empty') {
        response.writeHead(204, { 'X-Openstack-Request-Id': 'req-nova-204' });
        response.end();
        return;
      }
      if (url.startsWith('/compute/')) {
        response.writeHead(url.endsWith('/missing') ? 404 : 202, {
          'Content-Type': 'application/json',
          'X-Openstack-Request-Id': 'req-nova',
          'OpenStack-API-Version': 'compute 2.79',
          'Keep-Alive': 'timeout=5',
          'X-Upstream-Only': 'kept',
        });
        response.end(JSON.stringify({ method: request.method, url, body }));
        return;
      }
      response.writeHead(418, { 'Content-Type': 'text/plain' });
      response.end('outside every endpoint');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    seen,
    abandoned,
    // Idempotent: a test may close the cloud before afterEach does.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Sends a request with its path exactly as written (no URL normalisation on the way). */
async function rawRequest(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const outgoing = httpRequest({
    host: '127.0.0.1',
    port,
    path,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
  });
  outgoing.end(options.body);
  const [response] = (await once(outgoing, 'response')) as [IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    body: Buffer.concat(chunks).toString('utf8'),
  };
}

async function until(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('proxy mode in the sandbox (SANDBOX_CLOUD_PROXY)', () => {
  let cloud: Awaited<ReturnType<typeof startFakeCloud>>;
  let sandbox: Awaited<ReturnType<typeof startTestServer>>;
  let port: number;

  beforeEach(async () => {
    cloud = await startFakeCloud();
    sandbox = await startTestServer({
      cloudProxy: { 'eu-west2': `${cloud.origin}/identity/v3` },
    });
    await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    port = (sandbox.app.server.address() as AddressInfo).port;
  });

  afterEach(async () => {
    await sandbox.close();
    await cloud.close();
  });

  it('sends identity requests to the configured Keystone, body and answer unchanged', async () => {
    const body = '{"auth":{"identity":{"methods":["password"]}}}';
    const response = await rawRequest(port, '/cloud/eu-west2/identity/v3/auth/tokens?nocatalog', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });

    expect(response.status).toBe(201);
    expect(response.headers['x-subject-token']).toBe('issued-token');
    expect(response.headers['x-openstack-request-id']).toBe('req-keystone');
    expect(JSON.parse(response.body)).toEqual({ token: { methods: ['password'] }, got: body });
    expect(cloud.seen.map((seen) => `${seen.method} ${seen.url}`)).toEqual([
      'POST /identity/v3/auth/tokens?nocatalog',
    ]);
  });

  it("maps compute paths onto the public endpoint of the token's catalog in the region", async () => {
    const response = await rawRequest(port, '/cloud/eu-west2/compute/v2.1/servers?limit=2', {
      method: 'POST',
      headers: {
        'X-Auth-Token': VALID_TOKEN,
        'Content-Type': 'application/json',
        'OpenStack-API-Version': 'compute 2.79',
      },
      body: '{"server":{"name":"a"}}',
    });

    expect(response.status).toBe(202);
    expect(JSON.parse(response.body)).toEqual({
      method: 'POST',
      url: '/compute/v2.1/servers?limit=2',
      body: '{"server":{"name":"a"}}',
    });
    // The upstream's headers come back; its hop-by-hop ones do not.
    expect(response.headers['x-openstack-request-id']).toBe('req-nova');
    expect(response.headers['openstack-api-version']).toBe('compute 2.79');
    expect(response.headers['x-upstream-only']).toBe('kept');
    // The sandbox's own connection answers with its own Keep-Alive, never the upstream's.
    expect(response.headers['keep-alive']).not.toBe('timeout=5');
    const nova = cloud.seen.at(-1);
    expect(nova?.headers['x-auth-token']).toBe(VALID_TOKEN);
    expect(nova?.headers['openstack-api-version']).toBe('compute 2.79');
    expect(nova?.headers.host).toBe(new URL(cloud.origin).host);
  });

  it('validates each token once and keeps its catalog until it expires', async () => {
    for (const path of ['servers', 'flavors', 'servers/detail']) {
      const response = await rawRequest(port, `/cloud/eu-west2/compute/v2.1/${path}`, {
        headers: { 'X-Auth-Token': VALID_TOKEN },
      });
      expect(response.status).toBe(202);
    }
    await rawRequest(port, '/cloud/eu-west2/compute/v2.1/servers', {
      headers: { 'X-Auth-Token': OTHER_TOKEN },
    });

    const validations = cloud.seen.filter((seen) => seen.url === '/identity/v3/auth/tokens');
    expect(validations.map((seen) => seen.headers['x-subject-token'])).toEqual([
      VALID_TOKEN,
      OTHER_TOKEN,
    ]);
    expect(
      validations.every((seen) => seen.headers['x-auth-token'] === seen.headers['x-subject-token']),
    ).toBe(true);
  });

  it('strips hop-by-hop headers, those named by Connection, and the sandbox cookie', async () => {
    await rawRequest(port, '/cloud/eu-west2/compute/v2.1/servers', {
      headers: {
        'X-Auth-Token': VALID_TOKEN,
        Connection: 'keep-alive, X-Hop',
        'X-Hop': 'only for the sandbox',
        'Keep-Alive': 'timeout=5',
        'Proxy-Authorization': 'Basic c2VjcmV0',
        TE: 'trailers',
        Cookie: 'session=portal-session',
        'X-End-To-End': 'kept',
      },
    });

    const headers = cloud.seen.at(-1)?.headers ?? {};
    expect(headers['x-end-to-end']).toBe('kept');
    for (const name of ['x-hop', 'keep-alive', 'proxy-authorization', 'te', 'cookie']) {
      expect(headers[name], name).toBeUndefined();
    }
  });

  it("returns the upstream's error status and body unchanged", async () => {
    const response = await rawRequest(port, '/cloud/eu-west2/compute/v2.1/servers/missing', {
      headers: { 'X-Auth-Token': VALID_TOKEN },
    });

    expect(response.status).toBe(404);
    expect(JSON.parse(response.body)).toMatchObject({ url: '/compute/v2.1/servers/missing' });
  });

  it('answers 401 in Keystone shape without a token or with one Keystone refuses', async () => {
    const missing = await rawRequest(port, '/cloud/eu-west2/compute/v2.1/servers');
    const refused = await rawRequest(port, '/cloud/eu-west2/compute/v2.1/servers', {
      headers: { 'X-Auth-Token': 'forged' },
    });

    for (const response of [missing, refused]) {
      expect(response.status).toBe(401);
      expect(JSON.parse(response.body)).toEqual({
        error: {
          code: 401,
          title: 'Unauthorized',
          message: 'The request you have made requires authentication.',
        },
      });
    }
    expect(cloud.seen.filter((seen) => seen.url.startsWith('/compute/'))).toEqual([]);
  });

  it('answers 404 for a service the catalog does not have in the region', async () => {
    const response = await rawRequest(port, '/cloud/eu-west2/network/v2.0/networks', {
      headers: { 'X-Auth-Token': VALID_TOKEN },
    });

    expect(response.status).toBe(404);
    expect(JSON.parse(response.body)).toEqual({
      error: {
        code: 404,
        title: 'Not Found',
        message: "The token's catalog has no public network endpoint in region eu-west2.",
      },
    });
  });

  it.each([
    '/cloud/eu-west2/compute/v2.1/../../identity/v3/auth/tokens',
    '/cloud/eu-west2/compute/%2e%2e/%2e%2e/outside',
    '/cloud/eu-west2/compute/v2.1/..%2F..%2Foutside',
    '/cloud/eu-west2/compute/v2.1/%2E%2E%2foutside',
    '/cloud/eu-west2/identity/..%2F..%2Foutside',
  ])('cannot leave the endpoint: %s answers 400 and reaches nothing', async (path) => {
    const response = await rawRequest(port, path, { headers: { 'X-Auth-Token': VALID_TOKEN } });

    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ error: { code: 400, title: 'Bad Request' } });
    expect(cloud.seen.filter((seen) => !seen.url.startsWith('/identity/v3/auth/tokens'))).toEqual(
      [],
    );
  });

  it('answers 502 in Keystone shape when the cloud is down', async () => {
    await cloud.close();

    const identity = await rawRequest(port, '/cloud/eu-west2/identity/v3/auth/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    const compute = await rawRequest(port, '/cloud/eu-west2/compute/v2.1/servers', {
      headers: { 'X-Auth-Token': VALID_TOKEN },
    });

    for (const response of [identity, compute]) {
      expect(response.status).toBe(502);
      const body = JSON.parse(response.body) as {
        error: { code: number; title: string; message: string };
      };
      expect(body.error).toMatchObject({ code: 502, title: 'Bad Gateway' });
      expect(body.error.message).toMatch(/cannot be reached: (ECONNREFUSED|ECONNRESET)\.$/);
    }
  });

  it('still emulates the regions that are not proxied', async () => {
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/cloud/ru-msk1/identity/v3/auth/tokens',
      payload: { auth: { identity: { methods: ['password'], password: { user: {} } } } },
    });

    expect(response.headers['x-openstack-request-id']).toMatch(/^req-/);
    expect(response.statusCode).not.toBe(502);
    expect(cloud.seen).toEqual([]);
  });
});

describe('createCloudProxy limits', () => {
  let cloud: Awaited<ReturnType<typeof startFakeCloud>>;
  let app: FastifyInstance;
  let port: number;

  async function startProxy(options: CloudProxyOptions) {
    const proxy = createCloudProxy({ 'eu-west2': `${cloud.origin}/identity/v3` }, options);
    app = Fastify();
    app.addHook('onRequest', async (request, reply) => proxy.forward(request, reply));
    app.all('/*', async () => 'not forwarded');
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  }

  beforeEach(async () => {
    cloud = await startFakeCloud();
  });

  afterEach(async () => {
    await app.close();
    await cloud.close();
  });

  it('answers 504 when the upstream stays silent past the timeout', async () => {
    await startProxy({ idleTimeoutMs: 300 });

    const response = await rawRequest(port, '/cloud/eu-west2/compute/v2.1/slow', {
      headers: { 'X-Auth-Token': VALID_TOKEN },
    });

    expect(response.status).toBe(504);
    expect(JSON.parse(response.body)).toMatchObject({
      error: { code: 504, title: 'Gateway Timeout' },
    });
  });

  it('answers 413 for a body over the limit, declared or streamed, and sends none of it', async () => {
    await startProxy({ maxRequestBytes: 1024 });
    const big = 'x'.repeat(4096);

    const declared = await rawRequest(port, '/cloud/eu-west2/identity/v3/auth/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(big.length) },
      body: big,
    });
    const streamed = await rawRequest(port, '/cloud/eu-west2/identity/v3/auth/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      body: big,
    });

    for (const response of [declared, streamed]) {
      expect(response.status).toBe(413);
      expect(JSON.parse(response.body)).toMatchObject({ error: { code: 413 } });
    }
    expect(cloud.seen.filter((seen) => seen.body.length > 1024)).toEqual([]);
  });

  it('drops the upstream request when the client goes away before the answer', async () => {
    await startProxy({});
    const client = httpRequest({
      host: '127.0.0.1',
      port,
      path: '/cloud/eu-west2/compute/v2.1/slow',
      headers: { 'X-Auth-Token': VALID_TOKEN },
    });
    client.on('error', () => undefined);
    client.end();
    await until(() => cloud.seen.some((seen) => seen.url === '/compute/v2.1/slow'));

    client.destroy();

    await until(() => cloud.abandoned.includes('/compute/v2.1/slow'));
    expect(cloud.abandoned).toEqual(['/compute/v2.1/slow']);
  });

  it('passes a 204 without a body', async () => {
    await startProxy({});

    const response = await rawRequest(port, '/cloud/eu-west2/compute/v2.1/empty', {
      method: 'DELETE',
      headers: { 'X-Auth-Token': VALID_TOKEN },
    });

    expect(response.status).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['x-openstack-request-id']).toBe('req-nova-204');
  });
});
