import { getServer } from '@cloud-portal/cloud-sdk/compute';
import type { CloudClient } from '@cloud-portal/cloud-sdk/core';
import { getImage, listAllImages } from '@cloud-portal/cloud-sdk/image';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoCloudClient } from '../../test-support/cloudClient.ts';
import { startTestServer } from '../../test-support/server.ts';
import { createActiveServer } from './testing.ts';

// Nova's createBackup server action (`POST /servers/{id}/action {"createBackup": …}`): a backup
// image in Glance (image_type backup, backup_type), 202 with the image id in the body from 2.45
// (a Location header before, only for a kept backup), the rotation of the server's backups of the
// type, and Nova's 400/409 refusals.

const ROOT = '/cloud/eu-west2/compute/v2.1';

let server: Awaited<ReturnType<typeof startTestServer>>;
let clock: Date;
let client: CloudClient;
let token: string;

function elapse(ms: number) {
  clock = new Date(clock.getTime() + ms);
}

function action(serverId: string, body: unknown, microversion?: string) {
  return server.app.inject({
    method: 'POST',
    url: `${ROOT}/servers/${serverId}/action`,
    headers: {
      host: 'portal.test:8080',
      'x-auth-token': token,
      ...(microversion === undefined ? {} : { 'openstack-api-version': `compute ${microversion}` }),
    },
    payload: body as object,
  });
}

const backup = (name: string, rotation: unknown, backupType: unknown = 'daily') => ({
  createBackup: { name, backup_type: backupType, rotation },
});

/** The project's backups of a server and type in Glance, newest first. */
async function backupsOf(serverId: string, backupType = 'daily') {
  const images = await listAllImages(client, { query: { sort: 'created_at:desc' } });
  return images.filter((image) => {
    // Glance shows an image's properties at its top level.
    const properties = image as unknown as Record<string, unknown>;
    return (
      properties['image_type'] === 'backup' &&
      properties['instance_uuid'] === serverId &&
      properties['backup_type'] === backupType
    );
  });
}

async function activeServer() {
  return (await createActiveServer(client, { name: 'web-1', sleep: elapse })).id;
}

beforeEach(async () => {
  clock = new Date('2026-11-21T10:00:00.000Z');
  server = await startTestServer({ now: () => clock });
  ({ client, token } = await demoCloudClient(server.app));
});
afterEach(async () => {
  await server.close();
});

describe('createBackup', () => {
  it('answers 202 with the image id from 2.45, and the backup is a Glance image of the project', async () => {
    const serverId = await activeServer();
    const response = await action(serverId, backup('nightly', 1), '2.45');
    expect(response.statusCode).toBe(202);
    const { image_id: imageId } = response.json();
    expect(imageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['location']).toBeUndefined();
    expect((await getServer(client, { serverId }))['OS-EXT-STS:task_state']).toBe('image_backup');
    expect(await getImage(client, { imageId })).toMatchObject({
      name: 'nightly',
      status: 'queued',
      visibility: 'private',
      image_type: 'backup',
      backup_type: 'daily',
      instance_uuid: serverId,
    });
    elapse(3000);
    expect((await getImage(client, { imageId })).status).toBe('active');
    expect((await getServer(client, { serverId }))['OS-EXT-STS:task_state']).toBeNull();
  });

  it('before 2.45 answers no body and the image in a Location header, none when rotation is 0', async () => {
    const serverId = await activeServer();
    const kept = await action(serverId, backup('nightly', '2'));
    expect(kept.statusCode).toBe(202);
    expect(kept.body).toBe('');
    const [image] = await backupsOf(serverId);
    expect(kept.headers['location']).toBe(
      `http://portal.test:8080/cloud/eu-west2/image/v2/images/${image?.id}`,
    );
    elapse(3000);
    const dropped = await action(serverId, backup('nightly', 0));
    expect(dropped.statusCode).toBe(202);
    expect(dropped.headers['location']).toBeUndefined();
  });

  it('keeps the newest `rotation` backups of the server and type, deleting the oldest', async () => {
    const serverId = await activeServer();
    const ids: string[] = [];
    for (const name of ['b1', 'b2', 'b3']) {
      ids.push((await action(serverId, backup(name, 2), '2.45')).json().image_id);
      elapse(3000);
    }
    // A weekly backup is another rotation.
    const weekly = (await action(serverId, backup('w1', 1, 'weekly'), '2.45')).json().image_id;
    elapse(3000);
    expect((await backupsOf(serverId)).map((image) => image.id)).toEqual([ids[2], ids[1]]);
    expect((await backupsOf(serverId, 'weekly')).map((image) => image.id)).toEqual([weekly]);

    // Rotation 1 keeps only the new one; rotation 0 deletes them all, the new one too.
    const b4 = (await action(serverId, backup('b4', 1), '2.45')).json().image_id;
    elapse(3000);
    expect((await backupsOf(serverId)).map((image) => image.id)).toEqual([b4]);
    expect((await action(serverId, backup('b5', 0), '2.45')).statusCode).toBe(202);
    elapse(3000);
    expect(await backupsOf(serverId)).toEqual([]);
    expect((await backupsOf(serverId, 'weekly')).map((image) => image.id)).toEqual([weekly]);
  });

  it('refuses bad input with Nova’s 400 and nothing made', async () => {
    const serverId = await activeServer();
    const cases: [unknown, RegExp][] = [
      [{ createBackup: { name: 'n', backup_type: 'daily' } }, /'rotation' is a required property/],
      [{ createBackup: { name: 'n', rotation: 1 } }, /'backup_type' is a required property/],
      [{ createBackup: { backup_type: 'daily', rotation: 1 } }, /'name' is a required property/],
      [backup('n', -1), /-1 is less than the minimum of 0/],
      [backup('n', 'two'), /'two' does not match/],
      [backup('n', 1.5), /is not of type 'integer', 'string'/],
      [backup('n', 1, 7), /7 is not of type 'string'/],
      [backup(' padded', 1), /field\/attribute name/],
      [
        { createBackup: { name: 'n', backup_type: 'daily', rotation: 1, extra: true } },
        /Additional properties are not allowed \('extra' was unexpected\)/,
      ],
      [{ createBackup: 'nightly' }, /field\/attribute createBackup/],
    ];
    for (const [body, message] of cases) {
      const response = await action(serverId, body, '2.45');
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().badRequest.message).toMatch(message);
    }
    expect(await backupsOf(serverId)).toEqual([]);
  });

  it('is refused with 409 while the server has a task, and 404 for another project’s server', async () => {
    const serverId = await activeServer();
    expect((await action(serverId, backup('b1', 1), '2.45')).statusCode).toBe(202);
    const busy = await action(serverId, backup('b2', 1), '2.45');
    expect(busy.statusCode).toBe(409);
    expect(busy.json().conflictingRequest.message).toBe(
      `Cannot 'backup' instance ${serverId} while it is in task_state image_backup`,
    );
    const missing = await action('00000000-0000-4000-8000-000000000000', backup('b', 1));
    expect(missing.statusCode).toBe(404);
  });
});
