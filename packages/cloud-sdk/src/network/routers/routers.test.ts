import { describe, expect, test } from 'vitest';
import { createCloudClient } from '../../core/client.ts';
import { fakeFetch, jsonResponse } from '../../testing/fake-fetch.ts';
import { missingKeys } from '../../testing/wire-keys.ts';
import {
  addRouterInterface,
  createRouter,
  deleteRouter,
  getRouter,
  listAllRouters,
  removeRouterInterface,
  updateRouter,
} from './routers.ts';
import {
  ADD_INTERFACE_PORT,
  ADD_INTERFACE_RESPONSE,
  ADD_INTERFACE_SUBNET,
  NEUTRON_ROUTER_INTERFACE_REQUIRED_KEYS,
  NEUTRON_ROUTER_REQUIRED_KEYS,
  readSampleJson,
  REMOVE_INTERFACE_PORT,
  REMOVE_INTERFACE_RESPONSE,
  REMOVE_INTERFACE_SUBNET,
  ROUTER_CREATE_REQUEST,
  ROUTER_CREATE_RESPONSE,
  ROUTER_SHOW,
  ROUTERS_LIST,
} from './routers.fixtures.ts';
import type {
  NeutronRouterCreate,
  NeutronRouterInterfaceRequest,
  NeutronRouterListResponse,
} from './routers.types.ts';

const ROUTER_ID = 'f8a44de0-fc8e-45df-93c7-f79bf3b01c95';

function clientAnswering(responder: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(responder);
  return { fake, client: createCloudClient({ token: () => 'tok', fetch: fake.fetch }) };
}

describe('routers (contract: official Neutron samples)', () => {
  test('router and interface samples carry every required field', () => {
    for (const path of [ROUTER_SHOW, ROUTER_CREATE_RESPONSE]) {
      const { router } = readSampleJson<{ router: unknown }>(path);
      expect(missingKeys(router, NEUTRON_ROUTER_REQUIRED_KEYS)).toEqual([]);
    }
    for (const router of readSampleJson<NeutronRouterListResponse>(ROUTERS_LIST).routers)
      expect(missingKeys(router, NEUTRON_ROUTER_REQUIRED_KEYS)).toEqual([]);
    for (const path of [ADD_INTERFACE_RESPONSE, REMOVE_INTERFACE_RESPONSE])
      expect(missingKeys(readSampleJson(path), NEUTRON_ROUTER_INTERFACE_REQUIRED_KEYS)).toEqual([]);
  });
});

describe('routers', () => {
  test('create sends the official body (gateway on the external network); CRUD paths', async () => {
    const { fake, client } = clientAnswering((call) => {
      if (call.method === 'DELETE') return new Response(null, { status: 204 });
      if (call.url.includes('/routers?')) return jsonResponse(readSampleJson(ROUTERS_LIST));
      return jsonResponse(readSampleJson(ROUTER_CREATE_RESPONSE));
    });
    const request = readSampleJson<{ router: NeutronRouterCreate }>(ROUTER_CREATE_REQUEST);
    await createRouter(client, request.router);
    expect(JSON.parse(fake.calls[0]?.body ?? '')).toEqual(request);
    expect(await listAllRouters(client)).toHaveLength(2);
    await getRouter(client, { routerId: ROUTER_ID });
    expect(fake.calls[2]?.url).toBe(`/cloud/eu-west2/network/v2.0/routers/${ROUTER_ID}`);
    await updateRouter(client, { routerId: ROUTER_ID, router: { external_gateway_info: null } });
    expect(JSON.parse(fake.calls[3]?.body ?? '')).toEqual({
      router: { external_gateway_info: null },
    });
    await deleteRouter(client, { routerId: ROUTER_ID });
    expect(fake.calls[4]?.method).toBe('DELETE');
  });

  test.each([
    [ADD_INTERFACE_SUBNET, 'add'],
    [ADD_INTERFACE_PORT, 'add'],
    [REMOVE_INTERFACE_SUBNET, 'remove'],
    [REMOVE_INTERFACE_PORT, 'remove'],
  ] as const)('%s is the body of the %s interface call', async (path, kind) => {
    const response = readSampleJson(
      kind === 'add' ? ADD_INTERFACE_RESPONSE : REMOVE_INTERFACE_RESPONSE,
    );
    const { fake, client } = clientAnswering(() => jsonResponse(response));
    const body = readSampleJson<NeutronRouterInterfaceRequest>(path);
    const call = kind === 'add' ? addRouterInterface : removeRouterInterface;
    expect(await call(client, { routerId: ROUTER_ID, ...body })).toEqual(response);
    expect(fake.calls[0]?.method).toBe('PUT');
    expect(fake.calls[0]?.url).toBe(
      `/cloud/eu-west2/network/v2.0/routers/${ROUTER_ID}/${kind}_router_interface`,
    );
    expect(JSON.parse(fake.calls[0]?.body ?? '')).toEqual(body);
  });
});
