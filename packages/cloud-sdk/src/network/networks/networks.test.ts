import { describe, expect, test } from 'vitest';
import { createCloudClient } from '../../core/client.ts';
import { fakeFetch, jsonResponse, type RecordedCall } from '../../testing/fake-fetch.ts';
import { missingKeys } from '../../testing/wire-keys.ts';
import {
  createNetwork,
  deleteNetwork,
  getNetwork,
  getNetworkIpAvailability,
  listAllNetworks,
  listNetworkIpAvailabilities,
  updateNetwork,
} from './networks.ts';
import {
  IP_AVAILABILITY_LIST,
  IP_AVAILABILITY_SHOW,
  NETWORK_CREATE_REQUEST,
  NETWORK_CREATE_RESPONSE,
  NETWORK_PROVIDER_CREATE_REQUEST,
  NETWORK_SHOW,
  NETWORKS_LIST,
  NEUTRON_IP_AVAILABILITY_REQUIRED_KEYS,
  NEUTRON_NETWORK_REQUIRED_KEYS,
  readSampleJson,
} from './networks.fixtures.ts';
import type { NeutronNetworkListResponse } from './networks.types.ts';

const NETWORK_ID = 'd32019d3-bc6e-4319-9c1d-6722fc136a22';

function clientAnswering(responder: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(responder);
  const client = createCloudClient({ token: () => 'tok', fetch: fake.fetch });
  return { fake, client };
}

function bodyOf(call: RecordedCall | undefined): unknown {
  return call?.body === undefined ? undefined : JSON.parse(call.body);
}

describe('NeutronNetwork (contract: official Neutron samples)', () => {
  test.each([NETWORK_SHOW, NETWORK_CREATE_RESPONSE])('%s carries every required field', (path) => {
    const { network } = readSampleJson<{ network: unknown }>(path);
    expect(missingKeys(network, NEUTRON_NETWORK_REQUIRED_KEYS)).toEqual([]);
  });

  test('every network of the list sample carries every required field', () => {
    const { networks } = readSampleJson<NeutronNetworkListResponse>(NETWORKS_LIST);
    for (const network of networks)
      expect(missingKeys(network, NEUTRON_NETWORK_REQUIRED_KEYS)).toEqual([]);
  });

  test('the IP availability samples carry every required field', () => {
    const { network_ip_availability } = readSampleJson<{ network_ip_availability: unknown }>(
      IP_AVAILABILITY_SHOW,
    );
    expect(missingKeys(network_ip_availability, NEUTRON_IP_AVAILABILITY_REQUIRED_KEYS)).toEqual([]);
    const list = readSampleJson<{ network_ip_availabilities: unknown[] }>(IP_AVAILABILITY_LIST);
    for (const item of list.network_ip_availabilities)
      expect(missingKeys(item, NEUTRON_IP_AVAILABILITY_REQUIRED_KEYS)).toEqual([]);
  });
});

describe('networks', () => {
  test('listAllNetworks follows networks_links by marker only, converting __ filters (§5)', async () => {
    const sample = readSampleJson<NeutronNetworkListResponse>(NETWORKS_LIST);
    const [first, second] = sample.networks;
    const { fake, client } = clientAnswering([
      jsonResponse({
        networks: [first],
        networks_links: [
          { rel: 'next', href: `http://internal:9696/v2.0/networks?limit=500&marker=${first?.id}` },
        ],
      }),
      jsonResponse({ networks: [second] }),
    ]);
    const networks = await listAllNetworks(client, {
      query: { router__external: false },
      fields: ['name'],
    });
    expect(networks).toEqual([first, second]);
    const urls = fake.calls.map((call) => new URL(call.url, 'http://h'));
    expect(urls[0]?.pathname).toBe('/cloud/eu-west2/network/v2.0/networks');
    expect(urls[0]?.searchParams.get('router:external')).toBe('false');
    expect(urls[0]?.searchParams.getAll('fields')).toEqual(['name', 'id']);
    expect(urls[0]?.searchParams.get('limit')).toBe('500');
    expect(urls[1]?.host).toBe('h');
    expect(urls[1]?.searchParams.get('marker')).toBe(first?.id);
  });

  test('getNetwork answers the show sample unchanged', async () => {
    const sample = readSampleJson<{ network: unknown }>(NETWORK_SHOW);
    const { fake, client } = clientAnswering(() => jsonResponse(sample));
    expect(await getNetwork(client, { networkId: NETWORK_ID })).toEqual(sample.network);
    expect(fake.calls[0]?.url).toBe(`/cloud/eu-west2/network/v2.0/networks/${NETWORK_ID}`);
    expect(fake.calls[0]?.headers['x-auth-token']).toBe('tok');
  });

  test('createNetwork sends the official request bodies; __ keys go out with a colon (§5)', async () => {
    const { fake, client } = clientAnswering(() =>
      jsonResponse(readSampleJson(NETWORK_CREATE_RESPONSE), { status: 201 }),
    );
    const plain = readSampleJson<{ network: Record<string, unknown> }>(NETWORK_CREATE_REQUEST);
    await createNetwork(client, plain.network);
    expect(bodyOf(fake.calls[0])).toEqual(plain);
    const provider = readSampleJson<{ network: Record<string, unknown> }>(
      NETWORK_PROVIDER_CREATE_REQUEST,
    );
    await createNetwork(client, {
      admin_state_up: true,
      name: 'net1',
      provider__network_type: 'vlan',
      provider__physical_network: 'public',
      provider__segmentation_id: 2,
      qos_policy_id: '6a8454ade84346f59e8d40665f878b2e',
    });
    expect(bodyOf(fake.calls[1])).toEqual(provider);
    expect(fake.calls[1]?.method).toBe('POST');
  });

  test('updateNetwork and deleteNetwork address the network; ids cannot climb', async () => {
    const { fake, client } = clientAnswering((call) =>
      call.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : jsonResponse(readSampleJson(NETWORK_SHOW)),
    );
    await updateNetwork(client, { networkId: NETWORK_ID, network: { router__external: true } });
    expect(bodyOf(fake.calls[0])).toEqual({ network: { 'router:external': true } });
    expect(fake.calls[0]?.method).toBe('PUT');
    await deleteNetwork(client, { networkId: '../ports' });
    expect(fake.calls[1]?.url).toBe('/cloud/eu-west2/network/v2.0/networks/..%2Fports');
    await expect(deleteNetwork(client, { networkId: '..' })).rejects.toMatchObject({
      code: 'invalid_request',
    });
    expect(fake.calls).toHaveLength(2);
  });

  test('a 404 rejects with Neutron’s message', async () => {
    const { client } = clientAnswering(() =>
      jsonResponse(
        {
          NeutronError: {
            type: 'NetworkNotFound',
            message: 'Network nope could not be found.',
            detail: '',
          },
        },
        { status: 404 },
      ),
    );
    await expect(getNetwork(client, { networkId: 'nope' })).rejects.toMatchObject({
      name: 'CloudError',
      status: 404,
      message: 'Network nope could not be found.',
    });
  });
});

describe('network IP availability (§7 region query, only when asked)', () => {
  test('the list answers the sample unchanged; ?region= is sent only when given', async () => {
    const sample = readSampleJson<{ network_ip_availabilities: unknown[] }>(IP_AVAILABILITY_LIST);
    const { fake, client } = clientAnswering(() => jsonResponse(sample));
    const items = await listNetworkIpAvailabilities(client, {}, { region: 'eu-west3' });
    expect(items).toEqual(sample.network_ip_availabilities);
    // A stock Neutron refuses an unknown filter (400), so none is sent by default.
    expect(fake.calls[0]?.url).toBe('/cloud/eu-west3/network/v2.0/network-ip-availabilities');
    await listNetworkIpAvailabilities(client, { query: { ip_version: 4 }, region: 'eu-west2' });
    expect(fake.calls[1]?.url).toBe(
      '/cloud/eu-west2/network/v2.0/network-ip-availabilities?ip_version=4&region=eu-west2',
    );
  });

  test('one network’s availability', async () => {
    const sample = readSampleJson<{ network_ip_availability: unknown }>(IP_AVAILABILITY_SHOW);
    const { fake, client } = clientAnswering(() => jsonResponse(sample));
    const item = await getNetworkIpAvailability(client, { networkId: NETWORK_ID });
    expect(item).toEqual(sample.network_ip_availability);
    expect(fake.calls[0]?.url).toBe(
      `/cloud/eu-west2/network/v2.0/network-ip-availabilities/${NETWORK_ID}`,
    );
  });
});
