import {
  changeServerPassword,
  confirmResize,
  createServer,
  createServerImage,
  deleteServer,
  getServer,
  listAllServers,
  rebootServer,
  rebuildServer,
  resizeServer,
  startServer,
  stopServer,
  updateServer,
  waitForServerStatus,
  type NovaServer,
} from '@cloud-portal/cloud-sdk/compute';
import type { CloudClient } from '@cloud-portal/cloud-sdk/core';
import { getImage } from '@cloud-portal/cloud-sdk/image';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_DOMAIN } from '../identity/index.ts';
import { demoCloudClient } from '../../test-support/cloudClient.ts';
import { startTestServer } from '../../test-support/server.ts';
import { SANDBOX_IMAGE_ID, SANDBOX_NETWORK } from './testing.ts';

// The emulated Nova driven through the SDK (the portal's own client): every state of §4 on the
// sandbox clock, Nova's refusals and the quota of §3.

let server: Awaited<ReturnType<typeof startTestServer>>;
let clock: Date;
let client: CloudClient;
let projectId: string;

/** Where a test's server boots from (the seeded image and network of the emulated cloud). */
function bootSource() {
  return { imageRef: SANDBOX_IMAGE_ID, networks: [{ uuid: SANDBOX_NETWORK.id }] };
}

/** Moves the sandbox clock on. */
function elapse(ms: number) {
  clock = new Date(clock.getTime() + ms);
}

/** A sleep for waitForServerStatus that moves the sandbox clock instead of waiting. */
const clockSleep = async (ms: number) => {
  elapse(ms);
};

async function createActive(name = 'web-1', flavorRef = 'std.2c4g'): Promise<NovaServer> {
  const created = await createServer(client, { name, flavorRef, ...bootSource() });
  const active = await waitForServerStatus(client, {
    serverId: created.id,
    until: 'ACTIVE',
    failOn: ['ERROR'],
    intervalMs: 500,
    sleep: clockSleep,
  });
  if (active === undefined) throw new Error('no server');
  return active;
}

beforeEach(async () => {
  clock = new Date('2026-11-21T10:00:00.000Z');
  server = await startTestServer({ now: () => clock });
  ({ client, projectId } = await demoCloudClient(server.app));
});
afterEach(async () => {
  await server.close();
});

describe('create → BUILD → ACTIVE', () => {
  it('builds through scheduling, networking and spawning to ACTIVE on the sandbox clock', async () => {
    const created = await createServer(client, {
      name: 'web-1',
      flavorRef: 'std.2c4g',
      key_name: undefined,
      metadata: { role: 'web' },
      ...bootSource(),
    });
    expect(created.adminPass).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(created.links[0]?.href).toBe(
      `http://portal.test:8080/cloud/eu-west2/compute/v2.1/servers/${created.id}`,
    );

    const seen: string[] = [];
    // Read at 0, 0.9, 1.0, 1.8, 3.9 and 4.0 s after the request.
    for (const wait of [0, 900, 100, 800, 2100, 100]) {
      elapse(wait);
      const current = await getServer(client, { serverId: created.id });
      seen.push(`${current.status}/${current['OS-EXT-STS:task_state'] ?? '-'}`);
    }
    expect(seen).toEqual([
      'BUILD/scheduling',
      'BUILD/scheduling',
      'BUILD/networking',
      'BUILD/spawning',
      'BUILD/spawning',
      'ACTIVE/-',
    ]);
    const active = await getServer(client, { serverId: created.id });
    expect(active['OS-EXT-STS:power_state']).toBe(1);
    expect(active['OS-EXT-STS:vm_state']).toBe('active');
    expect(active['OS-SRV-USG:launched_at']).toBe('2026-11-21T10:00:04.000000');
    expect(active.flavor).toMatchObject({
      original_name: 'std.2c4g',
      vcpus: 2,
      ram: 4096,
      disk: 50,
    });
    expect(active.addresses[SANDBOX_NETWORK.name]?.[0]).toMatchObject({
      version: 4,
      'OS-EXT-IPS:type': 'fixed',
    });
    expect(active.security_groups).toEqual([{ name: 'default' }]);
    expect(active.metadata).toEqual({ role: 'web' });
    expect(active.tenant_id).toBe(projectId);
    expect(active.locked_reason).toBeNull();
  });

  it('refuses an unknown flavor, image, network and key with Nova’s 400 texts', async () => {
    const cases: [Parameters<typeof createServer>[1], string][] = [
      [{ name: 'a', flavorRef: 'nope', ...bootSource() }, 'Flavor nope could not be found.'],
      [
        { name: 'a', flavorRef: 'std.2c4g', imageRef: 'nope', networks: bootSource().networks },
        'Image nope could not be found.',
      ],
      [
        {
          name: 'a',
          flavorRef: 'std.2c4g',
          imageRef: SANDBOX_IMAGE_ID,
          networks: [{ uuid: 'nope' }],
        },
        'Network nope could not be found.',
      ],
      [
        { name: 'a', flavorRef: 'std.2c4g', key_name: 'nope', ...bootSource() },
        'Invalid key_name provided.',
      ],
    ];
    for (const [input, message] of cases) {
      await expect(createServer(client, input)).rejects.toMatchObject({ status: 400, message });
    }
    expect(await listAllServers(client)).toEqual([]);
  });

  it('the fault switch ends builds in ERROR with a fault', async () => {
    server.modules.compute.service.setFailBuilds('eu-west2', true);
    const created = await createServer(client, {
      name: 'doomed',
      flavorRef: 'std.2c4g',
      ...bootSource(),
    });
    await expect(
      waitForServerStatus(client, {
        serverId: created.id,
        until: 'ACTIVE',
        failOn: ['ERROR'],
        intervalMs: 500,
        sleep: clockSleep,
      }),
    ).rejects.toMatchObject({
      message: 'No valid host was found. There are not enough hosts available.',
    });
    const failed = await getServer(client, { serverId: created.id });
    expect(failed.status).toBe('ERROR');
    expect(failed.addresses).toEqual({});
  });
});

describe('power actions', () => {
  it('stop → SHUTOFF (power 4), start → ACTIVE, soft and hard reboot', async () => {
    const { id } = await createActive();
    await stopServer(client, { serverId: id });
    expect((await getServer(client, { serverId: id }))['OS-EXT-STS:task_state']).toBe(
      'powering-off',
    );
    const stopped = await waitForServerStatus(client, {
      serverId: id,
      until: 'SHUTOFF',
      intervalMs: 200,
      sleep: clockSleep,
    });
    expect(stopped?.['OS-EXT-STS:power_state']).toBe(4);

    await startServer(client, { serverId: id });
    await waitForServerStatus(client, {
      serverId: id,
      until: 'ACTIVE',
      intervalMs: 200,
      sleep: clockSleep,
    });

    await rebootServer(client, { serverId: id });
    expect((await getServer(client, { serverId: id })).status).toBe('REBOOT');
    await rebootServer(client, { serverId: id, type: 'HARD' });
    expect((await getServer(client, { serverId: id })).status).toBe('HARD_REBOOT');
    await waitForServerStatus(client, {
      serverId: id,
      until: 'ACTIVE',
      intervalMs: 500,
      sleep: clockSleep,
    });
  });

  it('an action in the wrong state is Nova’s 409', async () => {
    const { id } = await createActive();
    await expect(startServer(client, { serverId: id })).rejects.toMatchObject({
      status: 409,
      message: `Cannot 'start' instance ${id} while it is in vm_state active`,
    });
    await stopServer(client, { serverId: id });
    await expect(stopServer(client, { serverId: id })).rejects.toMatchObject({
      status: 409,
      message: `Cannot 'stop' instance ${id} while it is in task_state powering-off`,
    });
  });
});

describe('resize, confirm, rebuild, password, snapshot', () => {
  it('resize → RESIZE → VERIFY_RESIZE with the new flavor → confirm → ACTIVE', async () => {
    const { id } = await createActive();
    await resizeServer(client, { serverId: id, flavorRef: 'std.4c8g' });
    expect((await getServer(client, { serverId: id })).status).toBe('RESIZE');
    const verifying = await waitForServerStatus(client, {
      serverId: id,
      until: 'VERIFY_RESIZE',
      intervalMs: 500,
      sleep: clockSleep,
    });
    expect(verifying?.flavor.original_name).toBe('std.4c8g');
    await confirmResize(client, { serverId: id });
    const confirmed = await waitForServerStatus(client, {
      serverId: id,
      until: 'ACTIVE',
      intervalMs: 500,
      sleep: clockSleep,
    });
    expect(confirmed?.flavor.vcpus).toBe(4);
  });

  it('refuses a resize to the same flavor or a smaller disk, and a confirm without a resize', async () => {
    const { id } = await createActive('web-1', 'std.4c8g');
    await expect(
      resizeServer(client, { serverId: id, flavorRef: 'std.4c8g' }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'When resizing, instances must change flavor!',
    });
    await expect(
      resizeServer(client, { serverId: id, flavorRef: 'std.2c4g' }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Resize error: Unable to resize disk down.',
    });
    await expect(confirmResize(client, { serverId: id })).rejects.toMatchObject({
      status: 400,
      message: 'Instance has not been resized.',
    });
  });

  it('rebuild → REBUILD → ACTIVE with a new password; changePassword → PASSWORD', async () => {
    const { id } = await createActive();
    const rebuilt = await rebuildServer(client, {
      serverId: id,
      rebuild: { imageRef: SANDBOX_IMAGE_ID, name: 'web-1b' },
    });
    expect(rebuilt.status).toBe('REBUILD');
    expect(rebuilt.adminPass).toMatch(/^[A-Za-z0-9]{12}$/);
    const active = await waitForServerStatus(client, {
      serverId: id,
      until: 'ACTIVE',
      intervalMs: 500,
      sleep: clockSleep,
    });
    expect(active?.name).toBe('web-1b');
    await changeServerPassword(client, { serverId: id, password: 'a-new-long-secret' });
    expect((await getServer(client, { serverId: id })).status).toBe('PASSWORD');
  });

  it('createImage answers the snapshot id and runs the snapshot tasks', async () => {
    const { id } = await createActive();
    const imageId = await createServerImage(client, { serverId: id, name: 'web-1 snap' });
    expect(imageId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await getServer(client, { serverId: id }))['OS-EXT-STS:task_state']).toBe(
      'image_snapshot',
    );
    // A snapshot is an image of the project in Glance, queued until the upload is done.
    expect(await getImage(client, { imageId })).toMatchObject({
      name: 'web-1 snap',
      status: 'queued',
      visibility: 'private',
      image_type: 'snapshot',
      instance_uuid: id,
    });
    elapse(3000);
    expect((await getImage(client, { imageId })).status).toBe('active');
    expect((await getServer(client, { serverId: id }))['OS-EXT-STS:task_state']).toBeNull();
  });
});

describe('update, delete, lists', () => {
  it('rename keeps the server; delete removes it after the deleting task and frees its address', async () => {
    const { id } = await createActive();
    const renamed = await updateServer(client, { serverId: id, server: { name: 'web-2' } });
    expect(renamed.name).toBe('web-2');
    const deleted: string[] = [];
    server.platform.events.subscribe(
      'server.deleted',
      (event) => void deleted.push(event.serverId),
    );
    await deleteServer(client, { serverId: id });
    expect((await getServer(client, { serverId: id }))['OS-EXT-STS:task_state']).toBe('deleting');
    await waitForServerStatus(client, {
      serverId: id,
      until: 'DELETED',
      intervalMs: 500,
      sleep: clockSleep,
    });
    await expect(getServer(client, { serverId: id })).rejects.toMatchObject({ status: 404 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(deleted).toEqual([id]);
  });

  it('lists newest first across pages (limit/marker, servers_links)', async () => {
    for (const name of ['a', 'b', 'c']) {
      await createServer(client, { name, flavorRef: 'bst.1c1g', ...bootSource() });
      elapse(1000);
    }
    const all = await listAllServers(client);
    expect(all.map((item) => item.name)).toEqual(['c', 'b', 'a']);
    // Server groups are shown for one server only, not in the list (as a real Zed).
    expect(all[0]).not.toHaveProperty('server_groups');
    expect(await getServer(client, { serverId: all[0]?.id ?? '' })).toHaveProperty(
      'server_groups',
      [],
    );
    const first = await server.app.inject({
      method: 'GET',
      url: '/cloud/eu-west2/compute/v2.1/servers?limit=2',
      headers: {
        host: 'portal.test:8080',
        'x-auth-token': (await demoCloudClient(server.app)).token,
      },
    });
    const body = first.json<{
      servers: { name: string }[];
      servers_links: { href: string; rel: string }[];
    }>();
    expect(body.servers.map((item) => item.name)).toEqual(['c', 'b']);
    expect(body.servers_links[0]?.href).toBe(
      `http://portal.test:8080/cloud/eu-west2/compute/v2.1/servers?limit=2&marker=${all[1]?.id}`,
    );
  });

  it('another project sees none of the servers (404 for its ids), and another region none either', async () => {
    const { id } = await createActive();
    const identity = server.modules.identity.service;
    const project = identity.ensureProject({ name: 'other-project', domainId: DEFAULT_DOMAIN.id });
    identity.ensureUser({
      name: 'other-user',
      domainId: DEFAULT_DOMAIN.id,
      password: 'other-password-1234',
      defaultProjectId: project.id,
    });
    const other = await demoCloudClient(server.app, {
      username: 'other-user',
      password: 'other-password-1234',
    });
    expect(await listAllServers(other.client)).toEqual([]);
    await expect(getServer(other.client, { serverId: id })).rejects.toMatchObject({ status: 404 });
    await expect(stopServer(other.client, { serverId: id })).rejects.toMatchObject({ status: 404 });
    await expect(deleteServer(other.client, { serverId: id })).rejects.toMatchObject({
      status: 404,
    });
    expect(await listAllServers(client, {}, { region: 'us-east1' })).toEqual([]);
    expect((await getServer(client, { serverId: id })).status).toBe('ACTIVE');
  });
});

describe('quota (§3 defaults, Nova’s 403)', () => {
  it('the 11th instance is refused', async () => {
    for (let index = 0; index < 10; index += 1) {
      await createServer(client, { name: `s-${index}`, flavorRef: 'bst.1c1g', ...bootSource() });
    }
    await expect(
      createServer(client, { name: 's-10', flavorRef: 'bst.1c1g', ...bootSource() }),
    ).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
      message: 'Quota exceeded for instances: Requested 1, but already used 10 of 10 instances',
    });
  });

  it('twelve creates at once: exactly ten pass the instances quota', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, (_, index) =>
        createServer(client, { name: `race-${index}`, flavorRef: 'bst.1c1g', ...bootSource() }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(2);
    expect(await listAllServers(client)).toHaveLength(10);
  });

  it('cores count too: 5 × 4 cores, then 4 more > 20', async () => {
    for (let index = 0; index < 5; index += 1) {
      await createServer(client, { name: `c-${index}`, flavorRef: 'std.4c8g', ...bootSource() });
    }
    await expect(
      createServer(client, { name: 'sixth', flavorRef: 'std.4c8g', ...bootSource() }),
    ).rejects.toMatchObject({
      status: 403,
      message: 'Quota exceeded for cores: Requested 4, but already used 20 of 20 cores',
    });
  });

  it('a flavor larger than the RAM quota is refused on ram', async () => {
    await expect(
      createServer(client, { name: 'huge', flavorRef: 'hl.16c64g', ...bootSource() }),
    ).rejects.toMatchObject({
      status: 403,
      message: 'Quota exceeded for ram: Requested 65536, but already used 0 of 51200 ram',
    });
  });
});

describe('attacks', () => {
  it('encoded traversal in a server id is an unknown server, not another route', async () => {
    const { token } = await demoCloudClient(server.app);
    // (%2e%2e is not tried: inject() resolves it as a URL parser would, before routing.)
    for (const id of ['..%2F..%2Fflavors', '..%252F', 'a%00b']) {
      const response = await server.app.inject({
        method: 'GET',
        url: `/cloud/eu-west2/compute/v2.1/servers/${id}`,
        headers: { 'x-auth-token': token },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toHaveProperty('itemNotFound');
    }
  });

  it('a host name that is not one is refused (it is printed on the console)', async () => {
    await expect(
      createServer(client, {
        name: 'web',
        flavorRef: 'bst.1c1g',
        hostname: 'a\u001b[2Jhost',
        ...bootSource(),
      }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      createServer(client, {
        name: 'web',
        flavorRef: 'bst.1c1g',
        hostname: 'x'.repeat(64),
        ...bootSource(),
      }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('a malformed body is Nova’s 400 fault, not a crash', async () => {
    const { token } = await demoCloudClient(server.app);
    const response = await server.app.inject({
      method: 'POST',
      url: '/cloud/eu-west2/compute/v2.1/servers',
      headers: { 'x-auth-token': token, 'content-type': 'application/json' },
      payload: '{"server": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      badRequest: { code: 400, message: 'Malformed request body' },
    });
  });

  it('an unknown action is Nova’s 404, and two actions at once a 400', async () => {
    const { id } = await createActive();
    const { token } = await demoCloudClient(server.app);
    const send = (payload: unknown) =>
      server.app.inject({
        method: 'POST',
        url: `/cloud/eu-west2/compute/v2.1/servers/${id}/action`,
        headers: { 'x-auth-token': token },
        payload: payload as Record<string, unknown>,
      });
    const poisoned = await server.app.inject({
      method: 'POST',
      url: `/cloud/eu-west2/compute/v2.1/servers/${id}/action`,
      headers: { 'x-auth-token': token, 'content-type': 'application/json' },
      payload: '{"__proto__": {"os-stop": null}}',
    });
    expect(poisoned.statusCode).toBe(400);
    expect((await send({ constructor: null })).statusCode).toBe(404);
    const unknown = await send({ hack: null });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      itemNotFound: { code: 404, message: 'There is no such action: hack' },
    });
    expect((await send({ 'os-stop': null, 'os-start': null })).statusCode).toBe(400);
  });
});
