import { describe, expect, test } from 'vitest';
import { createCloudClient } from '../../core/client.ts';
import { fakeFetch, jsonResponse } from '../../testing/fake-fetch.ts';
import { missingKeys } from '../../testing/wire-keys.ts';
import { createPort, deletePort, getPort, listAllPorts, updatePort } from './ports.ts';
import {
  NEUTRON_PORT_REQUIRED_KEYS,
  PORT_CREATE_REQUEST,
  PORT_CREATE_RESPONSE,
  PORT_SHOW,
  PORT_UPDATE_REQUEST,
  PORTS_LIST,
  readSampleJson,
} from './ports.fixtures.ts';
import type { NeutronPortListResponse } from './ports.types.ts';

function clientAnswering(responder: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(responder);
  return { fake, client: createCloudClient({ token: () => 'tok', fetch: fake.fetch }) };
}

describe('NeutronPort (contract: official Neutron samples)', () => {
  test.each([PORT_SHOW, PORT_CREATE_RESPONSE])('%s carries every required field', (path) => {
    const { port } = readSampleJson<{ port: unknown }>(path);
    expect(missingKeys(port, NEUTRON_PORT_REQUIRED_KEYS)).toEqual([]);
  });

  test('every port of the list sample carries every required field', () => {
    const { ports } = readSampleJson<NeutronPortListResponse>(PORTS_LIST);
    for (const port of ports) expect(missingKeys(port, NEUTRON_PORT_REQUIRED_KEYS)).toEqual([]);
  });
});

describe('ports', () => {
  test('createPort sends the official body; binding__ keys go out with a colon (§5)', async () => {
    const { fake, client } = clientAnswering(() =>
      jsonResponse(readSampleJson(PORT_CREATE_RESPONSE), { status: 201 }),
    );
    const sample = readSampleJson<{ port: { network_id: string } }>(PORT_CREATE_REQUEST);
    await createPort(client, sample.port);
    expect(JSON.parse(fake.calls[0]?.body ?? '')).toEqual(sample);
    await createPort(client, { network_id: 'n1', binding__vnic_type: 'normal' });
    expect(JSON.parse(fake.calls[1]?.body ?? '')).toEqual({
      port: { network_id: 'n1', 'binding:vnic_type': 'normal' },
    });
  });

  test('list by device, get, update and delete', async () => {
    const list = readSampleJson<NeutronPortListResponse>(PORTS_LIST);
    const show = readSampleJson<{ port: { id: string } }>(PORT_SHOW);
    const { fake, client } = clientAnswering((call) => {
      if (call.method === 'DELETE') return new Response(null, { status: 204 });
      return jsonResponse(call.url.includes('/ports?') ? list : show);
    });
    expect(await listAllPorts(client, { query: { device_id: 'srv' } })).toEqual(list.ports);
    expect(fake.calls[0]?.url).toBe('/cloud/eu-west2/network/v2.0/ports?device_id=srv&limit=500');
    expect(await getPort(client, { portId: show.port.id })).toEqual(show.port);
    const update = readSampleJson<{ port: Record<string, unknown> }>(PORT_UPDATE_REQUEST);
    await updatePort(client, { portId: show.port.id, port: update.port });
    expect(JSON.parse(fake.calls[2]?.body ?? '')).toEqual(update);
    await deletePort(client, { portId: show.port.id });
    expect(fake.calls[3]?.method).toBe('DELETE');
    expect(fake.calls[3]?.url).toBe(`/cloud/eu-west2/network/v2.0/ports/${show.port.id}`);
  });
});
