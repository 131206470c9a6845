import { describe, expect, test } from 'vitest';
import { fakeFetch, jsonResponse } from '../../testing/fake-fetch.ts';
import { createCloudClient, defaultMiddleware, sendCloudRequest } from '../client.ts';
import { insertMiddleware, removeMiddleware } from '../stack.ts';
import type { CloudMiddleware } from '../types.ts';

const get = { method: 'GET', service: 'network', path: '/v2.0/ports/p1' } as const;

describe('error-normalise middleware', () => {
  test('turns an OpenStack error body into a CloudError value', async () => {
    const fake = fakeFetch([
      jsonResponse(
        {
          NeutronError: {
            type: 'PortNotFound',
            message: 'Port p1 could not be found.',
            detail: '',
          },
        },
        { status: 404, headers: { 'X-Openstack-Request-Id': 'req-neutron' } },
      ),
    ]);
    const client = createCloudClient({ fetch: fake.fetch });
    const error = await sendCloudRequest(client, get).catch((caught: unknown) => caught);
    expect(error).toEqual({
      name: 'CloudError',
      code: 'not_found',
      status: 404,
      message: 'Port p1 could not be found.',
      requestId: 'req-neutron',
      method: 'GET',
      path: '/v2.0/ports/p1',
    });
  });

  test('uses the status fallback when the body has no message', async () => {
    const fake = fakeFetch([
      new Response('<html>busy</html>', { status: 429, headers: { 'content-type': 'text/html' } }),
    ]);
    const client = createCloudClient({ fetch: fake.fetch });
    await expect(sendCloudRequest(client, get)).rejects.toMatchObject({
      code: 'too_many_requests',
      message: 'Too Many Requests',
    });
  });

  test('network failures become network_error with status 0 and the request id sent', async () => {
    const client = createCloudClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      middleware: defaultMiddleware({ generateRequestId: () => 'req-sent' }),
    });
    await expect(sendCloudRequest(client, get)).rejects.toMatchObject({
      name: 'CloudError',
      code: 'network_error',
      status: 0,
      requestId: 'req-sent',
    });
  });

  test('other throws inside the chain become unknown errors', async () => {
    const broken: CloudMiddleware = {
      name: 'broken',
      handle: () => {
        throw new Error('bug in middleware');
      },
    };
    const client = createCloudClient({
      fetch: fakeFetch([]).fetch,
      middleware: (chain) => insertMiddleware(chain, broken),
    });
    await expect(sendCloudRequest(client, get)).rejects.toMatchObject({
      code: 'unknown',
      message: 'Unexpected error: bug in middleware',
    });
  });

  test('without it, error responses reach the caller as responses', async () => {
    const fake = fakeFetch([jsonResponse({ message: 'nope' }, { status: 403 })]);
    const client = createCloudClient({
      fetch: fake.fetch,
      middleware: (chain) => removeMiddleware(chain, 'error-normalise'),
    });
    await expect(sendCloudRequest(client, get)).resolves.toMatchObject({
      status: 403,
      ok: false,
      body: { message: 'nope' },
    });
  });
});
