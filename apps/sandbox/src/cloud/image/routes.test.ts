import { createCloudClient, type FetchFunction } from '@cloud-portal/cloud-sdk/core';
import {
  deleteImage,
  getImage,
  listAllImages,
  type GlanceImage,
  type GlanceImageListResponse,
} from '@cloud-portal/cloud-sdk/image';
import { groupImages } from '@cloud-portal/domain/images';
import { request as httpRequest } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CONSUMER } from '../../product/consumers/index.ts';
import { startTestServer, TEST_PASSWORD_COST } from '../../test-support/server.ts';
import { identityService } from '../identity/service.ts';
import { keystoneStore } from '../identity/store.ts';
import { PROVIDER_PROJECT_ID, SEED_IMAGES, stableUuid } from './seed.ts';
import { imageService } from './service.ts';
import { imagesStore } from './store.ts';

const ROOT = '/cloud/eu-west2/image';
const UBUNTU = stableUuid('image', 'eu-west2', 'ubuntu_24.04');
const JSON_ACCEPT = { accept: 'application/json' };

let server: Awaited<ReturnType<typeof startTestServer>>;
let clock: Date;
let token: string;

async function login(name: string, password: string): Promise<string> {
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
  return issued.headers['x-subject-token'] as string;
}

/** A second consumer: its own Keystone project and user. */
async function otherProject(): Promise<{ projectId: string; token: string }> {
  const identity = identityService(
    keystoneStore(server.platform.db),
    () => clock,
    TEST_PASSWORD_COST,
  );
  const project = identity.ensureProject({ name: 'other-project', domainId: 'default' });
  identity.ensureUser({
    name: 'other-user',
    domainId: 'default',
    password: 'other-password-1',
    defaultProjectId: project.id,
  });
  return { projectId: project.id, token: await login('other-user', 'other-password-1') };
}

function demoProjectId(): string {
  const project = keystoneStore(server.platform.db).findProjectByName(
    'default',
    DEMO_CONSUMER.osProject,
  );
  if (project === undefined) throw new Error('the demo project is not seeded');
  return project.id;
}

function snapshots() {
  return imageService(imagesStore(server.platform.db), {
    now: () => clock,
    ids: server.platform.ids,
  });
}

function get(url: string, headers: Record<string, string> = {}) {
  return server.app.inject({
    method: 'GET',
    url,
    headers: { host: 'portal.test:8080', 'x-auth-token': token, ...JSON_ACCEPT, ...headers },
  });
}

function remove(url: string, headers: Record<string, string> = {}) {
  return server.app.inject({
    method: 'DELETE',
    url,
    headers: { 'x-auth-token': token, ...JSON_ACCEPT, ...headers },
  });
}

beforeEach(async () => {
  clock = new Date('2026-11-21T10:00:00.123Z');
  server = await startTestServer({ now: () => clock });
  token = await login(DEMO_CONSUMER.osUser, DEMO_CONSUMER.osPassword);
});
afterEach(async () => {
  await server.close();
});

describe('version documents (public, as Glance serves them)', () => {
  it('the root answers 300 Multiple Choices with v2.16 CURRENT down to v2.0', async () => {
    for (const url of [ROOT, `${ROOT}/`]) {
      const response = await server.app.inject({ url, headers: { host: 'portal.test:8080' } });
      expect(response.statusCode, url).toBe(300);
      const { versions } = response.json<{ versions: { id: string; status: string }[] }>();
      expect(versions[0]).toEqual({
        id: 'v2.16',
        status: 'CURRENT',
        links: [{ href: 'http://portal.test:8080/cloud/eu-west2/image/v2/', rel: 'self' }],
      });
      expect(versions.at(-1)?.id).toBe('v2.0');
      expect(versions.slice(1).every((version) => version.status === 'SUPPORTED')).toBe(true);
    }
  });

  it('/versions and /v2 answer the same list with 200', async () => {
    for (const url of [`${ROOT}/versions`, `${ROOT}/v2`, `${ROOT}/v2/`]) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json().versions).toHaveLength(17);
    }
  });
});

describe('GET /v2/images', () => {
  it('needs a token (keystonemiddleware’s 401)', async () => {
    const response = await get(`${ROOT}/v2/images`, { 'x-auth-token': 'nope' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe(401);
  });

  it('pages of 25 by default, newest first, with first/schema and next while pages are full', async () => {
    const response = await get(`${ROOT}/v2/images`);
    expect(response.statusCode).toBe(200);
    const body = response.json<GlanceImageListResponse>();
    expect(body.images).toHaveLength(25);
    expect(body.first).toBe('/v2/images');
    expect(body.schema).toBe('/v2/schemas/images');
    const newestFirst = [...SEED_IMAGES].reverse().map((image) => image.name);
    expect(body.images.map((image) => image.name)).toEqual(newestFirst.slice(0, 25));
    expect(body.next).toBe(`/v2/images?marker=${body.images[24]?.id}`);
  });

  it('walks every page by next; the page after the last full one is empty (as Glance)', async () => {
    const names: (string | null)[] = [];
    let url = `${ROOT}/v2/images?limit=10&visibility=public`;
    let requests = 0;
    for (;;) {
      requests += 1;
      const body = (await get(url)).json<GlanceImageListResponse>();
      names.push(...body.images.map((image) => image.name));
      if (body.next === undefined) break;
      expect(body.first).toBe('/v2/images?limit=10&visibility=public');
      url = `${ROOT}${body.next}`;
    }
    expect(names).toHaveLength(SEED_IMAGES.length);
    expect(new Set(names).size).toBe(SEED_IMAGES.length);
    expect(requests).toBe(Math.floor(SEED_IMAGES.length / 10) + 1);
  });

  it('an image has Glance’s fields, its custom properties at the top level, and stores', async () => {
    const body = (await get(`${ROOT}/v2/images?name=ubuntu_24.04`)).json<GlanceImageListResponse>();
    expect(body.images).toHaveLength(1);
    const image = body.images[0] as GlanceImage;
    expect(image).toMatchObject({
      id: UBUNTU,
      name: 'ubuntu_24.04',
      status: 'active',
      visibility: 'public',
      protected: false,
      os_hidden: false,
      owner: PROVIDER_PROJECT_ID,
      os_distro: 'ubuntu',
      os_version: '24.04',
      min_disk: 10,
      min_ram: 512,
      disk_format: 'qcow2',
      container_format: 'bare',
      os_hash_algo: 'sha512',
      stores: 'fs',
      tags: [],
      self: `/v2/images/${UBUNTU}`,
      file: `/v2/images/${UBUNTU}/file`,
      schema: '/v2/schemas/image',
    });
    expect(image.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(image.checksum).toMatch(/^[0-9a-f]{32}$/);
  });

  it('filters by custom property, status with in:, and sorts by name both ways', async () => {
    const debian = (
      await get(`${ROOT}/v2/images?os_distro=debian&sort_key=name&sort_dir=asc`)
    ).json<GlanceImageListResponse>();
    expect(debian.images.map((image) => image.name)).toEqual([
      'debian_11',
      'debian_11_bullseye_dedicated',
      'debian_12',
      'debian_12-baremetal',
      'OLD_debian_10',
    ]);
    const windows = (
      await get(`${ROOT}/v2/images?os_distro=windows&sort=name:desc`)
    ).json<GlanceImageListResponse>();
    expect(windows.images.map((image) => image.name)[0]).toBe('windowsserver_2025');
    const queued = (
      await get(`${ROOT}/v2/images?status=in:queued,saving`)
    ).json<GlanceImageListResponse>();
    expect(queued.images).toEqual([]);
  });

  it('the portal’s grouping over the listed images shows every OS and app', async () => {
    const body = (await get(`${ROOT}/v2/images?limit=200`)).json<GlanceImageListResponse>();
    expect(body.next).toBeUndefined();
    const groups = groupImages(body.images.map((image) => ({ ...image, name: image.name ?? '' })));
    expect(groups).toHaveLength(15);
  });

  it.each([
    ['limit=two', 'limit param must be an integer'],
    ['limit=-1', 'limit param must be positive'],
    [
      'sort_key=owner',
      'Invalid sort key: owner. It must be one of the following: name, status, container_format, disk_format, size, id, created_at, updated_at.',
    ],
    ['sort_dir=up', 'Invalid sort direction: up'],
    ['sort=name&sort_key=id', 'Old and new sorting syntax cannot be combined'],
    ['visibility=everyone', 'Invalid visibility value: everyone'],
    ['status=happy', 'Invalid status value: happy'],
    [
      'marker=00000000-0000-4000-8000-000000000000',
      'No image found with ID 00000000-0000-4000-8000-000000000000',
    ],
  ])('%s is a 400 in webob’s JSON form', async (query, explanation) => {
    const response = await get(`${ROOT}/v2/images?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: `${explanation}<br /><br />\n\n\n`,
      code: '400 Bad Request',
      title: 'Bad Request',
    });
  });

  it('a region shows only its own images; an unknown region is a 404', async () => {
    const east = (
      await get('/cloud/us-east1/image/v2/images?limit=200')
    ).json<GlanceImageListResponse>();
    expect(east.images).toHaveLength(SEED_IMAGES.length);
    expect(east.images.map((image) => image.id)).not.toContain(UBUNTU);
    expect((await get('/cloud/nowhere/image/v2/images')).statusCode).toBe(404);
  });
});

describe('snapshots: a project’s own images', () => {
  it('are listed first (newest), queued until ready, then active, and hidden from other projects', async () => {
    const projectId = demoProjectId();
    const snapshot = snapshots().createSnapshot({
      region: 'eu-west2',
      projectId,
      name: 'web-1-snap',
      serverId: 'f5dc173b-6804-445a-a6d8-c705dad5b5eb',
      baseImageId: UBUNTU,
      minDiskGb: 50,
      metadata: {},
      readyAt: new Date('2026-11-21T10:01:00.000Z'),
    });
    const queued = (await get(`${ROOT}/v2/images?limit=1`)).json<GlanceImageListResponse>();
    expect(queued.images[0]).toMatchObject({
      id: snapshot.id,
      status: 'queued',
      visibility: 'private',
      owner: projectId,
      image_type: 'snapshot',
      base_image_ref: UBUNTU,
      os_distro: 'ubuntu',
      size: null,
      checksum: null,
    });
    expect(queued.images[0]?.stores).toBeUndefined();

    clock = new Date('2026-11-21T10:01:00.000Z');
    const active = (await get(`${ROOT}/v2/images/${snapshot.id}`)).json<GlanceImage>();
    expect(active).toMatchObject({ status: 'active', updated_at: '2026-11-21T10:01:00Z' });
    expect(active.size).toBeGreaterThan(0);
    const own = (await get(`${ROOT}/v2/images?visibility=private`)).json<GlanceImageListResponse>();
    expect(own.images.map((image) => image.id)).toEqual([snapshot.id]);

    const other = await otherProject();
    const foreign = await get(`${ROOT}/v2/images/${snapshot.id}`, { 'x-auth-token': other.token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(`No image found with ID ${snapshot.id}<br /><br />\n\n\n`);
    const listed = (
      await get(`${ROOT}/v2/images?limit=200&visibility=all`, { 'x-auth-token': other.token })
    ).json<GlanceImageListResponse>();
    expect(listed.images.map((image) => image.id)).not.toContain(snapshot.id);
    // Another project's marker is unknown to the caller, as in Glance.
    const marker = await get(`${ROOT}/v2/images?marker=${snapshot.id}`, {
      'x-auth-token': other.token,
    });
    expect(marker.statusCode).toBe(400);
  });

  it('delete: the owner gets 204 then 404; another project gets 404; a public image is 403', async () => {
    const snapshot = snapshots().createSnapshot({
      region: 'eu-west2',
      projectId: demoProjectId(),
      name: 'to-delete',
      serverId: 's1',
      baseImageId: null,
      minDiskGb: 10,
      metadata: {},
      readyAt: clock,
    });
    const other = await otherProject();
    const foreign = await remove(`${ROOT}/v2/images/${snapshot.id}`, {
      'x-auth-token': other.token,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(
      `Failed to find image ${snapshot.id} to delete<br /><br />\n\n\n`,
    );

    const deleted = await remove(`${ROOT}/v2/images/${snapshot.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await get(`${ROOT}/v2/images/${snapshot.id}`)).statusCode).toBe(404);
    expect((await remove(`${ROOT}/v2/images/${snapshot.id}`)).statusCode).toBe(404);

    const publicImage = await remove(`${ROOT}/v2/images/${UBUNTU}`);
    expect(publicImage.statusCode).toBe(403);
    expect(publicImage.json()).toEqual({
      message: 'You are not authorized to complete delete_image action.<br /><br />\n\n\n',
      code: '403 Forbidden',
      title: 'Forbidden',
    });
    expect((await get(`${ROOT}/v2/images/${UBUNTU}`)).statusCode).toBe(200);
  });
});

describe('errors as webob writes them, by Accept', () => {
  it('HTML for */*, plain text without Accept', async () => {
    const html = await get(`${ROOT}/v2/images/nope`, { accept: '*/*' });
    expect(html.statusCode).toBe(404);
    expect(html.headers['content-type']).toBe('text/html; charset=UTF-8');
    expect(html.body).toContain(
      '<h1>404 Not Found</h1>\n  No image found with ID nope<br /><br />',
    );
    const plain = await server.app.inject({
      method: 'GET',
      url: `${ROOT}/v2/images/nope`,
      headers: { 'x-auth-token': token },
    });
    expect(plain.headers['content-type']).toBe('text/plain; charset=UTF-8');
    expect(plain.body).toBe('404 Not Found\n\nNo image found with ID nope\n\n   ');
  });
});

describe('untrusted ids in paths', () => {
  it.each([
    ['..%2Fschemas', '../schemas'],
    ['a%2Fb', 'a/b'],
    ['%00', '\u0000'],
  ])('GET and DELETE /v2/images/%s answer 404 and touch nothing', async (encoded, decoded) => {
    const before = imagesStore(server.platform.db).listRegion('eu-west2').length;
    const shown = await get(`${ROOT}/v2/images/${encoded}`);
    expect(shown.statusCode).toBe(404);
    expect(shown.json().message).toBe(`No image found with ID ${decoded}<br /><br />\n\n\n`);
    expect((await remove(`${ROOT}/v2/images/${encoded}`)).statusCode).toBe(404);
    expect(imagesStore(server.platform.db).listRegion('eu-west2')).toHaveLength(before);
  });

  it('an encoded .. reaching the server as it was sent is an id like any other (404)', async () => {
    // inject() resolves %2e%2e as a dot segment (WHATWG URL), as browsers do; a raw client
    // (curl --path-as-is) sends it unchanged, so send it over a socket.
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { hostname, port } = new URL(address);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        {
          hostname,
          port,
          method: 'DELETE',
          path: `${ROOT}/v2/images/%2e%2e`,
          headers: { 'x-auth-token': token, accept: 'application/json' },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body).message).toBe(
      'Failed to find image .. to delete<br /><br />\n\n\n',
    );
  });

  it('an image id of another region is unknown here', async () => {
    const eastUbuntu = stableUuid('image', 'us-east1', 'ubuntu_24.04');
    expect((await get(`${ROOT}/v2/images/${eastUbuntu}`)).statusCode).toBe(404);
    expect((await get(`/cloud/us-east1/image/v2/images/${eastUbuntu}`)).statusCode).toBe(200);
  });

  it('a huge query value is answered, not choked on', async () => {
    const response = await get(`${ROOT}/v2/images?name=${'x'.repeat(60_000)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().images).toEqual([]);
  });
});

describe('the SDK against the emulator', () => {
  const injectFetch: FetchFunction = async (url, init) => {
    const response = await server.app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, String(value));
    }
    return new Response(response.statusCode === 204 ? null : response.body, {
      status: response.statusCode,
      headers,
    });
  };

  it('listAllImages, getImage and deleteImage work unchanged (200 per call)', async () => {
    const client = createCloudClient({ token: () => token, fetch: injectFetch });
    const all = await listAllImages(client);
    expect(all).toHaveLength(SEED_IMAGES.length);
    expect((await getImage(client, { imageId: UBUNTU })).name).toBe('ubuntu_24.04');
    const snapshot = snapshots().createSnapshot({
      region: 'eu-west2',
      projectId: demoProjectId(),
      name: 'sdk-snap',
      serverId: 's1',
      baseImageId: UBUNTU,
      minDiskGb: 10,
      metadata: {},
      readyAt: clock,
    });
    await deleteImage(client, { imageId: snapshot.id });
    await expect(getImage(client, { imageId: snapshot.id })).rejects.toMatchObject({
      code: 'not_found',
      status: 404,
    });
    await expect(deleteImage(client, { imageId: UBUNTU })).rejects.toMatchObject({
      code: 'forbidden',
      status: 403,
    });
  });
});
