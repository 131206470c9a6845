import { beforeEach, describe, expect, it } from 'vitest';
import { memorySandbox } from '../../test-support/memorySandbox.ts';
import { isVolumeFailure, volumeService, volumeStatus, type VolumeService } from './service.ts';
import { volumesStore, type VolumesStore } from './store.ts';

const START = new Date('2026-11-21T10:00:00.000Z');
const PROJECT = 'project-a';
const SERVER = 'server-1';

let clock: Date;
let store: VolumesStore;
let service: VolumeService;
let counter: number;

function makeVolume(options: { region?: string; project?: string; readyIn?: number } = {}) {
  counter += 1;
  const id = `vol-${counter}`;
  store.insert({
    id,
    region: options.region ?? 'eu-west2',
    projectId: options.project ?? PROJECT,
    userId: 'user-a',
    name: id,
    description: null,
    sizeGb: 1,
    volumeType: '__DEFAULT__',
    availabilityZone: 'nova',
    createdAt: clock.toISOString(),
    readyAt: new Date(clock.getTime() + (options.readyIn ?? 0)).toISOString(),
  });
  return id;
}

function statusOf(id: string, region = 'eu-west2', project = PROJECT) {
  const volume = store.find(region, project, id, clock);
  return volume === undefined ? 'gone' : volumeStatus(volume, clock);
}

beforeEach(() => {
  clock = START;
  counter = 0;
  const sandbox = memorySandbox(() => clock);
  store = volumesStore(sandbox.db);
  service = volumeService(store, () => clock, sandbox.platform.ids);
});

describe('VolumeService.attach', () => {
  it('attaches available volumes at /dev/vdb, /dev/vdc… and makes them in-use', () => {
    const first = makeVolume();
    const second = makeVolume();
    const a = service.attach({
      region: 'eu-west2',
      projectId: PROJECT,
      volumeId: first,
      serverId: SERVER,
    });
    const b = service.attach({
      region: 'eu-west2',
      projectId: PROJECT,
      volumeId: second,
      serverId: SERVER,
    });
    expect(a).toMatchObject({ device: '/dev/vdb' });
    expect(b).toMatchObject({ device: '/dev/vdc' });
    expect(statusOf(first)).toBe('in-use');
    expect(store.find('eu-west2', PROJECT, first, clock)?.attachment?.serverId).toBe(SERVER);
    expect(service.attachmentsOf('eu-west2', SERVER).map((x) => [x.volumeId, x.device])).toEqual([
      [first, '/dev/vdb'],
      [second, '/dev/vdc'],
    ]);
  });

  it('takes a free device the caller names, and refuses a taken or malformed one', () => {
    const first = makeVolume();
    const second = makeVolume();
    const third = makeVolume();
    expect(
      service.attach({
        region: 'eu-west2',
        projectId: PROJECT,
        volumeId: first,
        serverId: SERVER,
        device: '/dev/vdd',
      }),
    ).toMatchObject({ device: '/dev/vdd' });
    expect(
      service.attach({
        region: 'eu-west2',
        projectId: PROJECT,
        volumeId: second,
        serverId: SERVER,
        device: '/dev/vdd',
      }),
    ).toEqual({ status: 400, message: 'The supplied device path (/dev/vdd) is in use.' });
    expect(
      service.attach({
        region: 'eu-west2',
        projectId: PROJECT,
        volumeId: second,
        serverId: SERVER,
        device: '/etc/passwd',
      }),
    ).toEqual({ status: 400, message: 'The supplied device path (/etc/passwd) is invalid.' });
    // The next free one skips /dev/vdd.
    expect(
      service.attach({
        region: 'eu-west2',
        projectId: PROJECT,
        volumeId: second,
        serverId: SERVER,
      }),
    ).toMatchObject({ device: '/dev/vdb' });
    expect(
      service.attach({ region: 'eu-west2', projectId: PROJECT, volumeId: third, serverId: SERVER }),
    ).toMatchObject({ device: '/dev/vdc' });
  });

  it('refuses a volume that is creating or already in use (400), and one of another project or region (404)', () => {
    const creating = makeVolume({ readyIn: 2000 });
    const used = makeVolume();
    service.attach({ region: 'eu-west2', projectId: PROJECT, volumeId: used, serverId: SERVER });
    const notReady = service.attach({
      region: 'eu-west2',
      projectId: PROJECT,
      volumeId: creating,
      serverId: SERVER,
    });
    expect(notReady).toEqual({
      status: 400,
      message: `Invalid volume: Volume ${creating} status must be available or downloading to reserve, but the current status is creating.`,
    });
    const twice = service.attach({
      region: 'eu-west2',
      projectId: PROJECT,
      volumeId: used,
      serverId: 'server-2',
    });
    expect(isVolumeFailure(twice) && twice.message).toContain('current status is in-use');
    expect(
      service.attach({
        region: 'eu-west2',
        projectId: 'project-b',
        volumeId: used,
        serverId: SERVER,
      }),
    ).toEqual({ status: 404, message: `Volume ${used} could not be found.` });
    expect(
      service.attach({ region: 'ru-msk1', projectId: PROJECT, volumeId: used, serverId: SERVER }),
    ).toMatchObject({ status: 404 });
  });
});

describe('VolumeService.detach / detachAll', () => {
  it('detaches from the server it is attached to, and refuses another server (404)', () => {
    const id = makeVolume();
    service.attach({ region: 'eu-west2', projectId: PROJECT, volumeId: id, serverId: SERVER });
    expect(
      service.detach({
        region: 'eu-west2',
        projectId: PROJECT,
        volumeId: id,
        serverId: 'server-2',
      }),
    ).toMatchObject({ status: 404 });
    expect(statusOf(id)).toBe('in-use');
    expect(
      service.detach({ region: 'eu-west2', projectId: PROJECT, volumeId: id, serverId: SERVER }),
    ).toBe(true);
    expect(statusOf(id)).toBe('available');
    expect(service.attachmentsOf('eu-west2', SERVER)).toEqual([]);
    expect(
      service.detach({
        region: 'eu-west2',
        projectId: PROJECT,
        volumeId: 'nope',
        serverId: SERVER,
      }),
    ).toEqual({ status: 404, message: 'Volume nope could not be found.' });
  });

  it('detachAll frees every volume of the server in that region only', () => {
    const here = [makeVolume(), makeVolume()];
    const there = makeVolume({ region: 'ru-msk1' });
    for (const id of here)
      service.attach({ region: 'eu-west2', projectId: PROJECT, volumeId: id, serverId: SERVER });
    service.attach({ region: 'ru-msk1', projectId: PROJECT, volumeId: there, serverId: SERVER });
    service.detachAll('eu-west2', SERVER);
    expect(here.map((id) => statusOf(id))).toEqual(['available', 'available']);
    expect(statusOf(there, 'ru-msk1')).toBe('in-use');
    expect(service.attachmentsOf('ru-msk1', SERVER)).toHaveLength(1);
  });
});

describe('volumeStatus on the sandbox clock', () => {
  it('creating until ready, then available; deleting until gone, then forgotten', () => {
    const id = makeVolume({ readyIn: 2000 });
    expect(statusOf(id)).toBe('creating');
    clock = new Date(START.getTime() + 2000);
    expect(statusOf(id)).toBe('available');
    store.markDeleting(id, clock, new Date(clock.getTime() + 1000));
    expect(statusOf(id)).toBe('deleting');
    clock = new Date(START.getTime() + 3000);
    expect(statusOf(id)).toBe('gone');
    expect(store.usage('eu-west2', PROJECT, clock)).toEqual({ volumes: 0, gigabytes: 0 });
  });
});
