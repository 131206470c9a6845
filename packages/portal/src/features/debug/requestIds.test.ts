import { createApiClient } from '@cloud-portal/api-client';
import {
  createCloudClient,
  sendCloudRequest,
  type CloudClient,
} from '@cloud-portal/cloud-sdk/core';
import { describe, expect, test, vi } from 'vitest';
import {
  createRequestIdLog,
  productRequestIdMiddleware,
  withRequestIdReport,
} from './requestIds.ts';

describe('createRequestIdLog', () => {
  test('keeps the last id and tells its listeners; empty ids are ignored', () => {
    const log = createRequestIdLog();
    const listener = vi.fn();
    log.subscribe(listener);
    expect(log.last()).toBeUndefined();
    log.report('req-1');
    log.report('');
    log.report(null);
    log.report('req-1');
    expect(log.last()).toBe('req-1');
    expect(listener).toHaveBeenCalledTimes(1);
    log.report('req-2');
    expect(log.last()).toBe('req-2');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

const listFlavors = (client: CloudClient) =>
  sendCloudRequest(client, { method: 'GET', service: 'compute', path: '/v2.1/flavors' });

describe('the cloud SDK reports its request ids', () => {
  const clientAnswering = (log: ReturnType<typeof createRequestIdLog>, answer: () => Response) =>
    createCloudClient({
      fetch: async () => answer(),
      middleware: withRequestIdReport(log),
    });

  test("the cloud's answer id, for a success and a failure alike", async () => {
    const log = createRequestIdLog();
    const ok = clientAnswering(log, () =>
      Response.json({ flavors: [] }, { headers: { 'X-Openstack-Request-Id': 'req-answered' } }),
    );
    await listFlavors(ok);
    expect(log.last()).toBe('req-answered');

    const failing = clientAnswering(log, () =>
      Response.json(
        { itemNotFound: { code: 404, message: 'gone' } },
        { status: 404, headers: { 'X-Openstack-Request-Id': 'req-failed' } },
      ),
    );
    await expect(listFlavors(failing)).rejects.toThrow();
    expect(log.last()).toBe('req-failed');
  });

  test('the id it sent when no answer came', async () => {
    const log = createRequestIdLog();
    const offline = createCloudClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      middleware: (defaults) => withRequestIdReport(log)(defaults),
    });
    await expect(listFlavors(offline)).rejects.toThrow();
    expect(log.last()).toMatch(/^req-[0-9a-f-]{36}$/);
  });
});

describe('the product API reports the ids its answers carry', () => {
  test('X-Request-Id of an answer; none, nothing', async () => {
    const log = createRequestIdLog();
    let headers: Record<string, string> = { 'X-Request-Id': 'api-123' };
    const client = createApiClient({
      baseUrl: 'http://portal.test/api',
      fetch: async () => Response.json([], { headers }),
      middleware: [productRequestIdMiddleware(log)],
    });
    await client.GET('/notifications');
    expect(log.last()).toBe('api-123');
    headers = {};
    await client.GET('/notifications');
    expect(log.last()).toBe('api-123');
  });
});
