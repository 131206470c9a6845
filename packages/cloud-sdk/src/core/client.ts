import { getHeader, setHeader } from './headers.ts';
import { authTokenMiddleware, type TokenProvider } from './middleware/auth-token.ts';
import { credentialsMiddleware } from './middleware/credentials.ts';
import { errorNormaliseMiddleware } from './middleware/error-normalise.ts';
import { microversionMiddleware, type MicroversionPins } from './middleware/microversion.ts';
import { requestIdMiddleware } from './middleware/request-id.ts';
import { DEFAULT_RETRY_POLICY, retryMiddleware, type Sleep } from './middleware/retry.ts';
import { composeMiddleware } from './stack.ts';
import type {
  CloudHandler,
  CloudMiddleware,
  CloudQuery,
  CloudRequest,
  CloudResponse,
  CloudService,
  HeaderRecord,
  HttpMethod,
  RequestOptions,
  RetryPolicy,
} from './types.ts';
import { buildCloudUrl, DEFAULT_REGION } from './url.ts';

/** The part of `fetch` the client uses. */
export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

/** Options of `defaultMiddleware`. */
export interface DefaultMiddlewareOptions {
  /** Token for the `auth-token` middleware. Default: none (no auth headers). */
  readonly token?: TokenProvider;
  /** Wait used by the `retry` middleware. Default: an abortable `setTimeout`. */
  readonly sleep?: Sleep;
  /** Request id generator of the `request-id` middleware. Default: `req-<uuid>`. */
  readonly generateRequestId?: () => string;
  /** Microversion per service of the `microversion` middleware. Default: `DEFAULT_MICROVERSIONS`. */
  readonly microversions?: MicroversionPins;
}

/**
 * The built-in chain, outermost first:
 * 1. `request-id`: one `X-Openstack-Request-Id` for the call (shared by its retries, known to errors);
 * 2. `error-normalise`: non-2xx and network failures become `CloudError`s;
 * 3. `retry`: repeats per the call's `RetryPolicy`;
 * 4. `auth-token`: token in `X-Auth-Token` and `X-Subject-Token`, fetched per attempt;
 * 5. `microversion`: `OpenStack-API-Version` of the pinned services (compute, volume);
 * 6. `credentials`: `credentials: 'include'`.
 *
 * @example
 * const chain = defaultMiddleware({ token: () => sessionToken });
 * chain.map((middleware) => middleware.name); // ['request-id', 'error-normalise', 'retry', 'auth-token', 'microversion', 'credentials']
 */
export function defaultMiddleware(
  options: DefaultMiddlewareOptions = {},
): readonly CloudMiddleware[] {
  return [
    requestIdMiddleware(options.generateRequestId ? { generate: options.generateRequestId } : {}),
    errorNormaliseMiddleware(),
    retryMiddleware(options.sleep ? { sleep: options.sleep } : {}),
    authTokenMiddleware(options.token),
    microversionMiddleware(options.microversions),
    credentialsMiddleware(),
  ];
}

/** Options of `createCloudClient`. */
export interface CloudClientConfig {
  /** Origin (and optional path prefix) of the cloud gateway. Default: '' (same origin). */
  readonly baseUrl?: string;
  /** Region used by calls that do not pass one. Default: 'eu-west2' (§9). */
  readonly region?: string;
  /** Project id for `volume/v3/{projectId}`, or a function that reads it. Default: none. */
  readonly projectId?: string | (() => string | undefined);
  /** Current token, asked before every attempt. Default: none (no auth headers). */
  readonly token?: TokenProvider;
  /** Microversion per service. Default: `DEFAULT_MICROVERSIONS` (compute 2.79, volume 3.59). */
  readonly microversions?: MicroversionPins;
  /** Client-wide retry policy. Default: `DEFAULT_RETRY_POLICY` (no retry, §7). */
  readonly retry?: Partial<RetryPolicy>;
  /** `fetch` to use. Default: `globalThis.fetch`, looked up per call. */
  readonly fetch?: FetchFunction;
  /**
   * The middleware chain: a list replaces the default chain entirely; a function receives the
   * default chain (built with `token`) and returns the one to use. Default: `defaultMiddleware`.
   */
  readonly middleware?:
    | readonly CloudMiddleware[]
    | ((defaults: readonly CloudMiddleware[]) => readonly CloudMiddleware[]);
}

/** A configured client. Immutable; pass it as the first argument of every operation. */
export interface CloudClient {
  readonly baseUrl: string;
  readonly region: string;
  readonly retry: RetryPolicy;
  /** The chain in use, outermost first. */
  readonly middleware: readonly CloudMiddleware[];
  /** Project id of the client, if any. */
  readonly projectId: () => string | undefined;
  /** The composed chain: sends a fully built `CloudRequest`. */
  readonly send: CloudHandler;
}

/**
 * Creates a cloud API client. Calls go to `${baseUrl}/cloud/${region}/${serviceRoot}${path}`.
 *
 * @example
 * const client = createCloudClient({ token: () => store.getState().auth.cloudToken, retry: { retries: 3 } });
 * const token = await createToken(client, { username: 'demo', password: 'secret' });
 */
export function createCloudClient(config: CloudClientConfig = {}): CloudClient {
  const defaults = defaultMiddleware({
    ...(config.token ? { token: config.token } : {}),
    ...(config.microversions ? { microversions: config.microversions } : {}),
  });
  const middleware =
    config.middleware === undefined
      ? defaults
      : typeof config.middleware === 'function'
        ? config.middleware(defaults)
        : config.middleware;
  const names = middleware.map((entry) => entry.name);
  const duplicate = names.find((name, index) => names.indexOf(name) !== index);
  if (duplicate !== undefined)
    throw new Error(`Middleware names must be unique: "${duplicate}" appears twice.`);

  // Looked up per call (not captured): tests and polyfills may replace globalThis.fetch later, and
  // a browser's fetch must not be called with another `this`.
  const fetchFunction: FetchFunction =
    config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const { projectId } = config;
  return Object.freeze({
    baseUrl: config.baseUrl ?? '',
    region: config.region ?? DEFAULT_REGION,
    retry: { ...DEFAULT_RETRY_POLICY, ...config.retry },
    middleware: Object.freeze([...middleware]),
    projectId: typeof projectId === 'function' ? projectId : () => projectId,
    send: composeMiddleware(middleware, fetchHandler(fetchFunction)),
  });
}

const NO_BODY_STATUSES = new Set([204, 205, 304]);

async function readBody(response: Response, method: HttpMethod): Promise<unknown> {
  if (method === 'HEAD' || NO_BODY_STATUSES.has(response.status)) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  const looksLikeJson = /^\s*[[{]/.test(text);
  if (contentType.includes('json') || looksLikeJson) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // Not JSON after all (a proxy's error page with a JSON content type): keep the text.
      return text;
    }
  }
  return text;
}

/**
 * The end of the chain: performs the request with `fetch` and reads the body (JSON parsed, text
 * otherwise, `undefined` when empty). Never throws for HTTP statuses; `fetch` itself rejects on
 * network failures and aborts.
 *
 * @example
 * const send = composeMiddleware(defaultMiddleware(), fetchHandler(fetch));
 */
export function fetchHandler(fetchFunction: FetchFunction): CloudHandler {
  return async (request) => {
    const init: RequestInit = { method: request.method, headers: { ...request.headers } };
    if (request.body !== undefined) init.body = request.body;
    if (request.credentials !== undefined) init.credentials = request.credentials;
    if (request.signal !== undefined) init.signal = request.signal;
    const response = await fetchFunction(request.url, init);
    const body = await readBody(response, request.method);
    return { status: response.status, ok: response.ok, headers: response.headers, body };
  };
}

/** What an operation asks `sendCloudRequest` to send. */
export interface CloudRequestInput {
  readonly method: HttpMethod;
  readonly service: CloudService;
  /** Path inside the service root, e.g. `/v2.1/servers/detail`. */
  readonly path: string;
  readonly query?: CloudQuery;
  /** Body to send as JSON. */
  readonly json?: unknown;
  readonly headers?: HeaderRecord;
  /** False for calls that must not carry the client's token. Default: true. */
  readonly authenticate?: boolean;
}

/**
 * Builds a `CloudRequest` from an operation's input and the call's options, and sends it through
 * the client's chain. Resolves with the (2xx, with the default chain) response; rejects with a
 * `CloudError`. Operations are thin wrappers around this.
 *
 * @example
 * const response = await sendCloudRequest(client, { method: 'GET', service: 'compute', path: '/v2.1/servers/detail', query: { limit: 300 } }, { region: 'eu-west3' });
 */
export async function sendCloudRequest<TBody = unknown>(
  client: CloudClient,
  input: CloudRequestInput,
  options: RequestOptions = {},
): Promise<CloudResponse<TBody>> {
  const region = options.region ?? client.region;
  // Throws a CloudError (invalid_request) when a project-scoped root has no project id.
  const url = buildCloudUrl({
    baseUrl: client.baseUrl,
    region,
    service: input.service,
    path: input.path,
    projectId: options.projectId ?? client.projectId(),
    query: input.query,
  });

  let headers: HeaderRecord = { Accept: 'application/json', ...input.headers, ...options.headers };
  let body: string | undefined;
  if (input.json !== undefined) {
    body = JSON.stringify(input.json);
    if (getHeader(headers, 'Content-Type') === undefined)
      headers = setHeader(headers, 'Content-Type', 'application/json');
  }
  const request: CloudRequest = {
    method: input.method,
    url,
    service: input.service,
    region,
    path: input.path,
    headers,
    ...(body === undefined ? {} : { body }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    retry: { ...client.retry, ...options.retry },
    authenticate: input.authenticate ?? true,
  };
  return (await client.send(request)) as CloudResponse<TBody>;
}
