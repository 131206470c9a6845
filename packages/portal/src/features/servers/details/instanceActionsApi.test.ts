import { afterEach, describe, expect, test } from 'vitest';
import { makeStore } from '../../../app/store.ts';
import {
  fakeServers,
  novaServerFixture,
  type FakeServersOptions,
} from '../../../test/fakeServers.ts';
import { fakeApiClient, jsonResponse } from '../../../test/fixtures.ts';
import { createCloudConnection } from '../../cloud/cloudConnection.ts';
import { instanceActionsApi } from './instanceActionsApi.ts';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

async function setup(intercept?: FakeServersOptions['intercept']) {
  const api = fakeApiClient(() =>
    jsonResponse([
      {
        id: 'c',
        name: 'default_consumer',
        os_user: 'u',
        os_password: 'p',
        os_project: 'p',
        os_domain: 'Default',
        created_at: '2030-01-01T00:00:00Z',
      },
    ]),
  );
  const cloud = fakeServers({
    servers: [{ ...novaServerFixture(), region: 'eu-west2' }],
    ...(intercept ? { intercept } : {}),
  });
  const connection = createCloudConnection({ baseUrl: 'http://cloud.test', fetch: cloud.fetch });
  const store = makeStore({ apiClient: api.apiClient, cloud: connection });
  await connection.start();
  stop = () => connection.stop();
  return { store, cloud };
}

describe('listServerActivity', () => {
  test("each action's events give its result; an action whose events cannot be read keeps the list's verdict", async () => {
    const { store, cloud } = await setup((call) =>
      call.path.startsWith('/compute/v2.1/servers/srv-1/os-instance-actions/req-')
        ? new Response(JSON.stringify({ itemNotFound: { code: 404, message: 'gone' } }), {
            status: 404,
          })
        : undefined,
    );
    const activity = await store
      .dispatch(
        instanceActionsApi.endpoints.listServerActivity.initiate({
          region: 'eu-west2',
          serverId: 'srv-1',
        }),
      )
      .unwrap();
    expect(activity).toEqual([
      expect.objectContaining({ action: 'create', userId: 'user-1', result: 'unknown' }),
    ]);
    // One list call and one detail call per action.
    expect(cloud.calls.filter((call) => call.path.includes('os-instance-actions'))).toHaveLength(2);
  });

  test('the newest 20 only', async () => {
    const { store, cloud } = await setup();
    const server = cloud.server('srv-1');
    if (!server) throw new Error('no server');
    for (let index = 0; index < 24; index += 1) {
      const { serverActionsApi } = await import('../serverActionsApi.ts');
      await store
        .dispatch(
          serverActionsApi.endpoints.renameServer.initiate({
            region: 'eu-west2',
            serverId: 'srv-1',
            name: `web-${index}`,
          }),
        )
        .unwrap();
      // Renames are not logged by Nova: log a reboot per round instead.
      await store
        .dispatch(
          serverActionsApi.endpoints.serverPowerAction.initiate({
            region: 'eu-west2',
            serverId: 'srv-1',
            action: 'reboot',
          }),
        )
        .unwrap();
    }
    const activity = await store
      .dispatch(
        instanceActionsApi.endpoints.listServerActivity.initiate({
          region: 'eu-west2',
          serverId: 'srv-1',
        }),
      )
      .unwrap();
    expect(activity).toHaveLength(20);
    expect(activity.every((entry) => entry.action === 'reboot' && entry.result === 'success')).toBe(
      true,
    );
  });
});
