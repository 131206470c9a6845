import { describe, expect, test } from 'vitest';
import { fakeFetch, jsonResponse } from '../../testing/fake-fetch.ts';
import {
  createCloudClient,
  defaultMiddleware,
  sendCloudRequest,
  type CloudClientConfig,
} from '../client.ts';
import type { RetryPolicy } from '../types.ts';
import { abortableSleep } from './retry.ts';

const get = { method: 'GET', service: 'compute', path: '/v2.1/servers/detail' } as const;

// A client whose retry waits are recorded instead of slept.
function clientWith(fetch: CloudClientConfig['fetch'], retry?: Partial<RetryPolicy>) {
  const waits: number[] = [];
  const client = createCloudClient({
    fetch,
    ...(retry ? { retry } : {}),
    middleware: defaultMiddleware({ sleep: async (ms) => void waits.push(ms) }),
  });
  return { client, waits };
}

describe('retry middleware', () => {
  test('default: no retry (§7)', async () => {
    const fake = fakeFetch(() => jsonResponse({}, { status: 502 }));
    const { client, waits } = clientWith(fake.fetch);
    await expect(sendCloudRequest(client, get)).rejects.toMatchObject({
      code: 'bad_gateway',
      status: 502,
    });
    expect(fake.calls).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  test('enabled: up to 3 retries, 3 s apart, on 502', async () => {
    const fake = fakeFetch(() => jsonResponse({}, { status: 502 }));
    const { client, waits } = clientWith(fake.fetch, { retries: 3 });
    await expect(sendCloudRequest(client, get)).rejects.toMatchObject({ status: 502 });
    expect(fake.calls).toHaveLength(4);
    expect(waits).toEqual([3000, 3000, 3000]);
  });

  test('stops as soon as an attempt succeeds', async () => {
    const fake = fakeFetch([jsonResponse({}, { status: 401 }), jsonResponse({ servers: [1] })]);
    const { client, waits } = clientWith(fake.fetch, { retries: 3 });
    await expect(sendCloudRequest(client, get)).resolves.toMatchObject({
      status: 200,
      body: { servers: [1] },
    });
    expect(fake.calls).toHaveLength(2);
    expect(waits).toEqual([3000]);
  });

  test('does not retry statuses that are not listed', async () => {
    const fake = fakeFetch(() =>
      jsonResponse({ computeFault: { message: 'boom', code: 500 } }, { status: 500 }),
    );
    const { client } = clientWith(fake.fetch, { retries: 3 });
    await expect(sendCloudRequest(client, get)).rejects.toMatchObject({
      status: 500,
      message: 'boom',
    });
    expect(fake.calls).toHaveLength(1);
  });

  test('clamps the number of retries to 3', async () => {
    const fake = fakeFetch(() => jsonResponse({}, { status: 502 }));
    const { client } = clientWith(fake.fetch, { retries: 10, delayMs: 5 });
    await expect(sendCloudRequest(client, get)).rejects.toMatchObject({ status: 502 });
    expect(fake.calls).toHaveLength(4);
  });

  test('network failures (status 0) are retried only when 0 is listed', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    const notListed = clientWith(offline, { retries: 3 });
    await expect(sendCloudRequest(notListed.client, get)).rejects.toMatchObject({
      code: 'network_error',
      status: 0,
    });
    expect(notListed.waits).toEqual([]);

    const fake = fakeFetch([new TypeError('Failed to fetch'), jsonResponse({ ok: true })]);
    const listed = clientWith(fake.fetch, { retries: 3, statuses: [0, 502] });
    await expect(sendCloudRequest(listed.client, get)).resolves.toMatchObject({ status: 200 });
    expect(listed.waits).toEqual([3000]);
  });

  test('a call can override the client policy', async () => {
    const fake = fakeFetch(() => jsonResponse({}, { status: 500 }));
    const { client, waits } = clientWith(fake.fetch);
    await expect(
      sendCloudRequest(client, get, { retry: { retries: 2, delayMs: 10, statuses: [500] } }),
    ).rejects.toMatchObject({ status: 500 });
    expect(fake.calls).toHaveLength(3);
    expect(waits).toEqual([10, 10]);
  });

  test('an abort during the wait ends the call as aborted, without another attempt', async () => {
    const controller = new AbortController();
    const fake = fakeFetch(() => jsonResponse({}, { status: 502 }));
    const client = createCloudClient({
      fetch: fake.fetch,
      retry: { retries: 3, delayMs: 60_000 },
      middleware: defaultMiddleware({
        sleep: (ms, signal) => {
          const waiting = abortableSleep(ms, signal);
          controller.abort();
          return waiting;
        },
      }),
    });
    await expect(
      sendCloudRequest(client, get, { signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'aborted', status: 0 });
    expect(fake.calls).toHaveLength(1);
  });

  test('an already aborted call is not sent again', async () => {
    const controller = new AbortController();
    controller.abort();
    const fake = fakeFetch(() => jsonResponse({}));
    const { client } = clientWith(fake.fetch, { retries: 3, statuses: [0] });
    await expect(
      sendCloudRequest(client, get, { signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'aborted' });
    expect(fake.calls).toHaveLength(1);
  });
});

describe('abortableSleep', () => {
  test('resolves after the delay', async () => {
    await expect(abortableSleep(1)).resolves.toBeUndefined();
  });

  test('rejects at once when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(abortableSleep(60_000, controller.signal)).rejects.toThrow('stop');
  });
});
