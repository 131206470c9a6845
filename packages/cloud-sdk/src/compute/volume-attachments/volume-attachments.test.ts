import { describe, expect, test } from 'vitest';
import { createCloudClient } from '../../core/client.ts';
import { fakeFetch, jsonResponse, type RecordedCall } from '../../testing/fake-fetch.ts';
import { missingKeys } from '../../testing/wire-keys.ts';
import {
  attachVolume,
  detachVolume,
  getVolumeAttachment,
  listVolumeAttachments,
} from './volume-attachments.ts';
import {
  ATTACH_REQUEST_2_1,
  ATTACH_REQUEST_2_79,
  ATTACH_RESPONSE_2_79,
  NOVA_VOLUME_ATTACHMENT_REQUIRED_KEYS,
  readSampleJson,
  VOLUME_ATTACHMENT_SHOW_SAMPLES,
  VOLUME_ATTACHMENTS_LIST_SAMPLES,
} from './volume-attachments.fixtures.ts';
import type {
  NovaVolumeAttachmentCreateRequest,
  NovaVolumeAttachmentListResponse,
  NovaVolumeAttachmentResponse,
} from './volume-attachments.types.ts';

const SERVER_ID = '09b3b9d1-b8c5-48e1-841d-62c3ef967a88';
const VOLUME_ID = 'a07f71dc-8151-4e7d-a0cc-cd24a3f11113';
const BASE = `/cloud/eu-west2/compute/v2.1/servers/${SERVER_ID}/os-volume_attachments`;

function clientAnswering(responder: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(responder);
  const client = createCloudClient({ token: () => 'tok', fetch: fake.fetch });
  return { fake, client };
}

function bodyOf(call: RecordedCall | undefined): unknown {
  return call?.body === undefined ? undefined : JSON.parse(call.body);
}

describe('NovaVolumeAttachment (contract: official Nova samples)', () => {
  test.each(
    Object.keys(
      VOLUME_ATTACHMENTS_LIST_SAMPLES,
    ) as (keyof typeof VOLUME_ATTACHMENTS_LIST_SAMPLES)[],
  )('every attachment of the %s list sample has the required fields', (version) => {
    const list = readSampleJson<NovaVolumeAttachmentListResponse>(
      VOLUME_ATTACHMENTS_LIST_SAMPLES[version],
    );
    expect(list.volumeAttachments.length).toBeGreaterThan(0);
    for (const attachment of list.volumeAttachments)
      expect(missingKeys(attachment, NOVA_VOLUME_ATTACHMENT_REQUIRED_KEYS)).toEqual([]);
  });

  test('2.89 replaced id by attachment_id and bdm_uuid (all optional in the type)', () => {
    const old = readSampleJson<NovaVolumeAttachmentResponse>(
      VOLUME_ATTACHMENT_SHOW_SAMPLES['2.70'],
    );
    const newer = readSampleJson<NovaVolumeAttachmentResponse>(
      VOLUME_ATTACHMENT_SHOW_SAMPLES['2.89'],
    );
    expect(missingKeys(old.volumeAttachment, ['id', 'attachment_id'])).toEqual(['attachment_id']);
    expect(missingKeys(newer.volumeAttachment, ['id', 'attachment_id', 'bdm_uuid'])).toEqual([
      'id',
    ]);
  });
});

describe('listVolumeAttachments / getVolumeAttachment', () => {
  test('list answers the 2.70 sample’s attachments unchanged', async () => {
    const sample = readSampleJson<NovaVolumeAttachmentListResponse>(
      VOLUME_ATTACHMENTS_LIST_SAMPLES['2.70'],
    );
    const { fake, client } = clientAnswering(() => jsonResponse(sample));
    expect(await listVolumeAttachments(client, { serverId: SERVER_ID })).toEqual(
      sample.volumeAttachments,
    );
    expect(fake.calls[0]?.method).toBe('GET');
    expect(fake.calls[0]?.url).toBe(BASE);
  });

  test('get answers one attachment by volume id', async () => {
    const sample = readSampleJson<NovaVolumeAttachmentResponse>(
      VOLUME_ATTACHMENT_SHOW_SAMPLES['2.70'],
    );
    const { fake, client } = clientAnswering(() => jsonResponse(sample));
    expect(await getVolumeAttachment(client, { serverId: SERVER_ID, volumeId: VOLUME_ID })).toEqual(
      sample.volumeAttachment,
    );
    expect(fake.calls[0]?.url).toBe(`${BASE}/${VOLUME_ID}`);
  });
});

describe('attachVolume / detachVolume', () => {
  test('sends the v2.79 request sample and answers its attachment', async () => {
    const request = readSampleJson<NovaVolumeAttachmentCreateRequest>(ATTACH_REQUEST_2_79);
    const response = readSampleJson<NovaVolumeAttachmentResponse>(ATTACH_RESPONSE_2_79);
    const { fake, client } = clientAnswering(() => jsonResponse(response));
    const attachment = await attachVolume(client, {
      serverId: SERVER_ID,
      volumeId: VOLUME_ID,
      tag: 'foo',
      deleteOnTermination: true,
    });
    expect(fake.calls[0]?.method).toBe('POST');
    expect(fake.calls[0]?.url).toBe(BASE);
    expect(fake.calls[0]?.headers['openstack-api-version']).toBe('compute 2.79');
    expect(bodyOf(fake.calls[0])).toEqual(request);
    expect(attachment).toEqual(response.volumeAttachment);
  });

  test('with a device name: sends the 2.1 request sample', async () => {
    const request = readSampleJson<NovaVolumeAttachmentCreateRequest>(ATTACH_REQUEST_2_1);
    const { fake, client } = clientAnswering(() =>
      jsonResponse(readSampleJson(ATTACH_RESPONSE_2_79)),
    );
    await attachVolume(client, { serverId: SERVER_ID, volumeId: VOLUME_ID, device: '/dev/sdb' });
    expect(bodyOf(fake.calls[0])).toEqual(request);
  });

  test('detach sends DELETE to the volume’s URL and accepts 202', async () => {
    const { fake, client } = clientAnswering(() => new Response(null, { status: 202 }));
    await detachVolume(client, { serverId: SERVER_ID, volumeId: VOLUME_ID }, { region: 'r9' });
    expect(fake.calls[0]?.method).toBe('DELETE');
    expect(fake.calls[0]?.url).toBe(
      `/cloud/r9/compute/v2.1/servers/${SERVER_ID}/os-volume_attachments/${VOLUME_ID}`,
    );
  });

  test('ids stay single segments; §5: missing ids are refused before sending', async () => {
    const { fake, client } = clientAnswering(() => new Response(null, { status: 202 }));
    await detachVolume(client, { serverId: SERVER_ID, volumeId: '%2e%2e/x' });
    expect(fake.calls[0]?.url).toBe(`${BASE}/%252e%252e%2Fx`);
    for (const volumeId of ['', ' ']) {
      await expect(attachVolume(client, { serverId: SERVER_ID, volumeId })).rejects.toMatchObject({
        code: 'invalid_request',
        status: 0,
      });
    }
    for (const volumeId of ['', ' ', '..']) {
      await expect(detachVolume(client, { serverId: SERVER_ID, volumeId })).rejects.toMatchObject({
        code: 'invalid_request',
        status: 0,
      });
    }
    await expect(attachVolume(client, { serverId: '', volumeId: VOLUME_ID })).rejects.toMatchObject(
      { message: 'serverAction needs serverId.' },
    );
    expect(fake.calls).toHaveLength(1);
  });

  test('a volume in use elsewhere rejects with Nova’s 400 message', async () => {
    const { client } = clientAnswering(() =>
      jsonResponse(
        {
          badRequest: {
            code: 400,
            message: `Invalid volume: volume ${VOLUME_ID} is already attached`,
          },
        },
        { status: 400 },
      ),
    );
    await expect(
      attachVolume(client, { serverId: SERVER_ID, volumeId: VOLUME_ID }),
    ).rejects.toMatchObject({
      status: 400,
      message: `Invalid volume: volume ${VOLUME_ID} is already attached`,
    });
  });
});
