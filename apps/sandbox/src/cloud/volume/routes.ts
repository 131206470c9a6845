import type {
  CinderLink,
  CinderVersion,
  CinderVersionsResponse,
  CinderVolume,
  CinderVolumeListResponse,
  CinderVolumeResponse,
} from '@cloud-portal/cloud-sdk/volume';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { EventBus } from '../../platform/events.ts';
import type { Ids } from '../../platform/ids.ts';
import { cloudAuthOf, keystoneAuth, type TokenResolver } from '../shared/auth.ts';
import { novaFault } from '../shared/errors.ts';
import { atLeast, microversions, type MicroversionRange } from '../shared/microversion.ts';
import {
  collectionLinks,
  isPageProblem,
  paginate,
  parsePageRequest,
} from '../shared/pagination.ts';
import { requestOrigin } from '../shared/urls.ts';
import { volumeStatus } from './service.ts';
import type { VolumeRecord, VolumesStore } from './store.ts';

/** Cinder's microversions as in Zed: none named is 3.0, `latest` is 3.70. */
export const CINDER_MICROVERSIONS: MicroversionRange = {
  service: 'volume',
  min: '3.0',
  max: '3.70',
};

/** Cinder's `osapi_max_limit`: the largest page, and the page without `limit`. */
export const CINDER_MAX_LIMIT = 1000;

/** Cinder's default quotas (`quota_volumes`, `quota_gigabytes`). */
export const CINDER_DEFAULT_QUOTA = { volumes: 10, gigabytes: 1000 } as const;

/** Sandbox milliseconds a new volume stays `creating` (Cinder's fake driver is about as quick). */
export const VOLUME_CREATING_MS = 2000;

/** Sandbox milliseconds a deleted volume stays `deleting` before it disappears. */
export const VOLUME_DELETING_MS = 1000;

/** The one volume type and availability zone of the emulated Cinder. */
export const DEFAULT_VOLUME_TYPE = {
  name: '__DEFAULT__',
  id: '0d9b4c5e-3f51-4c6e-9a7e-6b1f2d8c4a10',
} as const;
export const VOLUME_AVAILABILITY_ZONE = 'nova';

/** The cinder-volume service every volume lives on (3.48+ `service_uuid`). */
const SERVICE_UUID = '7c1f3e2a-5b8d-4e6f-9a0b-1c2d3e4f5a6b';

/** Cinder's refusal to delete a volume that is not available (or in error): attached, creating... */
export const VOLUME_DELETE_REFUSED =
  'Invalid volume: Volume status must be available or error or error_restoring or error_extending or error_managing and must not be migrating, attached, belong to a group, have snapshots or be disassociated from snapshots after volume transfer.';

const SOURCE_KEYS = {
  snapshot_id: 'Snapshot',
  source_volid: 'Volume',
  backup_id: 'Backup',
  imageRef: 'Image',
} as const;

/** Options of {@link volumeRoutes}. */
export interface VolumeRoutesOptions {
  volumes: VolumesStore;
  /** Resolves `X-Auth-Token` (the identity service). */
  tokens: TokenResolver;
  now: () => Date;
  ids: Ids;
  /** Where `volume.created` and `volume.deleted` go (billing charges the storage); none: silent. */
  events?: Pick<EventBus, 'publish'> | undefined;
}

type ProjectParams = { region: string; projectId: string };
type VolumeParams = ProjectParams & { volumeId: string };

/** Cinder writes times without a zone and with microseconds: `2018-11-28T06:21:12.715987`. */
function cinderTime(iso: string): string {
  return `${iso.replace(/Z$/, '')}000`;
}

function volumeRoot(request: FastifyRequest<{ Params: { region: string } }>): string {
  return `${requestOrigin(request)}/cloud/${request.params.region}/volume`;
}

function volumeLinks(request: FastifyRequest<{ Params: ProjectParams }>, id: string): CinderLink[] {
  const root = volumeRoot(request);
  const project = encodeURIComponent(request.params.projectId);
  const volume = encodeURIComponent(id);
  return [
    { href: `${root}/v3/${project}/volumes/${volume}`, rel: 'self' },
    { href: `${root}/${project}/volumes/${volume}`, rel: 'bookmark' },
  ];
}

/** A volume as Cinder shows it to a project member at the request's microversion. */
function volumeView(
  request: FastifyRequest<{ Params: ProjectParams }>,
  volume: VolumeRecord,
  now: Date,
): CinderVolume {
  const attachment = volume.attachment;
  return {
    attachments:
      attachment === null
        ? []
        : [
            {
              id: volume.id,
              attachment_id: attachment.id,
              volume_id: volume.id,
              server_id: attachment.serverId,
              host_name: null,
              device: attachment.device,
              attached_at: cinderTime(attachment.attachedAt),
            },
          ],
    availability_zone: volume.availabilityZone,
    bootable: 'false',
    consistencygroup_id: null,
    created_at: cinderTime(volume.createdAt),
    description: volume.description,
    encrypted: false,
    id: volume.id,
    links: volumeLinks(request, volume.id),
    metadata: {},
    multiattach: false,
    name: volume.name,
    replication_status: null,
    size: volume.sizeGb,
    snapshot_id: null,
    source_volid: null,
    status: volumeStatus(volume, now),
    updated_at: volume.updatedAt === null ? null : cinderTime(volume.updatedAt),
    user_id: volume.userId,
    volume_type: volume.volumeType,
    ...(atLeast(request, '3.13') ? { group_id: null } : {}),
    ...(atLeast(request, '3.48') ? { service_uuid: SERVICE_UUID, shared_targets: false } : {}),
    ...(atLeast(request, '3.63') ? { volume_type_id: DEFAULT_VOLUME_TYPE.id } : {}),
    ...(atLeast(request, '3.65') ? { consumes_quota: true } : {}),
  };
}

function versionsDocument(
  request: FastifyRequest<{ Params: { region: string } }>,
): CinderVersionsResponse {
  const version: CinderVersion = {
    id: 'v3.0',
    links: [
      { href: 'https://docs.openstack.org/', rel: 'describedby', type: 'text/html' },
      { href: `${volumeRoot(request)}/v3/`, rel: 'self' },
    ],
    'media-types': [
      { base: 'application/json', type: 'application/vnd.openstack.volume+json;version=3' },
    ],
    min_version: CINDER_MICROVERSIONS.min,
    status: 'CURRENT',
    updated: '2022-08-31T00:00:00Z',
    version: CINDER_MICROVERSIONS.max,
  };
  return { versions: [version] };
}

function badRequest(reply: FastifyReply, message: string) {
  return reply.code(400).send(novaFault(400, message));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The size of a create request: Cinder takes an integer or a string of digits, at least 1. */
function parseSize(value: unknown): number | string {
  if (value === undefined || value === null) {
    return `Invalid input received: Volume size '${String(value)}' must be an integer and greater than 0`;
  }
  const digits = typeof value === 'string' && /^[0-9]+$/.test(value);
  if (!(typeof value === 'number' && Number.isInteger(value)) && !digits) {
    return `Invalid input for field/attribute size. Value: ${JSON.stringify(value)}. ${JSON.stringify(value)} is not of type 'integer', 'string', 'null'`;
  }
  const size = Number(value);
  if (size < 1)
    return `Invalid input for field/attribute size. Value: ${size}. ${size} is less than the minimum of 1`;
  if (size > 2 ** 31 - 1)
    return `Invalid input for field/attribute size. Value: ${size}. ${size} is greater than the maximum of ${2 ** 31 - 1}`;
  return size;
}

function optionalText(
  body: Record<string, unknown>,
  key: string,
  max: number,
): string | null | { problem: string } {
  const value = body[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') {
    return {
      problem: `Invalid input for field/attribute ${key}. Value: ${JSON.stringify(value)}. ${JSON.stringify(value)} is not of type 'string', 'null'`,
    };
  }
  if (value.length > max) {
    return {
      problem: `Invalid input for field/attribute ${key}. Value: ${value}. '${value}' is too long`,
    };
  }
  return value;
}

/**
 * The emulated Cinder v3 under `/cloud/{region}/volume/v3/{project_id}`: the version documents
 * (public), `GET /volumes[/detail]` (`limit`/`marker`, `volumes_links`), `GET /volumes/{id}`,
 * `POST /volumes` (a blank volume, within the project's quota: Cinder's 413) and
 * `DELETE /volumes/{id}` (400 while attached). Behind the shared Keystone preHandler (a path whose
 * project is not the token's is Cinder's 400) and Cinder's microversion headers (3.0–3.70).
 *
 * @example
 * await app.register(volumeRoutes, { volumes, tokens: identity.service, now: platform.now, ids: platform.ids });
 */
export const volumeRoutes: FastifyPluginAsync<VolumeRoutesOptions> = async (app, options) => {
  const auth = keystoneAuth(options.tokens, { style: 'nova' });
  const negotiate = microversions(CINDER_MICROVERSIONS, 'nova');
  const preHandler = [auth, negotiate];

  for (const path of [
    '/cloud/:region/volume',
    '/cloud/:region/volume/',
    '/cloud/:region/volume/v3/',
  ]) {
    app.get<{ Params: { region: string } }>(path, async (request) => versionsDocument(request));
  }

  const list =
    (detailed: boolean) =>
    async (request: FastifyRequest<{ Params: ProjectParams }>, reply: FastifyReply) => {
      const pageRequest = parsePageRequest(request.query, CINDER_MAX_LIMIT);
      if (isPageProblem(pageRequest)) return badRequest(reply, pageRequest.message);
      const now = options.now();
      const { projectId } = cloudAuthOf(request);
      const all = options.volumes.listForProject(request.params.region, projectId ?? '', now);
      const page = paginate(all, (volume) => volume.id, pageRequest);
      if (isPageProblem(page)) return badRequest(reply, page.message);
      const body: CinderVolumeListResponse = {
        volumes: page.items.map((volume) =>
          detailed
            ? volumeView(request, volume, now)
            : ({
                id: volume.id,
                links: volumeLinks(request, volume.id),
                name: volume.name,
              } as unknown as CinderVolume),
        ),
        ...collectionLinks(request, 'volumes_links', page),
      };
      return body;
    };
  app.get<{ Params: ProjectParams }>(
    '/cloud/:region/volume/v3/:projectId/volumes/detail',
    { preHandler },
    list(true),
  );
  app.get<{ Params: ProjectParams }>(
    '/cloud/:region/volume/v3/:projectId/volumes',
    { preHandler },
    list(false),
  );

  // Cinder's quota set of the project (`openstack quota show` reads it): the defaults, and with
  // `usage=true` what is in use. Only the caller's own project, as Cinder's member policy.
  app.get<{ Params: ProjectParams & { quotaProjectId: string } }>(
    '/cloud/:region/volume/v3/:projectId/os-quota-sets/:quotaProjectId',
    { preHandler },
    async (request, reply) => {
      const { projectId } = cloudAuthOf(request);
      if (request.params.quotaProjectId !== projectId) {
        return reply
          .code(403)
          .send(
            novaFault(403, "Policy doesn't allow volume_extension:quotas:show to be performed."),
          );
      }
      const limits: Record<string, number> = {
        volumes: CINDER_DEFAULT_QUOTA.volumes,
        gigabytes: CINDER_DEFAULT_QUOTA.gigabytes,
        snapshots: 10,
        backups: 10,
        backup_gigabytes: 1000,
        groups: 10,
        per_volume_gigabytes: -1,
        volumes___DEFAULT__: -1,
        gigabytes___DEFAULT__: -1,
        snapshots___DEFAULT__: -1,
      };
      const query = request.query as { usage?: string };
      if (query.usage !== 'true' && query.usage !== 'True') {
        return { quota_set: { id: projectId, ...limits } };
      }
      const used = options.volumes.usage(request.params.region, projectId ?? '', options.now());
      const inUse: Record<string, number> = { volumes: used.volumes, gigabytes: used.gigabytes };
      return {
        quota_set: {
          id: projectId,
          ...Object.fromEntries(
            Object.entries(limits).map(([key, limit]) => [
              key,
              { limit, in_use: inUse[key] ?? 0, reserved: 0, allocated: 0 },
            ]),
          ),
        },
      };
    },
  );

  app.get<{ Params: VolumeParams }>(
    '/cloud/:region/volume/v3/:projectId/volumes/:volumeId',
    { preHandler },
    async (request, reply) => {
      const now = options.now();
      const { projectId } = cloudAuthOf(request);
      const volume = options.volumes.find(
        request.params.region,
        projectId ?? '',
        request.params.volumeId,
        now,
      );
      if (volume === undefined) {
        return reply
          .code(404)
          .send(novaFault(404, `Volume ${request.params.volumeId} could not be found.`));
      }
      const body: CinderVolumeResponse = { volume: volumeView(request, volume, now) };
      return body;
    },
  );

  app.post<{ Params: ProjectParams }>(
    '/cloud/:region/volume/v3/:projectId/volumes',
    { preHandler },
    async (request, reply) => {
      const body: unknown = request.body;
      if (!isObject(body) || !isObject(body['volume'])) {
        return badRequest(reply, "'volume' is a required property");
      }
      const input = body['volume'];
      for (const [key, kind] of Object.entries(SOURCE_KEYS)) {
        const source = input[key];
        // The emulator keeps no snapshots, backups or images of volumes: a source never exists.
        if (source !== undefined && source !== null) {
          return reply
            .code(404)
            .send(novaFault(404, `${kind} ${String(source)} could not be found.`));
        }
      }
      const size = parseSize(input['size']);
      if (typeof size === 'string') return badRequest(reply, size);
      const name = optionalText(input, 'name', 255);
      if (isObject(name)) return badRequest(reply, name.problem);
      const description = optionalText(input, 'description', 255);
      if (isObject(description)) return badRequest(reply, description.problem);
      const type = optionalText(input, 'volume_type', 255);
      if (isObject(type)) return badRequest(reply, type.problem);
      if (type !== null && type !== DEFAULT_VOLUME_TYPE.name && type !== DEFAULT_VOLUME_TYPE.id) {
        return reply
          .code(404)
          .send(novaFault(404, `Volume type with name ${type} could not be found.`));
      }
      const zone = optionalText(input, 'availability_zone', 255);
      if (isObject(zone)) return badRequest(reply, zone.problem);
      if (zone !== null && zone !== VOLUME_AVAILABILITY_ZONE) {
        return badRequest(reply, `Availability zone '${zone}' is invalid.`);
      }

      const now = options.now();
      const auth = cloudAuthOf(request);
      const region = request.params.region;
      const projectId = auth.projectId ?? '';
      const usage = options.volumes.usage(region, projectId, now);
      // Cinder reports the gigabytes quota before the volumes one (its "overs" are sorted).
      if (usage.gigabytes + size > CINDER_DEFAULT_QUOTA.gigabytes) {
        return reply
          .code(413)
          .header('Retry-After', '0')
          .send({
            overLimit: {
              code: 413,
              message: `VolumeSizeExceedsAvailableQuota: Requested volume or snapshot exceeds allowed gigabytes quota. Requested ${size}G, quota is ${CINDER_DEFAULT_QUOTA.gigabytes}G and ${usage.gigabytes}G has been consumed.`,
              retryAfter: '0',
            },
          });
      }
      if (usage.volumes + 1 > CINDER_DEFAULT_QUOTA.volumes) {
        return reply
          .code(413)
          .header('Retry-After', '0')
          .send({
            overLimit: {
              code: 413,
              message: `VolumeLimitExceeded: Maximum number of volumes allowed (${CINDER_DEFAULT_QUOTA.volumes}) exceeded for quota 'volumes'.`,
              retryAfter: '0',
            },
          });
      }
      const id = options.ids.uuid();
      options.volumes.insert({
        id,
        region,
        projectId,
        userId: auth.userId,
        name,
        description,
        sizeGb: size,
        volumeType: DEFAULT_VOLUME_TYPE.name,
        availabilityZone: VOLUME_AVAILABILITY_ZONE,
        createdAt: now.toISOString(),
        readyAt: new Date(now.getTime() + VOLUME_CREATING_MS).toISOString(),
      });
      const created = options.volumes.find(region, projectId, id, now);
      if (created === undefined) throw new Error(`Volume ${id} vanished after insert.`);
      // Billed from its creation (the emulator has no extend: a volume keeps its size).
      options.events?.publish('volume.created', {
        volumeId: id,
        projectId,
        region,
        name,
        sizeGb: size,
        createdAt: created.createdAt,
      });
      const response: CinderVolumeResponse = { volume: volumeView(request, created, now) };
      return reply.code(202).send(response);
    },
  );

  app.delete<{ Params: VolumeParams }>(
    '/cloud/:region/volume/v3/:projectId/volumes/:volumeId',
    { preHandler },
    async (request, reply) => {
      const now = options.now();
      const { projectId } = cloudAuthOf(request);
      const { region, volumeId } = request.params;
      const volume = options.volumes.find(region, projectId ?? '', volumeId, now);
      if (volume === undefined) {
        return reply.code(404).send(novaFault(404, `Volume ${volumeId} could not be found.`));
      }
      if (volumeStatus(volume, now) !== 'available')
        return badRequest(reply, VOLUME_DELETE_REFUSED);
      options.volumes.markDeleting(volume.id, now, new Date(now.getTime() + VOLUME_DELETING_MS));
      // Billed until the delete is accepted (`deleting` holds no customer data any more).
      options.events?.publish('volume.deleted', {
        volumeId: volume.id,
        projectId: volume.projectId,
        region,
        deletedAt: now.toISOString(),
      });
      return reply.code(202).send();
    },
  );
};
