import { describe, expect, it } from 'vitest';
import { parseProxiedUrl, ProxyPathError, upstreamPath, upstreamRoot } from './paths.ts';

function rejection(rawUrl: string): { status: number; message: string } {
  try {
    parseProxiedUrl(rawUrl);
  } catch (error) {
    if (error instanceof ProxyPathError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error(`${rawUrl} was accepted`);
}

describe('parseProxiedUrl', () => {
  it('splits region, service root, the rest and the query, all as sent', () => {
    expect(
      parseProxiedUrl('/cloud/eu-west2/compute/v2.1/servers/detail?limit=2&name=a%20b'),
    ).toEqual({
      region: 'eu-west2',
      service: 'compute',
      rest: '/v2.1/servers/detail',
      query: '?limit=2&name=a%20b',
    });
  });

  it('keeps the service root alone and its trailing slash apart', () => {
    expect(parseProxiedUrl('/cloud/eu-west2/image')).toMatchObject({ rest: '', query: '' });
    expect(parseProxiedUrl('/cloud/eu-west2/image/')).toMatchObject({ rest: '/' });
  });

  it('keeps encoded characters that are not path syntax encoded', () => {
    expect(parseProxiedUrl('/cloud/eu-west2/object-store/v1/AUTH_p/c/a%20b%3F')).toMatchObject({
      service: 'object-store',
      rest: '/v1/AUTH_p/c/a%20b%3F',
    });
  });

  it.each([
    '/cloud/eu-west2/compute/v2.1/../../identity/v3',
    '/cloud/eu-west2/compute/v2.1/./servers',
    '/cloud/eu-west2/compute/%2e%2e/secret',
    '/cloud/eu-west2/compute/%2E%2e/secret',
    '/cloud/eu-west2/compute/.%2e/secret',
    '/cloud/eu-west2/compute/v2.1/%2e',
    '/cloud/eu-west2/compute/v2.1/..%2F..%2Fsecret',
    '/cloud/eu-west2/compute/v2.1/servers%2f..',
    '/cloud/eu-west2/compute/v2.1/..%5C..%5Csecret',
    '/cloud/eu-west2/compute/v2.1/a%00b',
  ])('refuses %s with 400', (rawUrl) => {
    expect(rejection(rawUrl).status).toBe(400);
  });

  it('refuses a malformed %-escape with 400', () => {
    expect(rejection('/cloud/eu-west2/compute/v2.1/%zz')).toEqual({
      status: 400,
      message: 'The request path has a malformed %-escape.',
    });
  });

  it('answers 404 for a service root it does not forward', () => {
    expect(rejection('/cloud/eu-west2/orchestration/v1/stacks')).toEqual({
      status: 404,
      message: 'The cloud proxy does not forward the service "orchestration".',
    });
    expect(rejection('/cloud/eu-west2/constructor/x').status).toBe(404);
  });
});

describe('upstreamRoot', () => {
  it.each([
    ['http://10.0.0.5:8774/v2.1', 'http://10.0.0.5:8774', ''],
    ['http://10.0.0.5:8774/v2.1/', 'http://10.0.0.5:8774', ''],
    ['http://10.0.0.5:8774/v2.1/4f3c0e', 'http://10.0.0.5:8774', ''],
    ['http://10.0.0.5:8776/v3/4f3c0e', 'http://10.0.0.5:8776', ''],
    ['http://10.0.0.5:8080/v1/AUTH_4f3c0e', 'http://10.0.0.5:8080', ''],
    ['http://10.0.0.5:9696', 'http://10.0.0.5:9696', ''],
    ['http://10.0.0.5:9696/', 'http://10.0.0.5:9696', ''],
    ['https://cloud.example/compute/v2.1', 'https://cloud.example', '/compute'],
    ['https://cloud.example/identity/v3', 'https://cloud.example', '/identity'],
    ['https://cloud.example/volume/v3/4f3c0e', 'https://cloud.example', '/volume'],
    ['https://cloud.example:8443/metric', 'https://cloud.example:8443', '/metric'],
  ])('%s → origin %s, path "%s"', (url, origin, basePath) => {
    expect(upstreamRoot(url)).toEqual({ origin, basePath });
  });
});

describe('upstreamPath', () => {
  it('maps our paths onto each kind of endpoint', () => {
    const nova = upstreamRoot('http://h:8774/v2.1');
    expect(upstreamPath(nova, parseProxiedUrl('/cloud/eu-west2/compute/v2.1/servers'))).toBe(
      '/v2.1/servers',
    );
    const cinder = upstreamRoot('http://h:8776/v3/p1');
    expect(upstreamPath(cinder, parseProxiedUrl('/cloud/r/volume/v3/p1/volumes?limit=5'))).toBe(
      '/v3/p1/volumes?limit=5',
    );
    const neutron = upstreamRoot('http://h:9696');
    expect(upstreamPath(neutron, parseProxiedUrl('/cloud/r/network/v2.0/ports'))).toBe(
      '/v2.0/ports',
    );
    const gnocchi = upstreamRoot('https://cloud.example/metric');
    expect(upstreamPath(gnocchi, parseProxiedUrl('/cloud/r/metric/v1/resource/generic'))).toBe(
      '/metric/v1/resource/generic',
    );
  });

  it('asks for the root itself when the path stops at the service root', () => {
    expect(upstreamPath(upstreamRoot('http://h:9292'), { rest: '', query: '' })).toBe('/');
    expect(upstreamPath(upstreamRoot('https://c.example/image'), { rest: '', query: '' })).toBe(
      '/image',
    );
  });
});
