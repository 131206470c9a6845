import { describe, expect, test } from 'vitest';
import { createCloudClient } from '../core/client.ts';
import { fakeFetch, jsonResponse } from '../testing/fake-fetch.ts';
import { missingKeys } from '../testing/wire-keys.ts';
import { getMeasures } from './measures/measures.ts';
import {
  GNOCCHI_RESOURCE_REQUIRED_KEYS,
  measuresSample,
  resourceGetSample,
  resourceListSample,
} from './resources/resources.fixtures.ts';
import { getResource, listAllResources, listResources } from './resources/resources.ts';

const RESOURCE = '75274f99-faf6-4112-a6d5-2794cb07c789';

function clientAnswering(responder: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(responder);
  const client = createCloudClient({ token: () => 'tok', fetch: fake.fetch });
  return { fake, client };
}

describe('GnocchiResource (contract: gophercloud-utils fixtures)', () => {
  test('every listed resource and the single one carry every required field', () => {
    for (const resource of [...resourceListSample(), resourceGetSample()])
      expect(missingKeys(resource, GNOCCHI_RESOURCE_REQUIRED_KEYS)).toEqual([]);
  });
});

describe('getResource', () => {
  test('answers the fixture unchanged from /metric/v1/resource/generic/{id}, without a microversion', async () => {
    const sample = resourceGetSample();
    const { fake, client } = clientAnswering(() => jsonResponse(sample));
    expect(await getResource(client, { resourceId: RESOURCE })).toEqual(sample);
    expect(fake.calls[0]?.url).toBe(`/cloud/eu-west2/metric/v1/resource/generic/${RESOURCE}`);
    expect(fake.calls[0]?.headers).not.toHaveProperty('openstack-api-version');
  });

  test('ids are one encoded segment; . and .. are refused before sending', async () => {
    const { fake, client } = clientAnswering(() => jsonResponse(resourceGetSample()));
    await getResource(client, { resourceId: '../../metric/x' });
    expect(fake.calls[0]?.url).toBe(
      '/cloud/eu-west2/metric/v1/resource/generic/..%2F..%2Fmetric%2Fx',
    );
    await expect(getResource(client, { resourceId: '..' })).rejects.toMatchObject({
      code: 'invalid_request',
    });
    expect(fake.calls).toHaveLength(1);
  });
});

describe('listResources / listAllResources (bare arrays, Link header)', () => {
  test('the fixture list is one page when no Link follows and the page is not full', async () => {
    const sample = resourceListSample();
    const { fake, client } = clientAnswering(() => jsonResponse(sample));
    expect(await listAllResources(client)).toEqual(sample);
    expect(fake.calls.map((call) => call.url)).toEqual([
      '/cloud/eu-west2/metric/v1/resource/generic?limit=1000',
    ]);
  });

  test('follows the Link header’s marker on our own URL until a page without one', async () => {
    const [first, second] = resourceListSample();
    const { fake, client } = clientAnswering((call) =>
      call.url.includes('marker=')
        ? jsonResponse([second])
        : jsonResponse([first], {
            headers: {
              link: `<http://gnocchi.internal:8041/v1/resource/generic?limit=1000&marker=${first?.id}&sort=revision_start:asc>; rel="next"`,
            },
          }),
    );
    const all = await listAllResources(
      client,
      { query: { sort: 'id:asc' } },
      { region: 'ru-msk1' },
    );
    expect(all).toEqual([first, second]);
    expect(fake.calls.map((call) => call.url)).toEqual([
      '/cloud/ru-msk1/metric/v1/resource/generic?sort=id%3Aasc&limit=1000',
      `/cloud/ru-msk1/metric/v1/resource/generic?sort=id%3Aasc&limit=1000&marker=${first?.id}`,
    ]);
  });

  test('stops after the first page when the caller breaks', async () => {
    const sample = resourceListSample();
    const { fake, client } = clientAnswering(() =>
      jsonResponse(sample, { headers: { link: '</v1/resource/generic?marker=x>; rel="next"' } }),
    );
    for await (const resource of listResources(client)) {
      expect(resource.id).toBe(sample[0]?.id);
      break;
    }
    expect(fake.calls).toHaveLength(1);
  });
});

describe('getMeasures (§7, §8)', () => {
  test('asks the resource’s named metric with aggregation, start, stop and granularity; answers the tuples unchanged', async () => {
    const sample = measuresSample();
    const { fake, client } = clientAnswering(() => jsonResponse(sample));
    const points = await getMeasures(client, {
      resourceId: RESOURCE,
      metric: 'memory.usage',
      aggregation: 'max',
      start: new Date('2018-01-10T12:00:00Z'),
      stop: '2018-01-10T15:00:00+00:00',
      granularity: 3600,
    });
    expect(points).toEqual(sample);
    expect(fake.calls[0]?.url).toBe(
      `/cloud/eu-west2/metric/v1/resource/generic/${RESOURCE}/metric/memory.usage/measures?aggregation=max&start=2018-01-10T12%3A00%3A00.000Z&stop=2018-01-10T15%3A00%3A00%2B00%3A00&granularity=3600`,
    );
  });

  test('sends no aggregation, stop or granularity when not given', async () => {
    const { fake, client } = clientAnswering(() => jsonResponse([]));
    await getMeasures(client, {
      resourceId: RESOURCE,
      metric: 'cpu',
      start: '2018-01-10T12:00:00Z',
    });
    expect(fake.calls[0]?.url).toBe(
      `/cloud/eu-west2/metric/v1/resource/generic/${RESOURCE}/metric/cpu/measures?start=2018-01-10T12%3A00%3A00Z`,
    );
  });

  test.each([
    [404, { code: 404, title: 'Not Found', description: 'Metric cpu does not exist' }, 'not_found'],
    [502, '<html><body>502 Bad Gateway</body></html>', 'bad_gateway'],
  ])('a %s rejects with the CloudError, never an empty list', async (status, body, code) => {
    const { client } = clientAnswering(() =>
      typeof body === 'string'
        ? new Response(body, { status, headers: { 'content-type': 'text/html' } })
        : jsonResponse(body, { status }),
    );
    await expect(
      getMeasures(client, { resourceId: RESOURCE, metric: 'cpu', start: '2018-01-10T12:00:00Z' }),
    ).rejects.toMatchObject({ name: 'CloudError', status, code });
  });

  test.each([
    ['resourceId', { resourceId: ' ' }],
    ['metric', { metric: '' }],
    ['start', { start: undefined }],
  ])('without %s nothing is sent', async (field, change) => {
    const { fake, client } = clientAnswering(() => jsonResponse([]));
    const input = {
      resourceId: RESOURCE,
      metric: 'cpu',
      start: '2018-01-10T12:00:00Z',
      ...change,
    } as Parameters<typeof getMeasures>[1];
    await expect(getMeasures(client, input)).rejects.toMatchObject({
      code: 'invalid_request',
      message: `getMeasures needs ${field}.`,
    });
    expect(fake.calls).toHaveLength(0);
  });
});
