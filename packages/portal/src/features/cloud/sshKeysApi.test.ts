import { afterEach, describe, expect, test, vi } from 'vitest';
import { makeStore } from '../../app/store.ts';
import { fakeApiClient, jsonResponse } from '../../test/fixtures.ts';
import { fakeCloud } from '../../test/fakeCloud.ts';
import { createCloudConnection } from './cloudConnection.ts';
import { sshKeysApi, toSshKey } from './sshKeysApi.ts';

const consumer = {
  id: '8d2c7a10-0000-4000-8000-000000000004',
  name: 'default_consumer',
  os_user: 'u',
  os_password: 'p',
  os_project: 'project',
  os_domain: 'Default',
  created_at: '2030-01-01T00:00:00Z',
};

async function setup() {
  const api = fakeApiClient(() => jsonResponse([consumer]));
  const cloud = fakeCloud();
  const connection = createCloudConnection({ baseUrl: 'http://cloud.test', fetch: cloud.fetch });
  const store = makeStore({ apiClient: api.apiClient, cloud: connection });
  await connection.start();
  return { store, cloud, connection };
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
});

describe('SSH keys, the reference cloud endpoint', () => {
  test('toSshKey maps a Nova keypair to what the screen shows', () => {
    expect(
      toSshKey(
        { name: 'laptop', public_key: 'ssh-ed25519 AAAA me\n', fingerprint: 'aa:bb', type: 'ssh' },
        'eu-west2',
      ),
    ).toEqual({
      name: 'laptop',
      publicKey: 'ssh-ed25519 AAAA me',
      fingerprint: 'aa:bb',
      region: 'eu-west2',
    });
  });

  test('the list is per region; adding and deleting a key refetches that region only', async () => {
    const { store, cloud, connection } = await setup();
    stop = () => connection.stop();
    const west = store.dispatch(sshKeysApi.endpoints.listRegionSshKeys.initiate('eu-west2'));
    const east = store.dispatch(sshKeysApi.endpoints.listRegionSshKeys.initiate('us-east1'));
    await Promise.all([west, east]);
    const lists = () =>
      cloud.calls.filter(
        (call) => call.method === 'GET' && call.path === '/compute/v2.1/os-keypairs',
      );
    expect(lists()).toHaveLength(2);

    const created = await store
      .dispatch(
        sshKeysApi.endpoints.createSshKey.initiate({
          region: 'eu-west2',
          name: 'laptop',
          publicKey: 'ssh-ed25519 AAAA me',
        }),
      )
      .unwrap();
    expect(created).toEqual({
      name: 'laptop',
      publicKey: 'ssh-ed25519 AAAA me',
      fingerprint: 'aa:bb',
      region: 'eu-west2',
    });
    const westKeys = () =>
      sshKeysApi.endpoints.listRegionSshKeys.select('eu-west2')(store.getState()).data;
    await vi.waitFor(() => expect(westKeys()).toEqual([created]));
    expect(lists().map((call) => call.region)).toEqual(['eu-west2', 'us-east1', 'eu-west2']);

    await store
      .dispatch(sshKeysApi.endpoints.deleteSshKey.initiate({ region: 'eu-west2', name: 'laptop' }))
      .unwrap();
    await vi.waitFor(() => expect(westKeys()).toEqual([]));
    expect(lists().map((call) => call.region)).toEqual([
      'eu-west2',
      'us-east1',
      'eu-west2',
      'eu-west2',
    ]);
    west.unsubscribe();
    east.unsubscribe();
  });

  test('a failure is a serialisable CloudError in the cache', async () => {
    const { store, connection } = await setup();
    stop = () => connection.stop();
    const result = await store.dispatch(
      sshKeysApi.endpoints.createSshKey.initiate({ region: 'eu-west2', name: '', publicKey: 'x' }),
    );
    expect(result.error).toMatchObject({ name: 'CloudError', code: 'invalid_request', status: 0 });
    expect(JSON.parse(JSON.stringify(result.error))).toEqual(result.error);
  });
});
