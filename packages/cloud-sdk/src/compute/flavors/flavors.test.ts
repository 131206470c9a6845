import { describe, expect, test } from 'vitest';
import { createCloudClient } from '../../core/client.ts';
import { fakeFetch, jsonResponse } from '../../testing/fake-fetch.ts';
import { missingKeys } from '../../testing/wire-keys.ts';
import { FLAVOR_LIST_LIMIT, getFlavor, listAllFlavors, listFlavors } from './flavors.ts';
import {
  FLAVOR_GET_SAMPLES,
  FLAVORS_DETAIL_SAMPLES,
  NOVA_FLAVOR_REQUIRED_KEYS,
  PINNED_FLAVOR_SAMPLES,
  readSampleJson,
} from './flavors.fixtures.ts';
import type { NovaFlavor, NovaFlavorDetailListResponse } from './flavors.types.ts';

function clientAnswering(responder: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(responder);
  const client = createCloudClient({ token: () => 'tok', fetch: fake.fetch });
  return { fake, client };
}

function sampleFlavor(version: keyof typeof FLAVOR_GET_SAMPLES): NovaFlavor {
  return readSampleJson<{ flavor: NovaFlavor }>(FLAVOR_GET_SAMPLES[version]).flavor;
}

describe('NovaFlavor (contract: official Nova samples)', () => {
  test.each(PINNED_FLAVOR_SAMPLES)(
    'the %s get and detail samples carry every field the wire type requires',
    (version) => {
      expect(missingKeys(sampleFlavor(version), NOVA_FLAVOR_REQUIRED_KEYS)).toEqual([]);
      const detail = readSampleJson<NovaFlavorDetailListResponse>(FLAVORS_DETAIL_SAMPLES[version]);
      expect(detail.flavors.length).toBeGreaterThan(0);
      for (const flavor of detail.flavors)
        expect(missingKeys(flavor, NOVA_FLAVOR_REQUIRED_KEYS)).toEqual([]);
    },
  );

  test('swap is "" below 2.75 and a number from 2.75 (the type allows both)', () => {
    expect(sampleFlavor('2.1').swap).toBe('');
    expect(sampleFlavor('2.75').swap).toBe(0);
  });

  test('2.102 drops OS-FLV-DISABLED:disabled and rxtx_factor, which the type keeps optional', () => {
    expect(missingKeys(sampleFlavor('2.102'), ['OS-FLV-DISABLED:disabled', 'rxtx_factor'])).toEqual(
      ['OS-FLV-DISABLED:disabled', 'rxtx_factor'],
    );
    expect(missingKeys(sampleFlavor('2.75'), ['OS-FLV-DISABLED:disabled', 'rxtx_factor'])).toEqual(
      [],
    );
  });
});

describe('getFlavor', () => {
  test.each(Object.keys(FLAVOR_GET_SAMPLES) as (keyof typeof FLAVOR_GET_SAMPLES)[])(
    'answers the %s sample flavor unchanged',
    async (version) => {
      const sample = readSampleJson<{ flavor: NovaFlavor }>(FLAVOR_GET_SAMPLES[version]);
      const { fake, client } = clientAnswering(() => jsonResponse(sample));
      const flavor = await getFlavor(client, { flavorId: '7' }, { region: 'eu-west3' });
      expect(flavor).toEqual(sample.flavor);
      expect(fake.calls[0]?.method).toBe('GET');
      expect(fake.calls[0]?.url).toBe('/cloud/eu-west3/compute/v2.1/flavors/7');
      expect(fake.calls[0]?.headers['openstack-api-version']).toBe('compute 2.79');
    },
  );

  test('an id is encoded into one segment; §5: an empty id is refused before sending', async () => {
    const { fake, client } = clientAnswering(() => jsonResponse({ flavor: {} }));
    await getFlavor(client, { flavorId: '../servers/detail' });
    expect(fake.calls[0]?.url).toBe('/cloud/eu-west2/compute/v2.1/flavors/..%2Fservers%2Fdetail');
    for (const flavorId of ['', ' ', '..']) {
      await expect(getFlavor(client, { flavorId })).rejects.toMatchObject({
        name: 'CloudError',
        code: 'invalid_request',
        status: 0,
      });
    }
    expect(fake.calls).toHaveLength(1);
  });

  test('a 404 rejects with Nova’s message', async () => {
    const { client } = clientAnswering(() =>
      jsonResponse(
        { itemNotFound: { code: 404, message: 'Flavor nope could not be found.' } },
        { status: 404 },
      ),
    );
    await expect(getFlavor(client, { flavorId: 'nope' })).rejects.toMatchObject({
      code: 'not_found',
      status: 404,
      message: 'Flavor nope could not be found.',
    });
  });
});

describe('listFlavors / listAllFlavors (detail, limit 50, marker pagination)', () => {
  const detail = readSampleJson<NovaFlavorDetailListResponse>(FLAVORS_DETAIL_SAMPLES['2.75']);

  test('§9: asks for 50 flavors per page', () => {
    expect(FLAVOR_LIST_LIMIT).toBe(50);
  });

  test('the official 2.75 detail sample is one complete page', async () => {
    const { fake, client } = clientAnswering(() => jsonResponse(detail));
    const flavors = await listAllFlavors(client);
    expect(flavors).toEqual(detail.flavors);
    expect(fake.calls.map((call) => call.url)).toEqual([
      '/cloud/eu-west2/compute/v2.1/flavors/detail?limit=50',
    ]);
  });

  test('follows flavors_links with our own URL and the link’s marker', async () => {
    const all = detail.flavors;
    const { fake, client } = clientAnswering((call) => {
      const marker = new URL(call.url, 'http://x').searchParams.get('marker');
      const start = marker === null ? 0 : all.findIndex((flavor) => flavor.id === marker) + 1;
      const page = all.slice(start, start + 3);
      const more = start + 3 < all.length;
      return jsonResponse({
        flavors: page,
        ...(more
          ? {
              flavors_links: [
                {
                  href: `http://nova.internal:8774/v2.1/flavors/detail?limit=3&marker=${page[2]?.id}`,
                  rel: 'next',
                },
              ],
            }
          : {}),
      });
    });
    const flavors = await listAllFlavors(client, { query: { minRam: 1024 } }, { region: 'r3' });
    expect(flavors.map((flavor) => flavor.id)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(fake.calls.map((call) => call.url)).toEqual([
      '/cloud/r3/compute/v2.1/flavors/detail?minRam=1024&limit=50',
      '/cloud/r3/compute/v2.1/flavors/detail?minRam=1024&limit=50&marker=3',
      '/cloud/r3/compute/v2.1/flavors/detail?minRam=1024&limit=50&marker=6',
    ]);
  });

  test('the iterator stops fetching when the caller stops', async () => {
    const { fake, client } = clientAnswering(() =>
      jsonResponse({
        flavors: detail.flavors.slice(0, 2),
        flavors_links: [{ href: '/v2.1/flavors/detail?marker=2', rel: 'next' }],
      }),
    );
    for await (const flavor of listFlavors(client)) {
      expect(flavor.name).toBe('m1.tiny');
      break;
    }
    expect(fake.calls).toHaveLength(1);
  });
});
