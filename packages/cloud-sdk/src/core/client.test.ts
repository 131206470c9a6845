import { describe, expect, test } from 'vitest';
import { fakeFetch, jsonResponse } from '../testing/fake-fetch.ts';
import { createCloudClient, defaultMiddleware, sendCloudRequest } from './client.ts';
import { insertMiddleware, removeMiddleware } from './stack.ts';
import type { CloudMiddleware } from './types.ts';

describe('createCloudClient', () => {
  test('defaults: same origin, region eu-west2, no retry, the built-in chain', () => {
    const client = createCloudClient();
    expect(client.baseUrl).toBe('');
    expect(client.region).toBe('eu-west2');
    expect(client.retry).toEqual({ retries: 0, delayMs: 3000, statuses: [502, 401] });
    expect(client.middleware.map((middleware) => middleware.name)).toEqual([
      'request-id',
      'error-normalise',
      'retry',
      'auth-token',
      'microversion',
      'credentials',
    ]);
  });

  test('a middleware function receives the default chain', () => {
    const logger: CloudMiddleware = { name: 'logger', handle: (request, next) => next(request) };
    const client = createCloudClient({
      middleware: (defaults) =>
        insertMiddleware(removeMiddleware(defaults, 'request-id'), logger, 'first'),
    });
    expect(client.middleware.map((middleware) => middleware.name)).toEqual([
      'logger',
      'error-normalise',
      'retry',
      'auth-token',
      'microversion',
      'credentials',
    ]);
  });

  test('rejects a chain with duplicate names', () => {
    const chain = [...defaultMiddleware(), ...defaultMiddleware()];
    expect(() => createCloudClient({ middleware: chain })).toThrow(/unique/);
  });
});

describe('sendCloudRequest', () => {
  test('builds the region-prefixed URL with the query and sends credentials', async () => {
    const fake = fakeFetch([jsonResponse({ servers: [] })]);
    const client = createCloudClient({ baseUrl: 'https://panel.example.com', fetch: fake.fetch });
    const response = await sendCloudRequest(client, {
      method: 'GET',
      service: 'compute',
      path: '/v2.1/servers/detail',
      query: { limit: 300 },
    });
    expect(response.body).toEqual({ servers: [] });
    expect(fake.calls[0]?.url).toBe(
      'https://panel.example.com/cloud/eu-west2/compute/v2.1/servers/detail?limit=300',
    );
    expect(fake.calls[0]?.credentials).toBe('include');
    expect(fake.calls[0]?.headers.accept).toBe('application/json');
  });

  test('a call can pick another region', async () => {
    const fake = fakeFetch([jsonResponse({ zones: [] })]);
    const client = createCloudClient({ region: 'eu-west2', fetch: fake.fetch });
    await sendCloudRequest(
      client,
      { method: 'GET', service: 'dns', path: '/zones' },
      { region: 'us-east1' },
    );
    expect(fake.calls[0]?.url).toBe('/cloud/us-east1/dns/v2/zones');
  });

  test('volume calls use the project id of the call, else of the client', async () => {
    const fake = fakeFetch(() => jsonResponse({ volumes: [] }));
    let project = 'p-client';
    const client = createCloudClient({ fetch: fake.fetch, projectId: () => project });
    await sendCloudRequest(client, { method: 'GET', service: 'volume', path: '/volumes/detail' });
    project = 'p-renewed';
    await sendCloudRequest(client, { method: 'GET', service: 'volume', path: '/volumes/detail' });
    await sendCloudRequest(
      client,
      { method: 'GET', service: 'volume', path: '/volumes/detail' },
      { projectId: 'p-call' },
    );
    expect(fake.calls.map((call) => call.url)).toEqual([
      '/cloud/eu-west2/volume/v3/p-client/volumes/detail',
      '/cloud/eu-west2/volume/v3/p-renewed/volumes/detail',
      '/cloud/eu-west2/volume/v3/p-call/volumes/detail',
    ]);
  });

  test('a volume call without any project id rejects with invalid_request and sends nothing', async () => {
    const fake = fakeFetch([]);
    const client = createCloudClient({ fetch: fake.fetch });
    await expect(
      sendCloudRequest(client, { method: 'GET', service: 'volume', path: '/volumes' }),
    ).rejects.toMatchObject({
      name: 'CloudError',
      code: 'invalid_request',
    });
    expect(fake.calls).toHaveLength(0);
  });

  test('serialises JSON bodies with a content type', async () => {
    const fake = fakeFetch([jsonResponse({ keypair: { name: 'k' } }, { status: 201 })]);
    const client = createCloudClient({ fetch: fake.fetch });
    const response = await sendCloudRequest(client, {
      method: 'POST',
      service: 'compute',
      path: '/v2.1/os-keypairs',
      json: { keypair: { name: 'k' } },
    });
    expect(response.status).toBe(201);
    expect(fake.calls[0]?.body).toBe('{"keypair":{"name":"k"}}');
    expect(fake.calls[0]?.headers['content-type']).toBe('application/json');
  });

  test('reads empty, HEAD and text bodies', async () => {
    const fake = fakeFetch([
      new Response(null, { status: 204 }),
      new Response('ignored', { status: 200 }),
      new Response('plain words', { status: 200, headers: { 'content-type': 'text/plain' } }),
    ]);
    const client = createCloudClient({ fetch: fake.fetch });
    const deleted = await sendCloudRequest(client, {
      method: 'DELETE',
      service: 'compute',
      path: '/v2.1/servers/1',
    });
    const head = await sendCloudRequest(client, {
      method: 'HEAD',
      service: 'identity',
      path: '/v3/auth/tokens',
    });
    const text = await sendCloudRequest(client, {
      method: 'GET',
      service: 'metric',
      path: '/v1/status',
    });
    expect(deleted.body).toBeUndefined();
    expect(head.body).toBeUndefined();
    expect(text.body).toBe('plain words');
  });

  test('options.headers are sent', async () => {
    const fake = fakeFetch([jsonResponse({})]);
    const client = createCloudClient({ fetch: fake.fetch });
    await sendCloudRequest(
      client,
      { method: 'GET', service: 'compute', path: '/v2.1/servers' },
      { headers: { 'OpenStack-API-Version': 'compute 2.79' } },
    );
    expect(fake.calls[0]?.headers['openstack-api-version']).toBe('compute 2.79');
  });

  test('uses globalThis.fetch at call time when no fetch is given', async () => {
    const fake = fakeFetch([jsonResponse({ ok: 1 })]);
    const original = globalThis.fetch;
    const client = createCloudClient();
    globalThis.fetch = ((input: string, init: RequestInit) =>
      fake.fetch(input, init)) as typeof fetch;
    try {
      await expect(
        sendCloudRequest(client, { method: 'GET', service: 'image', path: '/v2/images' }),
      ).resolves.toMatchObject({ body: { ok: 1 } });
    } finally {
      globalThis.fetch = original;
    }
  });
});
