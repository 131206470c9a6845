import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, type ErrorStyle } from './errors.ts';

/** A microversion: `2.79` is `{ major: 2, minor: 79 }`. */
export interface Microversion {
  major: number;
  minor: number;
}

/** The microversions a service answers, and the headers it reads and writes. */
export interface MicroversionRange {
  /** The service type in `OpenStack-API-Version` (`compute`, `volume`). */
  service: string;
  /** Lowest version, the one used when the request names none (Nova `2.1`, Cinder `3.0`). */
  min: string;
  /** Highest version, the one `latest` stands for. */
  max: string;
  /** A service-specific header read and answered too (Nova: `X-OpenStack-Nova-API-Version`). */
  legacyHeader?: string;
}

/** The outcome of {@link negotiateMicroversion}: a version, or the status and message to refuse with. */
export type Negotiation =
  { ok: true; version: Microversion } | { ok: false; status: 400 | 406; message: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** The microversion negotiated for the request (null outside microversioned routes). */
    microversion: Microversion | null;
  }
}

/** Nova's grammar: no leading zeros, minor `0` allowed (`2.1`, `2.104`, `3.0`). */
const VERSION = /^([1-9]\d*)\.([1-9]\d*|0)$/;

/**
 * Parses `2.79`; `undefined` for anything else.
 *
 * @example
 * parseMicroversion('2.79'); // { major: 2, minor: 79 }
 * parseMicroversion('2.079'); // undefined
 */
export function parseMicroversion(text: string): Microversion | undefined {
  const match = VERSION.exec(text.trim());
  if (match === null) return undefined;
  return { major: Number(match[1]), minor: Number(match[2]) };
}

/**
 * Orders microversions: negative when `a` is lower, 0 when equal, positive when higher.
 *
 * @example
 * compareMicroversions({ major: 2, minor: 9 }, { major: 2, minor: 10 }); // < 0
 */
export function compareMicroversions(a: Microversion, b: Microversion): number {
  return a.major === b.major ? a.minor - b.minor : a.major - b.major;
}

/**
 * Writes a microversion back: `{ major: 2, minor: 79 }` → `2.79`.
 *
 * @example
 * formatMicroversion({ major: 2, minor: 79 }); // '2.79'
 */
export function formatMicroversion(version: Microversion): string {
  return `${version.major}.${version.minor}`;
}

function rangeVersion(text: string): Microversion {
  const version = parseMicroversion(text);
  if (version === undefined) throw new Error(`Not a microversion: ${text}`);
  return version;
}

function header(headers: Record<string, unknown>, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  if (Array.isArray(value)) return value.join(',');
  return typeof value === 'string' ? value : undefined;
}

/** The version the request names for `service`, from `OpenStack-API-Version: compute 2.79, volume 3.0`. */
function requestedInStandardHeader(value: string, service: string): string | undefined {
  for (const entry of value.split(',')) {
    const [name, version, ...rest] = entry.trim().split(/\s+/);
    if (name?.toLowerCase() === service && version !== undefined && rest.length === 0)
      return version;
  }
  return undefined;
}

/**
 * Picks the microversion of a request as Nova and Cinder do: `OpenStack-API-Version: <service>
 * <version>` first, then the legacy header; none means the minimum and `latest` the maximum. A
 * malformed version is 400, one outside the range 406.
 *
 * @example
 * negotiateMicroversion({ 'openstack-api-version': 'compute 2.79' }, NOVA_RANGE);
 * // { ok: true, version: { major: 2, minor: 79 } }
 */
export function negotiateMicroversion(
  headers: Record<string, unknown>,
  range: MicroversionRange,
): Negotiation {
  const min = rangeVersion(range.min);
  const max = rangeVersion(range.max);
  const standard = header(headers, 'openstack-api-version');
  let requested =
    standard === undefined ? undefined : requestedInStandardHeader(standard, range.service);
  if (requested === undefined && range.legacyHeader !== undefined)
    requested = header(headers, range.legacyHeader)?.trim();
  if (requested === undefined || requested === '') return { ok: true, version: min };
  if (requested.toLowerCase() === 'latest') return { ok: true, version: max };
  const version = parseMicroversion(requested);
  if (version === undefined) {
    return {
      ok: false,
      status: 400,
      message: `API Version String ${requested} is of invalid format. Must be of format MajorNum.MinorNum.`,
    };
  }
  if (compareMicroversions(version, min) < 0 || compareMicroversions(version, max) > 0) {
    return {
      ok: false,
      status: 406,
      message: `Version ${requested} is not supported by the API. Minimum is ${range.min} and maximum is ${range.max}.`,
    };
  }
  return { ok: true, version };
}

/**
 * The headers that answer a negotiated version: `OpenStack-API-Version: compute 2.79`, the legacy
 * header when the service has one, and `Vary` on both.
 *
 * @example
 * microversionHeaders(NOVA_RANGE, { major: 2, minor: 79 });
 * // { 'OpenStack-API-Version': 'compute 2.79', 'X-OpenStack-Nova-API-Version': '2.79',
 * //   Vary: 'OpenStack-API-Version, X-OpenStack-Nova-API-Version' }
 */
export function microversionHeaders(
  range: MicroversionRange,
  version: Microversion,
): Record<string, string> {
  const text = formatMicroversion(version);
  const headers: Record<string, string> = {
    'OpenStack-API-Version': `${range.service} ${text}`,
  };
  if (range.legacyHeader === undefined) return { ...headers, Vary: 'OpenStack-API-Version' };
  return {
    ...headers,
    [range.legacyHeader]: text,
    Vary: `OpenStack-API-Version, ${range.legacyHeader}`,
  };
}

/**
 * A preHandler that negotiates the request's microversion, sets `request.microversion` and
 * answers it in the response headers; refuses a bad one in the service's error style.
 *
 * @example
 * app.get('/cloud/:region/compute/v2.1/flavors', { preHandler: [auth, microversions(NOVA_RANGE, 'nova')] }, handler);
 */
export function microversions(range: MicroversionRange, style: ErrorStyle) {
  // Fail at start, not per request, when a service declares a malformed range.
  rangeVersion(range.min);
  rangeVersion(range.max);
  return async function negotiate(request: FastifyRequest, reply: FastifyReply) {
    const outcome = negotiateMicroversion(request.headers, range);
    if (!outcome.ok) {
      return reply.code(outcome.status).send(errorBody(style, outcome.status, outcome.message));
    }
    request.microversion = outcome.version;
    reply.headers(microversionHeaders(range, outcome.version));
    return undefined;
  };
}

/**
 * Whether the request's microversion is at least `version` (a field added in that version is
 * shown). Outside microversioned routes: false.
 *
 * @example
 * ...(atLeast(request, '2.55') ? { description: flavor.description } : {})
 */
export function atLeast(request: FastifyRequest, version: string): boolean {
  return (
    request.microversion !== null &&
    request.microversion !== undefined &&
    compareMicroversions(request.microversion, rangeVersion(version)) >= 0
  );
}
