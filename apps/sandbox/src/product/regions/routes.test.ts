import type { Region } from '@cloud-portal/api-client';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED_REGIONS } from './index.ts';
import { regionRoutes } from './routes.ts';
import { createContractValidator } from '../../test-support/openapi.ts';
import { startTestServer } from '../../test-support/server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

describe('GET /api/regions/', () => {
  it('lists the seeded regions, default region first, as JSON', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/regions/' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const regions = response.json<Region[]>();
    expect(regions.map((region) => region.id)).toEqual([
      'eu-west2',
      'us-east1',
      'eu-central1',
      'ru-msk1',
      'za-jnb1',
      'ap-sg1',
    ]);
    expect(regions[0]).toMatchObject({ city: 'Amsterdam', country: 'NL', currency: 'usd' });
  });

  it('shows the maintenance and out-of-stock states and networks with free addresses', async () => {
    const regions = (await server.app.inject({ method: 'GET', url: '/api/regions/' })).json<
      Region[]
    >();
    const byId = new Map(regions.map((region) => [region.id, region]));

    expect(byId.get('eu-central1')?.meta.is_maintenance).toBe(true);
    expect(byId.get('us-east1')?.meta.is_out_of_stock).toBe(true);
    expect(byId.get('ru-msk1')?.currency).toBe('rub');
    expect(byId.get('eu-central1')?.currency).toBe('eur');
    for (const region of regions) {
      expect(region.meta.networks.length).toBeGreaterThanOrEqual(1);
      expect(region.meta.networks.length).toBeLessThanOrEqual(3);
      for (const network of region.meta.networks) {
        expect(network.available_ips).toBe(
          Math.min(network.available_ips_v4 + network.available_ips_v6, Number.MAX_SAFE_INTEGER),
        );
      }
    }
  });

  it('does not answer the path without its trailing slash with data', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/regions' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('GET /api/regions/{id}/', () => {
  it('returns one region', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/regions/za-jnb1/' });

    expect(response.statusCode).toBe(200);
    expect(response.json<Region>()).toMatchObject({
      id: 'za-jnb1',
      city: 'Johannesburg',
      country: 'ZA',
    });
  });

  it('answers 404 with the Error body for an unknown region', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/regions/mars-1/' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Region not found.' });
  });
});

describe('unknown /api paths', () => {
  it('answer 404 JSON for any method, never the app', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await server.app.inject({ method, url: '/api/nope' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        code: 'not_found',
        message: `No such endpoint: ${method} /api/nope`,
      });
    }
  });
});

describe('contract: responses validate against openapi.yaml', () => {
  const responseValidator = createContractValidator();

  it('GET /regions/ 200', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/regions/' });
    const validate = responseValidator('/regions/', 'get', response.statusCode);

    expect(response.statusCode).toBe(200);
    expect(validate(response.json()), JSON.stringify(validate.errors)).toBe(true);
  });

  it('GET /regions/{id}/ 200', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/regions/eu-west2/' });
    const validate = responseValidator('/regions/{id}/', 'get', response.statusCode);

    expect(response.statusCode).toBe(200);
    expect(validate(response.json()), JSON.stringify(validate.errors)).toBe(true);
  });

  it('GET /regions/{id}/ 404', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/regions/nowhere9/' });
    const validate = responseValidator('/regions/{id}/', 'get', response.statusCode);

    expect(response.statusCode).toBe(404);
    expect(validate(response.json()), JSON.stringify(validate.errors)).toBe(true);
  });

  it('every seeded region validates (not only the ones the tests above fetch)', () => {
    const validate = responseValidator('/regions/{id}/', 'get', 200);
    for (const seed of SEED_REGIONS) {
      const region = {
        ...seed,
        meta: {
          ...seed.meta,
          networks: seed.meta.networks.map((n) => ({ ...n, available_ips: 1 })),
        },
      };
      expect(validate(region), `${seed.id}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('the validators are strict enough to reject drift', async () => {
    const region = (
      await server.app.inject({ method: 'GET', url: '/api/regions/eu-west2/' })
    ).json<Region>();
    const validate = responseValidator('/regions/{id}/', 'get', 200);

    const { city: _city, ...withoutCity } = region;
    expect(validate(withoutCity)).toBe(false);
    expect(validate({ ...region, currency: 'gbp' })).toBe(false);
    expect(validate({ ...region, country: 'NLD' })).toBe(false);
    expect(validate({ ...region, unexpected: true })).toBe(false);
    expect(validate({ ...region, meta: { ...region.meta, is_available: 'yes' } })).toBe(false);
    const errorValidator = responseValidator('/regions/{id}/', 'get', 404);
    expect(errorValidator({ detail: 'Not found.' })).toBe(false);
    expect(errorValidator({ code: 'not_found', message: 'x', errors: { email: 'bad' } })).toBe(
      false,
    );
  });
});

describe('proxy mode: the real cloud’s networks', () => {
  it("lists a region's real networks where the real cloud answers, else the stored ones", async () => {
    const stored = server.modules.regions.service;
    const real = [
      { id: 'real-1', name: 'public', available_ips_v4: 7, available_ips_v6: 0, available_ips: 7 },
    ];
    const app = Fastify();
    await app.register(regionRoutes, {
      prefix: '/api',
      regions: stored,
      listed: ['eu-west2', 'ru-msk1'],
      realNetworks: async (region) => (region === 'eu-west2' ? real : undefined),
    });
    try {
      const listed = (await app.inject({ method: 'GET', url: '/api/regions/' })).json<Region[]>();
      expect(listed.map((region) => region.id)).toEqual(['eu-west2', 'ru-msk1']);
      expect(listed[0]?.meta.networks).toEqual(real);
      expect(listed[1]?.meta.networks).toEqual(stored.findById('ru-msk1')?.meta.networks);
      const one = (
        await app.inject({ method: 'GET', url: '/api/regions/eu-west2/' })
      ).json<Region>();
      expect(one.meta.networks).toEqual(real);
      expect(one.city).toBe('Amsterdam');
    } finally {
      await app.close();
    }
  });
});
