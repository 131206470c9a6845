import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  atLeast,
  compareMicroversions,
  microversionHeaders,
  microversions,
  negotiateMicroversion,
  parseMicroversion,
  type MicroversionRange,
} from './microversion.ts';
import { decorateCloudRequest } from './auth.ts';

const NOVA: MicroversionRange = {
  service: 'compute',
  min: '2.1',
  max: '2.104',
  legacyHeader: 'X-OpenStack-Nova-API-Version',
};
const CINDER: MicroversionRange = { service: 'volume', min: '3.0', max: '3.71' };

describe('parseMicroversion and compareMicroversions', () => {
  it("follows Nova's grammar and orders by major, then minor", () => {
    expect(parseMicroversion('2.79')).toEqual({ major: 2, minor: 79 });
    expect(parseMicroversion('3.0')).toEqual({ major: 3, minor: 0 });
    for (const bad of ['2', '2.', '2.079', '02.1', 'v2.1', '2.1.1', 'latest', ''])
      expect(parseMicroversion(bad), bad).toBeUndefined();
    expect(compareMicroversions({ major: 2, minor: 9 }, { major: 2, minor: 10 })).toBeLessThan(0);
    expect(compareMicroversions({ major: 3, minor: 0 }, { major: 2, minor: 104 })).toBeGreaterThan(
      0,
    );
  });
});

describe('negotiateMicroversion', () => {
  it('reads OpenStack-API-Version for the service, then the legacy header; none is the minimum', () => {
    expect(negotiateMicroversion({ 'openstack-api-version': 'compute 2.79' }, NOVA)).toEqual({
      ok: true,
      version: { major: 2, minor: 79 },
    });
    expect(
      negotiateMicroversion({ 'openstack-api-version': 'volume 3.5, compute 2.60' }, NOVA),
    ).toEqual({ ok: true, version: { major: 2, minor: 60 } });
    expect(
      negotiateMicroversion(
        {
          'openstack-api-version': 'volume 3.5',
          'x-openstack-nova-api-version': '2.47',
        },
        NOVA,
      ),
    ).toEqual({ ok: true, version: { major: 2, minor: 47 } });
    // The standard header wins over the legacy one.
    expect(
      negotiateMicroversion(
        {
          'openstack-api-version': 'compute 2.10',
          'x-openstack-nova-api-version': '2.47',
        },
        NOVA,
      ),
    ).toEqual({ ok: true, version: { major: 2, minor: 10 } });
    expect(negotiateMicroversion({}, NOVA)).toEqual({ ok: true, version: { major: 2, minor: 1 } });
    expect(negotiateMicroversion({ 'openstack-api-version': 'COMPUTE Latest' }, NOVA)).toEqual({
      ok: true,
      version: { major: 2, minor: 104 },
    });
    // Cinder has no legacy header.
    expect(negotiateMicroversion({ 'x-openstack-nova-api-version': '3.5' }, CINDER)).toEqual({
      ok: true,
      version: { major: 3, minor: 0 },
    });
  });

  it('answers 406 outside the range and 400 for a malformed version', () => {
    expect(negotiateMicroversion({ 'openstack-api-version': 'compute 2.200' }, NOVA)).toEqual({
      ok: false,
      status: 406,
      message: 'Version 2.200 is not supported by the API. Minimum is 2.1 and maximum is 2.104.',
    });
    expect(negotiateMicroversion({ 'x-openstack-nova-api-version': '3.0' }, NOVA)).toMatchObject({
      ok: false,
      status: 406,
    });
    expect(negotiateMicroversion({ 'openstack-api-version': 'compute 2.x' }, NOVA)).toEqual({
      ok: false,
      status: 400,
      message: 'API Version String 2.x is of invalid format. Must be of format MajorNum.MinorNum.',
    });
  });
});

describe('microversionHeaders', () => {
  it('answers the version in the standard and legacy headers, varying on both', () => {
    expect(microversionHeaders(NOVA, { major: 2, minor: 79 })).toEqual({
      'OpenStack-API-Version': 'compute 2.79',
      'X-OpenStack-Nova-API-Version': '2.79',
      Vary: 'OpenStack-API-Version, X-OpenStack-Nova-API-Version',
    });
    expect(microversionHeaders(CINDER, { major: 3, minor: 0 })).toEqual({
      'OpenStack-API-Version': 'volume 3.0',
      Vary: 'OpenStack-API-Version',
    });
  });
});

describe('microversions preHandler', () => {
  async function appWith() {
    const app = Fastify();
    decorateCloudRequest(app);
    app.get('/v', { preHandler: microversions(NOVA, 'nova') }, async (request) => ({
      described: atLeast(request, '2.55'),
    }));
    app.get('/plain', async (request) => ({ described: atLeast(request, '2.55') }));
    await app.ready();
    return app;
  }

  it('sets the request version, answers its headers and refuses a bad one in the service style', async () => {
    const app = await appWith();

    const old = await app.inject({ url: '/v' });
    const newer = await app.inject({
      url: '/v',
      headers: { 'openstack-api-version': 'compute 2.55' },
    });
    const unsupported = await app.inject({
      url: '/v',
      headers: { 'openstack-api-version': 'compute 2.105' },
    });
    const plain = await app.inject({ url: '/plain' });

    expect(old.json()).toEqual({ described: false });
    expect(old.headers['openstack-api-version']).toBe('compute 2.1');
    expect(old.headers['x-openstack-nova-api-version']).toBe('2.1');
    expect(newer.json()).toEqual({ described: true });
    expect(newer.headers['openstack-api-version']).toBe('compute 2.55');
    expect(unsupported.statusCode).toBe(406);
    expect(unsupported.json()).toEqual({
      computeFault: {
        code: 406,
        message: 'Version 2.105 is not supported by the API. Minimum is 2.1 and maximum is 2.104.',
      },
    });
    expect(plain.json()).toEqual({ described: false });
    await app.close();
  });

  it('refuses a malformed range when the route is declared', () => {
    expect(() => microversions({ service: 'compute', min: '2.1', max: 'two' }, 'nova')).toThrow(
      'Not a microversion: two',
    );
  });
});
