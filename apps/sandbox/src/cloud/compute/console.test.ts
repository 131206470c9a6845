import { afterEach, expect, it } from 'vitest';
import { demoCloudClient } from '../../test-support/cloudClient.ts';
import { RfbTestClient, ScreenModel } from '../../test-support/rfbClient.ts';
import { startTestServer } from '../../test-support/server.ts';
import { SANDBOX_IMAGE_ID, SANDBOX_NETWORK } from './testing.ts';

// Nova's remote console end to end: the URL compute hands out opens the console module's RFB
// websocket, which draws this server (its name as the desktop, its host name at the prompt).

let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
let client: RfbTestClient | undefined;
afterEach(async () => {
  client?.socket.close();
  await server?.close();
});

it('the remote-console URL opens an RFB session of the same server', async () => {
  let clock = new Date('2026-11-21T10:00:00.000Z');
  server = await startTestServer({ now: () => clock });
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { token } = await demoCloudClient(server.app);
  const headers = {
    'x-auth-token': token,
    'openstack-api-version': 'compute 2.79',
    host: new URL(address).host,
  };
  const created = await server.app.inject({
    method: 'POST',
    url: '/cloud/eu-west2/compute/v2.1/servers',
    headers,
    payload: {
      server: {
        name: 'Web One',
        imageRef: SANDBOX_IMAGE_ID,
        flavorRef: 'std.2c4g',
        networks: [{ uuid: SANDBOX_NETWORK.id }],
      },
    },
  });
  const serverId = created.json<{ server: { id: string } }>().server.id;
  clock = new Date(clock.getTime() + 60_000);
  const response = await server.app.inject({
    method: 'POST',
    url: `/cloud/eu-west2/compute/v2.1/servers/${serverId}/remote-consoles`,
    headers,
    payload: { remote_console: { protocol: 'vnc', type: 'novnc' } },
  });
  const consolePage = new URL(
    response.json<{ remote_console: { url: string } }>().remote_console.url,
  );
  const websocket = `${address.replace(/^http/, 'ws')}${consolePage.searchParams.get('path') ?? ''}`;

  client = await RfbTestClient.connect(websocket);
  const init = await client.handshake();
  expect(init.name).toBe('Web One');
  client.setUp();
  client.requestUpdate(false);
  const screen = new ScreenModel(init.width, init.height);
  screen.apply(await client.readUpdate());
  for (let attempt = 0; attempt < 50 && !screen.text().includes('web-one login:'); attempt++) {
    client.requestUpdate(true);
    screen.apply(await client.readUpdate());
  }
  expect(screen.text()).toContain('web-one login:');
});
