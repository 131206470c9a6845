import type { FastifyRequest } from 'fastify';

/** The host names a browser on this machine uses for the sandbox. */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a TCP peer address is this machine (127.0.0.0/8, ::1, or IPv4-mapped 127.x).
 *
 * @example
 * isLoopbackAddress('::ffff:127.0.0.1'); // true
 * isLoopbackAddress('192.168.1.20'); // false
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ipv4);
}

/**
 * Whether a listening host (`HOST`) is reachable from this machine only.
 *
 * @example
 * isLoopbackHost('127.0.0.1'); // true
 * isLoopbackHost('0.0.0.0'); // false
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase();
  return name === 'localhost' || name === '[::1]' || isLoopbackAddress(name);
}

/**
 * Whether a `Host` header names this sandbox as a local browser would: `localhost`, `127.0.0.1`
 * or `[::1]` with the port the connection arrived on (none for port 80), or one of `extraHosts`
 * exactly. The DNS-rebinding defence: a page of another site whose name was pointed at
 * 127.0.0.1 still sends its own name. Without a real socket (`inject()`) any port passes.
 *
 * @example
 * isAllowedHost('127.0.0.1:8080', 8080, []); // true
 * isAllowedHost('evil.test:8080', 8080, []); // false
 */
export function isAllowedHost(
  host: string | undefined,
  localPort: number | undefined,
  extraHosts: readonly string[],
): boolean {
  if (host === undefined) return false;
  const value = host.toLowerCase();
  if (extraHosts.includes(value)) return true;
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d+))?$/.exec(value);
  if (match === null || !LOOPBACK_NAMES.has(match[1] ?? '')) return false;
  if (localPort === undefined) return true;
  const port = match[2];
  return port === undefined ? localPort === 80 : Number(port) === localPort;
}

/**
 * Why a request may not use a surface meant for this machine only (the fake outside parties, the
 * fault control of browser tests), or `undefined` when it may: the TCP peer must be this machine
 * (not `request.ip`, which follows `X-Forwarded-For` under TRUST_PROXY), no proxy in between
 * (`X-Forwarded-For`, `Forwarded`), no cross-site request, and an allowed `Host`.
 *
 * @example
 * localRefusal(request, []); // undefined for a local browser or test runner
 */
export function localRefusal(
  request: FastifyRequest,
  extraHosts: readonly string[],
): string | undefined {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return 'not from this machine';
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined)
    return 'through a proxy';
  if (request.headers['sec-fetch-site'] === 'cross-site') return 'from another site';
  if (!isAllowedHost(request.headers.host, request.socket.localPort, extraHosts))
    return 'for another host name';
  return undefined;
}
