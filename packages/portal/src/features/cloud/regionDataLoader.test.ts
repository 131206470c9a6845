import type { Consumer } from '@cloud-portal/api-client';
import { REGION_RESOURCES } from '@cloud-portal/domain/regions';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { makeStore } from '../../app/store.ts';
import { fakeApiClient, jsonResponse, regionsFixture } from '../../test/fixtures.ts';
import { fakeCloud, type FakeCloudOptions } from '../../test/fakeCloud.ts';
import { createCloudConnection } from './cloudConnection.ts';
import { selectRegionResource, selectServerAvailability } from './regionData.ts';
import { createRegionDataLoader, refreshDelay } from './regionDataLoader.ts';

const consumer: Consumer = {
  id: '8d2c7a10-0000-4000-8000-000000000002',
  name: 'default_consumer',
  os_user: 'u',
  os_password: 'p',
  os_project: 'project',
  os_domain: 'Default',
  created_at: '2030-01-01T00:00:00Z',
};

function setup(intercept?: FakeCloudOptions['intercept']) {
  const planCalls: string[] = [];
  const api = fakeApiClient((request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/consumers/') return jsonResponse([consumer]);
    if (url.pathname === '/api/regions/') return jsonResponse(regionsFixture);
    if (url.pathname === '/api/plans/') {
      planCalls.push(url.searchParams.get('region') ?? '');
      return jsonResponse({ plans: [] });
    }
    return jsonResponse({ message: 'unexpected' }, 500);
  });
  const cloud = fakeCloud(intercept ? { intercept } : {});
  const connection = createCloudConnection({ baseUrl: 'http://cloud.test', fetch: cloud.fetch });
  const store = makeStore({ apiClient: api.apiClient, cloud: connection });
  const loader = createRegionDataLoader({ dispatch: store.dispatch, getState: store.getState });
  const cloudLists = () =>
    cloud.calls.filter((call) => call.method === 'GET' && !call.path.startsWith('/identity'));
  return { store, cloud, connection, loader, planCalls, cloudLists };
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  vi.useRealTimers();
});

describe('per-region data (§4)', () => {
  test('without a token only plans load; the token brings the cloud resources of every region', async () => {
    const { store, connection, loader, planCalls, cloudLists } = setup();
    loader.setRegions(['eu-west2', 'us-east1']);
    await vi.advanceTimersByTimeAsync(0);
    expect(planCalls.sort()).toEqual(['eu-west2', 'us-east1']);
    expect(cloudLists()).toEqual([]);
    expect(selectRegionResource(store.getState(), 'eu-west2', 'servers')).toMatchObject({
      loading: false,
      loaded: false,
      error: false,
      errorCount: 0,
    });

    await connection.start();
    loader.kick();
    await vi.advanceTimersByTimeAsync(0);
    const loaded = (region: string) =>
      REGION_RESOURCES.filter(
        (resource) => selectRegionResource(store.getState(), region, resource).loaded,
      );
    expect(loaded('eu-west2')).toEqual([...REGION_RESOURCES]);
    expect(loaded('us-east1')).toEqual([...REGION_RESOURCES]);
    expect(
      new Set(
        cloudLists().map((call) => `${call.region} ${call.path.replace(/project-1/, '{project}')}`),
      ),
    ).toEqual(
      new Set(
        ['eu-west2', 'us-east1'].flatMap((region) => [
          `${region} /compute/v2.1/os-quota-sets/{project}`,
          `${region} /compute/v2.1/os-keypairs`,
          `${region} /network/v2.0/security-groups`,
          `${region} /compute/v2.1/servers/detail`,
          `${region} /volume/v3/{project}/volumes/detail`,
          `${region} /image/v2/images`,
        ]),
      ),
    );
    loader.stop();
    connection.stop();
  });

  test('a load is skipped while the same load is running', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { store, connection, loader, cloudLists } = setup((call) =>
      call.path === '/compute/v2.1/servers/detail'
        ? held.then(() => new Response(JSON.stringify({ servers: [] })))
        : undefined,
    );
    await connection.start();
    loader.setRegions(['eu-west2']);
    await vi.advanceTimersByTimeAsync(0);
    expect(selectRegionResource(store.getState(), 'eu-west2', 'servers').loading).toBe(true);
    loader.kick();
    await vi.advanceTimersByTimeAsync(95_000); // three refresh rounds of the other resources
    const servers = () =>
      cloudLists().filter((call) => call.path === '/compute/v2.1/servers/detail');
    expect(servers()).toHaveLength(1);
    expect(cloudLists().filter((call) => call.path === '/compute/v2.1/os-keypairs')).toHaveLength(
      4,
    );
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(selectRegionResource(store.getState(), 'eu-west2', 'servers').loaded).toBe(true);
    loader.stop();
    connection.stop();
  });

  test('a failing resource counts its errors, keeps the message and backs off 30 s → 60 s', async () => {
    let failing = true;
    const { store, connection, loader, cloudLists } = setup((call) =>
      failing && call.path === '/compute/v2.1/servers/detail'
        ? new Response(JSON.stringify({ computeFault: { code: 500, message: 'Nova is down' } }), {
            status: 500,
          })
        : undefined,
    );
    await connection.start();
    loader.setRegions(['eu-west2']);
    await vi.advanceTimersByTimeAsync(0);
    const servers = () => selectRegionResource(store.getState(), 'eu-west2', 'servers');
    const serverCalls = () =>
      cloudLists().filter((call) => call.path === '/compute/v2.1/servers/detail').length;
    expect(servers()).toMatchObject({
      error: true,
      loaded: false,
      errorCount: 1,
      errorMessage: 'Nova is down',
    });
    expect(serverCalls()).toBe(1);

    await vi.advanceTimersByTimeAsync(59_999); // 1 error: 60 s (30 s doubled, the ceiling)
    expect(serverCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(serverCalls()).toBe(2);
    expect(servers()).toMatchObject({ errorCount: 2 });

    failing = false;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(servers()).toMatchObject({
      error: false,
      loaded: true,
      errorCount: 0,
      errorMessage: null,
    });
    // Back to the 30 s interval after a success.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(serverCalls()).toBe(4);
    loader.stop();
    connection.stop();
  });

  test('a hidden page keeps its data without refreshing, and refreshes as soon as it is shown', async () => {
    let hidden = false;
    const { connection, cloudLists, store } = setup();
    const loader = createRegionDataLoader({
      dispatch: store.dispatch,
      getState: store.getState,
      isHidden: () => hidden,
    });
    await connection.start();
    loader.setRegions(['eu-west2']);
    await vi.advanceTimersByTimeAsync(0);
    const serverCalls = () =>
      cloudLists().filter((call) => call.path === '/compute/v2.1/servers/detail').length;
    expect(serverCalls()).toBe(1);
    hidden = true;
    await vi.advanceTimersByTimeAsync(95_000);
    expect(serverCalls()).toBe(1);
    hidden = false;
    loader.kick();
    await vi.advanceTimersByTimeAsync(0);
    expect(serverCalls()).toBe(2);
    // Shown and fresh: the next refresh is 30 s later, not at once again.
    loader.kick();
    await vi.advanceTimersByTimeAsync(29_000);
    expect(serverCalls()).toBe(2);
    loader.stop();
    connection.stop();
  });

  test('a refresh skipped while the token is renewed runs as soon as the new token is there', async () => {
    const { store, connection, loader, cloudLists } = setup();
    await connection.start();
    loader.setRegions(['eu-west2']);
    await vi.advanceTimersByTimeAsync(0);
    const serverCalls = () =>
      cloudLists().filter((call) => call.path === '/compute/v2.1/servers/detail').length;
    expect(serverCalls()).toBe(1);
    // The token is refused (a 401 elsewhere) just before the 30-s refresh: the refresh is skipped.
    const { cloudTokenRejected } = await import('./cloudTokenSlice.ts');
    store.dispatch(cloudTokenRejected({ token: store.getState().cloudToken.token ?? '' }));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(serverCalls()).toBe(1);
    await connection.renewToken();
    loader.kick(); // what the start-up does when a token arrives
    await vi.advanceTimersByTimeAsync(0);
    expect(serverCalls()).toBe(2);
    loader.stop();
    connection.stop();
  });

  test('refresh intervals: regions data 30 s up to 60 s, plans 10 s up to 30 s', () => {
    expect([0, 1, 2].map((errors) => refreshDelay('servers', errors))).toEqual([
      30_000, 60_000, 60_000,
    ]);
    expect([0, 1, 2].map((errors) => refreshDelay('plans', errors))).toEqual([
      10_000, 20_000, 30_000,
    ]);
  });

  test('server availability: 0 while any region loads, then quota instances minus servers', async () => {
    const { store, connection, loader } = setup();
    const { regionsApi } = await import('../regions/regionsApi.ts');
    await store.dispatch(regionsApi.endpoints.listRegions.initiate());
    expect(selectServerAvailability(store.getState(), 'eu-west2')).toBe(0);
    await connection.start();
    loader.setRegions(['eu-west2']);
    await vi.advanceTimersByTimeAsync(0);
    // eu-central1 (the fixture's second region) has not loaded: still 0.
    expect(selectServerAvailability(store.getState(), 'eu-west2')).toBe(0);
    loader.setRegions(['eu-west2', 'eu-central1']);
    await vi.advanceTimersByTimeAsync(0);
    expect(selectServerAvailability(store.getState(), 'eu-west2')).toBe(10);
    loader.stop();
    connection.stop();
  });
});
