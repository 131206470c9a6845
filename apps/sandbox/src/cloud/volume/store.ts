import type { Database } from 'better-sqlite3';

/** An attachment of a volume to a server. */
export interface AttachmentRecord {
  id: string;
  volumeId: string;
  serverId: string;
  /** `/dev/vdb`. */
  device: string;
  attachedAt: string;
}

/** A volume of the emulated Cinder, as stored (the status is derived: see `volumeStatus`). */
export interface VolumeRecord {
  id: string;
  region: string;
  projectId: string;
  userId: string;
  name: string | null;
  description: string | null;
  sizeGb: number;
  volumeType: string;
  availabilityZone: string;
  createdAt: string;
  /** When `creating` turns `available`. */
  readyAt: string;
  updatedAt: string | null;
  /** When a delete was accepted (`deleting` from then on). */
  deleteRequestedAt: string | null;
  /** When the deleted volume disappears. */
  goneAt: string | null;
  attachment: AttachmentRecord | null;
}

/** What a new volume needs. */
export type NewVolume = Omit<
  VolumeRecord,
  'updatedAt' | 'deleteRequestedAt' | 'goneAt' | 'attachment'
>;

/** A project's use of its volume quota (volumes not yet gone, deleting ones included). */
export interface VolumeUsage {
  volumes: number;
  gigabytes: number;
}

/** Data access of the volume emulator. Reads first forget volumes whose delete has finished. */
export interface VolumesStore {
  insert(volume: NewVolume): void;
  /** The project's volumes in the region, newest first (Cinder's `created_at:desc, id:desc`). */
  listForProject(region: string, projectId: string, now: Date): VolumeRecord[];
  /** A volume of the project in the region, `undefined` when absent, foreign or gone. */
  find(region: string, projectId: string, volumeId: string, now: Date): VolumeRecord | undefined;
  usage(region: string, projectId: string, now: Date): VolumeUsage;
  markDeleting(volumeId: string, at: Date, goneAt: Date): void;
  attach(attachment: AttachmentRecord): void;
  detach(volumeId: string, at: Date): void;
  /** The attachments of a server (in a region), oldest first. */
  attachmentsOfServer(region: string, serverId: string): AttachmentRecord[];
  /** Removes every attachment of the server in the region. */
  detachServer(region: string, serverId: string): void;
}

interface VolumeRow {
  id: string;
  region: string;
  project_id: string;
  user_id: string;
  name: string | null;
  description: string | null;
  size_gb: number;
  volume_type: string;
  availability_zone: string;
  created_at: string;
  ready_at: string;
  updated_at: string | null;
  delete_requested_at: string | null;
  gone_at: string | null;
  attachment_id: string | null;
  server_id: string | null;
  device: string | null;
  attached_at: string | null;
}

interface AttachmentRow {
  id: string;
  volume_id: string;
  server_id: string;
  device: string;
  attached_at: string;
}

const SELECT_VOLUME = `
  SELECT v.*, a.id AS attachment_id, a.server_id, a.device, a.attached_at
    FROM volume_volumes v LEFT JOIN volume_attachments a ON a.volume_id = v.id`;

function volumeOf(row: VolumeRow): VolumeRecord {
  return {
    id: row.id,
    region: row.region,
    projectId: row.project_id,
    userId: row.user_id,
    name: row.name,
    description: row.description,
    sizeGb: row.size_gb,
    volumeType: row.volume_type,
    availabilityZone: row.availability_zone,
    createdAt: row.created_at,
    readyAt: row.ready_at,
    updatedAt: row.updated_at,
    deleteRequestedAt: row.delete_requested_at,
    goneAt: row.gone_at,
    attachment:
      row.attachment_id === null
        ? null
        : {
            id: row.attachment_id,
            volumeId: row.id,
            serverId: row.server_id ?? '',
            device: row.device ?? '',
            attachedAt: row.attached_at ?? '',
          },
  };
}

function attachmentOf(row: AttachmentRow): AttachmentRecord {
  return {
    id: row.id,
    volumeId: row.volume_id,
    serverId: row.server_id,
    device: row.device,
    attachedAt: row.attached_at,
  };
}

/**
 * Creates the volumes store over an open database (volume migration 1).
 *
 * @example
 * volumesStore(db).listForProject('eu-west2', projectId, new Date());
 */
export function volumesStore(db: Database): VolumesStore {
  const purge = db.prepare<[string]>(
    'DELETE FROM volume_volumes WHERE gone_at IS NOT NULL AND gone_at <= ?',
  );
  const insert = db.prepare<[Record<string, unknown>]>(
    `INSERT INTO volume_volumes (id, region, project_id, user_id, name, description, size_gb,
       volume_type, availability_zone, created_at, ready_at)
     VALUES (@id, @region, @project_id, @user_id, @name, @description, @size_gb, @volume_type,
       @availability_zone, @created_at, @ready_at)`,
  );
  const selectProject = db.prepare<[string, string], VolumeRow>(
    `${SELECT_VOLUME} WHERE v.region = ? AND v.project_id = ? ORDER BY v.created_at DESC, v.id DESC`,
  );
  const selectOne = db.prepare<[string, string, string], VolumeRow>(
    `${SELECT_VOLUME} WHERE v.region = ? AND v.project_id = ? AND v.id = ?`,
  );
  const selectUsage = db.prepare<[string, string], { volumes: number; gigabytes: number | null }>(
    `SELECT COUNT(*) AS volumes, SUM(size_gb) AS gigabytes
       FROM volume_volumes WHERE region = ? AND project_id = ?`,
  );
  const updateDeleting = db.prepare<[string, string, string, string]>(
    `UPDATE volume_volumes SET delete_requested_at = ?, gone_at = ?, updated_at = ? WHERE id = ?`,
  );
  const touch = db.prepare<[string, string]>(
    'UPDATE volume_volumes SET updated_at = ? WHERE id = ?',
  );
  const insertAttachment = db.prepare<[AttachmentRow]>(
    `INSERT INTO volume_attachments (id, volume_id, server_id, device, attached_at)
     VALUES (@id, @volume_id, @server_id, @device, @attached_at)`,
  );
  const deleteAttachment = db.prepare<[string]>(
    'DELETE FROM volume_attachments WHERE volume_id = ?',
  );
  const selectServerAttachments = db.prepare<[string, string], AttachmentRow>(
    `SELECT a.* FROM volume_attachments a JOIN volume_volumes v ON v.id = a.volume_id
      WHERE v.region = ? AND a.server_id = ? ORDER BY a.attached_at, a.device`,
  );
  const deleteServerAttachments = db.prepare<[string, string]>(
    `DELETE FROM volume_attachments WHERE server_id = ?
       AND volume_id IN (SELECT id FROM volume_volumes WHERE region = ?)`,
  );
  return {
    insert(volume) {
      insert.run({
        id: volume.id,
        region: volume.region,
        project_id: volume.projectId,
        user_id: volume.userId,
        name: volume.name,
        description: volume.description,
        size_gb: volume.sizeGb,
        volume_type: volume.volumeType,
        availability_zone: volume.availabilityZone,
        created_at: volume.createdAt,
        ready_at: volume.readyAt,
      });
    },
    listForProject(region, projectId, now) {
      purge.run(now.toISOString());
      return selectProject.all(region, projectId).map(volumeOf);
    },
    find(region, projectId, volumeId, now) {
      purge.run(now.toISOString());
      const row = selectOne.get(region, projectId, volumeId);
      return row === undefined ? undefined : volumeOf(row);
    },
    usage(region, projectId, now) {
      purge.run(now.toISOString());
      const row = selectUsage.get(region, projectId);
      return { volumes: row?.volumes ?? 0, gigabytes: row?.gigabytes ?? 0 };
    },
    markDeleting(volumeId, at, goneAt) {
      updateDeleting.run(at.toISOString(), goneAt.toISOString(), at.toISOString(), volumeId);
    },
    attach(attachment) {
      db.transaction(() => {
        insertAttachment.run({
          id: attachment.id,
          volume_id: attachment.volumeId,
          server_id: attachment.serverId,
          device: attachment.device,
          attached_at: attachment.attachedAt,
        });
        touch.run(attachment.attachedAt, attachment.volumeId);
      })();
    },
    detach(volumeId, at) {
      db.transaction(() => {
        deleteAttachment.run(volumeId);
        touch.run(at.toISOString(), volumeId);
      })();
    },
    attachmentsOfServer(region, serverId) {
      return selectServerAttachments.all(region, serverId).map(attachmentOf);
    },
    detachServer(region, serverId) {
      deleteServerAttachments.run(serverId, region);
    },
  };
}
