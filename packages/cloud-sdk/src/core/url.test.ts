import { describe, expect, test } from 'vitest';
import { isCloudError } from './errors.ts';
import { buildCloudUrl, queryString, SERVICE_ROOTS, serviceRoot } from './url.ts';
import type { CloudService } from './types.ts';

describe('serviceRoot', () => {
  test('matches the §7 roots', () => {
    const expected: Record<CloudService, string> = {
      compute: 'compute',
      network: 'network',
      volume: 'volume/v3/p1',
      image: 'image',
      dns: 'dns/v2',
      metric: 'metric',
      identity: 'identity',
      'object-store': 'object-store/v1',
    };
    for (const service of Object.keys(SERVICE_ROOTS) as CloudService[]) {
      expect(serviceRoot(service, 'p1')).toBe(expected[service]);
    }
  });

  test('volume without a project id is an invalid_request CloudError', () => {
    let thrown: unknown;
    try {
      serviceRoot('volume');
    } catch (error) {
      thrown = error;
    }
    expect(isCloudError(thrown)).toBe(true);
    expect(thrown).toMatchObject({ code: 'invalid_request', status: 0 });
  });
});

describe('queryString', () => {
  test('repeats array keys and skips null and undefined', () => {
    expect(
      queryString({
        limit: 300,
        sort_key: ['name', 'id'],
        marker: undefined,
        name: null,
        all: true,
      }),
    ).toBe('?limit=300&sort_key=name&sort_key=id&all=true');
  });

  test('is empty without values', () => {
    expect(queryString(undefined)).toBe('');
    expect(queryString({ marker: undefined })).toBe('');
  });

  test('encodes values', () => {
    expect(queryString({ name: 'a b&c' })).toBe('?name=a+b%26c');
  });
});

describe('buildCloudUrl', () => {
  test('prefixes the region and the service root', () => {
    expect(buildCloudUrl({ baseUrl: '', region: 'eu-west2', service: 'dns', path: '/zones' })).toBe(
      '/cloud/eu-west2/dns/v2/zones',
    );
  });

  test('joins a base URL without doubling slashes and adds a missing leading slash', () => {
    expect(
      buildCloudUrl({
        baseUrl: 'https://panel.example.com/',
        region: 'us-east1',
        service: 'compute',
        path: 'v2.1/flavors/detail',
        query: { limit: 50 },
      }),
    ).toBe('https://panel.example.com/cloud/us-east1/compute/v2.1/flavors/detail?limit=50');
  });

  test('fills the volume project id', () => {
    expect(
      buildCloudUrl({
        baseUrl: '',
        region: 'eu-west2',
        service: 'volume',
        path: '/volumes/detail',
        projectId: 'abc',
      }),
    ).toBe('/cloud/eu-west2/volume/v3/abc/volumes/detail');
  });
});
