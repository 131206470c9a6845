import { describe, expect, test } from 'vitest';
import { createCloudClient } from '../../core/client.ts';
import { fakeFetch, jsonResponse } from '../../testing/fake-fetch.ts';
import { getInstanceAction, listInstanceActions } from './instance-actions.ts';
import {
  INSTANCE_ACTION_STOP,
  INSTANCE_ACTIONS_LIST,
  SERVER_ID,
  STOP_REQUEST_ID,
} from './instance-actions.fixtures.ts';

// No official sample exists for os-instance-actions: these tests check the call shapes (URLs,
// query, unwrapping, §5 checks) against bodies written from Nova's API reference.

const BASE = `/cloud/eu-west2/compute/v2.1/servers/${SERVER_ID}/os-instance-actions`;

function clientAnswering(responder: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(responder);
  const client = createCloudClient({ token: () => 'tok', fetch: fake.fetch });
  return { fake, client };
}

describe('listInstanceActions', () => {
  test('GET …/os-instance-actions answers the instanceActions array unchanged', async () => {
    const { fake, client } = clientAnswering(() => jsonResponse(INSTANCE_ACTIONS_LIST));
    const actions = await listInstanceActions(client, { serverId: SERVER_ID });
    expect(actions).toEqual(INSTANCE_ACTIONS_LIST.instanceActions);
    expect(actions.map((action) => action.action)).toEqual(['stop', 'create']);
    expect(fake.calls[0]?.method).toBe('GET');
    expect(fake.calls[0]?.url).toBe(BASE);
    expect(fake.calls[0]?.headers['openstack-api-version']).toBe('compute 2.79');
  });

  test('passes Nova’s filters and paging through the query', async () => {
    const { fake, client } = clientAnswering(() => jsonResponse({ instanceActions: [] }));
    await listInstanceActions(
      client,
      { serverId: SERVER_ID, query: { limit: 10, marker: STOP_REQUEST_ID } },
      { region: 'eu-west3' },
    );
    expect(fake.calls[0]?.url).toBe(
      `/cloud/eu-west3/compute/v2.1/servers/${SERVER_ID}/os-instance-actions?limit=10&marker=${STOP_REQUEST_ID}`,
    );
  });

  test('§5: a server id is required; it stays one path segment', async () => {
    const { fake, client } = clientAnswering(() => jsonResponse({ instanceActions: [] }));
    await expect(listInstanceActions(client, { serverId: '' })).rejects.toMatchObject({
      code: 'invalid_request',
      status: 0,
    });
    expect(fake.calls).toHaveLength(0);
    await listInstanceActions(client, { serverId: 'x/../../flavors' });
    expect(fake.calls[0]?.url).toBe(
      '/cloud/eu-west2/compute/v2.1/servers/x%2F..%2F..%2Fflavors/os-instance-actions',
    );
  });

  test('another project’s server answers 404 with Nova’s message', async () => {
    const { client } = clientAnswering(() =>
      jsonResponse(
        { itemNotFound: { code: 404, message: `Instance ${SERVER_ID} could not be found.` } },
        { status: 404 },
      ),
    );
    await expect(listInstanceActions(client, { serverId: SERVER_ID })).rejects.toMatchObject({
      code: 'not_found',
      message: `Instance ${SERVER_ID} could not be found.`,
    });
  });
});

describe('getInstanceAction', () => {
  test('GET …/os-instance-actions/{request_id} unwraps instanceAction with its events', async () => {
    const { fake, client } = clientAnswering(() => jsonResponse(INSTANCE_ACTION_STOP));
    const action = await getInstanceAction(client, {
      serverId: SERVER_ID,
      requestId: STOP_REQUEST_ID,
    });
    expect(action).toEqual(INSTANCE_ACTION_STOP.instanceAction);
    expect(action.events?.[0]?.result).toBe('Success');
    expect(fake.calls[0]?.url).toBe(`${BASE}/${STOP_REQUEST_ID}`);
  });

  test('§5: the request id is required and cannot climb out', async () => {
    const { fake, client } = clientAnswering(() => jsonResponse(INSTANCE_ACTION_STOP));
    for (const requestId of ['', ' ', '..', '.']) {
      await expect(
        getInstanceAction(client, { serverId: SERVER_ID, requestId }),
      ).rejects.toMatchObject({ code: 'invalid_request', status: 0 });
    }
    expect(fake.calls).toHaveLength(0);
    await getInstanceAction(client, { serverId: SERVER_ID, requestId: 'req-1/../../..' });
    expect(fake.calls[0]?.url).toBe(`${BASE}/req-1%2F..%2F..%2F..`);
  });
});
