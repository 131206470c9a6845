import fastifyCookie from '@fastify/cookie';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import type { Brand } from './brands.ts';
import { openStackError } from './cloud/shared/errors.ts';
import { DEFAULT_TOKEN_LIFETIME_SECONDS } from './cloud/identity/index.ts';
import { createModules, type Modules } from './modules.ts';
import { addContractCheck } from './platform/contract/contractCheck.ts';
import { apiError } from './platform/http/apiError.ts';
import { codeForStatus } from './platform/http/errorCodes.ts';
import { registerModules, seedModules } from './platform/module.ts';
import { openPlatform } from './platform/platform.ts';
import type { RateLimits } from './product/account/index.ts';
import { SCHEMA } from './schema.ts';
import { addSecurityHeaders } from './web/securityHeaders.ts';
import { isBackendPath, registerStaticApp } from './web/staticApp.ts';

/** Options of {@link buildServer}. */
export interface ServerOptions {
  /** Directory of `sandbox.sqlite`; created when missing. */
  dataDir: string;
  /** Build output of the brand app to serve (`apps/web-<brand>/dist`); may not exist yet. */
  staticDir: string;
  /** Brand being served. Default `default`. */
  brand?: Brand;
  /** Fastify logger setting. Default `false` (tests); `main.ts` passes a quiet logger. */
  logger?: FastifyServerOptions['logger'];
  /** Clock of the emulator (token times). Default `() => new Date()`. */
  now?: () => Date;
  /** Lifetime of emulated Keystone tokens. Default 3600 s, as Keystone. */
  tokenLifetimeSeconds?: number;
  /**
   * Number of proxies in front whose `X-Forwarded-*` headers are trusted (a TLS-terminating proxy:
   * 1). `request.ip` is then the address `trustProxy` hops from the right of `X-Forwarded-For`
   * (what the outermost trusted proxy saw; entries further left are client-written), and
   * `X-Forwarded-Proto: https` makes cookies `Secure`. Default 0: the headers are ignored.
   */
  trustProxy?: number;
  /**
   * Validate every `/api/` response against openapi.yaml and report mismatches at
   * `GET /sandbox/contract` (for end-to-end runs). Default `false`.
   */
  contractCheck?: boolean;
  /** Attempt limits of login, sign-up, reset and TOTP. Default `DEFAULT_RATE_LIMITS`. */
  rateLimits?: RateLimits;
  /** Insert the modules' demo data when missing. Default `true`. */
  seed?: boolean;
}

/**
 * Fastify's `trustProxy` for a hop count: the socket peer and the `hops - 1` addresses it
 * appended are proxies, so `request.ip` is the entry `hops` places from the right of
 * `X-Forwarded-For`. (A bare number is not used: this Fastify fails closed on it and trusts none.)
 */
function trustedHops(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops > 0 ? (_address, hop) => hop < hops : false;
}

function pathOf(url: string): string {
  return url.split('?')[0] ?? '/';
}

function isCloudPath(path: string): boolean {
  return path === '/cloud' || path.startsWith('/cloud/');
}

/**
 * Builds the sandbox: product API under `/api`, cloud emulator under `/cloud`, and the brand
 * app with history-mode fallback everywhere else. Opens (and on close, closes) the database in
 * `dataDir`. Use `inject()` in tests; `main.ts` calls `listen()`.
 *
 * @example
 * const app = await buildServer({ dataDir: tmp, staticDir: `${tmp}/dist` });
 * const response = await app.inject({ method: 'GET', url: '/api/regions/' });
 * await app.close();
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  return (await composeSandbox(options)).app;
}

/**
 * {@link buildServer}, also answering the modules (tests reach a module's service through them).
 *
 * @example
 * const { app, modules } = await composeSandbox({ dataDir: tmp, staticDir: `${tmp}/dist` });
 * modules.account.service.findCustomerByEmail('demo@cloud-portal.test');
 */
export async function composeSandbox(
  options: ServerOptions,
): Promise<{ app: FastifyInstance; modules: Modules }> {
  const platform = openPlatform({ dataDir: options.dataDir, schema: SCHEMA, now: options.now });
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustedHops(options.trustProxy ?? 0),
  });
  app.addHook('onClose', async () => {
    platform.db.close();
  });
  const modules = createModules(platform, {
    staticDir: options.staticDir,
    tokenLifetimeSeconds: options.tokenLifetimeSeconds ?? DEFAULT_TOKEN_LIFETIME_SECONDS,
    rateLimits: options.rateLimits,
  });
  if (options.seed !== false) seedModules(platform.db, modules.list);

  addSecurityHeaders(app);
  await app.register(fastifyCookie);
  if (options.contractCheck === true) addContractCheck(app);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    // Internal details stay in the log; clients get a stable code and a message a person can act on.
    const message =
      status >= 500
        ? 'Something went wrong, please try again later or contact support.'
        : error.message;
    if (isCloudPath(pathOf(request.url)))
      return reply.code(status).send(openStackError(status, message));
    return reply.code(status).send(apiError(codeForStatus(status), message));
  });

  await registerModules(app, modules.list);
  const sendApp = await registerStaticApp(app, {
    staticDir: options.staticDir,
    brand: options.brand ?? 'default',
  });

  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    if (isCloudPath(path)) {
      return reply.code(404).send(openStackError(404, 'The resource could not be found.'));
    }
    if (!isBackendPath(path) && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendApp(request, reply);
    }
    return reply
      .code(404)
      .send(apiError('not_found', `No such endpoint: ${request.method} ${path}`));
  });

  return { app, modules };
}
