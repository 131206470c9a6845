import { describe, expect, test } from 'vitest';
import { createCloudClient } from '../../core/client.ts';
import { fakeFetch, jsonResponse } from '../../testing/fake-fetch.ts';
import { missingKeys } from '../../testing/wire-keys.ts';
import { createSubnet, deleteSubnet, getSubnet, listAllSubnets, updateSubnet } from './subnets.ts';
import {
  NEUTRON_SUBNET_REQUIRED_KEYS,
  readSampleJson,
  SUBNET_CREATE_REQUEST,
  SUBNET_CREATE_RESPONSE,
  SUBNET_SHOW,
  SUBNET_UPDATE_REQUEST,
  SUBNETS_LIST,
} from './subnets.fixtures.ts';
import type { NeutronSubnetCreate, NeutronSubnetListResponse } from './subnets.types.ts';

function clientAnswering(responder: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(responder);
  return { fake, client: createCloudClient({ token: () => 'tok', fetch: fake.fetch }) };
}

describe('NeutronSubnet (contract: official Neutron samples)', () => {
  test.each([SUBNET_SHOW, SUBNET_CREATE_RESPONSE])('%s carries every required field', (path) => {
    const { subnet } = readSampleJson<{ subnet: unknown }>(path);
    expect(missingKeys(subnet, NEUTRON_SUBNET_REQUIRED_KEYS)).toEqual([]);
  });

  test('every subnet of the list sample carries every required field', () => {
    const { subnets } = readSampleJson<NeutronSubnetListResponse>(SUBNETS_LIST);
    expect(subnets.length).toBeGreaterThan(1);
    for (const subnet of subnets)
      expect(missingKeys(subnet, NEUTRON_SUBNET_REQUIRED_KEYS)).toEqual([]);
  });
});

describe('subnets', () => {
  test('list, get, create, update and delete use the v2.0 paths and official bodies', async () => {
    const list = readSampleJson<NeutronSubnetListResponse>(SUBNETS_LIST);
    const show = readSampleJson<{ subnet: { id: string } }>(SUBNET_SHOW);
    const { fake, client } = clientAnswering((call) => {
      if (call.method === 'DELETE') return new Response(null, { status: 204 });
      if (call.url.includes('/subnets?')) return jsonResponse(list);
      return jsonResponse(show, { status: call.method === 'POST' ? 201 : 200 });
    });
    expect(await listAllSubnets(client, { query: { network_id: 'n1' } })).toEqual(list.subnets);
    expect(fake.calls[0]?.url).toBe('/cloud/eu-west2/network/v2.0/subnets?network_id=n1&limit=500');
    expect(await getSubnet(client, { subnetId: show.subnet.id })).toEqual(show.subnet);
    const create = readSampleJson<{ subnet: NeutronSubnetCreate }>(SUBNET_CREATE_REQUEST);
    await createSubnet(client, create.subnet);
    expect(JSON.parse(fake.calls[2]?.body ?? '')).toEqual(create);
    const update = readSampleJson<{ subnet: { name: string } }>(SUBNET_UPDATE_REQUEST);
    await updateSubnet(client, { subnetId: show.subnet.id, subnet: update.subnet });
    expect(JSON.parse(fake.calls[3]?.body ?? '')).toEqual(update);
    expect(fake.calls[3]?.method).toBe('PUT');
    await deleteSubnet(client, { subnetId: 'a/b' });
    expect(fake.calls[4]?.url).toBe('/cloud/eu-west2/network/v2.0/subnets/a%2Fb');
  });
});
