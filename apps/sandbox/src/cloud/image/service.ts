import { createHash } from 'node:crypto';
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
 * The image service over the store: lookups for booting, and snapshots.
 *
 * @example
 * const images = imageService(imagesStore(db), { now: platform.now, ids: platform.ids });
 * images.findBootable('eu-west2', projectId, imageRef)?.minDiskGb; // 10
 */
export function imageService(
  images: ImagesStore,
  { now, ids }: { now: () => Date; ids: Ids },
): ImageService {
  return {
    findBootable(region, projectId, imageId) {
      const record = images.find(region, imageId);
      if (record === undefined || !isVisibleTo(record, projectId)) return undefined;
      const image = effectiveImage(record, now());
      return image.status === 'active' ? summaryOf(image) : undefined;
    },

    createSnapshot(input) {
      const base =
        input.baseImageId === null ? undefined : images.find(input.region, input.baseImageId);
      const inherited: Record<string, string> = {};
      for (const key of INHERITED_PROPERTIES) {
        const value = base?.properties[key];
        if (value !== undefined) inherited[key] = value;
      }
      const id = ids.uuid();
      const createdAt = now().toISOString();
      const record: ImageRecord = {
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
          image_type: 'snapshot',
          instance_uuid: input.serverId,
          base_image_ref: input.baseImageId ?? '',
        },
      };
      images.insert(record);
      return summaryOf(effectiveImage(record, now()));
    },
  };
}
