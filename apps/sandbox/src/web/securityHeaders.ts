import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** The policy's directives and their sources, in the order the header lists them. */
const DIRECTIVES: readonly (readonly [string, string])[] = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self'"],
  ['img-src', "'self' data:"],
  ['connect-src', "'self'"],
  ['frame-ancestors', "'none'"],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  ['form-action', "'self'"],
];

/** The directives a build's `csp.json` may add to, and the only kind of source it may add: a hash. */
const EXTENDABLE = new Set(['script-src', 'style-src']);
const HASH_SOURCE = /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;

/**
 * Content-Security-Policy of every HTML page: no inline scripts or styles anywhere, no framing
 * (DESIGN quality bars: strict CSP without `unsafe-inline`, `frame-ancestors 'none'`). A build may
 * allow its own inline scripts by hash ({@link contentSecurityPolicy}).
 */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy({});

/**
 * The policy with extra sources: only hash sources (`'sha256-…'`) of `script-src` or `style-src`
 * are taken, anything else is left out, so a build file can allow its own inline script and can
 * never widen the policy (`'unsafe-inline'`, another origin, another directive).
 * @example contentSecurityPolicy({ 'script-src': ["'sha256-abc='"] }); // "…; script-src 'self' 'sha256-abc='; …"
 */
export function contentSecurityPolicy(extra: Readonly<Record<string, unknown>>): string {
  return DIRECTIVES.map(([directive, sources]) => {
    const more = EXTENDABLE.has(directive) ? extra[directive] : undefined;
    const hashes = Array.isArray(more)
      ? more.filter(
          (source): source is string => typeof source === 'string' && HASH_SOURCE.test(source),
        )
      : [];
    return [directive, sources, ...new Set(hashes)].join(' ');
  }).join('; ');
}

/**
 * The CSP sources the brand app's build lists for its HTML pages (`csp.json` in its folder: the
 * hash of its inline head script), read on each call (the app may be rebuilt while the sandbox
 * runs); none when there is no such file or it is not a JSON object.
 * @example buildCspSources('apps/web-default/dist'); // { 'script-src': ["'sha256-…'"] }
 */
export function buildCspSources(staticDir: string): Readonly<Record<string, unknown>> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(staticDir, 'csp.json'), 'utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * HSTS of every answer served over https: browsers then refuse plain http to this host (and its
 * subdomains) for two years, so the `__Host-` session cookies never meet an http page.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * Adds security headers to every response: `nosniff` and a referrer policy always, HSTS over
 * https (directly or through a trusted TLS-terminating proxy; never over plain http, where it
 * means nothing and local use must keep working), and on HTML the CSP (with the hashes the
 * build in `staticDir` lists, see {@link buildCspSources}) plus `X-Frame-Options` for browsers
 * that predate `frame-ancestors`.
 *
 * @example
 * addSecurityHeaders(app, { staticDir: 'apps/web-default/dist' }); // before routes are registered
 */
export function addSecurityHeaders(
  app: FastifyInstance,
  { staticDir }: { staticDir?: string } = {},
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (request.protocol === 'https')
      reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    const contentType = reply.getHeader('content-type');
    if (typeof contentType === 'string' && contentType.startsWith('text/html')) {
      reply.header(
        'Content-Security-Policy',
        staticDir === undefined
          ? CONTENT_SECURITY_POLICY
          : contentSecurityPolicy(buildCspSources(staticDir)),
      );
      reply.header('X-Frame-Options', 'DENY');
    }
    return payload;
  });
}
