import { describe, expect, test } from 'vitest';
import { createCloudClient } from '../../core/client.ts';
import { fakeFetch, jsonResponse, type RecordedCall } from '../../testing/fake-fetch.ts';
import { missingKeys } from '../../testing/wire-keys.ts';
import {
  createServerInterface,
  deleteServerInterface,
  getServerInterface,
  listServerInterfaces,
} from './interfaces.ts';
import {
  INTERFACE_CREATE_NET_REQUEST,
  INTERFACE_CREATE_NET_REQUEST_2_1,
  INTERFACE_CREATE_PORT_REQUEST,
  INTERFACE_CREATE_RESPONSE,
  INTERFACE_SHOW_SAMPLES,
  INTERFACES_LIST_SAMPLES,
  NOVA_INTERFACE_REQUIRED_KEYS,
  readSampleJson,
} from './interfaces.fixtures.ts';
import type {
  NovaInterfaceAttachmentCreateRequest,
  NovaInterfaceAttachmentListResponse,
  NovaInterfaceAttachmentResponse,
} from './interfaces.types.ts';

const SERVER_ID = 'f5dc173b-6804-445a-a6d8-c705dad5b5eb';
const PORT_ID = 'ce531f90-199f-48c0-816c-13e38010b442';
const BASE = `/cloud/eu-west2/compute/v2.1/servers/${SERVER_ID}/os-interface`;

function clientAnswering(responder: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(responder);
  const client = createCloudClient({ token: () => 'tok', fetch: fake.fetch });
  return { fake, client };
}

function bodyOf(call: RecordedCall | undefined): unknown {
  return call?.body === undefined ? undefined : JSON.parse(call.body);
}

describe('NovaInterfaceAttachment (contract: official Nova samples)', () => {
  test.each(Object.keys(INTERFACES_LIST_SAMPLES) as (keyof typeof INTERFACES_LIST_SAMPLES)[])(
    'the %s list and show samples carry every required field',
    (version) => {
      const list = readSampleJson<NovaInterfaceAttachmentListResponse>(
        INTERFACES_LIST_SAMPLES[version],
      );
      const show = readSampleJson<NovaInterfaceAttachmentResponse>(INTERFACE_SHOW_SAMPLES[version]);
      for (const port of [...list.interfaceAttachments, show.interfaceAttachment])
        expect(missingKeys(port, NOVA_INTERFACE_REQUIRED_KEYS)).toEqual([]);
    },
  );
});

describe('listServerInterfaces / getServerInterface', () => {
  test('list answers the 2.70 sample’s interfaces unchanged', async () => {
    const sample = readSampleJson<NovaInterfaceAttachmentListResponse>(
      INTERFACES_LIST_SAMPLES['2.70'],
    );
    const { fake, client } = clientAnswering(() => jsonResponse(sample));
    expect(await listServerInterfaces(client, { serverId: SERVER_ID })).toEqual(
      sample.interfaceAttachments,
    );
    expect(fake.calls[0]?.method).toBe('GET');
    expect(fake.calls[0]?.url).toBe(BASE);
  });

  test('get answers the 2.70 show sample, by port id', async () => {
    const sample = readSampleJson<NovaInterfaceAttachmentResponse>(INTERFACE_SHOW_SAMPLES['2.70']);
    const { fake, client } = clientAnswering(() => jsonResponse(sample));
    const port = await getServerInterface(
      client,
      { serverId: SERVER_ID, portId: PORT_ID },
      { region: 'eu-west3' },
    );
    expect(port).toEqual(sample.interfaceAttachment);
    expect(fake.calls[0]?.url).toBe(
      `/cloud/eu-west3/compute/v2.1/servers/${SERVER_ID}/os-interface/${PORT_ID}`,
    );
  });

  test('ids stay single segments; §5: missing ids are refused before sending', async () => {
    const { fake, client } = clientAnswering(() => jsonResponse({ interfaceAttachment: {} }));
    await getServerInterface(client, { serverId: SERVER_ID, portId: '../../../flavors' });
    expect(fake.calls[0]?.url).toBe(`${BASE}/..%2F..%2F..%2Fflavors`);
    await expect(listServerInterfaces(client, { serverId: '' })).rejects.toMatchObject({
      code: 'invalid_request',
      message: 'serverAction needs serverId.',
    });
    for (const portId of ['', ' ', '..']) {
      await expect(
        getServerInterface(client, { serverId: SERVER_ID, portId }),
      ).rejects.toMatchObject({ code: 'invalid_request', status: 0 });
      await expect(
        deleteServerInterface(client, { serverId: SERVER_ID, portId }),
      ).rejects.toMatchObject({ code: 'invalid_request', status: 0 });
    }
    expect(fake.calls).toHaveLength(1);
  });
});

describe('createServerInterface / deleteServerInterface', () => {
  test('by port: sends the 2.70 request sample and answers the created interface', async () => {
    const request = readSampleJson<NovaInterfaceAttachmentCreateRequest>(
      INTERFACE_CREATE_PORT_REQUEST,
    );
    const response = readSampleJson<NovaInterfaceAttachmentResponse>(INTERFACE_CREATE_RESPONSE);
    const { fake, client } = clientAnswering(() => jsonResponse(response));
    const port = await createServerInterface(client, {
      serverId: SERVER_ID,
      portId: PORT_ID,
      tag: 'public',
    });
    expect(fake.calls[0]?.method).toBe('POST');
    expect(fake.calls[0]?.url).toBe(BASE);
    expect(bodyOf(fake.calls[0])).toEqual(request);
    expect(port).toEqual(response.interfaceAttachment);
  });

  test('by network with a fixed IP: sends the 2.70 and 2.1 net_id samples', async () => {
    const tagged = readSampleJson<NovaInterfaceAttachmentCreateRequest>(
      INTERFACE_CREATE_NET_REQUEST,
    );
    const untagged = readSampleJson<NovaInterfaceAttachmentCreateRequest>(
      INTERFACE_CREATE_NET_REQUEST_2_1,
    );
    const { fake, client } = clientAnswering(() =>
      jsonResponse(readSampleJson(INTERFACE_CREATE_RESPONSE)),
    );
    const netId = '3cb9bc59-5699-4588-a4b1-b87f96708bc6';
    await createServerInterface(client, {
      serverId: SERVER_ID,
      netId,
      fixedIps: ['192.168.1.3'],
      tag: 'public',
    });
    await createServerInterface(client, { serverId: SERVER_ID, netId, fixedIps: ['192.168.1.3'] });
    expect(bodyOf(fake.calls[0])).toEqual(tagged);
    expect(bodyOf(fake.calls[1])).toEqual(untagged);
  });

  test('with neither port nor network Nova picks the network: an empty attachment is sent', async () => {
    const { fake, client } = clientAnswering(() =>
      jsonResponse(readSampleJson(INTERFACE_CREATE_RESPONSE)),
    );
    await createServerInterface(client, { serverId: SERVER_ID });
    expect(bodyOf(fake.calls[0])).toEqual({ interfaceAttachment: {} });
  });

  test('a port and a network together, fixed IPs without a network or not exactly one, are refused unsent', async () => {
    const { fake, client } = clientAnswering(() => jsonResponse({}));
    const both = { serverId: SERVER_ID, portId: PORT_ID, netId: 'n1' } as unknown as Parameters<
      typeof createServerInterface
    >[1];
    await expect(createServerInterface(client, both)).rejects.toMatchObject({
      code: 'invalid_request',
      status: 0,
    });
    const orphanIps = { serverId: SERVER_ID, fixedIps: ['10.0.0.5'] };
    await expect(createServerInterface(client, orphanIps)).rejects.toMatchObject({
      code: 'invalid_request',
      message: 'Fixed IPs need the network they belong to.',
    });
    for (const fixedIps of [[], ['10.0.0.5', '10.0.0.6']]) {
      await expect(
        createServerInterface(client, { serverId: SERVER_ID, netId: 'n1', fixedIps }),
      ).rejects.toMatchObject({
        code: 'invalid_request',
        message: 'An interface takes exactly one fixed IP.',
      });
    }
    expect(fake.calls).toHaveLength(0);
  });

  test('delete sends DELETE to the port’s URL and accepts 202 with no body', async () => {
    const { fake, client } = clientAnswering(() => new Response(null, { status: 202 }));
    await deleteServerInterface(client, { serverId: SERVER_ID, portId: PORT_ID });
    expect(fake.calls[0]?.method).toBe('DELETE');
    expect(fake.calls[0]?.url).toBe(`${BASE}/${PORT_ID}`);
  });

  test('a 404 for a port the server does not have rejects with Nova’s message', async () => {
    const { client } = clientAnswering(() =>
      jsonResponse(
        { itemNotFound: { code: 404, message: `Port ${PORT_ID} is not attached` } },
        { status: 404 },
      ),
    );
    await expect(
      deleteServerInterface(client, { serverId: SERVER_ID, portId: PORT_ID }),
    ).rejects.toMatchObject({ code: 'not_found', message: `Port ${PORT_ID} is not attached` });
  });
});
