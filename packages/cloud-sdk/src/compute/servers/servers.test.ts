import { describe, expect, test } from 'vitest';
import { createCloudClient } from '../../core/client.ts';
import { isCloudError } from '../../core/errors.ts';
import { fakeFetch, jsonResponse, type RecordedCall } from '../../testing/fake-fetch.ts';
import { missingKeys } from '../../testing/wire-keys.ts';
import {
  addSecurityGroup,
  changeServerPassword,
  confirmResize,
  createServer,
  createServerImage,
  deleteServer,
  getServer,
  getServerPassword,
  listAllServers,
  listServers,
  rebootServer,
  rebuildServer,
  removeSecurityGroup,
  resizeServer,
  serverAction,
  startServer,
  stopServer,
  updateServer,
  waitForServerStatus,
} from './servers.ts';
import {
  ACTION_SAMPLES,
  NOVA_SERVER_REQUIRED_KEYS,
  PASSWORD_SAMPLE,
  PINNED_SHAPE_SAMPLES,
  readSampleJson,
  REBUILD_RESPONSE,
  SERVER_CREATE_REQUEST,
  SERVER_CREATE_RESPONSE,
  SERVER_GET_SAMPLES,
  SERVER_UPDATE_RESPONSE,
  SERVERS_DETAIL_SAMPLE,
} from './servers.fixtures.ts';
import type { NovaServer, NovaServerListResponse } from './servers.types.ts';

const SERVER_ID = 'f5dc173b-6804-445a-a6d8-c705dad5b5eb';

function clientAnswering(responder: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(responder);
  const client = createCloudClient({ token: () => 'tok', fetch: fake.fetch });
  return { fake, client };
}

function sampleServer(version: keyof typeof SERVER_GET_SAMPLES): NovaServer {
  return readSampleJson<{ server: NovaServer }>(SERVER_GET_SAMPLES[version]).server;
}

function bodyOf(call: RecordedCall | undefined): unknown {
  return call?.body === undefined ? undefined : JSON.parse(call.body);
}

describe('NovaServer (contract: official Nova samples)', () => {
  test.each(PINNED_SHAPE_SAMPLES)(
    'the %s sample carries every field the wire type requires',
    (version) => {
      expect(missingKeys(sampleServer(version), NOVA_SERVER_REQUIRED_KEYS)).toEqual([]);
    },
  );

  test('the 2.1 sample lacks only what later microversions add to the type', () => {
    // Sanity check of the check: it does find gaps when a sample is older than the pin.
    expect(missingKeys(sampleServer('2.1'), ['description', 'tags', 'locked_reason'])).toEqual([
      'description',
      'tags',
      'locked_reason',
    ]);
  });
});

describe('getServer', () => {
  test.each(Object.keys(SERVER_GET_SAMPLES) as (keyof typeof SERVER_GET_SAMPLES)[])(
    'answers the %s sample server unchanged (the SDK returns wire shapes)',
    async (version) => {
      const sample = readSampleJson(SERVER_GET_SAMPLES[version]);
      const { fake, client } = clientAnswering(() => jsonResponse(sample));
      const server = await getServer(client, { serverId: SERVER_ID });
      expect(server).toEqual((sample as { server: unknown }).server);
      expect(fake.calls[0]?.url).toBe(`/cloud/eu-west2/compute/v2.1/servers/${SERVER_ID}`);
      expect(fake.calls[0]?.headers['openstack-api-version']).toBe('compute 2.79');
      expect(fake.calls[0]?.headers['x-auth-token']).toBe('tok');
    },
  );

  test('an id cannot climb out of /servers (encoded, and . / .. refused before sending)', async () => {
    const { fake, client } = clientAnswering(() => jsonResponse({ server: {} }));
    await getServer(client, { serverId: 'a/../../flavors' });
    expect(fake.calls[0]?.url).toBe('/cloud/eu-west2/compute/v2.1/servers/a%2F..%2F..%2Fflavors');
    for (const serverId of ['..', '.']) {
      await expect(getServer(client, { serverId })).rejects.toMatchObject({
        code: 'invalid_request',
      });
    }
    expect(fake.calls).toHaveLength(1);
  });

  test('§5: a missing server id is refused before any request', async () => {
    const { fake, client } = clientAnswering(() => jsonResponse({}));
    await expect(getServer(client, { serverId: ' ' })).rejects.toMatchObject({
      name: 'CloudError',
      code: 'invalid_request',
      status: 0,
    });
    await expect(startServer(client, { serverId: '' })).rejects.toMatchObject({
      code: 'invalid_request',
    });
    expect(fake.calls).toHaveLength(0);
  });

  test('a 404 rejects with Nova’s itemNotFound message', async () => {
    const { client } = clientAnswering(() =>
      jsonResponse(
        { itemNotFound: { code: 404, message: 'Instance nope could not be found.' } },
        { status: 404 },
      ),
    );
    await expect(getServer(client, { serverId: 'nope' })).rejects.toMatchObject({
      code: 'not_found',
      status: 404,
      message: 'Instance nope could not be found.',
    });
  });
});

describe('listServers / listAllServers (limit 300, marker pagination)', () => {
  const detail = readSampleJson<NovaServerListResponse>(SERVERS_DETAIL_SAMPLE);
  const first = detail.servers[0] as NovaServer;

  function pages(count: number) {
    return Array.from({ length: count }, (_, index) => ({ ...first, id: `s-${index}` }));
  }

  test('follows servers_links with our own URL and the link’s marker until the last page', async () => {
    const all = pages(5);
    const { fake, client } = clientAnswering((call) => {
      const marker = new URL(call.url, 'http://x').searchParams.get('marker');
      const start = marker === null ? 0 : all.findIndex((server) => server.id === marker) + 1;
      const page = all.slice(start, start + 2);
      const more = start + 2 < all.length;
      return jsonResponse({
        servers: page,
        ...(more
          ? {
              servers_links: [
                // The link names the cloud's internal host: only its marker is used.
                {
                  href: `http://nova.internal:8774/v2.1/servers/detail?limit=2&marker=${page[1]?.id}`,
                  rel: 'next',
                },
              ],
            }
          : {}),
      });
    });
    const servers = await listAllServers(client, { query: { status: 'ACTIVE' } }, { region: 'r2' });
    expect(servers.map((server) => server.id)).toEqual(all.map((server) => server.id));
    expect(fake.calls.map((call) => call.url)).toEqual([
      '/cloud/r2/compute/v2.1/servers/detail?status=ACTIVE&limit=300',
      '/cloud/r2/compute/v2.1/servers/detail?status=ACTIVE&limit=300&marker=s-1',
      '/cloud/r2/compute/v2.1/servers/detail?status=ACTIVE&limit=300&marker=s-3',
    ]);
  });

  test('the iterator fetches no further page once the caller stops', async () => {
    const { fake, client } = clientAnswering(() =>
      jsonResponse({
        servers: pages(2),
        servers_links: [{ href: '/v2.1/servers/detail?marker=s-1', rel: 'next' }],
      }),
    );
    for await (const server of listServers(client)) {
      expect(server.id).toBe('s-0');
      break;
    }
    expect(fake.calls).toHaveLength(1);
  });

  test('a cloud that repeats a page is an error, not an endless loop', async () => {
    const { client } = clientAnswering(() =>
      jsonResponse({
        servers: pages(2),
        servers_links: [{ href: '/v2.1/servers/detail?marker=s-1', rel: 'next' }],
      }),
    );
    await expect(listAllServers(client)).rejects.toMatchObject({ code: 'invalid_response' });
  });

  test('the official detail sample is one complete page', async () => {
    const { fake, client } = clientAnswering(() => jsonResponse(detail));
    const servers = await listAllServers(client);
    expect(servers).toEqual(detail.servers);
    expect(fake.calls).toHaveLength(1);
  });
});

describe('createServer', () => {
  test('sends the official request shape and answers the sample’s server', async () => {
    const sample = readSampleJson<{
      server: Record<string, unknown>;
      'OS-SCH-HNT:scheduler_hints': Record<string, unknown>;
    }>(SERVER_CREATE_REQUEST);
    const response = readSampleJson<{ server: unknown }>(SERVER_CREATE_RESPONSE);
    const { fake, client } = clientAnswering(() => jsonResponse(response, { status: 202 }));
    const created = await createServer(client, {
      ...(sample.server as unknown as Parameters<typeof createServer>[1]),
      networks: [{ uuid: 'net-1' }],
      schedulerHints: sample['OS-SCH-HNT:scheduler_hints'],
    });
    expect(created).toEqual(response.server);
    expect(fake.calls[0]?.method).toBe('POST');
    expect(fake.calls[0]?.url).toBe('/cloud/eu-west2/compute/v2.1/servers');
    expect(bodyOf(fake.calls[0])).toEqual({
      server: { ...sample.server, networks: [{ uuid: 'net-1' }] },
      'OS-SCH-HNT:scheduler_hints': sample['OS-SCH-HNT:scheduler_hints'],
    });
  });

  test.each([
    ['name', { name: '' }],
    ['imageRef', { imageRef: undefined }],
    ['flavorRef', { flavorRef: ' ' }],
    ['networks', { networks: [] }],
  ])('§5: without %s nothing is sent', async (field, change) => {
    const { fake, client } = clientAnswering(() => jsonResponse({}));
    const input = {
      name: 'web-1',
      imageRef: 'img',
      flavorRef: 'std.2c4g',
      networks: [{ uuid: 'n' }],
      ...change,
    } as Parameters<typeof createServer>[1];
    const failure = await createServer(client, input).catch((error: unknown) => error);
    expect(isCloudError(failure) && failure.message).toContain(field);
    expect(fake.calls).toHaveLength(0);
  });
});

describe('server actions (bodies equal the official action samples)', () => {
  const cases: [
    keyof typeof ACTION_SAMPLES,
    (client: ReturnType<typeof createCloudClient>) => Promise<unknown>,
    (sample: Record<string, Record<string, string>>) => void,
  ][] = [
    ['start', (client) => startServer(client, { serverId: SERVER_ID }), () => undefined],
    ['stop', (client) => stopServer(client, { serverId: SERVER_ID }), () => undefined],
    ['confirmResize', (client) => confirmResize(client, { serverId: SERVER_ID }), () => undefined],
    [
      'reboot',
      (client) => rebootServer(client, { serverId: SERVER_ID, type: 'HARD' }),
      () => undefined,
    ],
    [
      'resize',
      (client) => resizeServer(client, { serverId: SERVER_ID, flavorRef: '2' }),
      () => undefined,
    ],
    [
      'createImage',
      (client) =>
        createServerImage(client, {
          serverId: SERVER_ID,
          name: 'foo-image',
          metadata: { meta_var: 'meta_val' },
        }),
      () => undefined,
    ],
    [
      'addSecurityGroup',
      (client) => addSecurityGroup(client, { serverId: SERVER_ID, name: 'test' }),
      () => undefined,
    ],
    [
      'removeSecurityGroup',
      (client) => removeSecurityGroup(client, { serverId: SERVER_ID, name: 'test' }),
      () => undefined,
    ],
  ];

  test.each(cases)('%s', async (name, call) => {
    const { fake, client } = clientAnswering(() =>
      name === 'createImage'
        ? jsonResponse({ image_id: 'img-1' }, { status: 202 })
        : new Response(null, { status: 202 }),
    );
    await call(client);
    expect(fake.calls[0]?.url).toBe(`/cloud/eu-west2/compute/v2.1/servers/${SERVER_ID}/action`);
    expect(bodyOf(fake.calls[0])).toEqual(readSampleJson(ACTION_SAMPLES[name]));
  });

  test('changePassword sends the sample’s shape; §5 refuses an empty password', async () => {
    const sample = readSampleJson<{ changePassword: { adminPass: string } }>(
      ACTION_SAMPLES.changePassword,
    );
    const { fake, client } = clientAnswering(() => new Response(null, { status: 202 }));
    await changeServerPassword(client, {
      serverId: SERVER_ID,
      password: sample.changePassword.adminPass,
    });
    expect(bodyOf(fake.calls[0])).toEqual(sample);
    await expect(
      changeServerPassword(client, { serverId: SERVER_ID, password: '' }),
    ).rejects.toMatchObject({ code: 'invalid_request' });
    expect(fake.calls).toHaveLength(1);
  });

  test('§5: an upgrade needs a flavor', async () => {
    const { fake, client } = clientAnswering(() => new Response(null, { status: 202 }));
    await expect(
      resizeServer(client, { serverId: SERVER_ID, flavorRef: '' }),
    ).rejects.toMatchObject({ code: 'invalid_request' });
    expect(fake.calls).toHaveLength(0);
  });

  test('createImage answers the snapshot’s image id', async () => {
    const { client } = clientAnswering(() => jsonResponse({ image_id: 'img-9' }, { status: 202 }));
    await expect(createServerImage(client, { serverId: SERVER_ID, name: 'snap' })).resolves.toBe(
      'img-9',
    );
  });

  test('rebuild answers the rebuilt server of the 2.47 sample', async () => {
    const sample = readSampleJson<{ server: unknown }>(REBUILD_RESPONSE);
    const { fake, client } = clientAnswering(() => jsonResponse(sample, { status: 202 }));
    const server = await rebuildServer(client, {
      serverId: SERVER_ID,
      rebuild: { imageRef: '70a599e0-31e7-49b7-b260-868f441e862b' },
    });
    expect(server).toEqual(sample.server);
    expect(bodyOf(fake.calls[0])).toEqual({
      rebuild: { imageRef: '70a599e0-31e7-49b7-b260-868f441e862b' },
    });
  });

  test('serverAction passes any action through', async () => {
    const { fake, client } = clientAnswering(() => new Response(null, { status: 202 }));
    await serverAction(client, { serverId: SERVER_ID, action: { revertResize: null } });
    expect(bodyOf(fake.calls[0])).toEqual({ revertResize: null });
  });
});

describe('update, delete, password', () => {
  test('updateServer sends { server } with PUT and answers the 2.96 sample', async () => {
    const sample = readSampleJson<{ server: unknown }>(SERVER_UPDATE_RESPONSE);
    const { fake, client } = clientAnswering(() => jsonResponse(sample));
    const server = await updateServer(client, { serverId: SERVER_ID, server: { name: 'new' } });
    expect(server).toEqual(sample.server);
    expect(fake.calls[0]?.method).toBe('PUT');
    expect(bodyOf(fake.calls[0])).toEqual({ server: { name: 'new' } });
  });

  test('deleteServer sends DELETE and accepts 204', async () => {
    const { fake, client } = clientAnswering(() => new Response(null, { status: 204 }));
    await deleteServer(client, { serverId: SERVER_ID });
    expect(fake.calls[0]?.method).toBe('DELETE');
  });

  test('getServerPassword answers the sample’s encrypted password', async () => {
    const sample = readSampleJson<{ password: string }>(PASSWORD_SAMPLE);
    const { fake, client } = clientAnswering(() => jsonResponse(sample));
    await expect(getServerPassword(client, { serverId: SERVER_ID })).resolves.toBe(sample.password);
    expect(fake.calls[0]?.url).toContain('/os-server-password');
  });
});

describe('waitForServerStatus', () => {
  const base = sampleServer('2.73');
  const noSleep = async () => undefined;

  function sequence(states: Partial<NovaServer>[]) {
    return clientAnswering((_call, index) => {
      const state = states[Math.min(index, states.length - 1)];
      if (state === undefined) return new Response(null, { status: 404 });
      return jsonResponse({ server: { ...base, ...state } });
    });
  }

  test('polls through BUILD until ACTIVE with no task left', async () => {
    const { fake, client } = sequence([
      { status: 'BUILD', 'OS-EXT-STS:task_state': 'scheduling' },
      { status: 'BUILD', 'OS-EXT-STS:task_state': 'spawning' },
      { status: 'ACTIVE', 'OS-EXT-STS:task_state': 'powering-off' },
      { status: 'ACTIVE', 'OS-EXT-STS:task_state': null },
    ]);
    const server = await waitForServerStatus(client, {
      serverId: SERVER_ID,
      until: 'ACTIVE',
      failOn: ['ERROR'],
      sleep: noSleep,
    });
    expect(server?.status).toBe('ACTIVE');
    expect(fake.calls).toHaveLength(4);
  });

  test('a failOn status rejects with the server’s fault', async () => {
    const { client } = sequence([
      { status: 'BUILD', 'OS-EXT-STS:task_state': 'spawning' },
      {
        status: 'ERROR',
        'OS-EXT-STS:task_state': null,
        fault: { code: 500, message: 'No valid host was found.', created: 'x' },
      },
    ]);
    await expect(
      waitForServerStatus(client, {
        serverId: SERVER_ID,
        until: 'ACTIVE',
        failOn: ['ERROR'],
        sleep: noSleep,
      }),
    ).rejects.toMatchObject({ name: 'CloudError', message: 'No valid host was found.' });
  });

  test('waiting for DELETED ends when the server is gone (404)', async () => {
    const { client } = clientAnswering((_call, index) =>
      index === 0
        ? jsonResponse({ server: { ...base, 'OS-EXT-STS:task_state': 'deleting' } })
        : jsonResponse({ itemNotFound: { code: 404, message: 'gone' } }, { status: 404 }),
    );
    await expect(
      waitForServerStatus(client, { serverId: SERVER_ID, until: 'DELETED', sleep: noSleep }),
    ).resolves.toBeUndefined();
  });

  test('gives up after the timeout with request_timeout', async () => {
    let clock = 0;
    const { client } = sequence([{ status: 'BUILD', 'OS-EXT-STS:task_state': 'spawning' }]);
    await expect(
      waitForServerStatus(client, {
        serverId: SERVER_ID,
        until: 'ACTIVE',
        timeoutMs: 5000,
        intervalMs: 2000,
        now: () => clock,
        sleep: async (ms) => {
          clock += ms;
        },
      }),
    ).rejects.toMatchObject({ code: 'request_timeout' });
  });

  test('an aborted signal ends the wait', async () => {
    const controller = new AbortController();
    const { client } = sequence([{ status: 'BUILD', 'OS-EXT-STS:task_state': 'spawning' }]);
    const wait = waitForServerStatus(
      client,
      { serverId: SERVER_ID, until: 'ACTIVE', intervalMs: 60_000 },
      { signal: controller.signal },
    );
    setTimeout(() => controller.abort(), 10);
    await expect(wait).rejects.toBeDefined();
  });
});
