import { describe, expect, test } from 'vitest';
import { fakeFetch, jsonResponse } from '../testing/fake-fetch.ts';
import { createCloudClient } from './client.ts';
import { collectAll, listPages, nextPageHref } from './pagination.ts';

describe('nextPageHref', () => {
  test.each([
    [
      'Nova/Cinder/Neutron <items>_links',
      {
        items: [],
        items_links: [
          { rel: 'previous', href: 'p' },
          { rel: 'next', href: 'n' },
        ],
      },
      'n',
    ],
    ['Glance next', { items: [], next: '/v2/images?marker=m' }, '/v2/images?marker=m'],
    ['Designate links.next', { items: [], links: { self: 's', next: 'n2' } }, 'n2'],
    ['no link', { items: [], items_links: [{ rel: 'previous', href: 'p' }] }, undefined],
  ])('%s', (_style, body, expected) => {
    expect(nextPageHref(body, 'items')).toBe(expected);
  });

  test('Gnocchi’s Link header', () => {
    const headers = new Headers({
      link: '<http://g/v1/resource/generic?limit=2&marker=r2>; rel="next"',
    });
    expect(nextPageHref([], 'resources', headers)).toBe(
      'http://g/v1/resource/generic?limit=2&marker=r2',
    );
  });
});

describe('listPages', () => {
  test('Glance style: the next string’s marker, 200 per call', async () => {
    const fake = fakeFetch([
      jsonResponse({ images: [{ id: 'a' }, { id: 'b' }], next: '/v2/images?marker=b&limit=200' }),
      jsonResponse({ images: [{ id: 'c' }], first: '/v2/images' }),
    ]);
    const client = createCloudClient({ fetch: fake.fetch });
    const items = await collectAll(
      listPages<{ id: string }>(client, {
        service: 'image',
        path: '/v2/images',
        itemsKey: 'images',
        limit: 200,
      }),
    );
    expect(items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(fake.calls.map((call) => call.url)).toEqual([
      '/cloud/eu-west2/image/v2/images?limit=200',
      '/cloud/eu-west2/image/v2/images?limit=200&marker=b',
    ]);
  });

  test('bare arrays (Gnocchi) without a Link header: a full page asks again, a short one ends', async () => {
    const fake = fakeFetch([
      jsonResponse([{ id: 'r1' }, { id: 'r2' }]),
      jsonResponse([{ id: 'r3' }]),
    ]);
    const client = createCloudClient({ fetch: fake.fetch });
    const items = await collectAll(
      listPages<{ id: string }>(client, {
        service: 'metric',
        path: '/v1/resource/generic',
        itemsKey: 'resources',
        limit: 2,
      }),
    );
    expect(items.map((item) => item.id)).toEqual(['r1', 'r2', 'r3']);
    expect(fake.calls[1]?.url).toBe('/cloud/eu-west2/metric/v1/resource/generic?limit=2&marker=r2');
  });

  test('an empty page ends the walk even with a next link', async () => {
    const fake = fakeFetch([
      jsonResponse({ ports: [], ports_links: [{ rel: 'next', href: '?marker=x' }] }),
    ]);
    const client = createCloudClient({ fetch: fake.fetch });
    const items = await collectAll(
      listPages(client, { service: 'network', path: '/v2.0/ports', itemsKey: 'ports', limit: 50 }),
    );
    expect(items).toEqual([]);
  });

  test('a body without the items key is invalid_response', async () => {
    const fake = fakeFetch([jsonResponse({ other: [] })]);
    const client = createCloudClient({ fetch: fake.fetch });
    await expect(
      collectAll(
        listPages(client, {
          service: 'network',
          path: '/v2.0/ports',
          itemsKey: 'ports',
          limit: 50,
        }),
      ),
    ).rejects.toMatchObject({ code: 'invalid_response' });
  });
});
