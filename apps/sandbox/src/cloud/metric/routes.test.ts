import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findRepoRoot } from '../../config.ts';
import { decorateCloudRequest, type CloudAuth } from '../shared/auth.ts';
import { metricRoutes } from './routes.ts';
import { metricId } from './series.ts';
import { memoryServerLookup, type MeteredServer } from './servers.ts';

const FIXTURES = join(
  findRepoRoot(),
  '..',
  'shared',
  'openstack-samples',
  'gophercloud-utils',
  'gnocchi',
  'metric',
  'v1',
);
const fixture = (file: string, name: string): unknown =>
  (JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as { fixtures: Record<string, unknown> })
    .fixtures[name];

const NOW = new Date('2026-11-21T12:00:00.000Z');
const PROJECT = 'project-a';
const ROOT = '/cloud/eu-west2/metric/v1';

function server(id: string, overrides: Partial<MeteredServer> = {}): MeteredServer {
  return {
    serverId: id,
    projectId: PROJECT,
    region: 'eu-west2',
    name: id,
    createdAt: '2026-11-01T00:00:00.000Z',
    deletedAt: null,
    flavor: { vcpus: 2, ramMb: 4096, diskGb: 50 },
    running: [{ from: '2026-11-01T00:00:00.000Z', to: null }],
    ...overrides,
  };
}

const WEB = server('11111111-1111-4111-8111-111111111111');
const DB = server('22222222-2222-4222-8222-222222222222', {
  createdAt: '2026-11-02T00:00:00.000Z',
});
// Off from 20 Nov 06:00 to 20 Nov 18:00.
const NIGHTLY = server('33333333-3333-4333-8333-333333333333', {
  running: [
    { from: '2026-11-01T00:00:00.000Z', to: '2026-11-20T06:00:00.000Z' },
    { from: '2026-11-20T18:00:00.000Z', to: null },
  ],
});
const FOREIGN = server('44444444-4444-4444-8444-444444444444', { projectId: 'project-b' });
const ELSEWHERE = server('55555555-5555-4555-8555-555555555555', { region: 'ru-msk1' });

const AUTH: CloudAuth = {
  userId: 'user-a',
  userName: 'demo',
  domainId: 'default',
  projectId: PROJECT,
  projectName: 'demo-project',
  roles: ['member'],
  expiresAt: '2026-11-22T00:00:00.000000Z',
};

let app: FastifyInstance;

beforeEach(async () => {
  app = Fastify();
  decorateCloudRequest(app);
  await app.register(metricRoutes, {
    tokens: { resolveToken: (token) => (token === 'tok' ? AUTH : undefined) },
    servers: memoryServerLookup([WEB, DB, NIGHTLY, FOREIGN, ELSEWHERE]),
    now: () => NOW,
  });
});
afterEach(async () => {
  await app.close();
});

function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'GET',
    url,
    headers: {
      host: 'portal.test:8080',
      'x-auth-token': 'tok',
      accept: 'application/json',
      ...headers,
    },
  });
}

type Point = [string, number, number];

async function points(resource: string, metric: string, query: string): Promise<Point[]> {
  const response = await get(
    `${ROOT}/resource/generic/${resource}/metric/${metric}/measures?${query}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Point[];
}

describe('GET /v1/resource/generic', () => {
  it('lists one generic resource per server of the project in the region, shaped as Gnocchi’s', async () => {
    const response = await get(`${ROOT}/resource/generic`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as Record<string, unknown>[];
    expect(body.map((resource) => resource['id'])).toEqual(
      [WEB.serverId, NIGHTLY.serverId, DB.serverId].sort((a, b) =>
        a === DB.serverId ? 1 : b === DB.serverId ? -1 : a.localeCompare(b),
      ),
    );
    const generic = fixture(
      'resources/testing/fixtures.extracted.json',
      'ResourceCreateWithoutMetricsResult',
    ) as Record<string, unknown>;
    expect(Object.keys(body[0] ?? {}).sort()).toEqual(Object.keys(generic).sort());
    expect(body[0]).toMatchObject({
      id: WEB.serverId,
      original_resource_id: WEB.serverId,
      type: 'generic',
      project_id: PROJECT,
      started_at: '2026-11-01T00:00:00.000000+00:00',
      ended_at: null,
      revision_end: null,
    });
    expect(Object.keys((body[0] as { metrics: object }).metrics).sort()).toEqual([
      'cpu',
      'disk.device.read.bytes',
      'disk.device.write.bytes',
      'memory.usage',
      'network.incoming.bytes',
      'network.outgoing.bytes',
    ]);
    expect(response.headers.link).toBeUndefined();
  });

  it('pages with limit/marker and a Link header while a page is full', async () => {
    const first = await get(`${ROOT}/resource/generic?limit=2`);
    const ids = (first.json() as { id: string }[]).map((resource) => resource.id);
    expect(ids).toHaveLength(2);
    expect(first.headers.link).toBe(
      `<http://portal.test:8080${ROOT}/resource/generic?limit=2&marker=${ids[1]}>; rel="next"`,
    );
    const second = await get(`${ROOT}/resource/generic?limit=2&marker=${ids[1]}`);
    expect((second.json() as { id: string }[]).map((resource) => resource.id)).toEqual([
      DB.serverId,
    ]);
    expect(second.headers.link).toBeUndefined();
    const unknown = await get(`${ROOT}/resource/generic?marker=nope`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      code: 400,
      title: 'Bad Request',
      description: 'Invalid pagination: `Marker nope not found`',
    });
  });

  it('answers 401 without a live token', async () => {
    expect((await get(`${ROOT}/resource/generic`, { 'x-auth-token': 'nope' })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /v1/resource/generic/{id}', () => {
  it('answers the server’s resource, and 404 as Gnocchi for another project’s, another region’s or an encoded path', async () => {
    const mine = await get(`${ROOT}/resource/generic/${WEB.serverId}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().metrics.cpu).toBe(metricId(WEB.serverId, 'cpu'));
    for (const id of [FOREIGN.serverId, ELSEWHERE.serverId, '..%2F..%2Fresource%2Fgeneric']) {
      const response = await get(`${ROOT}/resource/generic/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().description).toBe(`Resource ${decodeURIComponent(id)} does not exist`);
    }
  });

  it('writes the error as text for a client that does not accept JSON', async () => {
    const response = await get(`${ROOT}/resource/generic/nope`, { accept: 'text/plain' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('Resource nope does not exist');
  });
});

describe('measures', () => {
  it('are [ISO +00:00, granularity, value] tuples, the same numbers for the same query', async () => {
    const query = 'aggregation=mean&start=2026-11-21T00:00:00&granularity=300';
    const once = await points(WEB.serverId, 'memory.usage', query);
    const again = await points(WEB.serverId, 'memory.usage', query);
    expect(again).toEqual(once);
    expect(once).toHaveLength(144 + 1); // 00:00 … 12:00 every 5 minutes
    expect(once[0]).toEqual(['2026-11-21T00:00:00+00:00', 300, expect.any(Number)]);
    for (const [, , value] of once) {
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThanOrEqual(4096);
    }
    // Another server's series differs.
    expect(await points(DB.serverId, 'memory.usage', query)).not.toEqual(once);
  });

  it('honour start and stop (stop exclusive) and default to mean', async () => {
    const window = await points(
      WEB.serverId,
      'cpu',
      'start=2026-11-21T03:00:00Z&stop=2026-11-21T06:00:00Z&granularity=3600',
    );
    expect(window.map(([time]) => time)).toEqual([
      '2026-11-21T03:00:00+00:00',
      '2026-11-21T04:00:00+00:00',
      '2026-11-21T05:00:00+00:00',
    ]);
    const mean = await points(
      WEB.serverId,
      'cpu',
      'aggregation=mean&start=2026-11-21T03:00:00Z&stop=2026-11-21T06:00:00Z&granularity=3600',
    );
    expect(mean).toEqual(window);
    // A cumulative counter grows.
    expect(window[2]?.[2]).toBeGreaterThan(window[0]?.[2] ?? Infinity);
  });

  it('without a granularity answer every one of the policy, coarsest first (as Gnocchi)', async () => {
    const all = await points(WEB.serverId, 'memory.usage', 'start=2026-11-21T10:00:00Z');
    const granularities = all.map(([, granularity]) => granularity);
    expect([...new Set(granularities)]).toEqual([86400, 3600, 300]);
    expect(granularities.filter((g) => g === 3600)).toHaveLength(3);
    expect(granularities.filter((g) => g === 300)).toHaveLength(25);
  });

  it('follow the region’s day: CPU use at 14:00 local is well above 02:00 local, bounded by the vCPUs', async () => {
    // eu-west2 is UTC+1: 14:00 local = 13:00Z, 02:00 local = 01:00Z.
    const rates = await points(
      WEB.serverId,
      'cpu',
      'aggregation=rate:mean&start=2026-11-20T00:00:00Z&stop=2026-11-21T00:00:00Z&granularity=3600',
    );
    const at = (hour: string) =>
      rates.find(([time]) => time === `2026-11-20T${hour}:00:00+00:00`)?.[2] ?? Number.NaN;
    expect(at('13')).toBeGreaterThan(at('01') * 1.5);
    for (const [, , ns] of rates) expect(ns).toBeLessThanOrEqual(2 * 1e9 * 300);
  });

  it('are absent while the server is powered off and resume when it runs', async () => {
    const day = await points(
      NIGHTLY.serverId,
      'network.outgoing.bytes',
      'aggregation=rate:mean&start=2026-11-20T00:00:00Z&stop=2026-11-21T00:00:00Z&granularity=3600',
    );
    const hours = day.map(([time]) => Number(time.slice(11, 13)));
    expect(hours).toEqual([0, 1, 2, 3, 4, 5, 18, 19, 20, 21, 22, 23]);
    // Nothing before the server existed either.
    expect(
      await points(
        DB.serverId,
        'cpu',
        'start=2026-10-01T00:00:00Z&stop=2026-11-02T01:00:00Z&granularity=86400',
      ),
    ).toEqual([['2026-11-02T00:00:00+00:00', 86400, expect.any(Number)]]);
  });

  it('are reachable by metric id too', async () => {
    const byId = await get(
      `${ROOT}/metric/${metricId(WEB.serverId, 'cpu')}/measures?start=2026-11-21T11:00:00Z&granularity=300`,
    );
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(
      await points(WEB.serverId, 'cpu', 'start=2026-11-21T11:00:00Z&granularity=300'),
    );
    const foreign = await get(`${ROOT}/metric/${metricId(FOREIGN.serverId, 'cpu')}/measures`);
    expect(foreign.statusCode).toBe(404);
  });

  it.each([
    [
      'a resource of another project',
      `${FOREIGN.serverId}/metric/cpu`,
      '',
      404,
      `Resource ${FOREIGN.serverId} does not exist`,
    ],
    [
      'an unknown metric',
      `${WEB.serverId}/metric/cpu_util`,
      '',
      404,
      'Metric cpu_util does not exist',
    ],
    [
      'an unknown aggregation',
      `${WEB.serverId}/metric/cpu`,
      'aggregation=wtf',
      404,
      {
        cause: 'Aggregation method does not exist for this metric',
        detail: { metric: metricId(WEB.serverId, 'cpu'), aggregation_method: 'wtf' },
      },
    ],
    [
      'a granularity of no policy',
      `${WEB.serverId}/metric/cpu`,
      'granularity=60',
      404,
      {
        cause: 'Aggregation does not exist',
        detail: { granularity: 60, aggregation_method: 'mean' },
      },
    ],
    [
      'an unparsable granularity',
      `${WEB.serverId}/metric/cpu`,
      'granularity=foobar',
      400,
      { cause: 'Argument value error', detail: 'granularity', reason: 'Unable to parse timespan' },
    ],
    [
      'an unparsable start',
      `${WEB.serverId}/metric/cpu`,
      'start=yesterday-ish',
      400,
      {
        cause: 'Argument value error',
        detail: 'start',
        reason: 'Must be a datetime or a timestamp',
      },
    ],
  ])('refuse %s as Gnocchi does', async (_, path, query, status, description) => {
    const response = await get(`${ROOT}/resource/generic/${path}/measures?${query}`);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({
      code: status,
      title: status === 404 ? 'Not Found' : 'Bad Request',
      description,
    });
  });

  it('take Gnocchi’s timespan and timestamp spellings', async () => {
    const spelled = await points(
      WEB.serverId,
      'cpu',
      `granularity=1h&start=${Date.parse('2026-11-21T09:00:00Z') / 1000}`,
    );
    expect(spelled).toEqual(
      await points(WEB.serverId, 'cpu', 'granularity=3600&start=2026-11-21T09:00:00Z'),
    );
    expect(spelled).toHaveLength(4);
  });
});
