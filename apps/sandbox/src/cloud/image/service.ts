import { createHash } from 'node:crypto';
import type { EventBus, SandboxEvents } from '../../platform/events.ts';
import type { Ids } from '../../platform/ids.ts';
import { effectiveImage, isVisibleTo, type ImageRecord, type ImagesStore } from './store.ts';

/** What compute needs to know of an image. */
export interface ImageSummary {
  id: string;
  name: string;
  status: 'queued' | 'saving' | 'active' | 'deleted' | (string & {});
  /** GiB. */
  minDiskGb: number;
  /** MiB. */
  minRamMb: number;
  osDistro: string | null;
  osVersion: string | null;
  visibility: string;
  ownerProjectId: string | null;
}

/** What a snapshot of a server is made of (Nova's `createImage`). */
export interface CreateSnapshotInput {
  region: string;
  projectId: string;
  name: string;
  serverId: string;
  /** The image the server was built from; `null` when it booted from a volume. */
  baseImageId: string | null;
  minDiskGb: number;
  /** The `metadata` of the createImage action: extra image properties. */
  metadata: Record<string, string>;
  /** Sandbox time the snapshot becomes active. */
  readyAt: Date;
}

/** What a backup of a server is made of (Nova's `createBackup`). */
export interface CreateBackupInput extends CreateSnapshotInput {
  /** The `backup_type` property (`daily`, `weekly`...): rotation counts per server and type. */
  backupType: string;
  /** How many backups of this server and type to keep, the new one included (0 keeps none). */
  rotation: number;
}

/** What other modules (compute) may use of the emulated Glance. */
export interface ImageService {
  /** An image the project may boot in the region: public, or its own (snapshots); undefined otherwise (and for non-active images). */
  findBootable(region: string, projectId: string, imageId: string): ImageSummary | undefined;
  /**
   * Registers a snapshot of a server: private image of the project, image_type 'snapshot',
   * instance_uuid, base_image_ref, os_distro/os_version copied from the base image, status
   * 'queued' until `readyAt` (sandbox clock) then 'active' (computed on read from readyAt, so it
   * survives restarts).
   */
  createSnapshot(input: CreateSnapshotInput): ImageSummary;
  /**
   * Registers a backup of a server, as a snapshot with `image_type: backup` and `backup_type`,
   * then rotates as Nova's compute manager does (`_rotate_backups`): the backups of this server
   * and type, newest first, beyond `rotation` are deleted, oldest first (rotation 0 deletes them
   * all, the new one too). Nova rotates once the upload is done; the emulator does at once.
   * Answers the new image and the ids it deleted.
   */
  createBackup(input: CreateBackupInput): { image: ImageSummary; deletedIds: string[] };
}

/**
 * The `backup.deleted` payload of an image, or undefined when it is no backup (only backups are
 * billed: §9 auto backups).
 *
 * @example
 * const event = backupDeleted(image, now);
 * if (event !== undefined) events.publish('backup.deleted', event);
 */
export function backupDeleted(
  image: ImageRecord,
  at: Date,
): SandboxEvents['backup.deleted'] | undefined {
  if (image.properties.image_type !== 'backup' || image.owner === null) return undefined;
  return {
    imageId: image.id,
    projectId: image.owner,
    region: image.region,
    deletedAt: at.toISOString(),
  };
}

function summaryOf(image: ImageRecord): ImageSummary {
  return {
    id: image.id,
    name: image.name ?? '',
    status: image.status,
    minDiskGb: image.minDisk,
    minRamMb: image.minRam,
    osDistro: image.properties.os_distro ?? null,
    osVersion: image.properties.os_version ?? null,
    visibility: image.visibility,
    ownerProjectId: image.owner,
  };
}

const GIB = 1024 ** 3;
/** Properties Nova copies from the base image into a snapshot (its `image_*` system metadata). */
const INHERITED_PROPERTIES = ['os_distro', 'os_version'] as const;

/**
 * The image service over the store: lookups for booting, snapshots and backups. With `events`,
 * a backup's creation and its rotation are published (billing charges backups).
 *
 * @example
 * const images = imageService(imagesStore(db), { now: platform.now, ids: platform.ids });
 * images.findBootable('eu-west2', projectId, imageRef)?.minDiskGb; // 10
 */
export function imageService(
  images: ImagesStore,
  {
    now,
    ids,
    events,
  }: { now: () => Date; ids: Ids; events?: Pick<EventBus, 'publish'> | undefined },
): ImageService {
  /** A server's image as Nova makes it (`compute_utils.create_image`), not yet stored. */
  function serverImage(input: CreateSnapshotInput, imageType: 'snapshot' | 'backup'): ImageRecord {
    const base =
      input.baseImageId === null ? undefined : images.find(input.region, input.baseImageId);
    const inherited: Record<string, string> = {};
    for (const key of INHERITED_PROPERTIES) {
      const value = base?.properties[key];
      if (value !== undefined) inherited[key] = value;
    }
    const id = ids.uuid();
    const createdAt = now().toISOString();
    return {
      id,
      region: input.region,
      name: input.name,
      owner: input.projectId,
      visibility: 'private',
      status: 'queued',
      readyAt: input.readyAt.toISOString(),
      protected: false,
      osHidden: false,
      diskFormat: base?.diskFormat ?? 'qcow2',
      containerFormat: base?.containerFormat ?? 'bare',
      // The data's figures, shown once active: a tenth of the disk, like a fresh server's.
      size: Math.max(1, Math.round((input.minDiskGb * GIB) / 10)),
      virtualSize: input.minDiskGb * GIB,
      checksum: createHash('md5').update(id).digest('hex'),
      osHashAlgo: 'sha512',
      osHashValue: createHash('sha512').update(id).digest('hex'),
      minDisk: input.minDiskGb,
      minRam: base?.minRam ?? 0,
      createdAt,
      updatedAt: createdAt,
      tags: [],
      // As Nova: the base image's properties, the action's metadata over them, and Nova's own
      // snapshot properties last.
      properties: {
        ...inherited,
        ...input.metadata,
        image_type: imageType,
        instance_uuid: input.serverId,
        base_image_ref: input.baseImageId ?? '',
      },
    };
  }

  return {
    findBootable(region, projectId, imageId) {
      const record = images.find(region, imageId);
      if (record === undefined || !isVisibleTo(record, projectId)) return undefined;
      const image = effectiveImage(record, now());
      return image.status === 'active' ? summaryOf(image) : undefined;
    },

    createSnapshot(input) {
      const record = serverImage(input, 'snapshot');
      images.insert(record);
      return summaryOf(effectiveImage(record, now()));
    },

    createBackup(input) {
      const base = serverImage(input, 'backup');
      const record: ImageRecord = {
        ...base,
        properties: { ...base.properties, backup_type: input.backupType },
      };
      images.insert(record);
      events?.publish('backup.created', {
        imageId: record.id,
        projectId: input.projectId,
        region: input.region,
        serverId: input.serverId,
        name: input.name,
        backupType: input.backupType,
        sizeBytes: record.size ?? 0,
        createdAt: record.createdAt,
      });
      // Nova's filters: property-image_type backup, property-backup_type, property-instance_uuid;
      // sorted by created_at desc (the id breaks ties, the new image counting as the newest).
      const backups = images
        .listRegion(input.region)
        .filter(
          (image) =>
            image.owner === input.projectId &&
            image.properties.image_type === 'backup' &&
            image.properties.backup_type === input.backupType &&
            image.properties.instance_uuid === input.serverId,
        )
        .sort((a, b) =>
          a.id === record.id
            ? -1
            : b.id === record.id
              ? 1
              : b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
        );
      const deletedIds: string[] = [];
      const at = now();
      for (const excess of backups.slice(input.rotation).reverse()) {
        if (!images.delete(excess.region, excess.id)) continue;
        deletedIds.push(excess.id);
        const event = backupDeleted(excess, at);
        if (event !== undefined) events?.publish('backup.deleted', event);
      }
      return { image: summaryOf(effectiveImage(record, now())), deletedIds };
    },
  };
}
