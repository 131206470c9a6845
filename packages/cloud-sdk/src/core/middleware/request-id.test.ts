import { describe, expect, test } from 'vitest';
import { fakeFetch, jsonResponse } from '../../testing/fake-fetch.ts';
import { createCloudClient, defaultMiddleware, sendCloudRequest } from '../client.ts';

const get = { method: 'GET', service: 'network', path: '/v2.0/networks' } as const;

describe('request-id middleware', () => {
  test('sends X-Openstack-Request-Id as req-<uuid>, new per call', async () => {
    const fake = fakeFetch(() => jsonResponse({}));
    const client = createCloudClient({ fetch: fake.fetch });
    await sendCloudRequest(client, get);
    await sendCloudRequest(client, get);
    const ids = fake.calls.map((call) => call.headers['x-openstack-request-id']);
    for (const id of ids)
      expect(id).toMatch(/^req-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  test('keeps one id across the retries of a call and reports it in the error', async () => {
    const fake = fakeFetch(() => jsonResponse({}, { status: 502 }));
    const client = createCloudClient({
      fetch: fake.fetch,
      retry: { retries: 2, delayMs: 0 },
      middleware: defaultMiddleware({
        generateRequestId: () => 'req-fixed',
        sleep: async () => {},
      }),
    });
    await expect(sendCloudRequest(client, get)).rejects.toMatchObject({
      status: 502,
      requestId: 'req-fixed',
    });
    expect(fake.calls.map((call) => call.headers['x-openstack-request-id'])).toEqual([
      'req-fixed',
      'req-fixed',
      'req-fixed',
    ]);
  });

  test('keeps an id the caller set', async () => {
    const fake = fakeFetch([jsonResponse({})]);
    const client = createCloudClient({ fetch: fake.fetch });
    await sendCloudRequest(client, get, { headers: { 'X-OpenStack-Request-Id': 'req-mine' } });
    expect(fake.calls[0]?.headers['x-openstack-request-id']).toBe('req-mine');
  });
});
