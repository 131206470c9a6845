import { describe, expect, test } from 'vitest';
import { createCloudClient } from '../../core/client.ts';
import { fakeFetch, jsonResponse } from '../../testing/fake-fetch.ts';
import { missingKeys } from '../../testing/wire-keys.ts';
import {
  createFloatingIp,
  deleteFloatingIp,
  getFloatingIp,
  listAllFloatingIps,
  updateFloatingIp,
} from './floating-ips.ts';
import {
  FIP_ASSOCIATE_REQUEST,
  FIP_CREATE_REQUEST,
  FIP_CREATE_RESPONSE,
  FIP_DISASSOCIATE_REQUEST,
  FIP_DISASSOCIATE_RESPONSE,
  FIP_SHOW,
  FIPS_LIST,
  NEUTRON_FLOATING_IP_REQUIRED_KEYS,
  readSampleJson,
} from './floating-ips.fixtures.ts';
import type {
  NeutronFloatingIpCreate,
  NeutronFloatingIpListResponse,
  NeutronFloatingIpUpdate,
} from './floating-ips.types.ts';

const FIP_ID = '2f245a7b-796b-4f26-9cf9-9e82d248fda7';

function clientAnswering(responder: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(responder);
  return { fake, client: createCloudClient({ token: () => 'tok', fetch: fake.fetch }) };
}

describe('floating IPs (contract: official Neutron samples)', () => {
  test('show, create, disassociate and list samples carry every required field', () => {
    for (const path of [FIP_SHOW, FIP_CREATE_RESPONSE, FIP_DISASSOCIATE_RESPONSE]) {
      const { floatingip } = readSampleJson<{ floatingip: unknown }>(path);
      expect(missingKeys(floatingip, NEUTRON_FLOATING_IP_REQUIRED_KEYS)).toEqual([]);
    }
    for (const ip of readSampleJson<NeutronFloatingIpListResponse>(FIPS_LIST).floatingips)
      expect(missingKeys(ip, NEUTRON_FLOATING_IP_REQUIRED_KEYS)).toEqual([]);
  });
});

describe('floating IPs', () => {
  test('create, associate, disassociate, list, get and delete', async () => {
    const { fake, client } = clientAnswering((call) => {
      if (call.method === 'DELETE') return new Response(null, { status: 204 });
      if (call.url.includes('/floatingips?')) return jsonResponse(readSampleJson(FIPS_LIST));
      return jsonResponse(readSampleJson(FIP_CREATE_RESPONSE));
    });
    const create = readSampleJson<{ floatingip: NeutronFloatingIpCreate }>(FIP_CREATE_REQUEST);
    await createFloatingIp(client, create.floatingip);
    expect(JSON.parse(fake.calls[0]?.body ?? '')).toEqual(create);
    expect(fake.calls[0]?.url).toBe('/cloud/eu-west2/network/v2.0/floatingips');
    for (const path of [FIP_ASSOCIATE_REQUEST, FIP_DISASSOCIATE_REQUEST]) {
      const body = readSampleJson<{ floatingip: NeutronFloatingIpUpdate }>(path);
      await updateFloatingIp(client, { floatingIpId: FIP_ID, floatingip: body.floatingip });
      expect(JSON.parse(fake.calls.at(-1)?.body ?? '')).toEqual(body);
      expect(fake.calls.at(-1)?.method).toBe('PUT');
      expect(fake.calls.at(-1)?.url).toBe(`/cloud/eu-west2/network/v2.0/floatingips/${FIP_ID}`);
    }
    expect(await listAllFloatingIps(client)).toHaveLength(3);
    await getFloatingIp(client, { floatingIpId: FIP_ID });
    await deleteFloatingIp(client, { floatingIpId: FIP_ID });
    expect(fake.calls.at(-1)?.method).toBe('DELETE');
  });
});
