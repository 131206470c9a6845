import { describe, expect, test } from 'vitest';
import { fakeFetch, jsonResponse } from '../../testing/fake-fetch.ts';
import { createCloudClient, sendCloudRequest } from '../client.ts';

const get = { method: 'GET', service: 'compute', path: '/v2.1/servers' } as const;

describe('auth-token middleware', () => {
  test('sends the token in both X-Auth-Token and X-Subject-Token (§7)', async () => {
    const fake = fakeFetch([jsonResponse({})]);
    const client = createCloudClient({ fetch: fake.fetch, token: () => 'tok-1' });
    await sendCloudRequest(client, get);
    expect(fake.calls[0]?.headers['x-auth-token']).toBe('tok-1');
    expect(fake.calls[0]?.headers['x-subject-token']).toBe('tok-1');
  });

  test('accepts an async provider and sends nothing when it has no token', async () => {
    const fake = fakeFetch(() => jsonResponse({}));
    let token: string | undefined = undefined;
    const client = createCloudClient({ fetch: fake.fetch, token: async () => token });
    await sendCloudRequest(client, get);
    token = 'later';
    await sendCloudRequest(client, get);
    expect(fake.calls[0]?.headers['x-auth-token']).toBeUndefined();
    expect(fake.calls[1]?.headers['x-auth-token']).toBe('later');
  });

  test('asks the provider again on a retry, so a renewed token is used after a 401', async () => {
    const fake = fakeFetch([jsonResponse({}, { status: 401 }), jsonResponse({ ok: true })]);
    const tokens = ['expired', 'renewed'];
    const client = createCloudClient({
      fetch: fake.fetch,
      token: () => tokens.shift(),
      retry: { retries: 1, delayMs: 0 },
    });
    await sendCloudRequest(client, get);
    expect(fake.calls.map((call) => call.headers['x-auth-token'])).toEqual(['expired', 'renewed']);
  });

  test('leaves requests with authenticate: false and explicit headers alone', async () => {
    const fake = fakeFetch(() => jsonResponse({}));
    const client = createCloudClient({ fetch: fake.fetch, token: () => 'client-token' });
    await sendCloudRequest(client, { ...get, authenticate: false });
    await sendCloudRequest(client, { ...get, headers: { 'x-subject-token': 'checked-token' } });
    expect(fake.calls[0]?.headers['x-auth-token']).toBeUndefined();
    expect(fake.calls[0]?.headers['x-subject-token']).toBeUndefined();
    expect(fake.calls[1]?.headers['x-auth-token']).toBe('client-token');
    expect(fake.calls[1]?.headers['x-subject-token']).toBe('checked-token');
  });
});
