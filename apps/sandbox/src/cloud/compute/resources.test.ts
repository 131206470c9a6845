import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findRepoRoot } from '../../config.ts';
import { createVolume, getVolume } from '@cloud-portal/cloud-sdk/volume';
import { demoCloudClient } from '../../test-support/cloudClient.ts';
import { startTestServer } from '../../test-support/server.ts';
import { SANDBOX_IMAGE_ID, SANDBOX_NETWORK } from './testing.ts';

// Key pairs, quotas, flavors, and a server's sub-resources of the emulated Nova, against the
// official samples where they exist.

const SAMPLES = join(findRepoRoot(), '..', 'shared', 'openstack-samples', 'nova');
const sample = <T = unknown>(path: string): T =>
  JSON.parse(readFileSync(join(SAMPLES, path), 'utf8')) as T;

let server: Awaited<ReturnType<typeof startTestServer>>;
let clock: Date;
let token: string;

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: unknown,
  version = '2.79',
) {
  return server.app.inject({
    method,
    url: `/cloud/eu-west2/compute/v2.1${path}`,
    headers: {
      host: 'portal.test:8080',
      'x-auth-token': token,
      'openstack-api-version': `compute ${version}`,
    },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function activeServer(): Promise<string> {
  const created = await call('POST', '/servers', {
    server: {
      name: 'web-1',
      imageRef: SANDBOX_IMAGE_ID,
      flavorRef: 'std.2c4g',
      networks: [{ uuid: SANDBOX_NETWORK.id }],
    },
  });
  clock = new Date(clock.getTime() + 5000);
  return created.json<{ server: { id: string } }>().server.id;
}

beforeEach(async () => {
  clock = new Date('2026-11-21T10:00:00.000Z');
  server = await startTestServer({ now: () => clock });
  ({ token } = await demoCloudClient(server.app));
});
afterEach(async () => {
  await server.close();
});

describe('os-keypairs', () => {
  it('imports the official sample key with the sample’s fingerprint', async () => {
    const request = sample<{ keypair: { name: string; public_key: string } }>(
      'os-keypairs/keypairs-import-post-req.json',
    );
    const expected = sample<{ keypair: { fingerprint: string } }>(
      'os-keypairs/keypairs-import-post-resp.json',
    );
    const response = await call('POST', '/os-keypairs', request);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      keypair: {
        name: request.keypair.name,
        fingerprint: expected.keypair.fingerprint,
        type: 'ssh',
      },
    });
    const again = await call('POST', '/os-keypairs', request);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      conflictingRequest: {
        code: 409,
        message: `Key pair '${request.keypair.name}' already exists.`,
      },
    });
  });

  it('generates an RSA key pair when no public key is given; lists, shows and deletes', async () => {
    const created = await call('POST', '/os-keypairs', { keypair: { name: 'laptop' } });
    const body = created.json<{
      keypair: { private_key: string; public_key: string; fingerprint: string };
    }>();
    expect(body.keypair.private_key).toMatch(/^-----BEGIN RSA PRIVATE KEY-----/);
    expect(body.keypair.public_key).toMatch(/^ssh-rsa [A-Za-z0-9+/=]+ Generated-by-Nova\n$/);
    const list = await call('GET', '/os-keypairs');
    expect(list.json()).toEqual({
      keypairs: [
        {
          keypair: {
            fingerprint: body.keypair.fingerprint,
            name: 'laptop',
            type: 'ssh',
            public_key: body.keypair.public_key,
          },
        },
      ],
    });
    expect((await call('GET', '/os-keypairs/laptop')).json()).toMatchObject({
      keypair: { name: 'laptop', deleted: false },
    });
    expect((await call('DELETE', '/os-keypairs/laptop')).statusCode).toBe(204);
    expect((await call('GET', '/os-keypairs/laptop')).statusCode).toBe(404);
  });

  it('refuses a key that is not an OpenSSH public key and unsafe names', async () => {
    const bad = await call('POST', '/os-keypairs', {
      keypair: { name: 'x', public_key: 'ssh-rsa bm90IGEga2V5' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      badRequest: { code: 400, message: 'Keypair data is invalid: failed to generate fingerprint' },
    });
    const unsafe = await call('POST', '/os-keypairs', { keypair: { name: '../x' } });
    expect(unsafe.statusCode).toBe(400);
  });
});

describe('os-quota-sets and limits', () => {
  it('at 2.57+ equals the official sample (the §3 defaults) with the project id', async () => {
    const expected = sample<{ quota_set: Record<string, unknown> }>(
      'os-quota-sets/v2.57/quotas-show-get-resp.json',
    );
    const { projectId } = await demoCloudClient(server.app);
    const response = await call('GET', `/os-quota-sets/${projectId}`);
    expect(response.json()).toEqual({ quota_set: { ...expected.quota_set, id: projectId } });
  });

  it('below 2.36 carries the network and injected-file quotas of §3', async () => {
    const { projectId } = await demoCloudClient(server.app);
    const response = await call('GET', `/os-quota-sets/${projectId}`, undefined, '2.1');
    expect(response.json()).toMatchObject({
      quota_set: {
        injected_files: 5,
        injected_file_content_bytes: 10240,
        injected_file_path_bytes: 255,
        floating_ips: -1,
        security_groups: -1,
      },
    });
  });

  it('detail counts the servers in use; another project’s quota is refused', async () => {
    const { projectId } = await demoCloudClient(server.app);
    await activeServer();
    const detail = await call('GET', `/os-quota-sets/${projectId}/detail`);
    expect(detail.json()).toMatchObject({
      quota_set: {
        instances: { in_use: 1, limit: 10 },
        cores: { in_use: 2, limit: 20 },
        ram: { in_use: 4096 },
      },
    });
    expect((await call('GET', '/os-quota-sets/someone-else')).statusCode).toBe(403);
    // 2.39 and 2.57 dropped these limits (a real Zed at 2.79 answers none of them).
    const absolute = (await call('GET', '/limits')).json<{ limits: { absolute: object } }>().limits
      .absolute;
    expect(Object.keys(absolute)).not.toEqual(expect.arrayContaining(['maxImageMeta']));
    expect(absolute).not.toHaveProperty('maxPersonality');
    expect((await call('GET', '/limits', undefined, '2.1')).json()).toMatchObject({
      limits: { absolute: { maxImageMeta: 128, maxPersonality: 5 } },
    });
    expect((await call('GET', '/limits')).json()).toMatchObject({
      limits: { absolute: { totalInstancesUsed: 1, maxTotalInstances: 10 } },
    });
  });
});

describe('version discovery', () => {
  it('GET /compute/ lists v2.1 as the official versions sample does (without the retired v2.0)', async () => {
    const expected = sample<{ versions: Record<string, unknown>[] }>(
      'versions/versions-get-resp.json',
    );
    const response = await server.app.inject({
      method: 'GET',
      url: '/cloud/eu-west2/compute/',
      headers: { host: 'portal.test:8080' },
    });
    expect(response.json()).toEqual({
      versions: [
        {
          ...expected.versions[1],
          links: [{ href: 'http://portal.test:8080/cloud/eu-west2/compute/v2.1/', rel: 'self' }],
        },
      ],
    });
  });
});

describe('flavors/detail', () => {
  it('has the keys of the official 2.75 sample', async () => {
    const expected = sample<{ flavors: Record<string, unknown>[] }>(
      'flavors/v2.75/flavors-detail-resp.json',
    );
    const response = await call('GET', '/flavors/detail?limit=50', undefined, '2.75');
    const flavors = response.json<{ flavors: Record<string, unknown>[] }>().flavors;
    expect(Object.keys(flavors[0] ?? {}).sort()).toEqual(
      Object.keys(expected.flavors[0] ?? {}).sort(),
    );
    expect((await call('GET', '/flavors/std.2c4g')).json()).toMatchObject({
      flavor: { id: 'std.2c4g', vcpus: 2, ram: 4096, disk: 50 },
    });
    expect((await call('GET', '/flavors/nope')).statusCode).toBe(404);
    expect((await call('GET', '/flavors/std.2c4g/os-extra_specs')).json()).toEqual({
      extra_specs: {},
    });
  });
});

describe('a server’s sub-resources', () => {
  it('interfaces: the port of the create, attach another, detach it', async () => {
    const id = await activeServer();
    const list = await call('GET', `/servers/${id}/os-interface`);
    const [first] = list.json<{ interfaceAttachments: { net_id: string; port_state: string }[] }>()
      .interfaceAttachments;
    expect(first).toMatchObject({ net_id: SANDBOX_NETWORK.id, port_state: 'ACTIVE' });
    const added = await call('POST', `/servers/${id}/os-interface`, {
      interfaceAttachment: { net_id: SANDBOX_NETWORK.id },
    });
    const port = added.json<{ interfaceAttachment: { port_id: string } }>().interfaceAttachment
      .port_id;
    const addresses = (await call('GET', `/servers/${id}`)).json<{
      server: {
        addresses: Record<string, { 'OS-EXT-IPS-MAC:mac_addr': string; version: number }[]>;
      };
    }>().server.addresses[SANDBOX_NETWORK.name];
    // Two ports, each with an IPv4 and an IPv6 address of the network's two subnets.
    expect(new Set(addresses?.map((address) => address['OS-EXT-IPS-MAC:mac_addr'])).size).toBe(2);
    expect(addresses?.filter((address) => address.version === 4)).toHaveLength(2);
    expect((await call('DELETE', `/servers/${id}/os-interface/${port}`)).statusCode).toBe(202);
    expect((await call('DELETE', `/servers/${id}/os-interface/${port}`)).statusCode).toBe(404);
  });

  it('volume attachments: Cinder’s volume goes in-use, shows in the server, detaches', async () => {
    const id = await activeServer();
    const { client } = await demoCloudClient(server.app);
    const volume = await createVolume(client, { size: 10, name: 'data' });
    clock = new Date(clock.getTime() + 5000);
    const attached = await call('POST', `/servers/${id}/os-volume_attachments`, {
      volumeAttachment: { volumeId: volume.id },
    });
    expect(attached.json()).toMatchObject({
      volumeAttachment: { device: '/dev/vdb', volumeId: volume.id, serverId: id },
    });
    expect((await getVolume(client, { volumeId: volume.id })).status).toBe('in-use');
    const shown = await call('GET', `/servers/${id}`);
    expect(shown.json()).toMatchObject({
      server: {
        'os-extended-volumes:volumes_attached': [{ id: volume.id, delete_on_termination: false }],
      },
    });
    const again = await call('POST', `/servers/${id}/os-volume_attachments`, {
      volumeAttachment: { volumeId: volume.id },
    });
    expect(again.statusCode).toBe(400);
    expect(
      (await call('DELETE', `/servers/${id}/os-volume_attachments/${volume.id}`)).statusCode,
    ).toBe(202);
    expect((await getVolume(client, { volumeId: volume.id })).status).toBe('available');
  });

  it('remote console: a noVNC URL on the sandbox host with the websocket path; refused while building', async () => {
    const created = await call('POST', '/servers', {
      server: {
        name: 'web-2',
        imageRef: SANDBOX_IMAGE_ID,
        flavorRef: 'std.2c4g',
        networks: [{ uuid: SANDBOX_NETWORK.id }],
      },
    });
    const id = created.json<{ server: { id: string } }>().server.id;
    const early = await call('POST', `/servers/${id}/remote-consoles`, {
      remote_console: { protocol: 'vnc', type: 'novnc' },
    });
    expect(early.statusCode).toBe(409);
    clock = new Date(clock.getTime() + 5000);
    const response = await call('POST', `/servers/${id}/remote-consoles`, {
      remote_console: { protocol: 'vnc', type: 'novnc' },
    });
    const url = new URL(response.json<{ remote_console: { url: string } }>().remote_console.url);
    // A stopped server's console opens too (Nova refuses only without a host).
    expect((await call('POST', `/servers/${id}/action`, { 'os-stop': null })).statusCode).toBe(202);
    clock = new Date(clock.getTime() + 1000);
    const stopped = await call('POST', `/servers/${id}/remote-consoles`, {
      remote_console: { protocol: 'vnc', type: 'novnc' },
    });
    expect(stopped.statusCode).toBe(200);
    expect(url.origin).toBe('http://portal.test:8080');
    expect(url.pathname).toBe('/cloud/eu-west2/console/vnc_auto.html');
    expect(url.searchParams.get('path')).toMatch(
      /^\/cloud\/eu-west2\/console\/websockify\?token=[A-Za-z0-9_-]{20,}$/,
    );
  });

  it('instance actions record create and stop, newest first, with their event', async () => {
    const id = await activeServer();
    await call('GET', `/servers/${id}`);
    expect((await call('POST', `/servers/${id}/action`, { 'os-stop': null })).statusCode).toBe(202);
    const list = await call('GET', `/servers/${id}/os-instance-actions`);
    const actions = list.json<{ instanceActions: { action: string; request_id: string }[] }>()
      .instanceActions;
    expect(actions.map((action) => action.action)).toEqual(['stop', 'create']);
    const create = await call(
      'GET',
      `/servers/${id}/os-instance-actions/${actions[1]?.request_id ?? ''}`,
    );
    expect(create.json()).toMatchObject({
      instanceAction: {
        action: 'create',
        events: [{ event: 'compute__do_build_and_run_instance', result: 'Success' }],
      },
    });
  });
});
