import type { Consumer } from '@cloud-portal/api-client';
import { isAllowAllRuleSet } from '@cloud-portal/domain/security-groups';
import { createToaster } from '@cloud-portal/ui';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { makeStore } from '../../app/store.ts';
import { fakeApiClient, jsonResponse, regionsFixture } from '../../test/fixtures.ts';
import { fakeCloud } from '../../test/fakeCloud.ts';
import { createCloudConnection } from './cloudConnection.ts';
import * as cloudSdk from './cloudSdk.ts';
import { selectRegionResource } from './regionData.ts';
import { inTabLocks } from './regionLocks.ts';
import { startCloudSession } from './startCloudSession.ts';
import { accountActivated } from '../account-state/accountStateSlice.ts';

const consumer: Consumer = {
  id: '8d2c7a10-0000-4000-8000-000000000003',
  name: 'default_consumer',
  os_user: 'u',
  os_password: 'p',
  os_project: 'project',
  os_domain: 'Default',
  created_at: '2030-01-01T00:00:00Z',
};

function setup({ consumersDownOnce = false } = {}) {
  let consumersDown = consumersDownOnce;
  const api = fakeApiClient((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/consumers/' && consumersDown) {
      consumersDown = false;
      return jsonResponse({ message: 'down' }, 503);
    }
    if (path === '/api/consumers/') return jsonResponse([consumer]);
    if (path === '/api/regions/') return jsonResponse(regionsFixture);
    if (path === '/api/plans/') return jsonResponse({ plans: [] });
    return jsonResponse({ message: 'unexpected' }, 500);
  });
  // eu-west2's Nova answers 503.
  const cloud = fakeCloud({
    intercept: (call) =>
      call.region === 'eu-west2' && call.path === '/compute/v2.1/servers/detail'
        ? new Response(JSON.stringify({ message: 'Service Unavailable' }), { status: 503 })
        : undefined,
  });
  // The SDK part loaded up front: the fake timers below do not wait for a real import().
  const connection = createCloudConnection({
    baseUrl: 'http://cloud.test',
    fetch: cloud.fetch,
    loadSdk: () => Promise.resolve(cloudSdk),
  });
  const toaster = createToaster();
  const translator = {
    loadNamespaces: vi.fn(async () => undefined),
    t: (key: string) => `text of ${key}`,
    exists: () => true,
  };
  const store = makeStore({ apiClient: api.apiClient, cloud: connection, toaster, translator });
  return { store, cloud, toaster, translator };
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('startCloudSession', () => {
  test('an account activated mid-session starts the cloud session at once (§4 background service)', async () => {
    const { store } = setup({ consumersDownOnce: true });
    const stop = store.dispatch(startCloudSession({ locks: inTabLocks(), document: undefined }));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().cloudToken).toMatchObject({ ready: false, failed: true });

    store.dispatch(accountActivated());
    await vi.advanceTimersByTimeAsync(0); // not the 30 s retry: at once
    expect(store.getState().cloudToken).toMatchObject({ ready: true, failed: false });
    stop();
  });

  test('token, allow_all outside maintenance, region data, §8 toast and console warning; stop clears it', async () => {
    const { store, cloud, toaster, translator } = setup();
    const stop = store.dispatch(startCloudSession({ locks: inTabLocks(), document: undefined }));
    await vi.advanceTimersByTimeAsync(0);

    expect(store.getState().cloudToken).toMatchObject({ ready: true, projectId: 'project-1' });
    // allow_all in eu-west2 (open), not in eu-central1 (in maintenance).
    const eu = cloud.groups('eu-west2').filter((group) => group.name === 'allow_all');
    expect(eu).toHaveLength(1);
    expect(isAllowAllRuleSet(eu[0]?.security_group_rules ?? [])).toBe(true);
    expect(cloud.groups('eu-central1')).toEqual([]);
    // Region data: loaded everywhere except eu-west2's servers, which failed with 503.
    expect(selectRegionResource(store.getState(), 'eu-central1', 'servers').loaded).toBe(true);
    expect(selectRegionResource(store.getState(), 'eu-west2', 'volumes').loaded).toBe(true);
    expect(selectRegionResource(store.getState(), 'eu-west2', 'servers')).toMatchObject({
      error: true,
      errorCount: 1,
    });
    expect(toaster.getSnapshot()).toMatchObject([
      { level: 'error', message: 'text of errors:cloud.serverError' },
    ]);
    expect(translator.loadNamespaces).toHaveBeenCalledWith(['errors']);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Could not load servers of eu-west2'),
    );

    stop();
    expect(store.getState().cloudToken.ready).toBe(false);
    expect(selectRegionResource(store.getState(), 'eu-central1', 'servers').loaded).toBe(false);
    const requests = cloud.calls.length;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(cloud.calls.length).toBe(requests);
  });

  test('a second start in the same browser session does not check allow_all again', async () => {
    const first = setup();
    const stop = first.store.dispatch(
      startCloudSession({ locks: inTabLocks(), document: undefined }),
    );
    await vi.advanceTimersByTimeAsync(0);
    stop();
    const groupLists = () =>
      first.cloud.calls.filter(
        (call) =>
          call.path === '/network/v2.0/security-groups' && call.query.get('name') === 'allow_all',
      ).length;
    const before = groupLists();
    const again = first.store.dispatch(
      startCloudSession({ locks: inTabLocks(), document: undefined }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(first.store.getState().cloudToken.ready).toBe(true);
    expect(groupLists()).toBe(before);
    again();
  });
});
