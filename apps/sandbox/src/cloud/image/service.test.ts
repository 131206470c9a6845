import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countingIds } from '../../platform/ids.ts';
import { runMigrations } from '../../platform/migrations.ts';
import { imageMigrations } from './migrations.ts';
import { PROVIDER_PROJECT_ID, seedImages, stableUuid } from './seed.ts';
import { imageService } from './service.ts';
import { imagesStore } from './store.ts';

const PROJECT = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const OTHER = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
const UBUNTU = stableUuid('image', 'eu-west2', 'ubuntu_24.04');
const WINDOWS = stableUuid('image', 'eu-west2', 'windowsserver_2022');

let db: BetterSqlite3.Database;
let clock: Date;

beforeEach(() => {
  db = new BetterSqlite3(':memory:');
  runMigrations(db, [imageMigrations]);
  seedImages(imagesStore(db), ['eu-west2', 'eu-west3']);
  clock = new Date('2026-11-21T10:00:00.000Z');
});
afterEach(() => db.close());

function service() {
  return imageService(imagesStore(db), { now: () => clock, ids: countingIds() });
}

function snapshotInput(
  overrides: Partial<Parameters<ReturnType<typeof service>['createSnapshot']>[0]> = {},
) {
  return {
    region: 'eu-west2',
    projectId: PROJECT,
    name: 'web-1-backup',
    serverId: 'f5dc173b-6804-445a-a6d8-c705dad5b5eb',
    baseImageId: UBUNTU,
    minDiskGb: 50,
    metadata: { backup: 'nightly' },
    readyAt: new Date('2026-11-21T10:00:30.000Z'),
    ...overrides,
  };
}

describe('findBootable', () => {
  it('answers a public image of the region with its minimums and distro', () => {
    expect(service().findBootable('eu-west2', PROJECT, WINDOWS)).toEqual({
      id: WINDOWS,
      name: 'windowsserver_2022',
      status: 'active',
      minDiskGb: 40,
      minRamMb: 2048,
      osDistro: 'windows',
      osVersion: '2022',
      visibility: 'public',
      ownerProjectId: PROVIDER_PROJECT_ID,
    });
  });

  it('an image of another region, or an unknown id, is not bootable', () => {
    expect(service().findBootable('eu-west3', PROJECT, UBUNTU)).toBeUndefined();
    expect(service().findBootable('eu-west2', PROJECT, 'nope')).toBeUndefined();
  });

  it('a snapshot is bootable by its project once active, never by another project', () => {
    const images = service();
    const snapshot = images.createSnapshot(snapshotInput());
    expect(images.findBootable('eu-west2', PROJECT, snapshot.id)).toBeUndefined(); // queued
    clock = new Date('2026-11-21T10:00:30.000Z');
    expect(images.findBootable('eu-west2', PROJECT, snapshot.id)).toMatchObject({
      status: 'active',
      visibility: 'private',
      ownerProjectId: PROJECT,
    });
    expect(images.findBootable('eu-west2', OTHER, snapshot.id)).toBeUndefined();
  });
});

describe('createSnapshot', () => {
  it('registers a private, queued image with Nova’s snapshot properties and the base’s distro', () => {
    const images = service();
    const snapshot = images.createSnapshot(snapshotInput());
    expect(snapshot).toEqual({
      id: '00000000-0000-4000-8000-000000000001',
      name: 'web-1-backup',
      status: 'queued',
      minDiskGb: 50,
      minRamMb: 512,
      osDistro: 'ubuntu',
      osVersion: '24.04',
      visibility: 'private',
      ownerProjectId: PROJECT,
    });
    const stored = imagesStore(db).find('eu-west2', snapshot.id);
    expect(stored?.properties).toEqual({
      os_distro: 'ubuntu',
      os_version: '24.04',
      backup: 'nightly',
      image_type: 'snapshot',
      instance_uuid: 'f5dc173b-6804-445a-a6d8-c705dad5b5eb',
      base_image_ref: UBUNTU,
    });
    expect(stored?.createdAt).toBe('2026-11-21T10:00:00.000Z');
  });

  it('metadata may not override Nova’s own snapshot properties', () => {
    const snapshot = service().createSnapshot(
      snapshotInput({ metadata: { image_type: 'image', instance_uuid: 'x', os_distro: 'debian' } }),
    );
    const stored = imagesStore(db).find('eu-west2', snapshot.id);
    expect(stored?.properties).toMatchObject({
      image_type: 'snapshot',
      instance_uuid: 'f5dc173b-6804-445a-a6d8-c705dad5b5eb',
      os_distro: 'debian',
    });
  });

  it('a server booted from a volume: no base, empty base_image_ref, no distro', () => {
    const snapshot = service().createSnapshot(snapshotInput({ baseImageId: null, metadata: {} }));
    expect(snapshot).toMatchObject({ osDistro: null, osVersion: null, minRamMb: 0 });
    expect(imagesStore(db).find('eu-west2', snapshot.id)?.properties.base_image_ref).toBe('');
  });

  it('turns active at readyAt on the sandbox clock, also for a service made after a restart', () => {
    const snapshot = service().createSnapshot(snapshotInput());
    clock = new Date('2026-11-21T10:00:29.999Z');
    const restarted = imageService(imagesStore(db), { now: () => clock, ids: countingIds() });
    expect(restarted.findBootable('eu-west2', PROJECT, snapshot.id)).toBeUndefined();
    clock = new Date('2026-11-21T10:00:30.000Z');
    expect(restarted.findBootable('eu-west2', PROJECT, snapshot.id)?.status).toBe('active');
  });
});
