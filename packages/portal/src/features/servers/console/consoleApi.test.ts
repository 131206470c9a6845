import { afterEach, describe, expect, test } from 'vitest';
import { makeStore } from '../../../app/store.ts';
import { fakeCloud, type FakeCloudCall } from '../../../test/fakeCloud.ts';
import { fakeApiClient, jsonResponse } from '../../../test/fixtures.ts';
import { createCloudConnection } from '../../cloud/cloudConnection.ts';
import { consoleApi } from './consoleApi.ts';

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
const CONSOLES = `/compute/v2.1/servers/${SERVER}/remote-consoles`;

async function setup(intercept: (call: FakeCloudCall) => Response | undefined) {
  const api = fakeApiClient(() => jsonResponse([consumer]));
  const cloud = fakeCloud({ intercept });
  const connection = createCloudConnection({ baseUrl: '', fetch: cloud.fetch });
  const store = makeStore({ apiClient: api.apiClient, cloud: connection });
  await connection.start();
  stop = () => connection.stop();
  return { store, cloud };
}

let stop: (() => void) | undefined;
afterEach(() => stop?.());

const open = (store: Awaited<ReturnType<typeof setup>>['store']) =>
  store.dispatch(
    consoleApi.endpoints.openServerConsole.initiate({
      region: 'eu-west2',
      serverId: SERVER,
      pageOrigin: 'https://portal.example.com',
    }),
  );

describe('openServerConsole', () => {
  test('asks for a vnc/novnc console and answers the websocket on the page host', async () => {
    const { store, cloud } = await setup((call) =>
      call.path === CONSOLES && call.method === 'POST'
        ? jsonResponse({
            remote_console: {
              protocol: 'vnc',
              type: 'novnc',
              url: 'http://10.0.0.5:6080/cloud/eu-west2/console/vnc_auto.html?path=%2Fcloud%2Feu-west2%2Fconsole%2Fwebsockify%3Ftoken%3Dabc',
            },
          })
        : undefined,
    );
    const result = await open(store);
    expect(result.data).toEqual({
      websocketUrl: 'wss://portal.example.com/cloud/eu-west2/console/websockify?token=abc',
    });
    const calls = cloud.calls.filter((call) => call.path === CONSOLES);
    expect(calls.map((call) => `${call.method} ${call.region}`)).toEqual(['POST eu-west2']);
  });

  test('each call opens a new console (no cache); a 409 is a CloudError with its status', async () => {
    let answers = 0;
    const { store } = await setup((call) => {
      if (call.path !== CONSOLES) return undefined;
      answers += 1;
      return answers === 1
        ? jsonResponse({ remote_console: { protocol: 'vnc', type: 'novnc', url: '/c?path=ws' } })
        : jsonResponse({ conflictingRequest: { code: 409, message: 'not ready yet' } }, 409);
    });
    expect((await open(store)).data).toEqual({ websocketUrl: 'wss://portal.example.com/ws' });
    const second = await open(store);
    expect(answers).toBe(2);
    expect(second.error).toMatchObject({ name: 'CloudError', status: 409 });
  });

  test('a console URL that is not http(s) is refused', async () => {
    const { store } = await setup((call) =>
      call.path === CONSOLES
        ? jsonResponse({
            remote_console: { protocol: 'vnc', type: 'novnc', url: 'javascript:alert(1)' },
          })
        : undefined,
    );
    expect((await open(store)).error).toMatchObject({ code: 'invalid_response' });
  });
});
