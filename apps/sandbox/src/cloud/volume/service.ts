import type { CinderVolumeStatus } from '@cloud-portal/cloud-sdk/volume';
import type { Ids } from '../../platform/ids.ts';
import type { VolumeRecord, VolumesStore } from './store.ts';

/** A refusal of the volume service, as Nova passes it on (status and message). */
export type VolumeFailure = { status: 400 | 404 | 409; message: string };

/** What the compute emulator uses of the volume emulator (Nova's os-volume_attachments). */
export interface VolumeService {
  /** Attaches an available volume of the project to a server (Nova picks the device: /dev/vdb, /dev/vdc… unless given). */
  attach(input: {
    region: string;
    projectId: string;
    volumeId: string;
    serverId: string;
    device?: string;
  }): { attachmentId: string; device: string } | VolumeFailure;
  detach(input: {
    region: string;
    projectId: string;
    volumeId: string;
    serverId: string;
  }): true | VolumeFailure;
  /** The server's attached volumes (Nova's os-extended-volumes:volumes_attached and os-volume_attachments list). */
  attachmentsOf(
    region: string,
    serverId: string,
  ): { attachmentId: string; volumeId: string; device: string }[];
  /** On server delete: every attached volume becomes available again. */
  detachAll(region: string, serverId: string): void;
}

/**
 * The status Cinder would report now: `deleting` once a delete was accepted, `in-use` while
 * attached, `creating` until the volume is ready, else `available`.
 *
 * @example
 * volumeStatus(volume, new Date()); // 'available'
 */
export function volumeStatus(volume: VolumeRecord, now: Date): CinderVolumeStatus {
  if (volume.deleteRequestedAt !== null) return 'deleting';
  if (volume.attachment !== null) return 'in-use';
  return now.toISOString() < volume.readyAt ? 'creating' : 'available';
}

/**
 * Whether `value` is a failure of the volume service rather than a success.
 *
 * @example
 * const outcome = volumes.attach(input);
 * if (isVolumeFailure(outcome)) return reply.code(outcome.status).send(novaFault(outcome.status, outcome.message));
 */
export function isVolumeFailure(value: unknown): value is VolumeFailure {
  return typeof value === 'object' && value !== null && 'status' in value && 'message' in value;
}

/** Nova's device names after the root disk (`/dev/vda`): `/dev/vdb` … `/dev/vdz`. */
const DEVICE = /^\/dev\/vd[b-z]$/;

function nextFreeDevice(taken: ReadonlySet<string>): string | undefined {
  for (let code = 'b'.charCodeAt(0); code <= 'z'.charCodeAt(0); code += 1) {
    const device = `/dev/vd${String.fromCharCode(code)}`;
    if (!taken.has(device)) return device;
  }
  return undefined;
}

function notFound(volumeId: string): VolumeFailure {
  return { status: 404, message: `Volume ${volumeId} could not be found.` };
}

/**
 * The volume service over the store: attachments for Nova, on the sandbox clock.
 *
 * @example
 * const service = volumeService(volumesStore(db), platform.now, platform.ids);
 * service.attach({ region: 'eu-west2', projectId, volumeId, serverId }); // { attachmentId, device: '/dev/vdb' }
 */
export function volumeService(volumes: VolumesStore, now: () => Date, ids: Ids): VolumeService {
  return {
    attach({ region, projectId, volumeId, serverId, device }) {
      const at = now();
      const volume = volumes.find(region, projectId, volumeId, at);
      if (volume === undefined) return notFound(volumeId);
      const status = volumeStatus(volume, at);
      if (status !== 'available') {
        // Cinder's refusal of attachment_create, which Nova passes on.
        return {
          status: 400,
          message: `Invalid volume: Volume ${volumeId} status must be available or downloading to reserve, but the current status is ${status}.`,
        };
      }
      const taken = new Set(volumes.attachmentsOfServer(region, serverId).map((a) => a.device));
      if (device !== undefined && !DEVICE.test(device)) {
        return { status: 400, message: `The supplied device path (${device}) is invalid.` };
      }
      if (device !== undefined && taken.has(device)) {
        return { status: 400, message: `The supplied device path (${device}) is in use.` };
      }
      const chosen = device ?? nextFreeDevice(taken);
      if (chosen === undefined) {
        return { status: 400, message: "No free disk device names for prefix 'vd'" };
      }
      const attachmentId = ids.uuid();
      volumes.attach({
        id: attachmentId,
        volumeId,
        serverId,
        device: chosen,
        attachedAt: at.toISOString(),
      });
      return { attachmentId, device: chosen };
    },
    detach({ region, projectId, volumeId, serverId }) {
      const at = now();
      const volume = volumes.find(region, projectId, volumeId, at);
      if (volume === undefined) return notFound(volumeId);
      if (volume.attachment === null || volume.attachment.serverId !== serverId) {
        return {
          status: 404,
          message: `Volume ${volumeId} is not attached to server ${serverId}.`,
        };
      }
      volumes.detach(volumeId, at);
      return true;
    },
    attachmentsOf(region, serverId) {
      return volumes.attachmentsOfServer(region, serverId).map((attachment) => ({
        attachmentId: attachment.id,
        volumeId: attachment.volumeId,
        device: attachment.device,
      }));
    },
    detachAll(region, serverId) {
      volumes.detachServer(region, serverId);
    },
  };
}
