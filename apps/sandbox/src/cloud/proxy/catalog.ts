import { createHash } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { CATALOG_TYPES, type ProxiedService } from './paths.ts';

/** One endpoint of a Keystone v3 catalog entry. */
export interface CatalogEndpoint {
  interface: string;
  region_id?: string | null;
  region?: string | null;
  url: string;
}

/** One service of a Keystone v3 token's catalog. */
export interface CatalogService {
  type: string;
  endpoints: readonly CatalogEndpoint[];
}

/** What the proxy keeps of a validated token. */
export interface TokenCatalog {
  catalog: readonly CatalogService[];
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/** Why a token's catalog could not be had: the status and OpenStack message to answer. */
export class CatalogError extends Error {
  override readonly name = 'CatalogError';
  readonly status: 401 | 404 | 502 | 504;
  constructor(status: 401 | 404 | 502 | 504, message: string) {
    super(message);
    this.status = status;
  }
}

/** Options of {@link tokenCatalogs}. */
export interface TokenCatalogsOptions {
  /** The Keystone root (no version): `http://127.0.0.1:5000`. */
  keystoneRoot: string;
  /** Give up on Keystone after this long. Default 15 s. */
  timeoutMs?: number;
  /** Tokens kept at most; the oldest go first. Default 1000. */
  maxEntries?: number;
  /** Wall clock in ms (a real cloud's tokens expire in real time). Default `Date.now`. */
  now?: () => number;
}

/** The catalogs of the tokens callers present, validated once each and kept until they expire. */
export interface TokenCatalogs {
  /** The catalog of `token`; Keystone is asked only when it is not cached or has expired. */
  catalogOf(token: string): Promise<TokenCatalog>;
  /** How many times Keystone was asked (for tests and the log). */
  readonly validations: number;
}

// A token body larger than this is not a catalog we want to hold.
const MAX_TOKEN_BODY_BYTES = 4 * 1024 * 1024;

/**
 * A cache of token catalogs: `GET /v3/auth/tokens` with the caller's own token as both
 * `X-Auth-Token` and `X-Subject-Token` (any valid token may validate itself), keyed by the SHA-256
 * of the token (the token itself is never kept), until the token's `expires_at`.
 *
 * @example
 * const catalogs = tokenCatalogs({ keystoneRoot: 'http://127.0.0.1:5000' });
 * const { catalog } = await catalogs.catalogOf(token);
 */
export function tokenCatalogs(options: TokenCatalogsOptions): TokenCatalogs {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 1000;
  const cache = new Map<string, TokenCatalog>();
  // Concurrent first requests with one token share one validation.
  const pending = new Map<string, Promise<TokenCatalog>>();
  let validations = 0;
  async function validate(key: string, token: string): Promise<TokenCatalog> {
    validations += 1;
    const fetched = await validateToken(options.keystoneRoot, token, options.timeoutMs ?? 15_000);
    if (fetched.expiresAt <= now()) throw new CatalogError(401, 'The token has expired.');
    for (const [oldKey, entry] of cache) {
      if (cache.size < maxEntries && entry.expiresAt > now()) break;
      cache.delete(oldKey);
    }
    cache.set(key, fetched);
    return fetched;
  }
  return {
    get validations() {
      return validations;
    },
    async catalogOf(token) {
      const key = createHash('sha256').update(token).digest('hex');
      const cached = cache.get(key);
      if (cached !== undefined && cached.expiresAt > now()) return cached;
      cache.delete(key);
      const inFlight = pending.get(key);
      if (inFlight !== undefined) return inFlight;
      const validation = validate(key, token).finally(() => pending.delete(key));
      pending.set(key, validation);
      return validation;
    },
  };
}

/**
 * The public URL of the endpoint serving `service` in `region`; a catalog with that service in one
 * region only answers that one (a proxied region may be named differently in the real cloud).
 *
 * @example
 * publicEndpoint(catalog, 'volume', 'eu-west2'); // 'http://10.0.0.5:8776/v3/4f3c'
 */
export function publicEndpoint(
  catalog: readonly CatalogService[],
  service: Exclude<ProxiedService, 'identity'>,
  region: string,
): string {
  for (const type of CATALOG_TYPES[service]) {
    const endpoints = catalog
      .filter((entry) => entry.type === type)
      .flatMap((entry) => entry.endpoints)
      .filter((endpoint) => endpoint.interface === 'public');
    const inRegion = endpoints.find(
      (endpoint) => (endpoint.region_id ?? endpoint.region) === region,
    );
    if (inRegion !== undefined) return inRegion.url;
    const regions = new Set(endpoints.map((endpoint) => endpoint.region_id ?? endpoint.region));
    if (regions.size === 1 && endpoints[0] !== undefined) return endpoints[0].url;
  }
  throw new CatalogError(
    404,
    `The token's catalog has no public ${service} endpoint in region ${region}.`,
  );
}

interface UpstreamAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function getText(url: URL, headers: Record<string, string>, timeoutMs: number) {
  return new Promise<UpstreamAnswer>((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(url, { method: 'GET', headers, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_TOKEN_BODY_BYTES) {
          outgoing.destroy(new Error(`the answer is larger than ${MAX_TOKEN_BODY_BYTES} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 502,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(new TimeoutError()));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

async function validateToken(
  keystoneRoot: string,
  token: string,
  timeoutMs: number,
): Promise<TokenCatalog> {
  const url = new URL(`${keystoneRoot}/v3/auth/tokens`);
  let answer: UpstreamAnswer;
  try {
    answer = await getText(
      url,
      { 'X-Auth-Token': token, 'X-Subject-Token': token, Accept: 'application/json' },
      timeoutMs,
    );
  } catch (error) {
    if (error instanceof TimeoutError) {
      throw new CatalogError(504, `Keystone at ${url.origin} did not answer in ${timeoutMs} ms.`);
    }
    throw new CatalogError(502, `Keystone at ${url.origin} cannot be reached: ${describe(error)}.`);
  }
  if (answer.status === 401 || answer.status === 403 || answer.status === 404) {
    throw new CatalogError(401, 'The request you have made requires authentication.');
  }
  if (answer.status !== 200) {
    throw new CatalogError(502, `Keystone answered ${answer.status} when validating the token.`);
  }
  try {
    const body = JSON.parse(answer.body) as {
      token?: { expires_at?: string; catalog?: CatalogService[] };
    };
    const expiresAt = Date.parse(body.token?.expires_at ?? '');
    if (!Number.isFinite(expiresAt)) throw new Error('no expires_at');
    return { catalog: body.token?.catalog ?? [], expiresAt };
  } catch {
    throw new CatalogError(502, 'Keystone answered a token without a catalog or expiry.');
  }
}

/**
 * A short, person-readable reason of a network error (`ECONNREFUSED 127.0.0.1:5000`).
 *
 * @example
 * describe(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })); // 'ECONNREFUSED'
 */
export function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code ?? error.message;
  }
  return String(error);
}
