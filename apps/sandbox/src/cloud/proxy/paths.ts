/**
 * Where a `/cloud/{region}/{service}/...` request goes in a real cloud: pure functions, no I/O.
 * The service part of our path names the API root (`compute`, `volume`...); the rest, version
 * included (`v2.1/servers`), is appended to the root of that service's endpoint.
 */

/** The service roots the proxy forwards, as in the sandbox's paths (`/cloud/{region}/compute/`). */
export type ProxiedService =
  | 'identity'
  | 'compute'
  | 'network'
  | 'volume'
  | 'image'
  | 'metric'
  | 'dns'
  | 'object-store'
  | 'placement';

/**
 * The catalog types that serve each root, in order of preference (Cinder registers its v3 API as
 * `block-storage`, `volumev3` or `volume` depending on the deployment). Identity is not looked up:
 * it is the configured Keystone URL.
 */
export const CATALOG_TYPES: Readonly<
  Record<Exclude<ProxiedService, 'identity'>, readonly string[]>
> = {
  compute: ['compute'],
  network: ['network'],
  volume: ['block-storage', 'volumev3', 'volume'],
  image: ['image'],
  metric: ['metric'],
  dns: ['dns'],
  'object-store': ['object-store'],
  placement: ['placement'],
};

function isProxiedService(value: string): value is ProxiedService {
  return value === 'identity' || Object.hasOwn(CATALOG_TYPES, value);
}

/** A request path the proxy refuses, with the status and message to answer. */
export class ProxyPathError extends Error {
  override readonly name = 'ProxyPathError';
  readonly status: 400 | 404;
  constructor(status: 400 | 404, message: string) {
    super(message);
    this.status = status;
  }
}

/** A `/cloud/{region}/{service}/...` URL taken apart, every part still as the client encoded it. */
export interface ProxiedRequestPath {
  /** The region, decoded. */
  region: string;
  service: ProxiedService;
  /** The path below the service root, with its leading `/` (`/v2.1/servers`), or `''`. */
  rest: string;
  /** The query string with its `?`, or `''`. */
  query: string;
}

/**
 * Takes a raw request URL apart. Every segment below the service root is checked decoded, so no
 * spelling of `..` (`%2e%2e`, `.%2E`), no encoded slash or backslash (`%2F`, `%5C`) and no NUL
 * can make an upstream that decodes and normalises the path leave the endpoint's root.
 *
 * @example
 * parseProxiedUrl('/cloud/eu-west2/compute/v2.1/servers?limit=1');
 * // { region: 'eu-west2', service: 'compute', rest: '/v2.1/servers', query: '?limit=1' }
 * parseProxiedUrl('/cloud/eu-west2/compute/v2.1/%2e%2e/x'); // throws ProxyPathError (400)
 */
export function parseProxiedUrl(rawUrl: string): ProxiedRequestPath {
  const queryStart = rawUrl.indexOf('?');
  const path = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const query = queryStart === -1 ? '' : rawUrl.slice(queryStart);
  const segments = path.split('/');
  // ['', 'cloud', region, service, ...rest]
  if (segments[0] !== '' || segments[1] !== 'cloud' || segments.length < 4) {
    throw new ProxyPathError(404, 'The resource could not be found.');
  }
  const region = decodeSegment(segments[2] ?? '');
  const service = decodeSegment(segments[3] ?? '');
  if (!isProxiedService(service)) {
    throw new ProxyPathError(404, `The cloud proxy does not forward the service "${service}".`);
  }
  const rest = segments.slice(4);
  for (const segment of rest) {
    const decoded = decodeSegment(segment);
    if (decoded === '.' || decoded === '..' || /[/\\\0]/.test(decoded)) {
      throw new ProxyPathError(
        400,
        'The request path has a "." or ".." segment, or an encoded slash, backslash or NUL.',
      );
    }
  }
  return { region, service, rest: rest.length === 0 ? '' : `/${rest.join('/')}`, query };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new ProxyPathError(400, 'The request path has a malformed %-escape.');
  }
}

/** An API root in a real cloud: where the paths of one service root are appended. */
export interface UpstreamRoot {
  /** `http://10.0.0.5:8774` */
  origin: string;
  /** The root's path without a trailing slash (`''`, `/compute`). */
  basePath: string;
}

// A version segment and anything after it: `/v2.1`, `/v3/{project_id}`, `/v1/AUTH_{project_id}`.
const VERSION_SUFFIX = /\/v\d+(\.\d+)?(\/.*)?$/;

/**
 * The API root of an endpoint URL: its version (and the project id after it) removed, because our
 * paths carry their own (`volume/v3/{project_id}/volumes`, `compute/v2.1/servers`).
 *
 * @example
 * upstreamRoot('http://10.0.0.5:8776/v3/4f3c'); // { origin: 'http://10.0.0.5:8776', basePath: '' }
 * upstreamRoot('https://cloud.example/compute/v2.1'); // { origin: 'https://cloud.example', basePath: '/compute' }
 */
export function upstreamRoot(endpointUrl: string): UpstreamRoot {
  const url = new URL(endpointUrl);
  const basePath = url.pathname.replace(/\/+$/, '').replace(VERSION_SUFFIX, '');
  return { origin: url.origin, basePath };
}

/**
 * The path (and query) to request from an upstream root: the root's path, then ours below the
 * service root, unchanged. An empty rest asks for the root itself (version discovery).
 *
 * @example
 * upstreamPath({ origin: 'http://h:8774', basePath: '' }, { rest: '/v2.1/servers', query: '?limit=1' });
 * // '/v2.1/servers?limit=1'
 */
export function upstreamPath(
  root: UpstreamRoot,
  request: Pick<ProxiedRequestPath, 'rest' | 'query'>,
): string {
  const path = `${root.basePath}${request.rest}`;
  return `${path === '' ? '/' : path}${request.query}`;
}
