import fastifyCookie from '@fastify/cookie';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import {
  accountRoutes,
  addCsrfGuard,
  createAccountContext,
  type RateLimits,
} from './api/account/index.ts';
import { affiliateRoutes } from './api/affiliate.ts';
import { contentRoutes } from './api/content.ts';
import { donateRoutes } from './api/donate.ts';
import { apiError } from './api/errors.ts';
import { registerPingSocket } from './api/pingSocket.ts';
import { regionRoutes } from './api/regions.ts';
import type { Brand } from './brands.ts';
import { cloudRoutes } from './cloud/index.ts';
import { addContractCheck } from './contract/contractCheck.ts';
import { openStackError } from './cloud/errors.ts';
import { DEFAULT_TOKEN_LIFETIME_SECONDS } from './cloud/identity/tokens.ts';
import { createRepositories, openDatabase } from './db/index.ts';
import { contentPages } from './web/contentPages.ts';
import { addSecurityHeaders } from './web/securityHeaders.ts';
import { registerOutboxPage } from './web/outboxPage.ts';
import { registerSandboxPages } from './web/sandboxPages.ts';
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
}

function pathOf(url: string): string {
  return url.split('?')[0] ?? '/';
}

function isCloudPath(path: string): boolean {
  return path === '/cloud' || path.startsWith('/cloud/');
}

/** Stable error codes for the client errors Fastify itself raises (bad JSON, huge body...). */
function codeForStatus(status: number): string {
  switch (status) {
    case 400:
      return 'bad_request';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'too_many_requests';
    default:
      return status >= 500 ? 'server_error' : 'client_error';
  }
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
  const db = openDatabase(options.dataDir);
  const repositories = createRepositories(db);
  const now = options.now ?? (() => new Date());
  const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false });
  app.addHook('onClose', async () => {
    db.close();
  });

  addSecurityHeaders(app);
  await app.register(fastifyCookie);
  const accountContext = createAccountContext({
    repositories,
    now,
    ...(options.rateLimits === undefined ? {} : { rateLimits: options.rateLimits }),
  });
  addCsrfGuard(app, accountContext);
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

  await app.register(regionRoutes, { prefix: '/api', repositories });
  await app.register(accountRoutes, {
    prefix: '/api',
    context: accountContext,
    staticDir: options.staticDir,
  });
  await app.register(contentRoutes, { prefix: '/api', repositories, now });
  await app.register(affiliateRoutes, { prefix: '/api', repositories, now });
  await app.register(donateRoutes, { prefix: '/api', repositories, now });
  await app.register(contentPages, { repositories, now });
  await registerPingSocket(app, repositories);
  registerOutboxPage(app, repositories);
  registerSandboxPages(app, accountContext);
  await app.register(cloudRoutes, {
    repositories,
    now,
    tokenLifetimeSeconds: options.tokenLifetimeSeconds ?? DEFAULT_TOKEN_LIFETIME_SECONDS,
  });
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

  return app;
}
