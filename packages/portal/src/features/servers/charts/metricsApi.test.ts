import { afterEach, describe, expect, test, vi } from 'vitest';
import { makeStore } from '../../../app/store.ts';
import { fakeCloud, type FakeCloudCall } from '../../../test/fakeCloud.ts';
import { fakeApiClient, jsonResponse } from '../../../test/fixtures.ts';
import { createCloudConnection } from '../../cloud/cloudConnection.ts';
import { isNoDataError, metricsApi } from './metricsApi.ts';

const consumer = {
  id: '8d2c7a10-0000-4000-8000-000000000004',
  name: 'default_consumer',
  os_user: 'u',
  os_password: 'p',
  os_project: 'project',
  os_domain: 'Default',
  created_at: '2030-01-01T00:00:00Z',
};
const SERVER = 'b1d0c2a4-6f1e-4a57-8d3c-2e9f0a7b6c51';
const MEASURES = new RegExp(`^/metric/v1/resource/generic/${SERVER}/metric/([^/]+)/measures$`);
const NOW = Date.parse('2030-01-01T12:07:30Z');

async function setup(answer: (metric: string, call: FakeCloudCall) => Response) {
  const cloud = fakeCloud({
    intercept: (call) => {
      const match = MEASURES.exec(call.path);
      return match ? answer(decodeURIComponent(match[1] ?? ''), call) : undefined;
    },
  });
  const api = fakeApiClient(() => jsonResponse([consumer]));
  const connection = createCloudConnection({ baseUrl: '', fetch: cloud.fetch });
  const store = makeStore({ apiClient: api.apiClient, cloud: connection });
  await connection.start();
  stop = () => connection.stop();
  const load = () =>
    store.dispatch(
      metricsApi.endpoints.getServerMetrics.initiate({
        region: 'eu-west2',
        serverId: SERVER,
        range: '1h',
        vcpus: 2,
      }),
    );
  return { cloud, load };
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  vi.restoreAllMocks();
});

const measure = (minute: number, value: number) => [
  `2030-01-01T11:${String(minute).padStart(2, '0')}:00+00:00`,
  300,
  value,
];

describe('getServerMetrics', () => {
  test('asks each metric for the period at its granularity and maps it', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(NOW);
    const { cloud, load } = await setup((metric) =>
      jsonResponse(
        metric === 'memory.usage'
          ? [measure(10, 1024), measure(15, 2048)]
          : [measure(10, metric === 'cpu' ? 300e9 : 600_000)],
      ),
    );
    const result = await load();
    expect(result.data?.start).toBe(Date.parse('2030-01-01T11:05:00Z'));
    expect(result.data?.end).toBe(NOW);
    expect(result.data?.series).toEqual({
      cpu: [{ time: Date.parse('2030-01-01T11:10:00Z'), value: 50 }],
      memory: [
        { time: Date.parse('2030-01-01T11:10:00Z'), value: 1024 ** 3 },
        { time: Date.parse('2030-01-01T11:15:00Z'), value: 2 * 1024 ** 3 },
      ],
      read: [{ time: Date.parse('2030-01-01T11:10:00Z'), value: 2000 }],
      write: [{ time: Date.parse('2030-01-01T11:10:00Z'), value: 2000 }],
      in: [{ time: Date.parse('2030-01-01T11:10:00Z'), value: 2000 }],
      out: [{ time: Date.parse('2030-01-01T11:10:00Z'), value: 2000 }],
    });
    const calls = cloud.calls.filter((call) => MEASURES.test(call.path));
    expect(calls).toHaveLength(6);
    const cpu = calls.find((call) => call.path.endsWith('/metric/cpu/measures'));
    expect(cpu?.region).toBe('eu-west2');
    expect(Object.fromEntries(cpu?.query ?? [])).toEqual({
      aggregation: 'rate:mean',
      start: '2030-01-01T11:05:00.000Z',
      granularity: '300',
    });
  });

  test('a 404 or 502 from measures is "no data" for that line, not a failure (§8)', async () => {
    const { load } = await setup((metric) => {
      if (metric === 'cpu') return jsonResponse({ code: 404, description: 'no metric' }, 404);
      if (metric.startsWith('network')) return new Response('Bad Gateway', { status: 502 });
      return jsonResponse([]);
    });
    const result = await load();
    expect(result.error).toBeUndefined();
    expect(result.data?.series).toEqual({
      cpu: null,
      memory: [],
      read: [],
      write: [],
      in: null,
      out: null,
    });
  });

  test('other failures fail the query with the CloudError', async () => {
    const { load } = await setup((metric) =>
      metric === 'memory.usage'
        ? jsonResponse({ code: 500, description: 'Gnocchi is down' }, 500)
        : jsonResponse([]),
    );
    const result = await load();
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ name: 'CloudError', status: 500 });
  });

  test('isNoDataError is true for the SDK’s 404 and 502 only', () => {
    expect(isNoDataError({ name: 'CloudError', status: 404 })).toBe(true);
    expect(isNoDataError({ name: 'CloudError', status: 502 })).toBe(true);
    expect(isNoDataError({ name: 'CloudError', status: 503 })).toBe(false);
    expect(isNoDataError({ name: 'Error', status: 404 })).toBe(false);
    expect(isNoDataError(null)).toBe(false);
  });
});
