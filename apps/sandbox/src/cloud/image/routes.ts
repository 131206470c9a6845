import type {
  GlanceImage,
  GlanceImageListResponse,
  GlanceImageStatus,
  GlanceVersion,
  GlanceVersionsResponse,
} from '@cloud-portal/cloud-sdk/image';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { EventBus } from '../../platform/events.ts';
import { cloudAuthOf, keystoneAuth, type TokenResolver } from '../shared/auth.ts';
import { requestOrigin } from '../shared/urls.ts';
import { sendGlanceError } from './errors.ts';
import { backupDeleted } from './service.ts';
import { effectiveImage, isVisibleTo, type ImageRecord, type ImagesStore } from './store.ts';

/** Glance's `limit_param_default`: the page without `limit`. */
export const GLANCE_DEFAULT_LIMIT = 25;
/** Glance's `api_limit_max`: the largest page. */
export const GLANCE_MAX_LIMIT = 1000;

/**
 * The v2 minor versions Zed's Glance (25) lists with multiple stores (`enabled_backends`), newest
 * first; the newest is CURRENT.
 */
const GLANCE_VERSIONS = [
  '2.16', '2.15', '2.14', '2.13', '2.12', '2.11', '2.10', '2.9', '2.8',
  '2.7', '2.6', '2.5', '2.4', '2.3', '2.2', '2.1', '2.0',
] as const; // prettier-ignore

const STATUSES: readonly GlanceImageStatus[] = [
  'queued',
  'saving',
  'active',
  'killed',
  'deleted',
  'pending_delete',
  'deactivated',
  'uploading',
  'importing',
];
const VISIBILITIES = ['public', 'private', 'shared', 'community', 'all'] as const;
/** Glance's `_available_sort_keys`. */
const SORT_KEYS = [
  'name',
  'status',
  'container_format',
  'disk_format',
  'size',
  'id',
  'created_at',
  'updated_at',
] as const;
type SortKey = (typeof SORT_KEYS)[number];
type SortDirection = 'asc' | 'desc';

/** Query keys that are not filters. */
const NOT_FILTERS = new Set(['limit', 'marker', 'sort', 'sort_key', 'sort_dir', 'member_status']);

/** Options of {@link imageRoutes}. */
export interface ImageRoutesOptions {
  images: ImagesStore;
  /** Resolves `X-Auth-Token` (the identity service). */
  tokens: TokenResolver;
  /** The sandbox clock (a snapshot turns active on it). */
  now: () => Date;
  /** Where `backup.deleted` goes when a backup image is deleted (billing); none: silent. */
  events?: Pick<EventBus, 'publish'> | undefined;
}

type RegionParams = { region: string };
type ImageParams = RegionParams & { imageId: string };
type Query = Record<string, string | string[] | undefined>;

/** Glance prints times without fractions: `2014-11-07T17:07:06Z`. */
function glanceTime(iso: string): string {
  return iso.replace(/\.\d+Z$/, 'Z');
}

// Core fields Glance computes itself: a custom property never overrides them.
const CORE_FIELDS = new Set([
  'id',
  'name',
  'status',
  'visibility',
  'protected',
  'os_hidden',
  'owner',
  'checksum',
  'os_hash_algo',
  'os_hash_value',
  'size',
  'virtual_size',
  'min_disk',
  'min_ram',
  'disk_format',
  'container_format',
  'created_at',
  'updated_at',
  'tags',
  'self',
  'file',
  'schema',
  'locations',
  'direct_url',
  'stores',
]);

/**
 * The image as Glance v2 shows it: custom properties first, at the top level, then the core
 * fields in Glance's order; `stores` (the file store `fs`, as with `enabled_backends`) once the
 * image has data.
 *
 * @example
 * glanceImage(effectiveImage(record, now)).self; // '/v2/images/<id>'
 */
export function glanceImage(image: ImageRecord): GlanceImage {
  const properties = Object.fromEntries(
    Object.entries(image.properties).filter(([key]) => !CORE_FIELDS.has(key)),
  );
  const hasData = image.size !== null;
  return {
    ...properties,
    name: image.name,
    disk_format: image.diskFormat,
    container_format: image.containerFormat,
    visibility: image.visibility,
    size: image.size,
    virtual_size: image.virtualSize,
    status: image.status,
    checksum: image.checksum,
    protected: image.protected,
    min_ram: image.minRam,
    min_disk: image.minDisk,
    owner: image.owner,
    os_hidden: image.osHidden,
    os_hash_algo: image.osHashAlgo,
    os_hash_value: image.osHashValue,
    id: image.id,
    created_at: glanceTime(image.createdAt),
    updated_at: glanceTime(image.updatedAt),
    ...(hasData ? { stores: 'fs' } : {}),
    tags: image.tags,
    self: `/v2/images/${image.id}`,
    file: `/v2/images/${image.id}/file`,
    schema: '/v2/schemas/image',
  };
}

/** Python's `urllib.parse.urlencode` (quote_plus): what Glance writes in `first` and `next`. */
function pythonUrlencode(params: ReadonlyMap<string, string>): string {
  const quote = (text: string) =>
    encodeURIComponent(text)
      .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
      .replaceAll('%20', '+');
  return [...params].map(([key, value]) => `${quote(key)}=${quote(value)}`).join('&');
}

/** The request's query as Python's `dict(request.params)`: first position, last value wins. */
function queryParams(request: FastifyRequest): Map<string, string> {
  const url = new URL(request.url, 'http://glance.invalid');
  const params = new Map<string, string>();
  for (const [key, value] of url.searchParams) params.set(key, value);
  return params;
}

function lastValue(query: Query, key: string): string | undefined {
  const value = query[key];
  return Array.isArray(value) ? value[value.length - 1] : value;
}

function allValues(query: Query, key: string): string[] {
  const value = query[key];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

type Problem = { problem: string };
const isProblem = (value: object): value is Problem => 'problem' in value;

function parseLimit(text: string | undefined): number | Problem {
  if (text === undefined) return GLANCE_DEFAULT_LIMIT;
  if (!/^\s*[-+]?\d+\s*$/.test(text)) return { problem: 'limit param must be an integer' };
  const limit = Number(text);
  if (limit < 0) return { problem: 'limit param must be positive' };
  return Math.min(limit, GLANCE_MAX_LIMIT);
}

interface Sorting {
  keys: SortKey[];
  directions: SortDirection[];
}

function sortKeyOf(text: string): SortKey | Problem {
  const key = text.trim();
  if ((SORT_KEYS as readonly string[]).includes(key)) return key as SortKey;
  return {
    problem: `Invalid sort key: ${key}. It must be one of the following: ${SORT_KEYS.join(', ')}.`,
  };
}

function sortDirectionOf(text: string): SortDirection | Problem {
  const direction = text.trim();
  if (direction === 'asc' || direction === 'desc') return direction;
  return { problem: `Invalid sort direction: ${direction}` };
}

/** Glance's two sort syntaxes (`sort_key`/`sort_dir`, or `sort=name:asc,status`), plus its tie-breakers. */
function parseSorting(query: Query): Sorting | Problem {
  const sort = lastValue(query, 'sort');
  const oldKeys = allValues(query, 'sort_key');
  const oldDirections = allValues(query, 'sort_dir');
  const keys: SortKey[] = [];
  const directions: SortDirection[] = [];
  let defaultDirection: SortDirection = 'desc';
  if (sort !== undefined) {
    if (oldKeys.length > 0 || oldDirections.length > 0)
      return { problem: 'Old and new sorting syntax cannot be combined' };
    for (const item of sort.split(',')) {
      const [keyText = '', directionText] = item.split(':');
      const key = sortKeyOf(keyText);
      if (typeof key === 'object') return key;
      const direction = directionText === undefined ? 'desc' : sortDirectionOf(directionText);
      if (typeof direction === 'object') return direction;
      keys.push(key);
      directions.push(direction);
    }
  } else {
    for (const text of oldKeys) {
      const key = sortKeyOf(text);
      if (typeof key === 'object') return key;
      keys.push(key);
    }
    const parsedDirections: SortDirection[] = [];
    for (const text of oldDirections) {
      const direction = sortDirectionOf(text);
      if (typeof direction === 'object') return direction;
      parsedDirections.push(direction);
    }
    if (keys.length === 0) keys.push('created_at');
    if (parsedDirections.length > 1 && parsedDirections.length !== keys.length)
      return { problem: 'Number of sort dirs does not match the number of sort keys' };
    if (parsedDirections.length === 1) defaultDirection = parsedDirections[0] ?? 'desc';
    for (let index = 0; index < keys.length; index += 1)
      directions.push(parsedDirections[index] ?? defaultDirection);
  }
  // Glance's image_get_all makes the order total with created_at and id.
  for (const key of ['created_at', 'id'] as const) {
    if (!keys.includes(key)) {
      keys.push(key);
      directions.push(defaultDirection);
    }
  }
  return { keys, directions };
}

function sortValue(image: ImageRecord, key: SortKey): string | number | null {
  switch (key) {
    case 'name':
      return image.name;
    case 'status':
      return image.status;
    case 'container_format':
      return image.containerFormat;
    case 'disk_format':
      return image.diskFormat;
    case 'size':
      return image.size;
    case 'id':
      return image.id;
    case 'created_at':
      return image.createdAt;
    case 'updated_at':
      return image.updatedAt;
    default:
      return key satisfies never;
  }
}

function compareValues(a: string | number | null, b: string | number | null): number {
  // NULLs first in ascending order, as MySQL sorts them.
  if (a === null || b === null) return a === b ? 0 : a === null ? -1 : 1;
  // Text as MySQL's utf8_general_ci collation of Glance's tables: case-insensitive, by the
  // upper-case letter (`_` after `Z`).
  const left = typeof a === 'string' ? a.toUpperCase() : a;
  const right = typeof b === 'string' ? b.toUpperCase() : b;
  return left < right ? -1 : left > right ? 1 : 0;
}

function comparator(sorting: Sorting) {
  return (a: ImageRecord, b: ImageRecord): number => {
    for (let index = 0; index < sorting.keys.length; index += 1) {
      const key = sorting.keys[index] as SortKey;
      const order = compareValues(sortValue(a, key), sortValue(b, key));
      if (order !== 0) return sorting.directions[index] === 'desc' ? -order : order;
    }
    return 0;
  };
}

/** `name=in:a,b` or a plain value; Glance's `in:` operator for string filters. */
function matchesText(actual: string | null, wanted: string): boolean {
  if (wanted.startsWith('in:'))
    return wanted
      .slice(3)
      .split(',')
      .some((item) => item === actual);
  return actual === wanted;
}

/** Why the filters cannot be applied, or a predicate over the caller's visible images. */
function parseFilters(
  query: Query,
  projectId: string,
): ((image: ImageRecord) => boolean) | Problem {
  const visibility = lastValue(query, 'visibility');
  if (visibility !== undefined && !(VISIBILITIES as readonly string[]).includes(visibility))
    return { problem: `Invalid visibility value: ${visibility}` };
  const status = lastValue(query, 'status');
  if (
    status !== undefined &&
    !status.startsWith('in:') &&
    !STATUSES.includes(status as GlanceImageStatus)
  )
    return { problem: `Invalid status value: ${status}` };
  const hidden = lastValue(query, 'os_hidden');
  if (hidden !== undefined && !['true', 'false'].includes(hidden.toLowerCase()))
    return {
      problem: `Invalid value '${hidden}' for 'os_hidden' filter. Valid values are 'true' or 'false'.`,
    };
  const showHidden = hidden?.toLowerCase() === 'true';
  const tags = allValues(query, 'tag');
  const sizeMin = lastValue(query, 'size_min');
  const sizeMax = lastValue(query, 'size_max');
  for (const [name, value] of [
    ['size_min', sizeMin],
    ['size_max', sizeMax],
  ] as const) {
    if (value !== undefined && !/^\d+$/.test(value))
      return { problem: `Invalid ${name} value: ${value}` };
  }
  const textFilters: [keyof ImageRecord & string, string][] = [];
  const propertyFilters: [string, string][] = [];
  const coreText: Record<string, keyof ImageRecord & string> = {
    name: 'name',
    status: 'status',
    owner: 'owner',
    id: 'id',
    container_format: 'containerFormat',
    disk_format: 'diskFormat',
    checksum: 'checksum',
  };
  for (const key of Object.keys(query)) {
    if (
      NOT_FILTERS.has(key) ||
      ['visibility', 'os_hidden', 'tag', 'size_min', 'size_max', 'protected'].includes(key)
    )
      continue;
    const value = lastValue(query, key);
    if (value === undefined) continue;
    const field = coreText[key];
    if (field !== undefined) textFilters.push([field, value]);
    else propertyFilters.push([key, value]);
  }
  const protectedFilter = lastValue(query, 'protected');

  return (image) => {
    const owned = image.owner !== null && image.owner === projectId;
    switch (visibility) {
      case undefined:
        if (!(image.visibility === 'public' || owned)) return false;
        break;
      case 'all':
        if (!isVisibleTo(image, projectId)) return false;
        break;
      case 'community':
      case 'public':
        if (image.visibility !== visibility) return false;
        break;
      case 'private':
      case 'shared':
        if (image.visibility !== visibility || !owned) return false;
        break;
      default:
        return false;
    }
    if (image.osHidden !== showHidden) return false;
    if (protectedFilter !== undefined && String(image.protected) !== protectedFilter.toLowerCase())
      return false;
    if (!tags.every((tag) => image.tags.includes(tag))) return false;
    if (sizeMin !== undefined && (image.size === null || image.size < Number(sizeMin)))
      return false;
    if (sizeMax !== undefined && (image.size === null || image.size > Number(sizeMax)))
      return false;
    for (const [field, wanted] of textFilters) {
      if (!matchesText(image[field] as string | null, wanted)) return false;
    }
    for (const [key, wanted] of propertyFilters) {
      if (!matchesText(image.properties[key] ?? null, wanted)) return false;
    }
    return true;
  };
}

function versionsDocument(
  request: FastifyRequest<{ Params: RegionParams }>,
): GlanceVersionsResponse {
  const href = `${requestOrigin(request)}/cloud/${request.params.region}/image/v2/`;
  const versions: GlanceVersion[] = GLANCE_VERSIONS.map((version, index) => ({
    id: `v${version}`,
    status: index === 0 ? 'CURRENT' : 'SUPPORTED',
    links: [{ href, rel: 'self' }],
  }));
  return { versions };
}

/**
 * The emulated Glance v2 under `/cloud/{region}/image`: the version documents (public: 300 at the
 * root as Glance's version negotiation answers, 200 at `/versions` and `/v2`), and behind the
 * shared Keystone preHandler `GET /v2/images` (filters, both sort syntaxes, `limit`/`marker`,
 * `first`/`next`/`schema`), `GET /v2/images/{id}` and `DELETE /v2/images/{id}`. Errors are
 * webob's, as Glance raises them (see errors.ts).
 *
 * @example
 * await app.register(imageRoutes, { images, tokens: identity.service, now: platform.now });
 */
export const imageRoutes: FastifyPluginAsync<ImageRoutesOptions> = async (app, options) => {
  const auth = keystoneAuth(options.tokens, { style: 'keystone' });
  const root = '/cloud/:region/image';

  const multipleChoices = async (
    request: FastifyRequest<{ Params: RegionParams }>,
    reply: FastifyReply,
  ) => reply.code(300).send(versionsDocument(request));
  const versionList = async (request: FastifyRequest<{ Params: RegionParams }>) =>
    versionsDocument(request);
  app.get<{ Params: RegionParams }>(root, multipleChoices);
  app.get<{ Params: RegionParams }>(`${root}/`, multipleChoices);
  app.get<{ Params: RegionParams }>(`${root}/versions`, versionList);
  app.get<{ Params: RegionParams }>(`${root}/v2`, versionList);
  app.get<{ Params: RegionParams }>(`${root}/v2/`, versionList);

  /** The caller's image by id, as now shown; undefined when it does not exist for the caller. */
  function visibleImage(request: FastifyRequest<{ Params: ImageParams }>): ImageRecord | undefined {
    const { region, imageId } = request.params;
    const record = options.images.find(region, imageId);
    if (record === undefined || !isVisibleTo(record, cloudAuthOf(request).projectId ?? ''))
      return undefined;
    return effectiveImage(record, options.now());
  }

  app.get<{ Params: RegionParams }>(
    `${root}/v2/images`,
    { preHandler: auth },
    async (request, reply) => {
      const query = request.query as Query;
      const projectId = cloudAuthOf(request).projectId ?? '';
      const limit = parseLimit(lastValue(query, 'limit'));
      if (typeof limit === 'object') return sendGlanceError(request, reply, 400, limit.problem);
      const sorting = parseSorting(query);
      if (isProblem(sorting)) return sendGlanceError(request, reply, 400, sorting.problem);
      const filter = parseFilters(query, projectId);
      if (typeof filter !== 'function') return sendGlanceError(request, reply, 400, filter.problem);

      const now = options.now();
      const visible = options.images
        .listRegion(request.params.region)
        .filter((image) => isVisibleTo(image, projectId))
        .map((image) => effectiveImage(image, now));
      const order = comparator(sorting);
      let matching = visible.filter(filter).sort(order);
      const marker = lastValue(query, 'marker');
      if (marker !== undefined) {
        const markerImage = visible.find((image) => image.id === marker);
        if (markerImage === undefined)
          return sendGlanceError(request, reply, 400, `No image found with ID ${marker}`);
        matching = matching.filter((image) => order(image, markerImage) > 0);
      }
      const page = matching.slice(0, limit);

      const params = queryParams(request);
      params.delete('marker');
      const encoded = pythonUrlencode(params);
      const last = page[page.length - 1];
      const body: GlanceImageListResponse = {
        images: page.map(glanceImage),
        first: encoded === '' ? '/v2/images' : `/v2/images?${encoded}`,
        schema: '/v2/schemas/images',
      };
      // Glance links the next page whenever this one is full, even when nothing follows.
      if (page.length > 0 && page.length === limit && last !== undefined) {
        params.set('marker', last.id);
        return { ...body, next: `/v2/images?${pythonUrlencode(params)}` };
      }
      return body;
    },
  );

  app.get<{ Params: ImageParams }>(
    `${root}/v2/images/:imageId`,
    { preHandler: auth },
    async (request, reply) => {
      const image = visibleImage(request);
      if (image === undefined)
        return sendGlanceError(
          request,
          reply,
          404,
          `No image found with ID ${request.params.imageId}`,
        );
      return glanceImage(image);
    },
  );

  app.delete<{ Params: ImageParams }>(
    `${root}/v2/images/:imageId`,
    { preHandler: auth },
    async (request, reply) => {
      const { region, imageId } = request.params;
      const image = visibleImage(request);
      if (image === undefined)
        return sendGlanceError(request, reply, 404, `Failed to find image ${imageId} to delete`);
      if (image.owner !== cloudAuthOf(request).projectId)
        return sendGlanceError(
          request,
          reply,
          403,
          'You are not authorized to complete delete_image action.',
        );
      if (image.protected)
        return sendGlanceError(
          request,
          reply,
          403,
          `Image ${imageId} is protected and cannot be deleted.`,
        );
      options.images.delete(region, imageId);
      const deleted = backupDeleted(image, options.now());
      if (deleted !== undefined) options.events?.publish('backup.deleted', deleted);
      return reply.code(204).send();
    },
  );
};
