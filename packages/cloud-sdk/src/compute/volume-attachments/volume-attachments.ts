import { sendCloudRequest, type CloudClient } from '../../core/client.ts';
import { assertCallPreconditions, pathSegment } from '../../core/preconditions.ts';
import type { RequestOptions } from '../../core/types.ts';
import type { ServerIdInput } from '../servers/servers.ts';
import type {
  NovaVolumeAttachment,
  NovaVolumeAttachmentCreate,
  NovaVolumeAttachmentCreateRequest,
  NovaVolumeAttachmentListResponse,
  NovaVolumeAttachmentResponse,
} from './volume-attachments.types.ts';

function attachmentsPath(serverId: string, volumeId?: string): string {
  const base = `/v2.1/servers/${pathSegment(serverId)}/os-volume_attachments`;
  return volumeId === undefined ? base : `${base}/${pathSegment(volumeId)}`;
}

/**
 * The volumes attached to a server (`GET /servers/{id}/os-volume_attachments`). §5: a server
 * id is required.
 *
 * @example
 * const attachments = await listVolumeAttachments(client, { serverId });
 * const devices = attachments.map((attachment) => attachment.device);
 */
export async function listVolumeAttachments(
  client: CloudClient,
  input: ServerIdInput,
  options: RequestOptions = {},
): Promise<readonly NovaVolumeAttachment[]> {
  assertCallPreconditions('serverAction', input);
  const response = await sendCloudRequest<NovaVolumeAttachmentListResponse>(
    client,
    { method: 'GET', service: 'compute', path: attachmentsPath(input.serverId) },
    options,
  );
  return response.body.volumeAttachments;
}

/** Names one volume of a server. */
export interface VolumeAttachmentInput extends ServerIdInput {
  readonly volumeId: string;
}

/**
 * One attachment of a server (`GET /servers/{id}/os-volume_attachments/{volume_id}`).
 *
 * @example
 * const { device } = await getVolumeAttachment(client, { serverId, volumeId });
 */
export async function getVolumeAttachment(
  client: CloudClient,
  input: VolumeAttachmentInput,
  options: RequestOptions = {},
): Promise<NovaVolumeAttachment> {
  assertCallPreconditions('serverAction', input);
  assertCallPreconditions('byId', { id: input.volumeId });
  const response = await sendCloudRequest<NovaVolumeAttachmentResponse>(
    client,
    {
      method: 'GET',
      service: 'compute',
      path: attachmentsPath(input.serverId, input.volumeId),
    },
    options,
  );
  return response.body.volumeAttachment;
}

/** What {@link attachVolume} attaches. */
export interface AttachVolumeInput extends VolumeAttachmentInput {
  /** A device name to ask for (`/dev/vdb`); by default Nova picks the next free one. */
  readonly device?: string;
  /** Device tag (2.49+). */
  readonly tag?: string;
  /** Delete the volume with the server (2.79+). Default: Nova's (false). */
  readonly deleteOnTermination?: boolean;
}

/**
 * Attaches a volume to a server (`POST /servers/{id}/os-volume_attachments`); resolves with the
 * attachment (its device). The volume then goes `attaching` → `in-use` in Cinder. §5: the server
 * and the volume ids are required.
 *
 * @example
 * const { device } = await attachVolume(client, { serverId, volumeId });
 */
export async function attachVolume(
  client: CloudClient,
  input: AttachVolumeInput,
  options: RequestOptions = {},
): Promise<NovaVolumeAttachment> {
  assertCallPreconditions('serverAction', input);
  assertCallPreconditions('byId', { id: input.volumeId });
  const volumeAttachment: NovaVolumeAttachmentCreate = {
    volumeId: input.volumeId,
    ...(input.device === undefined ? {} : { device: input.device }),
    ...(input.tag === undefined ? {} : { tag: input.tag }),
    ...(input.deleteOnTermination === undefined
      ? {}
      : { delete_on_termination: input.deleteOnTermination }),
  };
  const body: NovaVolumeAttachmentCreateRequest = { volumeAttachment };
  const response = await sendCloudRequest<NovaVolumeAttachmentResponse>(
    client,
    { method: 'POST', service: 'compute', path: attachmentsPath(input.serverId), json: body },
    options,
  );
  return response.body.volumeAttachment;
}

/**
 * Detaches a volume from a server (`DELETE /servers/{id}/os-volume_attachments/{volume_id}`,
 * 202); the volume goes `detaching` → `available` in Cinder.
 *
 * @example
 * await detachVolume(client, { serverId, volumeId });
 */
export async function detachVolume(
  client: CloudClient,
  input: VolumeAttachmentInput,
  options: RequestOptions = {},
): Promise<void> {
  assertCallPreconditions('serverAction', input);
  assertCallPreconditions('byId', { id: input.volumeId });
  await sendCloudRequest(
    client,
    {
      method: 'DELETE',
      service: 'compute',
      path: attachmentsPath(input.serverId, input.volumeId),
    },
    options,
  );
}
