import { describe, expect, test } from 'vitest';
import { createCloudClient } from '../../core/client.ts';
import { fakeFetch, jsonResponse } from '../../testing/fake-fetch.ts';
import { missingKeys } from '../../testing/wire-keys.ts';
import { deleteImage, getImage, IMAGE_LIST_LIMIT, listAllImages, listImages } from './images.ts';
import {
  GLANCE_IMAGE_REQUIRED_KEYS,
  IMAGE_CREATE_RESPONSE_SAMPLE,
  IMAGE_DEACTIVATED_SAMPLE,
  IMAGE_SHOW_SAMPLE,
  IMAGES_LIST_SAMPLE,
  imageWithCustomProperties,
  readSampleJson,
  VERSIONS_SAMPLE,
} from './images.fixtures.ts';
import type {
  GlanceImage,
  GlanceImageListResponse,
  GlanceVersionsResponse,
} from './images.types.ts';

const IMAGE_ID = '1bea47ed-f6a9-463b-b423-14b9cca9ad27';

function clientAnswering(responder: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(responder);
  const client = createCloudClient({ token: () => 'tok', fetch: fake.fetch });
  return { fake, client };
}

describe('GlanceImage (contract: official Glance samples)', () => {
  test.each([IMAGE_SHOW_SAMPLE, IMAGE_CREATE_RESPONSE_SAMPLE, IMAGE_DEACTIVATED_SAMPLE])(
    '%s carries every field the wire type requires',
    (file) => {
      expect(missingKeys(readSampleJson(file), GLANCE_IMAGE_REQUIRED_KEYS)).toEqual([]);
    },
  );

  test('every image of the list sample carries them too, and the page has first and schema', () => {
    const list = readSampleJson<GlanceImageListResponse>(IMAGES_LIST_SAMPLE);
    for (const image of list.images)
      expect(missingKeys(image, GLANCE_IMAGE_REQUIRED_KEYS)).toEqual([]);
    expect(list.first).toBe('/v2/images');
    expect(list.schema).toBe('/v2/schemas/images');
  });

  test('a queued image has null data fields (the type allows them)', () => {
    const queued = readSampleJson<GlanceImage>(IMAGE_CREATE_RESPONSE_SAMPLE);
    expect(queued.status).toBe('queued');
    expect([queued.size, queued.checksum, queued.os_hash_value, queued.virtual_size]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  test('the versions sample lists v2 versions with a self link each', () => {
    const { versions } = readSampleJson<GlanceVersionsResponse>(VERSIONS_SAMPLE);
    expect(versions[0]?.status).toBe('CURRENT');
    for (const version of versions) {
      expect(version.id).toMatch(/^v2\.\d+$/);
      expect(version.links.some((link) => link.rel === 'self')).toBe(true);
    }
  });
});

describe('getImage', () => {
  test('answers the sample image unchanged (no envelope: Glance sends the image itself)', async () => {
    const sample = readSampleJson(IMAGE_SHOW_SAMPLE);
    const { fake, client } = clientAnswering(() => jsonResponse(sample));
    expect(await getImage(client, { imageId: IMAGE_ID })).toEqual(sample);
    expect(fake.calls[0]?.url).toBe(`/cloud/eu-west2/image/v2/images/${IMAGE_ID}`);
    expect(fake.calls[0]?.method).toBe('GET');
    expect(fake.calls[0]?.headers['x-auth-token']).toBe('tok');
    // Glance has no microversion header.
    expect(fake.calls[0]?.headers['openstack-api-version']).toBeUndefined();
  });

  test('custom properties at the top level come back untouched', async () => {
    const image = imageWithCustomProperties();
    const { client } = clientAnswering(() => jsonResponse(image));
    const answered = await getImage(client, { imageId: String(image.id) });
    expect(answered).toEqual(image);
    expect(
      (answered as unknown as Record<string, unknown>)['owner_specified.openstack.object'],
    ).toBe('images/johndoe-noble-iso-test');
  });

  test('an id cannot climb out of /images; blank, . and .. are refused before sending', async () => {
    const { fake, client } = clientAnswering(() => jsonResponse({}));
    await getImage(client, { imageId: 'a/../../schemas' });
    expect(fake.calls[0]?.url).toBe('/cloud/eu-west2/image/v2/images/a%2F..%2F..%2Fschemas');
    for (const imageId of ['..', '.', '', '  ']) {
      await expect(getImage(client, { imageId })).rejects.toMatchObject({
        name: 'CloudError',
        code: 'invalid_request',
        status: 0,
      });
      await expect(deleteImage(client, { imageId })).rejects.toMatchObject({
        code: 'invalid_request',
      });
    }
    expect(fake.calls).toHaveLength(1);
  });

  test("Glance's JSON 404 (webob) rejects with its message", async () => {
    const { client } = clientAnswering(() =>
      jsonResponse(
        {
          message: `No image found with ID ${IMAGE_ID}<br /><br />\n\n\n`,
          code: '404 Not Found',
          title: 'Not Found',
        },
        { status: 404 },
      ),
    );
    await expect(getImage(client, { imageId: IMAGE_ID })).rejects.toMatchObject({
      code: 'not_found',
      status: 404,
      message: expect.stringContaining(`No image found with ID ${IMAGE_ID}`),
    });
  });
});

describe('deleteImage', () => {
  test('sends DELETE to the image and resolves on 204', async () => {
    const { fake, client } = clientAnswering(() => new Response(null, { status: 204 }));
    await expect(
      deleteImage(client, { imageId: IMAGE_ID }, { region: 'eu-west3' }),
    ).resolves.toBeUndefined();
    expect(fake.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `DELETE /cloud/eu-west3/image/v2/images/${IMAGE_ID}`,
    ]);
  });

  test("a public image of another project: Glance's 403 rejects as forbidden", async () => {
    const { client } = clientAnswering(() =>
      jsonResponse(
        {
          message: 'You are not authorized to complete delete_image action.<br /><br />\n\n\n',
          code: '403 Forbidden',
          title: 'Forbidden',
        },
        { status: 403 },
      ),
    );
    await expect(deleteImage(client, { imageId: IMAGE_ID })).rejects.toMatchObject({
      code: 'forbidden',
      status: 403,
    });
  });
});

describe('listImages / listAllImages (limit 200, Glance next)', () => {
  const sample = readSampleJson<GlanceImageListResponse>(IMAGES_LIST_SAMPLE);
  const first = sample.images[0] as GlanceImage;
  const all = Array.from({ length: 5 }, (_, index) => ({ ...first, id: `img-${index}` }));

  /** Glance: `next` whenever the page is full (so the last full page is followed by an empty one). */
  function glancePage(url: string, pageSize: number): GlanceImageListResponse {
    const marker = new URL(url, 'http://x').searchParams.get('marker');
    const start = marker === null ? 0 : all.findIndex((image) => image.id === marker) + 1;
    const page = all.slice(start, start + pageSize);
    const last = page[page.length - 1];
    return {
      images: page,
      first: '/v2/images?visibility=public',
      schema: '/v2/schemas/images',
      ...(page.length === pageSize && last !== undefined
        ? { next: `/v2/images?visibility=public&limit=${pageSize}&marker=${last.id}` }
        : {}),
    };
  }

  test('follows next (its marker, on our own URL) through the empty page after a full one', async () => {
    const { fake, client } = clientAnswering((call) => jsonResponse(glancePage(call.url, 5)));
    const images = await listAllImages(client, { query: { visibility: 'public' } });
    expect(images.map((image) => image.id)).toEqual(all.map((image) => image.id));
    expect(fake.calls.map((call) => call.url)).toEqual([
      `/cloud/eu-west2/image/v2/images?visibility=public&limit=${IMAGE_LIST_LIMIT}`,
      `/cloud/eu-west2/image/v2/images?visibility=public&limit=${IMAGE_LIST_LIMIT}&marker=img-4`,
    ]);
  });

  test('asks 200 per call and walks every page', async () => {
    const { fake, client } = clientAnswering((call) => jsonResponse(glancePage(call.url, 2)));
    const images = await listAllImages(client, {}, { region: 'ap-sg1' });
    expect(images).toHaveLength(5);
    expect(
      fake.calls.map((call) => new URL(call.url, 'http://x').searchParams.get('marker')),
    ).toEqual([null, 'img-1', 'img-3']);
    for (const call of fake.calls) {
      expect(call.url.startsWith('/cloud/ap-sg1/image/v2/images?')).toBe(true);
      expect(new URL(call.url, 'http://x').searchParams.get('limit')).toBe('200');
    }
  });

  test('the iterator stops fetching when the caller stops', async () => {
    const { fake, client } = clientAnswering((call) => jsonResponse(glancePage(call.url, 2)));
    for await (const image of listImages(client)) {
      expect(image.id).toBe('img-0');
      break;
    }
    expect(fake.calls).toHaveLength(1);
  });

  test('the official list sample is one complete page (no next)', async () => {
    const { fake, client } = clientAnswering(() => jsonResponse(sample));
    expect(await listAllImages(client)).toEqual(sample.images);
    expect(fake.calls).toHaveLength(1);
  });
});
