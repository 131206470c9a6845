// Shared types of the cloud client and its middleware chain.

/** HTTP methods the cloud APIs use. */
export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The OpenStack services behind `/cloud/{region}/...` (§7 "Cloud API"). Their URL roots are in
 * `SERVICE_ROOTS` (`url.ts`); `volume` needs a project id.
 */
export type CloudService =
  'compute' | 'network' | 'volume' | 'image' | 'dns' | 'metric' | 'identity' | 'object-store';

/** One query parameter value. Arrays repeat the key (`sort_key=a&sort_key=b`); null/undefined are left out. */
export type CloudQueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** The optional query list appended to a request (§7). */
export type CloudQuery = Readonly<Record<string, CloudQueryValue>>;

/** Plain header record (serialisable; compare names case-insensitively with `getHeader`). */
export type HeaderRecord = Readonly<Record<string, string>>;

/**
 * When the `retry` middleware repeats a request (§7: default no retry; up to 3 retries, 3 s
 * apart, on 502 and 401, and on status 0 = no response if listed).
 */
export interface RetryPolicy {
  /** Retries after the first attempt, clamped to 0..3. Default 0. */
  readonly retries: number;
  /** Wait before each retry, in milliseconds. Default 3000. */
  readonly delayMs: number;
  /** Statuses that trigger a retry; 0 stands for a network failure (no response). Default [502, 401]. */
  readonly statuses: readonly number[];
}

/** A request as it travels through the middleware chain. Middleware return changed copies, never mutate. */
export interface CloudRequest {
  readonly method: HttpMethod;
  /** Full URL: `${baseUrl}/cloud/${region}/${serviceRoot}${path}?query`. */
  readonly url: string;
  readonly service: CloudService;
  readonly region: string;
  /** Path inside the service root, without the query (e.g. `/v3/auth/tokens`). */
  readonly path: string;
  readonly headers: HeaderRecord;
  /** Serialised body (JSON text), if any. */
  readonly body?: string;
  readonly credentials?: RequestCredentials;
  readonly signal?: AbortSignal;
  /** Resolved retry policy of this call (client default merged with the call's options). */
  readonly retry: RetryPolicy;
  /** False for calls that must not carry the client's token (token creation). */
  readonly authenticate: boolean;
}

/** A response with its body already read: parsed JSON, text, or undefined when empty. */
export interface CloudResponse<TBody = unknown> {
  readonly status: number;
  readonly ok: boolean;
  readonly headers: Headers;
  readonly body: TBody;
}

/** Sends a request and resolves with its response (the end of the chain is `fetch`). */
export type CloudHandler = (request: CloudRequest) => Promise<CloudResponse>;

/** One named link of the middleware chain (like a step of aws-sdk-js-v3's middleware stack). */
export interface CloudMiddleware {
  /** Unique name, used to insert, replace or remove it (`auth-token`, `retry`, ...). */
  readonly name: string;
  /** Handles a request, usually by calling `next` with a changed copy of it. */
  readonly handle: (request: CloudRequest, next: CloudHandler) => Promise<CloudResponse>;
}

/** Per-call options every operation accepts as its last argument. */
export interface RequestOptions {
  /** Cancels the request (and any pending retry wait). */
  readonly signal?: AbortSignal;
  /** Region of this call. Default: the client's region. */
  readonly region?: string;
  /** Project id for project-scoped roots (`volume/v3/{projectId}`). Default: the client's. */
  readonly projectId?: string;
  /** Overrides of the retry policy for this call. Default: the client's policy. */
  readonly retry?: Partial<RetryPolicy>;
  /** Extra request headers. */
  readonly headers?: HeaderRecord;
}
