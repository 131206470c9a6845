import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OpenStackErrorBody } from '../shared/errors.ts';
import { CatalogError, publicEndpoint, tokenCatalogs, type TokenCatalogs } from './catalog.ts';
import { forwardRequest, type ForwardLimits } from './forward.ts';
import {
  parseProxiedUrl,
  ProxyPathError,
  upstreamPath,
  upstreamRoot,
  type ProxiedService,
  type UpstreamRoot,
} from './paths.ts';

/** Regions served by a real cloud: region name → that cloud's Keystone URL (`.../v3`). */
export type CloudProxyTargets = Readonly<Record<string, string>>;

/** Options of {@link createCloudProxy}. */
export interface CloudProxyOptions {
  /** Largest request body forwarded. Default 1 GiB (image uploads pass through, streamed). */
  maxRequestBytes?: number;
  /** Longest silence of an upstream before 504 (or a cut connection mid-body). Default 120 s. */
  idleTimeoutMs?: number;
  /** Wall clock in ms for token expiry. Default `Date.now`. */
  now?: () => number;
}

/** The proxy mode of the cloud plugin: which regions it serves, and forwarding one request. */
export interface CloudProxy {
  /** Whether `/cloud/{region}/…` goes to a real cloud. */
  serves(region: string): boolean;
  /** Forwards the request (its region served) and answers the client with the upstream's reply. */
  forward(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /** Each proxied region's token catalogs (tests read `validations`). */
  readonly catalogs: ReadonlyMap<string, TokenCatalogs>;
}

const TITLES = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  413: 'Request Entity Too Large',
  502: 'Bad Gateway',
  504: 'Gateway Timeout',
} as const;

/**
 * The proxy's own errors, in Keystone's shape like every generic cloud error of the sandbox.
 *
 * @example
 * gatewayError(502, 'http://h:8774 cannot be reached: ECONNREFUSED.');
 * // { error: { code: 502, title: 'Bad Gateway', message: 'http://h:8774 cannot be reached: ECONNREFUSED.' } }
 */
export function gatewayError(status: keyof typeof TITLES, message: string): OpenStackErrorBody {
  return { error: { code: status, title: TITLES[status], message } };
}

/**
 * The Keystone root of a configured identity URL: `http://h:5000/v3` → `http://h:5000`,
 * `https://h/identity/v3` → `https://h/identity`.
 *
 * @example
 * keystoneRootOf('http://127.0.0.1:5000/v3'); // 'http://127.0.0.1:5000'
 */
export function keystoneRootOf(identityUrl: string): string {
  const root = upstreamRoot(identityUrl);
  return `${root.origin}${root.basePath}`;
}

/**
 * Proxy mode: every `/cloud/{region}/…` request of a configured region goes to the real cloud.
 * `identity/…` goes to the configured Keystone; every other service root to the public endpoint of
 * that service in the region, from the catalog of the caller's own token (validated once per
 * token, cached until it expires). Method, headers (minus hop-by-hop ones) and bodies pass
 * unchanged, streamed; so do the answer's status, headers and body, links and catalog URLs
 * included (they name the real cloud).
 *
 * @example
 * const proxy = createCloudProxy({ 'eu-west2': 'http://127.0.0.1:5000/v3' });
 * // in the cloud plugin's onRequest hook:
 * if (proxy.serves(region)) return proxy.forward(request, reply);
 */
export function createCloudProxy(
  targets: CloudProxyTargets,
  options: CloudProxyOptions = {},
): CloudProxy {
  const limits: ForwardLimits = {
    maxRequestBytes: options.maxRequestBytes ?? 1024 ** 3,
    idleTimeoutMs: options.idleTimeoutMs ?? 120_000,
  };
  const identityRoots = new Map<string, UpstreamRoot>();
  const catalogs = new Map<string, TokenCatalogs>();
  for (const [region, identityUrl] of Object.entries(targets)) {
    identityRoots.set(region, upstreamRoot(identityUrl));
    catalogs.set(
      region,
      tokenCatalogs({
        keystoneRoot: keystoneRootOf(identityUrl),
        timeoutMs: Math.min(limits.idleTimeoutMs, 15_000),
        ...(options.now === undefined ? {} : { now: options.now }),
      }),
    );
  }

  async function rootFor(request: FastifyRequest, region: string, service: ProxiedService) {
    const identityRoot = identityRoots.get(region);
    const regionCatalogs = catalogs.get(region);
    if (identityRoot === undefined || regionCatalogs === undefined) {
      throw new ProxyPathError(404, `Region ${region} could not be found.`);
    }
    if (service === 'identity') return identityRoot;
    const token = request.headers['x-auth-token'];
    if (typeof token !== 'string' || token === '') {
      throw new CatalogError(401, 'The request you have made requires authentication.');
    }
    const { catalog } = await regionCatalogs.catalogOf(token);
    return upstreamRoot(publicEndpoint(catalog, service, region));
  }

  return {
    catalogs,
    serves: (region) => identityRoots.has(region),
    async forward(request, reply) {
      const fail = (status: keyof typeof TITLES, message: string) => {
        // Whatever of the body is left is read and dropped, so that the answer can go out.
        request.raw.resume();
        return reply.code(status).send(gatewayError(status, message));
      };
      try {
        const path = parseProxiedUrl(request.raw.url ?? request.url);
        const root = await rootFor(request, path.region, path.service);
        await forwardRequest(request, reply, root, upstreamPath(root, path), limits, (failure) => {
          fail(failure.status, failure.message);
        });
        return reply;
      } catch (error) {
        if (error instanceof ProxyPathError || error instanceof CatalogError) {
          return fail(error.status, error.message);
        }
        throw error;
      }
    },
  };
}
