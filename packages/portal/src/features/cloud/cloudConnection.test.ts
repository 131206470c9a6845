import type { Consumer } from '@cloud-portal/api-client';
import { sendCloudRequest } from '@cloud-portal/cloud-sdk/core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { makeStore } from '../../app/store.ts';
import { fakeApiClient, jsonResponse } from '../../test/fixtures.ts';
import { fakeCloud, type FakeCloudOptions } from '../../test/fakeCloud.ts';
import { createCloudConnection } from './cloudConnection.ts';

const consumer: Consumer = {
  id: '8d2c7a10-0000-4000-8000-000000000001',
  name: 'default_consumer',
  os_user: 'consumer-user',
  os_password: 'S3cret-password-never-in-state',
  os_project: 'consumer-project',
  os_domain: 'Default',
  created_at: '2030-01-01T00:00:00Z',
};

/** A product API whose consumer does not exist until POST consumers/ creates it. */
function productApi({ existing = false, getStatus = 200 } = {}) {
  let created = existing;
  const billingHeaders: (string | null)[] = [];
  const fake = fakeApiClient((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/consumers/' && request.method === 'GET') {
      billingHeaders.push(request.headers.get('X-Billing-Token'));
      if (getStatus !== 200)
        return jsonResponse({ code: 'server_error', message: 'down' }, getStatus);
      return jsonResponse(created ? [consumer] : []);
    }
    if (path === '/api/consumers/' && request.method === 'POST') {
      const status = created ? 409 : 201;
      created = true;
      return jsonResponse(
        status === 201 ? consumer : { code: 'consumer_exists', message: 'exists' },
        status,
      );
    }
    return jsonResponse({ message: 'unexpected' }, 500);
  });
  return { ...fake, billingHeaders };
}

function setup(
  options: {
    existing?: boolean;
    getStatus?: number;
    intercept?: FakeCloudOptions['intercept'];
  } = {},
) {
  const api = productApi(options);
  const cloud = fakeCloud({
    credentials: { username: consumer.os_user, password: consumer.os_password },
    ...(options.intercept ? { intercept: options.intercept } : {}),
  });
  const connection = createCloudConnection({ baseUrl: 'http://cloud.test', fetch: cloud.fetch });
  const store = makeStore({ apiClient: api.apiClient, cloud: connection });
  return { api, cloud, connection, store };
}

const listServers = async (connection: ReturnType<typeof createCloudConnection>) =>
  sendCloudRequest(await connection.client(), {
    method: 'GET',
    service: 'compute',
    path: '/v2.1/servers/detail',
  });

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  vi.useRealTimers();
});

describe('cloud start-up: consumer and token (§4 Startup)', () => {
  test('without a consumer: GET (billing header), POST, GET again, then a token; the password stays out of the store', async () => {
    const { api, cloud, connection, store } = setup();
    await expect(connection.start()).resolves.toBe(true);
    expect(api.calls).toEqual([
      'GET /api/consumers/',
      'POST /api/consumers/',
      'GET /api/consumers/',
    ]);
    expect(api.billingHeaders).toEqual(['cloud-portal-billing', 'cloud-portal-billing']);
    expect(cloud.tokenRequests()).toBe(1);
    const token = store.getState().cloudToken;
    expect(token).toMatchObject({
      token: 'token-1',
      ready: true,
      failed: false,
      fetching: false,
      projectId: 'project-1',
      userId: 'user-1',
    });
    expect(JSON.stringify(store.getState())).not.toContain(consumer.os_password);
    connection.stop();
  });

  test('an existing consumer is read once and not created', async () => {
    const { api, connection } = setup({ existing: true });
    await connection.start();
    expect(api.calls).toEqual(['GET /api/consumers/']);
    connection.stop();
  });

  test('a failed consumer read sets the failed flag (§8) and keeps no token', async () => {
    const { connection, store } = setup({ getStatus: 503 });
    await expect(connection.start()).resolves.toBe(false);
    expect(store.getState().cloudToken).toMatchObject({
      ready: false,
      failed: true,
      fetching: false,
    });
    expect(store.getState().cloudToken.error).toContain('GET consumers/');
    expect(warn).toHaveBeenCalled();
    connection.stop();
  });

  test('requests sent while the token is being fetched wait for it and share one fetch', async () => {
    const { cloud, connection } = setup({ existing: true });
    const first = listServers(connection);
    const second = listServers(connection);
    await connection.start();
    await Promise.all([first, second]);
    expect(cloud.tokenRequests()).toBe(1);
    const servers = cloud.calls.filter((call) => call.path === '/compute/v2.1/servers/detail');
    expect(servers.map((call) => call.token)).toEqual(['token-1', 'token-1']);
    connection.stop();
  });

  test('a 401 renews the token and repeats the request once with the new token', async () => {
    const { cloud, connection, store } = setup({ existing: true });
    await connection.start();
    cloud.revokeTokens(); // the token expired (or was revoked) on the cloud's side
    await expect(listServers(connection)).resolves.toMatchObject({ status: 200 });
    const servers = cloud.calls.filter((call) => call.path === '/compute/v2.1/servers/detail');
    expect(servers.map((call) => call.token)).toEqual(['token-1', 'token-2']);
    expect(cloud.tokenRequests()).toBe(2);
    expect(store.getState().cloudToken.token).toBe('token-2');
    connection.stop();
  });

  test('two requests refused with 401 at once renew the token once', async () => {
    const { cloud, connection } = setup({ existing: true });
    await connection.start();
    cloud.revokeTokens();
    await Promise.all([listServers(connection), listServers(connection)]);
    expect(cloud.tokenRequests()).toBe(2);
    connection.stop();
  });

  test('a 401 that the renewed token gets too ends as a 401 CloudError, without a loop', async () => {
    const { cloud, connection } = setup({
      existing: true,
      intercept: (call) =>
        call.path === '/compute/v2.1/servers/detail'
          ? new Response(JSON.stringify({ error: { code: 401, message: 'Refused.' } }), {
              status: 401,
            })
          : undefined,
    });
    await connection.start();
    await expect(listServers(connection)).rejects.toMatchObject({
      name: 'CloudError',
      status: 401,
    });
    const servers = cloud.calls.filter((call) => call.path === '/compute/v2.1/servers/detail');
    expect(servers.map((call) => call.token)).toEqual(['token-1', 'token-2']);
    expect(cloud.tokenRequests()).toBe(2);
    connection.stop();
  });

  test('the token is renewed before it expires (5 min margin), without a request asking', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { cloud, connection, store } = setup({ existing: true });
    await connection.start();
    expect(cloud.tokenRequests()).toBe(1);
    await vi.advanceTimersByTimeAsync(54 * 60_000);
    expect(cloud.tokenRequests()).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000 + 1);
    expect(cloud.tokenRequests()).toBe(2);
    expect(store.getState().cloudToken).toMatchObject({ token: 'token-2', ready: true });
    connection.stop();
  });

  test('stop() ends the session: state cleared, no renewal afterwards', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { cloud, connection, store } = setup({ existing: true });
    await connection.start();
    connection.stop();
    expect(store.getState().cloudToken).toMatchObject({
      token: null,
      ready: false,
      projectId: null,
    });
    await vi.advanceTimersByTimeAsync(2 * 3_600_000);
    expect(cloud.tokenRequests()).toBe(1);
  });
});
