import { sendCloudRequest, type CloudClient } from '../../core/client.ts';
import { createCloudError } from '../../core/errors.ts';
import { collectAll, listPages } from '../../core/pagination.ts';
import { pathSegment } from '../../core/preconditions.ts';
import type { CloudQuery, RequestOptions } from '../../core/types.ts';
import type {
  CinderVolume,
  CinderVolumeCreateRequest,
  CinderVolumeResponse,
} from './volumes.types.ts';

/**
 * Volumes per request of the volume list: Cinder's `osapi_max_limit` default (1000), the most
 * one page may hold (§9 names no volume limit).
 */
export const VOLUME_LIST_LIMIT = 1000;

const VOLUMES = '/volumes';

function volumePath(volumeId: string): string {
  return `${VOLUMES}/${pathSegment(volumeId)}`;
}

/** Filters of `GET /volumes/detail` (Cinder's query: `name`, `status`, `sort`...). */
export interface ListVolumesInput {
  readonly query?: CloudQuery;
}

/**
 * Every volume of the project with its details (`GET /volumes/detail`, `limit`/`marker` pages
 * linked by `volumes_links`), as an async iterator: a caller may stop early. The root
 * `volume/v3/{projectId}` takes the client's (or the call's) project id.
 *
 * @example
 * for await (const volume of listVolumes(client, {}, { projectId })) console.log(volume.name, volume.status);
 */
export function listVolumes(
  client: CloudClient,
  input: ListVolumesInput = {},
  options: RequestOptions = {},
): AsyncGenerator<CinderVolume, void, undefined> {
  return listPages<CinderVolume>(
    client,
    {
      service: 'volume',
      path: `${VOLUMES}/detail`,
      itemsKey: 'volumes',
      limit: VOLUME_LIST_LIMIT,
      ...(input.query ? { query: input.query } : {}),
    },
    options,
  );
}

/**
 * Every volume of the project with its details, all pages collected.
 *
 * @example
 * const volumes = await listAllVolumes(client, {}, { region: 'eu-west3', projectId });
 */
export function listAllVolumes(
  client: CloudClient,
  input: ListVolumesInput = {},
  options: RequestOptions = {},
): Promise<CinderVolume[]> {
  return collectAll(listVolumes(client, input, options));
}

/** Names a volume. */
export interface VolumeIdInput {
  readonly volumeId: string;
}

/**
 * One volume (`GET /volumes/{id}`). Rejects with a 404 `CloudError` when it does not exist (or
 * belongs to another project).
 *
 * @example
 * const volume = await getVolume(client, { volumeId: '2b955850-f177-45f7-9f49-ecb2c256d161' });
 */
export async function getVolume(
  client: CloudClient,
  input: VolumeIdInput,
  options: RequestOptions = {},
): Promise<CinderVolume> {
  const response = await sendCloudRequest<CinderVolumeResponse>(
    client,
    { method: 'GET', service: 'volume', path: volumePath(input.volumeId) },
    options,
  );
  return response.body.volume;
}

/** A volume to create: a blank one (§7 "create with no source type"). */
export interface CreateVolumeInput {
  /** GiB: a whole number, at least 1. */
  readonly size: number;
  readonly name: string;
  readonly description?: string;
  /** A type's name or id; the project's default type when left out. */
  readonly volume_type?: string;
  readonly availability_zone?: string;
}

/**
 * Creates a blank volume (`POST /volumes`, 202): only the given fields are sent, never a
 * snapshot, image or source volume. Resolves with the volume in `creating`; it becomes
 * `available` shortly after. A size that is not a whole number ≥ 1 rejects with
 * `invalid_request` before sending; quota refusals reject with Cinder's 413.
 *
 * @example
 * const volume = await createVolume(client, { size: 20, name: 'data-1' }, { projectId });
 */
export async function createVolume(
  client: CloudClient,
  input: CreateVolumeInput,
  options: RequestOptions = {},
): Promise<CinderVolume> {
  if (!Number.isInteger(input.size) || input.size < 1) {
    throw createCloudError({
      code: 'invalid_request',
      status: 0,
      message: `createVolume needs a size of at least 1 GiB (got ${String(input.size)}).`,
    });
  }
  const body: CinderVolumeCreateRequest = {
    volume: {
      size: input.size,
      name: input.name,
      ...(input.description === undefined ? {} : { description: input.description }),
      ...(input.volume_type === undefined ? {} : { volume_type: input.volume_type }),
      ...(input.availability_zone === undefined
        ? {}
        : { availability_zone: input.availability_zone }),
    },
  };
  const response = await sendCloudRequest<CinderVolumeResponse>(
    client,
    { method: 'POST', service: 'volume', path: VOLUMES, json: body },
    options,
  );
  return response.body.volume;
}

/**
 * Deletes a volume (`DELETE /volumes/{id}`, 202): it goes to `deleting`, then disappears. A
 * volume attached to a server is refused with Cinder's 400 (`Invalid volume: ...`).
 *
 * @example
 * await deleteVolume(client, { volumeId }, { projectId });
 */
export async function deleteVolume(
  client: CloudClient,
  input: VolumeIdInput,
  options: RequestOptions = {},
): Promise<void> {
  await sendCloudRequest(
    client,
    { method: 'DELETE', service: 'volume', path: volumePath(input.volumeId) },
    options,
  );
}
