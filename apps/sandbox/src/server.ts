import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Brand } from './brands.ts';
import { openStackError } from './cloud/shared/errors.ts';
import { DEFAULT_TOKEN_LIFETIME_SECONDS } from './cloud/identity/index.ts';
import type { CloudProxyTargets } from './cloud/proxy/index.ts';
import type { FakesSettings } from './fakes/index.ts';
import { createModules, type Modules, type ModuleSettings } from './modules.ts';
import { addContractCheck } from './platform/contract/contractCheck.ts';
import { apiError } from './platform/http/apiError.ts';
import { errorAnswer } from './platform/http/errorAnswer.ts';
import { addRequestValidation, BODY_LIMIT_BYTES } from './platform/http/requestValidation.ts';
import type { ScryptCost } from './platform/security/password.ts';
import type { Clock } from './platform/clock.ts';
import { addFaultInjection, registerFaultControl } from './platform/faultsHttp.ts';
import { registerModules, seedModules, type Platform } from './platform/module.ts';
import { closePlatform, openPlatform } from './platform/platform.ts';
import type { RateLimits } from './product/account/index.ts';
import { SCHEMA } from './schema.ts';
import { addLanguageVary, pageLanguageUrl } from './web/pageLanguage.ts';
import { addPublishedPages } from './web/publishedPages.ts';
import { addSecurityHeaders } from './web/securityHeaders.ts';
import { isBackendPath, registerStaticApp } from './web/staticApp.ts';

/** Options of {@link buildServer}. */
export interface ServerOptions {
  /** Directory of `sandbox.sqlite`; created when missing. */
  dataDir: string;
  /** Build output of the brand app to serve (`apps/web-<brand>/dist`); may not exist yet. */
  staticDir: string;
  /**
   * Content pages published with their data (issue 15, web/publishedPages.ts), answered before
   * the build's pages. Default `<staticDir>/.published`.
   */
  publishedDir?: string;
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
  /**
   * Serve the fake outside parties (outbox, OAuth consent, pay page, impersonation) to local
   * browsers. Default off (`SANDBOX_FAKES`).
   */
  fakes?: FakesSettings;
  /**
   * scrypt cost of new password hashes. Default `SCRYPT_COST` (OWASP's minimum, N=2^17); tests
   * pass a cheap one so that seeding and sign-ups do not dominate their run time.
   */
  passwordCost?: ScryptCost;
  /**
   * The data key in base64 (`SANDBOX_DATA_KEY`). Default: `<dataDir>/data.key`, generated with
   * mode 0600 on first start.
   */
  dataKey?: string | undefined;
  /**
   * Regions whose `/cloud/{region}/…` requests go to a real cloud: region → Keystone URL
   * (`SANDBOX_CLOUD_PROXY`). Default none: every region is emulated.
   */
  cloudProxy?: CloudProxyTargets | undefined;
  /**
   * ACTIVE servers seeded for the demo customer at start (`SANDBOX_DEMO_SERVERS`, benchmarks of
   * the server list); only the missing ones are added. Default 0.
   */
  demoServers?: number | undefined;
  /**
   * Proxy mode's consumer (`SANDBOX_CLOUD_PROXY_CONSUMER`): the real cloud's user every consumer
   * of the product API answers, and the only regions it lists. Default none.
   */
  proxyConsumer?: ModuleSettings['proxyConsumer'];
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
    passwordCost: options.passwordCost,
    dataKey: options.dataKey,
    clock: options.clock,
    // Called only once requests run, when `app` exists.
    log: { error: (details, message) => app.log.error(details, message) },
  });
  // Client errors get a fixed message in the shape of their path (OpenStack's under /cloud);
  // the framework's own texts and any 5xx detail stay in the log.
  const sendError = (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const answer = errorAnswer(error);
    if (answer.status >= 500) request.log.error(error);
    if (isCloudPath(pathOf(request.url)))
      return reply.code(answer.status).send(openStackError(answer.status, answer.message));
    return reply.code(answer.status).send(apiError(answer.code, answer.message, answer.errors));
  };
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustedHops(options.trustProxy ?? 0),
    genReqId: () => platform.ids.requestId(),
    bodyLimit: BODY_LIMIT_BYTES,
    // A prerendered page in the visitor's language, where the build has one (web/pageLanguage.ts).
    rewriteUrl: (request) =>
      request.method === 'GET' || request.method === 'HEAD'
        ? pageLanguageUrl(
            request.url ?? '/',
            request.headers['accept-language'],
            options.staticDir,
            isBackendPath,
          )
        : (request.url ?? '/'),
    // Errors raised before routing (a malformed %-escape in the URL) take the same path.
    frameworkErrors: (error, request, reply) => {
      void sendError(error, request, reply);
    },
  });
  // Bodies are JSON (product API, Keystone); a text/plain body would reach handlers as a string.
  app.removeContentTypeParser('text/plain');
  app.addHook('onClose', async () => {
    await closePlatform(platform);
  });
  const modules = createModules(platform, {
    staticDir: options.staticDir,
    tokenLifetimeSeconds: options.tokenLifetimeSeconds ?? DEFAULT_TOKEN_LIFETIME_SECONDS,
    rateLimits: options.rateLimits,
    fakes: options.fakes,
    cloudProxy: options.cloudProxy,
    demoServers: options.demoServers,
    proxyConsumer: options.proxyConsumer,
  });
  if (options.seed !== false) seedModules(platform.db, modules.list);

  addSecurityHeaders(app, { staticDir: options.staticDir });
  addLanguageVary(app);
  // First of the onRequest hooks: a fault comes before CSRF, auth and every handler.
  addFaultInjection(app, platform.faults);
  if (options.faultControl === true) await registerFaultControl(app, platform.faults);
  await app.register(fastifyCookie);
  if (options.contractCheck === true) addContractCheck(app);
  addPublishedPages(
    app,
    options.publishedDir ?? join(options.staticDir, '.published'),
    isBackendPath,
  );

  app.setErrorHandler(sendError);

  addRequestValidation(app);
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
