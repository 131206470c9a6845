import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findRepoRoot } from '../../config.ts';
import { hashPasswordSync } from '../../platform/security/password.ts';
import { DEMO_CONSUMER } from '../../product/consumers/index.ts';
import { startTestServer, TEST_PASSWORD_COST } from '../../test-support/server.ts';
import { openTestStores } from '../../test-support/stores.ts';
import { VOLUME_DELETE_REFUSED } from './routes.ts';

const SAMPLES = join(findRepoRoot(), '..', 'shared', 'openstack-samples', 'cinder');
const sample = (path: string): unknown => JSON.parse(readFileSync(join(SAMPLES, path), 'utf8'));

const START = new Date('2026-11-21T10:00:00.123Z');
const HOST = 'portal.test:8080';

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

/** Keys the samples show that Cinder gives only administrators (the samples are made as admin). */
const ADMIN_ONLY = [
  'os-vol-host-attr:host',
  'os-vol-mig-status-attr:migstat',
  'os-vol-mig-status-attr:name_id',
  'migration_status',
  'provider_id',
  'cluster_name',
  // A project member of a real Zed does not see it either (measured by tooling/conformance).
  'os-vol-tenant-attr:tenant_id',
];

function withoutAdminKeys(paths: string[]): string[] {
  return paths.filter((path) => !ADMIN_ONLY.some((key) => path.endsWith(`.${key}`)));
}

let server: Awaited<ReturnType<typeof startTestServer>>;
let clock: Date;
let token: string;
let projectId: string;

async function issueToken(name: string, password: string) {
  const issued = await server.app.inject({
    method: 'POST',
    url: '/cloud/eu-west2/identity/v3/auth/tokens',
    payload: {
      auth: {
        identity: {
          methods: ['password'],
          password: { user: { name, domain: { name: 'Default' }, password } },
        },
      },
    },
  });
  expect(issued.statusCode).toBe(201);
  return {
    token: issued.headers['x-subject-token'] as string,
    projectId: (issued.json() as { token: { project: { id: string } } }).token.project.id,
  };
}

beforeEach(async () => {
  clock = START;
  server = await startTestServer({ now: () => clock });
  ({ token, projectId } = await issueToken(DEMO_CONSUMER.osUser, DEMO_CONSUMER.osPassword));
});
afterEach(async () => {
  await server.close();
});

function root(region = 'eu-west2', project = projectId) {
  return `/cloud/${region}/volume/v3/${project}`;
}

function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: { payload?: unknown; headers?: Record<string, string>; as?: string } = {},
) {
  return server.app.inject({
    method,
    url,
    headers: { host: HOST, 'x-auth-token': options.as ?? token, ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

async function createVolume(volume: Record<string, unknown>, region = 'eu-west2') {
  const response = await call('POST', `${root(region)}/volumes`, { payload: { volume } });
  expect(response.statusCode, response.body).toBe(202);
  return (response.json() as { volume: { id: string } }).volume;
}

function addOtherConsumer(): void {
  const stores = openTestStores(server.dataDir);
  try {
    const project = stores.keystone.createProject({ name: 'other-project', domainId: 'default' });
    stores.keystone.createUser({
      name: 'other-consumer',
      domainId: 'default',
      passwordHash: hashPasswordSync('other-password-2026', TEST_PASSWORD_COST),
      defaultProjectId: project.id,
    });
  } finally {
    stores.close();
  }
}

describe('version documents (public)', () => {
  it('answers the versions list in the shape of the samples, with the sandbox’s URL and Zed’s 3.70', async () => {
    for (const path of ['/cloud/eu-west2/volume/', '/cloud/eu-west2/volume/v3/']) {
      const response = await server.app.inject({
        method: 'GET',
        url: path,
        headers: { host: HOST },
      });
      expect(response.statusCode, path).toBe(200);
      const body = response.json();
      expect(keyPaths(body)).toEqual(keyPaths(sample('versions/versions-response.json')));
      expect(body.versions[0].version).toBe('3.70');
      expect(body.versions[0].min_version).toBe('3.0');
      expect(body.versions[0].links[1].href).toBe(`http://${HOST}/cloud/eu-west2/volume/v3/`);
    }
  });
});

describe('POST /volumes → GET /volumes/{id}: creating, then available on the sandbox clock', () => {
  it('creates a blank volume in the shape of the 3.65 sample (member’s view) and answers 202', async () => {
    const response = await call('POST', `${root()}/volumes`, {
      payload: { volume: { size: 10, name: 'data-1', description: 'scratch' } },
      headers: { 'openstack-api-version': 'volume 3.65' },
    });
    expect(response.statusCode).toBe(202);
    expect(response.headers['openstack-api-version']).toBe('volume 3.65');
    const { volume } = response.json();
    expect(keyPaths({ volume })).toEqual(
      withoutAdminKeys(keyPaths(sample('volumes/v3.65/volume-create-response.json'))),
    );
    expect(volume).toMatchObject({
      status: 'creating',
      size: 10,
      name: 'data-1',
      description: 'scratch',
      attachments: [],
      availability_zone: 'nova',
      bootable: 'false',
      volume_type: '__DEFAULT__',
      snapshot_id: null,
      source_volid: null,
      created_at: '2026-11-21T10:00:00.123000',
      updated_at: null,
      consumes_quota: true,
    });
    expect(volume.links[0].href).toBe(
      `http://${HOST}/cloud/eu-west2/volume/v3/${projectId}/volumes/${volume.id}`,
    );

    clock = new Date(START.getTime() + 1999);
    expect((await call('GET', `${root()}/volumes/${volume.id}`)).json().volume.status).toBe(
      'creating',
    );
    clock = new Date(START.getTime() + 2000);
    const later = await call('GET', `${root()}/volumes/${volume.id}`);
    expect(later.statusCode).toBe(200);
    expect(later.json().volume.status).toBe('available');
  });

  it('shows fields by microversion: none = 3.0 (the 3.0 sample’s keys), 3.59 adds group_id and service fields, not 3.63+ ones', async () => {
    const { id } = await createVolume({ size: 1, name: 'v' });
    const plain = await call('GET', `${root()}/volumes/${id}`);
    expect(plain.headers['openstack-api-version']).toBe('volume 3.0');
    expect(keyPaths(plain.json())).toEqual(
      withoutAdminKeys(keyPaths(sample('volumes/volume-show-response.json'))),
    );
    const pinned = (
      await call('GET', `${root()}/volumes/${id}`, {
        headers: { 'openstack-api-version': 'volume 3.59' },
      })
    ).json().volume;
    expect(pinned).toHaveProperty('group_id', null);
    expect(pinned).toHaveProperty('service_uuid');
    expect(pinned).toHaveProperty('shared_targets', false);
    expect(pinned).not.toHaveProperty('volume_type_id');
    expect(pinned).not.toHaveProperty('consumes_quota');
  });

  it('refuses microversions outside 3.0–3.70 with 406 and malformed ones with 400, in Cinder’s fault shape', async () => {
    const high = await call('GET', `${root()}/volumes/detail`, {
      headers: { 'openstack-api-version': 'volume 3.71' },
    });
    expect(high.statusCode).toBe(406);
    expect(high.json()).toEqual({
      computeFault: {
        code: 406,
        message: 'Version 3.71 is not supported by the API. Minimum is 3.0 and maximum is 3.70.',
      },
    });
    const bad = await call('GET', `${root()}/volumes/detail`, {
      headers: { 'openstack-api-version': 'volume three' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it.each([
    [
      { size: 0 },
      'Invalid input for field/attribute size. Value: 0. 0 is less than the minimum of 1',
    ],
    [{ size: 'ten' }, 'Invalid input for field/attribute size.'],
    [
      { name: 'no size' },
      "Invalid input received: Volume size 'undefined' must be an integer and greater than 0",
    ],
    [{ size: 1, name: 'x'.repeat(256) }, 'Invalid input for field/attribute name.'],
    [{ size: 1, availability_zone: 'mars' }, "Availability zone 'mars' is invalid."],
  ])('refuses %j with Cinder’s 400', async (volume, message) => {
    const response = await call('POST', `${root()}/volumes`, { payload: { volume } });
    expect(response.statusCode).toBe(400);
    expect(response.json().badRequest.message).toContain(message);
    expect((await call('GET', `${root()}/volumes/detail`)).json().volumes).toEqual([]);
  });

  it('refuses a body without a volume, and unknown types and sources with 404', async () => {
    const empty = await call('POST', `${root()}/volumes`, { payload: { size: 1 } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      badRequest: { code: 400, message: "'volume' is a required property" },
    });
    const type = await call('POST', `${root()}/volumes`, {
      payload: { volume: { size: 1, volume_type: 'ssd' } },
    });
    expect(type.statusCode).toBe(404);
    expect(type.json().itemNotFound.message).toBe('Volume type with name ssd could not be found.');
    const snapshot = await call('POST', `${root()}/volumes`, {
      payload: { volume: { size: 1, snapshot_id: 'snap-1' } },
    });
    expect(snapshot.statusCode).toBe(404);
    expect(snapshot.json().itemNotFound.message).toBe('Snapshot snap-1 could not be found.');
  });

  it('answers 413 for a body over the sandbox’s limit, and makes nothing', async () => {
    const response = await call('POST', `${root()}/volumes`, {
      payload: { volume: { size: 1, name: 'x', description: 'y'.repeat(200_000) } },
    });
    expect(response.statusCode).toBe(413);
    expect((await call('GET', `${root()}/volumes/detail`)).json().volumes).toEqual([]);
  });
});

describe('quota (Cinder defaults: 10 volumes, 1000 GB)', () => {
  it('os-quota-sets answers the defaults, with usage when asked; another project’s is refused', async () => {
    const plain = await call('GET', `${root()}/os-quota-sets/${projectId}`);
    expect(plain.json()).toMatchObject({
      quota_set: { id: projectId, volumes: 10, gigabytes: 1000 },
    });
    await createVolume({ size: 5, name: 'counted' });
    const used = await call('GET', `${root()}/os-quota-sets/${projectId}?usage=True`);
    expect(used.json()).toMatchObject({
      quota_set: { volumes: { limit: 10, in_use: 1 }, gigabytes: { limit: 1000, in_use: 5 } },
    });
    expect((await call('GET', `${root()}/os-quota-sets/someone-else`)).statusCode).toBe(403);
  });

  it('refuses the 11th volume with Cinder’s 413 overLimit body', async () => {
    for (let index = 0; index < 10; index += 1) await createVolume({ size: 1, name: `v${index}` });
    const response = await call('POST', `${root()}/volumes`, { payload: { volume: { size: 1 } } });
    expect(response.statusCode).toBe(413);
    expect(response.headers['retry-after']).toBe('0');
    expect(response.json()).toEqual({
      overLimit: {
        code: 413,
        message:
          "VolumeLimitExceeded: Maximum number of volumes allowed (10) exceeded for quota 'volumes'.",
        retryAfter: '0',
      },
    });
  });

  it('refuses gigabytes over 1000 with the consumed figure, counts per region, and frees quota once a deleted volume is gone', async () => {
    const big = await createVolume({ size: 900, name: 'big' });
    const over = await call('POST', `${root()}/volumes`, { payload: { volume: { size: 101 } } });
    expect(over.statusCode).toBe(413);
    expect(over.json().overLimit.message).toBe(
      'VolumeSizeExceedsAvailableQuota: Requested volume or snapshot exceeds allowed gigabytes quota. Requested 101G, quota is 1000G and 900G has been consumed.',
    );
    // Another region has its own quota.
    await createVolume({ size: 500, name: 'elsewhere' }, 'ru-msk1');

    clock = new Date(START.getTime() + 5000);
    expect((await call('DELETE', `${root()}/volumes/${big.id}`)).statusCode).toBe(202);
    // Still counted while deleting.
    expect(
      (await call('POST', `${root()}/volumes`, { payload: { volume: { size: 101 } } })).statusCode,
    ).toBe(413);
    clock = new Date(START.getTime() + 6000);
    await createVolume({ size: 1000, name: 'all' });
  });
});

describe('GET /volumes/detail and /volumes', () => {
  it('lists newest first in the shape of the detail sample, pages with volumes_links, and keeps regions apart', async () => {
    const made: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      clock = new Date(START.getTime() + index * 1000);
      made.push((await createVolume({ size: 1, name: `v${index}` })).id);
    }
    await createVolume({ size: 1, name: 'msk1' }, 'ru-msk1');
    clock = new Date(START.getTime() + 10_000);

    const all = (await call('GET', `${root()}/volumes/detail`)).json();
    expect(all.volumes.map((volume: { id: string }) => volume.id)).toEqual([...made].reverse());
    expect(all).not.toHaveProperty('volumes_links');
    expect(keyPaths({ volumes: [all.volumes[0]] })).toEqual(
      withoutAdminKeys(keyPaths(sample('volumes/volumes-list-detailed-response.json'))),
    );

    const first = (await call('GET', `${root()}/volumes/detail?limit=2`)).json();
    expect(first.volumes).toHaveLength(2);
    expect(first.volumes_links).toEqual([
      {
        href: `http://${HOST}/cloud/eu-west2/volume/v3/${projectId}/volumes/detail?limit=2&marker=${made[1]}`,
        rel: 'next',
      },
    ]);
    const second = (await call('GET', `${root()}/volumes/detail?limit=2&marker=${made[1]}`)).json();
    expect(second.volumes.map((volume: { id: string }) => volume.id)).toEqual([made[0]]);

    const summary = (await call('GET', `${root()}/volumes`)).json();
    expect(keyPaths({ volumes: [summary.volumes[0]] })).toEqual(
      keyPaths(sample('volumes/volumes-list-response.json')),
    );
    const msk1 = (await call('GET', `${root('ru-msk1')}/volumes/detail`)).json();
    expect(msk1.volumes.map((volume: { name: string }) => volume.name)).toEqual(['msk1']);
  });
});

describe('DELETE /volumes/{id}', () => {
  it('moves an available volume to deleting (202), then it is gone (404)', async () => {
    const { id } = await createVolume({ size: 1, name: 'v' });
    clock = new Date(START.getTime() + 3000);
    const response = await call('DELETE', `${root()}/volumes/${id}`);
    expect(response.statusCode).toBe(202);
    expect(response.body).toBe('');
    expect((await call('GET', `${root()}/volumes/${id}`)).json().volume.status).toBe('deleting');
    // A second delete while deleting is refused as Cinder does.
    expect((await call('DELETE', `${root()}/volumes/${id}`)).statusCode).toBe(400);
    clock = new Date(START.getTime() + 4000);
    const gone = await call('GET', `${root()}/volumes/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({
      itemNotFound: { code: 404, message: `Volume ${id} could not be found.` },
    });
  });

  it('refuses a creating volume with Cinder’s 400', async () => {
    const { id } = await createVolume({ size: 1, name: 'v' });
    const response = await call('DELETE', `${root()}/volumes/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ badRequest: { code: 400, message: VOLUME_DELETE_REFUSED } });
  });
});

describe('isolation and hostile ids', () => {
  it('another project’s volume answers 404 to get and delete, and its path is Cinder’s 400', async () => {
    const { id } = await createVolume({ size: 1, name: 'mine' });
    addOtherConsumer();
    const other = await issueToken('other-consumer', 'other-password-2026');

    const get = await call('GET', `${root('eu-west2', other.projectId)}/volumes/${id}`, {
      as: other.token,
    });
    expect(get.statusCode).toBe(404);
    const remove = await call('DELETE', `${root('eu-west2', other.projectId)}/volumes/${id}`, {
      as: other.token,
    });
    expect(remove.statusCode).toBe(404);
    expect(
      (
        await call('GET', `${root('eu-west2', other.projectId)}/volumes/detail`, {
          as: other.token,
        })
      ).json().volumes,
    ).toEqual([]);

    const foreignPath = await call('GET', `${root()}/volumes/detail`, { as: other.token });
    expect(foreignPath.statusCode).toBe(400);
    expect(foreignPath.json().badRequest.message).toContain('Malformed request URL');
  });

  it('a volume of another region answers 404', async () => {
    const { id } = await createVolume({ size: 1, name: 'mine' });
    expect((await call('GET', `${root('ru-msk1')}/volumes/${id}`)).statusCode).toBe(404);
  });

  it.each(['..%2F..%2Fdetail', '%2E%2E', 'a%2F..%2F..%2Fvolumes'])(
    'the encoded id %s matches no volume (404) and reaches no other route',
    async (hostile) => {
      await createVolume({ size: 1, name: 'mine' });
      const response = await call('GET', `${root()}/volumes/${hostile}`);
      expect([400, 404]).toContain(response.statusCode);
      expect(response.json()).not.toHaveProperty('volumes');
      expect(response.json()).not.toHaveProperty('volume');
    },
  );

  it('answers 401 without a live token', async () => {
    const response = await call('GET', `${root()}/volumes/detail`, { as: 'nope' });
    expect(response.statusCode).toBe(401);
  });
});
