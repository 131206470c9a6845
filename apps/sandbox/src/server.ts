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
import type { Clock } from './platform/clock.ts';
import { addFaultInjection, registerFaultControl } from './platform/faultsHttp.ts';
import { codeForStatus } from './platform/http/errorCodes.ts';
import { registerModules, seedModules, type Platform } from './platform/module.ts';
import { closePlatform, openPlatform } from './platform/platform.ts';
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
  /** Clock of the emulator (token times). Default `() => new Date()`. Ignored when `clock` is given. */
  now?: () => Date;
  /**
   * The sandbox clock: `manualClock()` in tests of timed behaviour, `runningClock({ speed })` for
   * `SANDBOX_CLOCK_SPEED`. Default: `now` as a clock, else the wall clock.
   */
  clock?: Clock;
  /**
   * Serve the fault control surface `POST/PUT/DELETE /sandbox/faults` to loopback test runners
   * (`SANDBOX_FAULTS=1`). Default `false`. The rules of `platform.faults` apply either way.
   */
  faultControl?: boolean;
  /** Lifetime of emulated Keystone tokens. Default 3600 s, as Keystone. */
  tokenLifetimeSeconds?: number;
  /**
   * Trust `X-Forwarded-*` headers (set when a TLS-terminating proxy is in front, so that cookies
   * get `Secure` for https visitors). Default `false`: the headers are ignored.
   */
  trustProxy?: boolean;
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
 * {@link buildServer}, also answering the modules and the platform (tests reach a module's service
 * through them, and the clock, scheduler and fault rules through the platform).
 *
 * @example
 * const { app, modules } = await composeSandbox({ dataDir: tmp, staticDir: `${tmp}/dist` });
 * modules.account.service.findCustomerByEmail('demo@cloud-portal.test');
 */
export async function composeSandbox(
  options: ServerOptions,
): Promise<{ app: FastifyInstance; modules: Modules; platform: Platform }> {
  const platform = openPlatform({
    dataDir: options.dataDir,
    schema: SCHEMA,
    now: options.now,
    clock: options.clock,
    // Called only once requests run, when `app` exists.
    log: { error: (details, message) => app.log.error(details, message) },
  });
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    genReqId: () => platform.ids.requestId(),
  });
  app.addHook('onClose', async () => {
    await closePlatform(platform);
  });
  const modules = createModules(platform, {
    staticDir: options.staticDir,
    tokenLifetimeSeconds: options.tokenLifetimeSeconds ?? DEFAULT_TOKEN_LIFETIME_SECONDS,
    rateLimits: options.rateLimits,
  });
  if (options.seed !== false) seedModules(platform.db, modules.list);

  addSecurityHeaders(app);
  // First of the onRequest hooks: a fault comes before CSRF, auth and every handler.
  addFaultInjection(app, platform.faults);
  if (options.faultControl === true) await registerFaultControl(app, platform.faults);
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

  return { app, modules, platform };
}
