import { describe, expect, test } from 'vitest';
import { createCloudClient } from '../../core/client.ts';
import { fakeFetch, jsonResponse, type RecordedCall } from '../../testing/fake-fetch.ts';
import { missingKeys } from '../../testing/wire-keys.ts';
import { createVolume, deleteVolume, getVolume, listAllVolumes, listVolumes } from './volumes.ts';
import {
  CINDER_VOLUME_REQUIRED_KEYS,
  readSampleJson,
  VOLUME_CREATE_REQUEST,
  VOLUME_CREATE_RESPONSE,
  VOLUME_SHOW_SAMPLES,
  VOLUMES_DETAIL_SAMPLES,
} from './volumes.fixtures.ts';
import type { CinderVolume, CinderVolumeListResponse } from './volumes.types.ts';

const PROJECT = '89afd400-b646-4bbc-b12b-c0a4d63e5bd3';
const VOLUME_ID = 'f7223234-1afc-4d19-bfa3-d19deb6235ef';

function clientAnswering(responder: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(responder);
  const client = createCloudClient({ token: () => 'tok', fetch: fake.fetch, projectId: PROJECT });
  return { fake, client };
}

function bodyOf(call: RecordedCall | undefined): unknown {
  return call?.body === undefined ? undefined : JSON.parse(call.body);
}

describe('CinderVolume (contract: official Cinder samples)', () => {
  test.each(Object.keys(VOLUME_SHOW_SAMPLES) as (keyof typeof VOLUME_SHOW_SAMPLES)[])(
    'the %s show sample carries every field the wire type requires',
    (version) => {
      const { volume } = readSampleJson<{ volume: CinderVolume }>(VOLUME_SHOW_SAMPLES[version]);
      expect(missingKeys(volume, CINDER_VOLUME_REQUIRED_KEYS)).toEqual([]);
    },
  );

  test('the check finds gaps: the 3.0 sample lacks what 3.48+ and 3.65+ add', () => {
    const { volume } = readSampleJson<{ volume: CinderVolume }>(VOLUME_SHOW_SAMPLES['3.0']);
    expect(missingKeys(volume, ['service_uuid', 'consumes_quota', 'id'])).toEqual([
      'service_uuid',
      'consumes_quota',
    ]);
  });
});

describe('getVolume', () => {
  test.each(Object.keys(VOLUME_SHOW_SAMPLES) as (keyof typeof VOLUME_SHOW_SAMPLES)[])(
    'answers the %s sample volume unchanged, under the project’s root, pinned to 3.59',
    async (version) => {
      const sample = readSampleJson<{ volume: unknown }>(VOLUME_SHOW_SAMPLES[version]);
      const { fake, client } = clientAnswering(() => jsonResponse(sample));
      const volume = await getVolume(client, { volumeId: VOLUME_ID });
      expect(volume).toEqual(sample.volume);
      expect(fake.calls[0]?.url).toBe(`/cloud/eu-west2/volume/v3/${PROJECT}/volumes/${VOLUME_ID}`);
      expect(fake.calls[0]?.headers['openstack-api-version']).toBe('volume 3.59');
      expect(fake.calls[0]?.headers['x-auth-token']).toBe('tok');
    },
  );

  test('an id cannot climb out of /volumes (encoded; . and .. refused before sending)', async () => {
    const { fake, client } = clientAnswering(() => jsonResponse({ volume: {} }));
    await getVolume(client, { volumeId: '../../other-project/volumes/x' });
    expect(fake.calls[0]?.url).toBe(
      `/cloud/eu-west2/volume/v3/${PROJECT}/volumes/..%2F..%2Fother-project%2Fvolumes%2Fx`,
    );
    for (const volumeId of ['..', '.', '']) {
      await expect(getVolume(client, { volumeId })).rejects.toMatchObject({
        code: 'invalid_request',
      });
      await expect(deleteVolume(client, { volumeId })).rejects.toMatchObject({
        code: 'invalid_request',
      });
    }
    expect(fake.calls).toHaveLength(1);
  });

  test('a 404 rejects with Cinder’s itemNotFound message', async () => {
    const { client } = clientAnswering(() =>
      jsonResponse(
        { itemNotFound: { code: 404, message: 'Volume nope could not be found.' } },
        { status: 404 },
      ),
    );
    await expect(getVolume(client, { volumeId: 'nope' })).rejects.toMatchObject({
      name: 'CloudError',
      code: 'not_found',
      status: 404,
      message: 'Volume nope could not be found.',
    });
  });

  test('without a project id nothing is sent', async () => {
    const fake = fakeFetch(() => jsonResponse({}));
    const client = createCloudClient({ token: () => 'tok', fetch: fake.fetch });
    await expect(getVolume(client, { volumeId: VOLUME_ID })).rejects.toMatchObject({
      code: 'invalid_request',
    });
    expect(fake.calls).toHaveLength(0);
  });
});

describe('listVolumes / listAllVolumes (volumes/detail, volumes_links)', () => {
  const detail = readSampleJson<CinderVolumeListResponse>(VOLUMES_DETAIL_SAMPLES['3.65']);
  const first = detail.volumes[0] as CinderVolume;

  test.each(Object.keys(VOLUMES_DETAIL_SAMPLES) as (keyof typeof VOLUMES_DETAIL_SAMPLES)[])(
    'the %s detail sample is one complete page, answered unchanged',
    async (version) => {
      const sample = readSampleJson<CinderVolumeListResponse>(VOLUMES_DETAIL_SAMPLES[version]);
      const { fake, client } = clientAnswering(() => jsonResponse(sample));
      expect(await listAllVolumes(client)).toEqual(sample.volumes);
      expect(fake.calls.map((call) => call.url)).toEqual([
        `/cloud/eu-west2/volume/v3/${PROJECT}/volumes/detail?limit=1000`,
      ]);
    },
  );

  test('follows volumes_links with our own URL and the link’s marker, in the call’s region and project', async () => {
    const all = Array.from({ length: 5 }, (_, index) => ({ ...first, id: `v-${index}` }));
    const { fake, client } = clientAnswering((call) => {
      const marker = new URL(call.url, 'http://x').searchParams.get('marker');
      const start = marker === null ? 0 : all.findIndex((volume) => volume.id === marker) + 1;
      const page = all.slice(start, start + 2);
      return jsonResponse({
        volumes: page,
        ...(start + 2 < all.length
          ? {
              volumes_links: [
                {
                  href: `http://cinder.internal:8776/v3/p/volumes/detail?limit=2&marker=${page[1]?.id}`,
                  rel: 'next',
                },
              ],
            }
          : {}),
      });
    });
    const volumes = await listAllVolumes(
      client,
      { query: { status: 'available' } },
      { region: 'eu-west3', projectId: 'p2' },
    );
    expect(volumes.map((volume) => volume.id)).toEqual(all.map((volume) => volume.id));
    expect(fake.calls.map((call) => call.url)).toEqual([
      '/cloud/eu-west3/volume/v3/p2/volumes/detail?status=available&limit=1000',
      '/cloud/eu-west3/volume/v3/p2/volumes/detail?status=available&limit=1000&marker=v-1',
      '/cloud/eu-west3/volume/v3/p2/volumes/detail?status=available&limit=1000&marker=v-3',
    ]);
  });

  test('the iterator fetches no further page once the caller stops', async () => {
    const { fake, client } = clientAnswering(() =>
      jsonResponse({
        volumes: [first, { ...first, id: 'v-2' }],
        volumes_links: [{ href: '/v3/p/volumes/detail?marker=v-2', rel: 'next' }],
      }),
    );
    for await (const volume of listVolumes(client)) {
      expect(volume.id).toBe(first.id);
      break;
    }
    expect(fake.calls).toHaveLength(1);
  });
});

describe('createVolume', () => {
  test('sends the official request’s blank-volume fields and nothing of a source', async () => {
    const sample = readSampleJson<{ volume: Record<string, unknown> }>(VOLUME_CREATE_REQUEST);
    const response = readSampleJson<{ volume: unknown }>(VOLUME_CREATE_RESPONSE);
    const { fake, client } = clientAnswering(() => jsonResponse(response, { status: 202 }));
    const created = await createVolume(client, {
      size: sample.volume.size as number,
      name: 'data-1',
      description: 'scratch space',
      volume_type: '__DEFAULT__',
      availability_zone: 'nova',
    });
    expect(created).toEqual(response.volume);
    expect(fake.calls[0]?.method).toBe('POST');
    expect(fake.calls[0]?.url).toBe(`/cloud/eu-west2/volume/v3/${PROJECT}/volumes`);
    const sent = bodyOf(fake.calls[0]) as { volume: Record<string, unknown> };
    expect(sent).toEqual({
      volume: {
        size: 10,
        name: 'data-1',
        description: 'scratch space',
        volume_type: '__DEFAULT__',
        availability_zone: 'nova',
      },
    });
    // Every key sent is one the official request names; none of its source keys is sent.
    expect(Object.keys(sent.volume).filter((key) => !(key in sample.volume))).toEqual([]);
    for (const source of ['snapshot_id', 'source_volid', 'imageRef', 'backup_id'])
      expect(sent.volume).not.toHaveProperty(source);
  });

  test('leaves out the optional fields not given', async () => {
    const { fake, client } = clientAnswering(() =>
      jsonResponse(readSampleJson(VOLUME_CREATE_RESPONSE), { status: 202 }),
    );
    await createVolume(client, { size: 1, name: 'tiny' });
    expect(bodyOf(fake.calls[0])).toEqual({ volume: { size: 1, name: 'tiny' } });
  });

  test.each([0, -5, 1.5, Number.NaN])('a size of %s is refused before sending', async (size) => {
    const { fake, client } = clientAnswering(() => jsonResponse({}));
    await expect(createVolume(client, { size, name: 'x' })).rejects.toMatchObject({
      code: 'invalid_request',
      status: 0,
    });
    expect(fake.calls).toHaveLength(0);
  });

  test('a quota refusal rejects with Cinder’s 413 message', async () => {
    const message =
      "VolumeLimitExceeded: Maximum number of volumes allowed (10) exceeded for quota 'volumes'.";
    const { client } = clientAnswering(() =>
      jsonResponse({ overLimit: { code: 413, message, retryAfter: '0' } }, { status: 413 }),
    );
    await expect(createVolume(client, { size: 1, name: 'x' })).rejects.toMatchObject({
      status: 413,
      message,
    });
  });
});

describe('deleteVolume', () => {
  test('sends DELETE to the volume and resolves on 202', async () => {
    const { fake, client } = clientAnswering(() => new Response(null, { status: 202 }));
    await expect(deleteVolume(client, { volumeId: VOLUME_ID })).resolves.toBeUndefined();
    expect(fake.calls[0]?.method).toBe('DELETE');
    expect(fake.calls[0]?.url).toBe(`/cloud/eu-west2/volume/v3/${PROJECT}/volumes/${VOLUME_ID}`);
  });

  test('an attached volume rejects with Cinder’s 400', async () => {
    const message =
      'Invalid volume: Volume status must be available or error or error_restoring or error_extending or error_managing and must not be migrating, attached, belong to a group, have snapshots or be disassociated from snapshots after volume transfer.';
    const { client } = clientAnswering(() =>
      jsonResponse({ badRequest: { code: 400, message } }, { status: 400 }),
    );
    await expect(deleteVolume(client, { volumeId: VOLUME_ID })).rejects.toMatchObject({
      code: 'bad_request',
      status: 400,
    });
  });
});
