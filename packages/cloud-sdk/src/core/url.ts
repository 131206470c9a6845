import { DEFAULT_REGION } from '@cloud-portal/domain/regions';
import { createCloudError } from './errors.ts';
import type { CloudQuery, CloudService } from './types.ts';

/** Region used when neither the client nor the call names one (§9 "Default region eu-west2"). */
export { DEFAULT_REGION };

/**
 * The URL root of each service under `/cloud/{region}/` (§7 "Cloud API"). `{projectId}` is
 * replaced per call.
 */
export const SERVICE_ROOTS: Readonly<Record<CloudService, string>> = {
  compute: 'compute',
  network: 'network',
  volume: 'volume/v3/{projectId}',
  image: 'image',
  dns: 'dns/v2',
  metric: 'metric',
  identity: 'identity',
  'object-store': 'object-store/v1',
};

/**
 * The root of a service, with the project id filled in where the root needs one. Throws a
 * `CloudError` (`invalid_request`) when `volume` is asked for without a project id.
 *
 * @example
 * serviceRoot('dns'); // 'dns/v2'
 * serviceRoot('volume', 'a6944d76'); // 'volume/v3/a6944d76'
 */
export function serviceRoot(service: CloudService, projectId?: string): string {
  const root = SERVICE_ROOTS[service];
  if (!root.includes('{projectId}')) return root;
  if (projectId === undefined || projectId === '') {
    throw createCloudError({
      code: 'invalid_request',
      status: 0,
      message: `The ${service} service needs a project id: pass projectId to createCloudClient or to the call.`,
    });
  }
  return root.replace('{projectId}', encodeURIComponent(projectId));
}

/**
 * Serialises a query object: arrays repeat the key, `null`/`undefined` are skipped. Returns the
 * string with its leading '?', or '' when nothing is left.
 *
 * @example
 * queryString({ limit: 300, sort_key: ['name', 'id'], marker: undefined }); // '?limit=300&sort_key=name&sort_key=id'
 */
export function queryString(query: CloudQuery | undefined): string {
  if (query === undefined) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) params.append(key, String(item));
  }
  const serialised = params.toString();
  return serialised === '' ? '' : `?${serialised}`;
}

/** Parts of a cloud URL. */
export interface CloudUrlParts {
  /** Origin (and optional prefix) of the gateway; '' = same origin. */
  readonly baseUrl: string;
  readonly region: string;
  readonly service: CloudService;
  /** Path inside the service root; a missing leading '/' is added. */
  readonly path: string;
  readonly projectId?: string;
  readonly query?: CloudQuery;
}

/**
 * Builds `${baseUrl}/cloud/${region}/${serviceRoot}${path}${query}` (§7: every request goes to a
 * region-prefixed path).
 *
 * @example
 * buildCloudUrl({ baseUrl: '', region: 'eu-west2', service: 'compute', path: '/v2.1/servers/detail', query: { limit: 300 } });
 * // '/cloud/eu-west2/compute/v2.1/servers/detail?limit=300'
 */
export function buildCloudUrl(parts: CloudUrlParts): string {
  const base = parts.baseUrl.replace(/\/+$/, '');
  const path = parts.path === '' || parts.path.startsWith('/') ? parts.path : `/${parts.path}`;
  const root = serviceRoot(parts.service, parts.projectId);
  return `${base}/cloud/${encodeURIComponent(parts.region)}/${root}${path}${queryString(parts.query)}`;
}
