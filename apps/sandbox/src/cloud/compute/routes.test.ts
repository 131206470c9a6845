import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findRepoRoot } from '../../config.ts';
import { DEMO_CONSUMER } from '../../product/consumers/index.ts';
import { createAgent } from '../../test-support/agent.ts';
import { startTestServer } from '../../test-support/server.ts';
import { SEED_FLAVORS } from './seed.ts';

const SAMPLES = join(findRepoRoot(), '..', 'shared', 'openstack-samples', 'nova');
const sample = (path: string): unknown => JSON.parse(readFileSync(join(SAMPLES, path), 'utf8'));

const ROOT = '/cloud/eu-west2/compute';
const ISSUED_AT = new Date('2026-11-21T10:00:00.123Z');
const IDS_IN_ORDER = SEED_FLAVORS.map((flavor) => flavor.id).sort();

/** Every key path of a JSON value; arrays contribute the key paths of their elements. */
function keyPaths(value: unknown, prefix = ''): string[] {
  const paths = new Set<string>();
  const walk = (node: unknown, at: string) => {
    if (Array.isArray(node)) for (const item of node) walk(item, `${at}[]`);
    else if (typeof node === 'object' && node !== null) {
      for (const [key, child] of Object.entries(node)) {
        paths.add(`${at}.${key}`);
        walk(child, `${at}.${key}`);
      }
    }
  };
  walk(value, prefix);
  return [...paths].sort();
}

let server: Awaited<ReturnType<typeof startTestServer>>;
let clock: Date;
let token: string;

beforeEach(async () => {
  clock = ISSUED_AT;
  server = await startTestServer({ now: () => clock });
  const issued = await server.app.inject({
    method: 'POST',
    url: '/cloud/eu-west2/identity/v3/auth/tokens',
    payload: {
      auth: {
        identity: {
          methods: ['password'],
          password: {
            user: {
              name: DEMO_CONSUMER.osUser,
              domain: { name: 'Default' },
              password: DEMO_CONSUMER.osPassword,
            },
          },
        },
      },
    },
  });
  token = issued.headers['x-subject-token'] as string;
});
afterEach(async () => {
  await server.close();
});

function get(url: string, headers: Record<string, string> = {}) {
  return server.app.inject({
    method: 'GET',
    url,
    headers: { host: 'portal.test:8080', 'x-auth-token': token, ...headers },
  });
}

describe('GET /cloud/{region}/compute/v2.1/ (version document)', () => {
  it("is the official sample with the sandbox's own URL, without a token", async () => {
    const expected = JSON.parse(
      JSON.stringify(sample('versions/v21-version-get-resp.json')).replace(
        'http://openstack.example.com/v2.1/',
        'http://portal.test:8080/cloud/eu-west2/compute/v2.1/',
      ),
    ) as unknown;

    for (const path of [`${ROOT}/v2.1/`, `${ROOT}/v2.1`]) {
      const response = await server.app.inject({
        method: 'GET',
        url: path,
        headers: { host: 'portal.test:8080' },
      });
      expect(response.statusCode, path).toBe(200);
      expect(response.json(), path).toEqual(expected);
    }
  });
});

describe('GET /cloud/{region}/compute/v2.1/flavors', () => {
  it('lists the flavors in the shape of the 2.1 sample, ordered by id, with self and bookmark links', async () => {
    const response = await get(`${ROOT}/v2.1/flavors`);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(keyPaths(body)).toEqual(keyPaths(sample('flavors/flavors-list-resp.json')));
    expect(body.flavors.map((flavor: { id: string }) => flavor.id)).toEqual(IDS_IN_ORDER);
    expect(body.flavors.find((flavor: { id: string }) => flavor.id === 'std.2c4g')).toEqual({
      id: 'std.2c4g',
      links: [
        {
          href: 'http://portal.test:8080/cloud/eu-west2/compute/v2.1/flavors/std.2c4g',
          rel: 'self',
        },
        {
          href: 'http://portal.test:8080/cloud/eu-west2/compute/flavors/std.2c4g',
          rel: 'bookmark',
        },
      ],
      name: 'std.2c4g',
    });
    expect(body).not.toHaveProperty('flavors_links');
    expect(response.headers['openstack-api-version']).toBe('compute 2.1');
    expect(response.headers['x-openstack-nova-api-version']).toBe('2.1');
    expect(response.headers.vary).toContain('OpenStack-API-Version');
  });

  it('adds description from 2.55, in the shape of the newest (2.102) sample, by either header', async () => {
    const newest = await get(`${ROOT}/v2.1/flavors`, { 'openstack-api-version': 'compute 2.102' });
    const legacy = await get(`${ROOT}/v2.1/flavors`, { 'x-openstack-nova-api-version': '2.55' });
    const below = await get(`${ROOT}/v2.1/flavors`, { 'openstack-api-version': 'compute 2.54' });

    expect(keyPaths(newest.json())).toEqual(
      keyPaths(sample('flavors/v2.102/flavors-list-resp.json')),
    );
    expect(newest.headers['openstack-api-version']).toBe('compute 2.102');
    expect(legacy.json().flavors[0]).toHaveProperty('description');
    expect(
      legacy.json().flavors.find((flavor: { id: string }) => flavor.id === 'std.2c4g').description,
    ).toBe('Standard 2 vCPU / 4 GB');
    expect(legacy.headers['x-openstack-nova-api-version']).toBe('2.55');
    expect(below.json().flavors[0]).not.toHaveProperty('description');
  });

  it('answers an unsupported microversion with 406 and a malformed one with 400, as Nova', async () => {
    const unsupported = await get(`${ROOT}/v2.1/flavors`, {
      'openstack-api-version': 'compute 2.105',
    });
    const malformed = await get(`${ROOT}/v2.1/flavors`, { 'openstack-api-version': 'compute two' });

    expect(unsupported.statusCode).toBe(406);
    expect(unsupported.json()).toEqual({
      computeFault: {
        code: 406,
        message: 'Version 2.105 is not supported by the API. Minimum is 2.1 and maximum is 2.104.',
      },
    });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json())).toEqual(['badRequest']);
  });

  it('pages with limit and marker: flavors_links rel next while more follow, every flavor once', async () => {
    const seen: string[] = [];
    let url: string | undefined = `${ROOT}/v2.1/flavors?limit=5`;
    const pages: number[] = [];
    while (url !== undefined) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      seen.push(...body.flavors.map((flavor: { id: string }) => flavor.id));
      pages.push(body.flavors.length);
      const next = body.flavors_links as Array<{ href: string; rel: string }> | undefined;
      if (next !== undefined) {
        expect(next).toHaveLength(1);
        expect(next[0]?.rel).toBe('next');
        const href = new URL(next[0]?.href ?? '');
        expect(href.origin).toBe('http://portal.test:8080');
        expect(href.searchParams.get('limit')).toBe('5');
        expect(href.searchParams.get('marker')).toBe(seen[seen.length - 1]);
        url = `${href.pathname}${href.search}`;
      } else {
        url = undefined;
      }
    }

    expect(pages).toEqual([5, 5, 4]);
    expect(seen).toEqual(IDS_IN_ORDER);
  });

  it('refuses an unknown marker and a bad limit with badRequest', async () => {
    const marker = await get(`${ROOT}/v2.1/flavors?marker=no-such-flavor`);
    const limit = await get(`${ROOT}/v2.1/flavors?limit=-3`);

    expect(marker.statusCode).toBe(400);
    expect(marker.json()).toEqual({
      badRequest: { code: 400, message: 'Marker no-such-flavor could not be found.' },
    });
    expect(limit.statusCode).toBe(400);
    expect(limit.json()).toEqual({
      badRequest: { code: 400, message: 'limit param must be positive' },
    });
  });

  it("needs a live token: none, unknown, revoked or expired get keystonemiddleware's 401", async () => {
    const none = await server.app.inject({ method: 'GET', url: `${ROOT}/v2.1/flavors` });
    const unknown = await get(`${ROOT}/v2.1/flavors`, { 'x-auth-token': 'gAAAAABnot-a-token' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      error: {
        code: 401,
        title: 'Unauthorized',
        message: 'The request you have made requires authentication.',
      },
    });
    expect(none.headers['www-authenticate']).toMatch(
      /^Keystone uri=".*\/cloud\/eu-west2\/identity"$/,
    );
    expect(unknown.statusCode).toBe(401);

    clock = new Date(ISSUED_AT.getTime() + 3600 * 1000 + 1);
    expect((await get(`${ROOT}/v2.1/flavors`)).statusCode).toBe(401);
    clock = ISSUED_AT;
    await server.app.inject({
      method: 'DELETE',
      url: '/cloud/eu-west2/identity/v3/auth/tokens',
      headers: { 'x-auth-token': token, 'x-subject-token': token },
    });
    expect((await get(`${ROOT}/v2.1/flavors`)).statusCode).toBe(401);
  });

  it("has a flavor for every plan of the product catalogue (the plans' flavor_id)", async () => {
    const agent = createAgent(server.app);
    const plans = await agent.call({
      method: 'GET',
      operation: '/plans/',
      path: '/plans/?region=eu-west2',
    });
    const flavors = (await get(`${ROOT}/v2.1/flavors`))
      .json()
      .flavors.map((flavor: { id: string }) => flavor.id);

    const planFlavors = plans.json().plans.map((plan: { flavor_id: string }) => plan.flavor_id);
    expect(planFlavors.length).toBeGreaterThan(0);
    expect(flavors).toEqual(expect.arrayContaining(planFlavors));
  });
});
