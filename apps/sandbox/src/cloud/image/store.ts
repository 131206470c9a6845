import type { GlanceImageStatus, GlanceVisibility } from '@cloud-portal/cloud-sdk/image';
import type { Database } from 'better-sqlite3';

/** An image of the emulated Glance, as stored (see {@link effectiveImage} for what is shown). */
export interface ImageRecord {
  id: string;
  region: string;
  name: string | null;
  /** Owning project id. */
  owner: string | null;
  visibility: GlanceVisibility;
  /** Stored status; `queued` with `readyAt` turns `active` at that time. */
  status: GlanceImageStatus;
  /** ISO time a queued image becomes active (snapshots), else `null`. */
  readyAt: string | null;
  protected: boolean;
  osHidden: boolean;
  diskFormat: string | null;
  containerFormat: string | null;
  size: number | null;
  virtualSize: number | null;
  checksum: string | null;
  osHashAlgo: string | null;
  osHashValue: string | null;
  /** GiB. */
  minDisk: number;
  /** MiB. */
  minRam: number;
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
  tags: string[];
  /** Custom properties, shown at the top level of the image. */
  properties: Record<string, string>;
}

/** Data access of the image emulator. */
export interface ImagesStore {
  /** Every image of the region (any owner, any status), unordered. */
  listRegion(region: string): ImageRecord[];
  find(region: string, id: string): ImageRecord | undefined;
  insert(image: ImageRecord): void;
  /** Inserts the image unless its id exists (seed: edits and deletions made since survive). */
  insertMissing(image: ImageRecord): void;
  /** Removes an image; whether it existed. */
  delete(region: string, id: string): boolean;
}

interface ImageRow {
  id: string;
  region: string;
  name: string | null;
  owner: string | null;
  visibility: string;
  status: string;
  ready_at: string | null;
  protected: number;
  os_hidden: number;
  disk_format: string | null;
  container_format: string | null;
  size: number | null;
  virtual_size: number | null;
  checksum: string | null;
  os_hash_algo: string | null;
  os_hash_value: string | null;
  min_disk: number;
  min_ram: number;
  created_at: string;
  updated_at: string;
  tags: string;
  properties: string;
}

function fromRow(row: ImageRow): ImageRecord {
  return {
    id: row.id,
    region: row.region,
    name: row.name,
    owner: row.owner,
    visibility: row.visibility as GlanceVisibility,
    status: row.status as GlanceImageStatus,
    readyAt: row.ready_at,
    protected: row.protected === 1,
    osHidden: row.os_hidden === 1,
    diskFormat: row.disk_format,
    containerFormat: row.container_format,
    size: row.size,
    virtualSize: row.virtual_size,
    checksum: row.checksum,
    osHashAlgo: row.os_hash_algo,
    osHashValue: row.os_hash_value,
    minDisk: row.min_disk,
    minRam: row.min_ram,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    tags: JSON.parse(row.tags) as string[],
    properties: JSON.parse(row.properties) as Record<string, string>,
  };
}

function toRow(image: ImageRecord): ImageRow {
  return {
    id: image.id,
    region: image.region,
    name: image.name,
    owner: image.owner,
    visibility: image.visibility,
    status: image.status,
    ready_at: image.readyAt,
    protected: image.protected ? 1 : 0,
    os_hidden: image.osHidden ? 1 : 0,
    disk_format: image.diskFormat,
    container_format: image.containerFormat,
    size: image.size,
    virtual_size: image.virtualSize,
    checksum: image.checksum,
    os_hash_algo: image.osHashAlgo,
    os_hash_value: image.osHashValue,
    min_disk: image.minDisk,
    min_ram: image.minRam,
    created_at: image.createdAt,
    updated_at: image.updatedAt,
    tags: JSON.stringify(image.tags),
    properties: JSON.stringify(image.properties),
  };
}

const COLUMNS = `id, region, name, owner, visibility, status, ready_at, protected, os_hidden,
  disk_format, container_format, size, virtual_size, checksum, os_hash_algo, os_hash_value,
  min_disk, min_ram, created_at, updated_at, tags, properties`;
const VALUES = `@id, @region, @name, @owner, @visibility, @status, @ready_at, @protected,
  @os_hidden, @disk_format, @container_format, @size, @virtual_size, @checksum, @os_hash_algo,
  @os_hash_value, @min_disk, @min_ram, @created_at, @updated_at, @tags, @properties`;

/**
 * Creates the images store over an open database (image migration 1).
 *
 * @example
 * imagesStore(db).listRegion('eu-west2').length; // 62 once seeded
 */
export function imagesStore(db: Database): ImagesStore {
  const selectRegion = db.prepare<[string], ImageRow>(
    `SELECT ${COLUMNS} FROM image_images WHERE region = ?`,
  );
  const selectOne = db.prepare<[string, string], ImageRow>(
    `SELECT ${COLUMNS} FROM image_images WHERE region = ? AND id = ?`,
  );
  const insert = db.prepare<[ImageRow]>(`INSERT INTO image_images (${COLUMNS}) VALUES (${VALUES})`);
  const insertOrIgnore = db.prepare<[ImageRow]>(
    `INSERT OR IGNORE INTO image_images (${COLUMNS}) VALUES (${VALUES})`,
  );
  const remove = db.prepare<[string, string]>(
    'DELETE FROM image_images WHERE region = ? AND id = ?',
  );
  return {
    listRegion(region) {
      return selectRegion.all(region).map(fromRow);
    },
    find(region, id) {
      const row = selectOne.get(region, id);
      return row === undefined ? undefined : fromRow(row);
    },
    insert(image) {
      insert.run(toRow(image));
    },
    insertMissing(image) {
      insertOrIgnore.run(toRow(image));
    },
    delete(region, id) {
      return remove.run(region, id).changes > 0;
    },
  };
}

/** States in which Glance has no data yet, so no size, checksum or hashes. */
const WITHOUT_DATA: ReadonlySet<GlanceImageStatus> = new Set([
  'queued',
  'saving',
  'uploading',
  'importing',
]);

/**
 * The image as Glance shows it at `now`: a queued image whose `readyAt` has passed is active
 * (updated then), and the data's figures (size, checksum, hashes) appear only once it is.
 *
 * @example
 * effectiveImage(snapshot, clock.now()).status; // 'queued', later 'active'
 */
export function effectiveImage(image: ImageRecord, now: Date): ImageRecord {
  if (
    image.status === 'queued' &&
    image.readyAt !== null &&
    Date.parse(image.readyAt) <= now.getTime()
  ) {
    return { ...image, status: 'active', updatedAt: image.readyAt };
  }
  if (!WITHOUT_DATA.has(image.status)) return image;
  return {
    ...image,
    size: null,
    virtualSize: null,
    checksum: null,
    osHashAlgo: null,
    osHashValue: null,
  };
}

/**
 * Whether `projectId` may see the image at all (show it by id): public and community images,
 * and the project's own. (Glance also shows shared images to accepted members; the emulator has
 * no image members.)
 *
 * @example
 * isVisibleTo(publicImage, 'p1'); // true
 */
export function isVisibleTo(image: ImageRecord, projectId: string): boolean {
  return (
    image.visibility === 'public' ||
    image.visibility === 'community' ||
    (image.owner !== null && image.owner === projectId)
  );
}
