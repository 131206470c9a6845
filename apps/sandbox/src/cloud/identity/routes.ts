import { randomBytes } from 'node:crypto';
import type { KeystoneTokenResponse } from '@cloud-portal/cloud-sdk/identity';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RegionsService } from '../../product/regions/index.ts';
import { verifyPassword, verifyPasswordAgainstNothing } from '../../platform/security/password.ts';
import { createRateLimiter } from '../../platform/security/rateLimit.ts';
import { hashToken } from '../../platform/security/tokens.ts';
import { cloudAuthOf, keystoneAuth, sendUnauthorized, type TokenResolver } from '../shared/auth.ts';
import { AUTHENTICATION_REQUIRED, openStackError } from '../shared/errors.ts';
import { requestOrigin } from '../shared/urls.ts';
import { parseAuthRequest, type DomainReference, type PasswordAuthRequest } from './authRequest.ts';
import { buildCatalog, type CatalogEntry } from './catalog.ts';
import {
  DEFAULT_DOMAIN,
  type KeystoneProject,
  type KeystoneStore,
  type KeystoneToken,
  type KeystoneUser,
} from './store.ts';
import { findLiveToken, tokenRoles } from './tokens.ts';

/** Keystone's default token lifetime (`[token] expiration = 3600`). */
export const DEFAULT_TOKEN_LIFETIME_SECONDS = 3600;

/** Limits of `POST /v3/auth/tokens` (in memory, sliding windows; reset on restart). */
export interface KeystoneRateLimits {
  /** Failed attempts per user (by id; an unknown name counts under its name). Default 5. */
  perUser: number;
  /** Attempts per client address, failed or not. Default 30 (`RATE_LIMIT_PER_IP`). */
  perAddress: number;
  /** Window in ms. Default 15 minutes. */
  windowMs: number;
}

/** Default {@link KeystoneRateLimits}, the same figures as the product API's login. */
export const DEFAULT_KEYSTONE_RATE_LIMITS: KeystoneRateLimits = {
  perUser: 5,
  perAddress: 30,
  windowMs: 15 * 60_000,
};

/** Options of {@link identityRoutes}. */
export interface IdentityRoutesOptions {
  keystone: KeystoneStore;
  /** Resolves `X-Auth-Token` for the shared preHandler (the identity service). */
  tokens: TokenResolver;
  /** Region ids for the service catalog. */
  regions: RegionsService;
  /** Clock, replaceable in tests. */
  now: () => Date;
  /** Lifetime of issued tokens. */
  tokenLifetimeSeconds: number;
  /** Attempt limits of token creation. Default {@link DEFAULT_KEYSTONE_RATE_LIMITS}. */
  rateLimits?: KeystoneRateLimits;
}

type RegionParams = { region: string };

/** Keystone prints times with microseconds: `2015-11-07T02:58:43.578887Z`. */
function keystoneTime(date: Date): string {
  return date.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}

/** Looks like a Fernet token (Keystone's default format) without pretending to be one. */
function newTokenId(): string {
  return `gAAAAAB${randomBytes(96).toString('base64url')}`;
}

function resolveDomainId(domain: DomainReference): string | undefined {
  // The emulator has one domain, Keystone's `default` (SPEC §7: "password login with domain Default").
  if ('id' in domain) return domain.id === DEFAULT_DOMAIN.id ? DEFAULT_DOMAIN.id : undefined;
  return domain.name === DEFAULT_DOMAIN.name ? DEFAULT_DOMAIN.id : undefined;
}

function domainView(domainId: string): { id: string; name: string } {
  return domainId === DEFAULT_DOMAIN.id ? { ...DEFAULT_DOMAIN } : { id: domainId, name: domainId };
}

function findUser(keystone: KeystoneStore, request: PasswordAuthRequest): KeystoneUser | undefined {
  if ('id' in request.user) return keystone.findUserById(request.user.id);
  const domainId = resolveDomainId(request.user.domain);
  return domainId === undefined ? undefined : keystone.findUserByName(domainId, request.user.name);
}

/**
 * The key the per-user limit counts under: the user's id when it exists, else the name asked for
 * (lower case), so unknown names are limited too and the limiter reveals no accounts.
 */
function userKey(request: PasswordAuthRequest, user: KeystoneUser | undefined): string {
  if (user !== undefined) return `user:${user.id}`;
  if ('id' in request.user) return `user:${request.user.id}`;
  const domain = request.user.domain;
  const domainText = 'id' in domain ? `id:${domain.id}` : `name:${domain.name}`;
  return `name:${domainText}/${request.user.name.toLowerCase()}`;
}

type AuthOutcome =
  | { ok: true; user: KeystoneUser; project: KeystoneProject | undefined }
  | { ok: false; status: 401; message: string };

async function authenticate(
  keystone: KeystoneStore,
  request: PasswordAuthRequest,
  user: KeystoneUser | undefined,
): Promise<AuthOutcome> {
  // Same answer and the same time for "no such user" and "wrong password".
  if (user === undefined) {
    await verifyPasswordAgainstNothing(request.password);
    return { ok: false, status: 401, message: AUTHENTICATION_REQUIRED };
  }
  if (!(await verifyPassword(request.password, user.passwordHash))) {
    return { ok: false, status: 401, message: AUTHENTICATION_REQUIRED };
  }

  const { scope } = request;
  switch (scope.kind) {
    case 'unscoped': {
      // Like Keystone: without an explicit scope the token is scoped to the default project.
      const project =
        user.defaultProjectId === null
          ? undefined
          : keystone.findProjectById(user.defaultProjectId);
      return { ok: true, user, project };
    }
    case 'project': {
      let project: KeystoneProject | undefined;
      if ('id' in scope.project) {
        project = keystone.findProjectById(scope.project.id);
      } else {
        const domainId = resolveDomainId(scope.project.domain);
        project =
          domainId === undefined
            ? undefined
            : keystone.findProjectByName(domainId, scope.project.name);
      }
      // A consumer has a role only on its own project.
      if (project === undefined || project.id !== user.defaultProjectId) {
        return {
          ok: false,
          status: 401,
          message: `User ${user.id} has no access to the requested project.`,
        };
      }
      return { ok: true, user, project };
    }
    case 'domain':
    case 'system':
      return {
        ok: false,
        status: 401,
        message: `User ${user.id} has no access to the requested ${scope.kind} scope.`,
      };
    default:
      return scope satisfies never;
  }
}

function renderToken(
  token: KeystoneToken,
  user: KeystoneUser,
  project: KeystoneProject | undefined,
  catalog: CatalogEntry[] | undefined,
): KeystoneTokenResponse {
  // Key order follows Keystone's own responses (alphabetical).
  const userView = {
    domain: domainView(user.domainId),
    id: user.id,
    name: user.name,
    password_expires_at: null,
  };
  if (project === undefined) {
    return {
      token: {
        audit_ids: [token.auditId],
        expires_at: token.expiresAt,
        issued_at: token.issuedAt,
        methods: token.methods,
        user: userView,
      },
    };
  }
  return {
    token: {
      audit_ids: [token.auditId],
      ...(catalog === undefined ? {} : { catalog }),
      expires_at: token.expiresAt,
      is_domain: false,
      issued_at: token.issuedAt,
      methods: token.methods,
      project: { domain: domainView(project.domainId), id: project.id, name: project.name },
      roles: tokenRoles(user, project),
      user: userView,
    },
  };
}

function wantsCatalog(request: FastifyRequest): boolean {
  // `?nocatalog` (any value) omits the catalog, as in Keystone.
  return !Object.hasOwn(request.query as Record<string, unknown>, 'nocatalog');
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Keystone's 403 for a policy that does not allow the call. */
function forbidden(reply: FastifyReply, action: string) {
  return reply
    .code(403)
    .send(
      openStackError(403, `You are not authorized to perform the requested action: ${action}.`),
    );
}

/**
 * Keystone's policy for checking, validating and revoking tokens: `admin_required or
 * token_subject` — the caller's user is the subject token's user, or the caller has the admin
 * role. (Keystone also lets a service user validate; the emulator has none.)
 */
function mayActOnToken(
  caller: { userId: string; roles: readonly string[] },
  subjectUserId: string,
) {
  return caller.userId === subjectUserId || caller.roles.includes('admin');
}

/**
 * Keystone v3 token API of the cloud emulator under `/cloud/{region}/identity/v3/auth/tokens`:
 * `POST` issues a token for a consumer's password (201, id in `X-Subject-Token`; rate limited per
 * user and per address, 429 with `Retry-After`), `GET`/`HEAD` validate one (`X-Auth-Token` +
 * `X-Subject-Token`), `DELETE` revokes one; those three only for the subject's own user or an
 * admin (403 otherwise), as Keystone's policy.
 *
 * @example
 * await app.register(identityRoutes, { keystone, tokens, regions, now: () => new Date(), tokenLifetimeSeconds: 3600 });
 */
export const identityRoutes: FastifyPluginAsync<IdentityRoutesOptions> = async (app, options) => {
  const { keystone, regions, now, tokenLifetimeSeconds } = options;
  const limits = options.rateLimits ?? DEFAULT_KEYSTONE_RATE_LIMITS;
  const clock = () => now().getTime();
  const userFailures = createRateLimiter({
    limit: limits.perUser,
    windowMs: limits.windowMs,
    now: clock,
  });
  const addressAttempts = createRateLimiter({
    limit: limits.perAddress,
    windowMs: limits.windowMs,
    now: clock,
  });
  const path = '/cloud/:region/identity/v3/auth/tokens';
  // X-Auth-Token of validate and revoke: any live token, scoped or not (Keystone's own API).
  const callerToken = keystoneAuth(options.tokens, { scope: 'any', style: 'keystone' });

  function catalogFor(request: FastifyRequest, projectId: string): CatalogEntry[] {
    const regionIds = regions.list().map((region) => region.id);
    return buildCatalog(regionIds, requestOrigin(request), projectId);
  }

  app.post<{ Params: RegionParams }>(path, async (request, reply) => {
    const parsed = parseAuthRequest(request.body);
    if (!parsed.ok) {
      if (parsed.problem.status === 401)
        return sendUnauthorized(request, reply, parsed.problem.message);
      return reply.code(400).send(openStackError(400, parsed.problem.message));
    }
    const user = findUser(keystone, parsed.request);
    const byUser = userKey(parsed.request, user);
    // Checked and counted before the first await, so concurrent guesses cannot all pass.
    const verdict = [addressAttempts.check(request.ip), userFailures.check(byUser)].find(
      (item) => !item.allowed,
    );
    if (verdict !== undefined) {
      return reply
        .code(429)
        .header('Retry-After', String(verdict.retryAfterSeconds))
        .send(
          openStackError(
            429,
            `Too many authentication attempts. Try again in ${verdict.retryAfterSeconds} seconds.`,
          ),
        );
    }
    addressAttempts.record(request.ip);
    userFailures.record(byUser);

    const outcome = await authenticate(keystone, parsed.request, user);
    if (!outcome.ok) return sendUnauthorized(request, reply, outcome.message);
    userFailures.reset(byUser);
    const issuedAt = now();
    const expiresAt = new Date(issuedAt.getTime() + tokenLifetimeSeconds * 1000);
    const tokenId = newTokenId();
    const token: KeystoneToken = {
      tokenHash: hashToken(tokenId),
      userId: outcome.user.id,
      projectId: outcome.project?.id ?? null,
      methods: ['password'],
      auditId: randomBytes(16).toString('base64url'),
      issuedAt: keystoneTime(issuedAt),
      expiresAt: keystoneTime(expiresAt),
    };
    keystone.deleteExpiredTokens(issuedAt);
    keystone.saveToken(token);
    const catalog =
      outcome.project !== undefined && wantsCatalog(request)
        ? catalogFor(request, outcome.project.id)
        : undefined;
    return reply
      .code(201)
      .header('X-Subject-Token', tokenId)
      .header('Vary', 'X-Auth-Token')
      .send(renderToken(token, outcome.user, outcome.project, catalog));
  });

  const validate = async (
    request: FastifyRequest<{ Params: RegionParams }>,
    reply: FastifyReply,
  ) => {
    const subjectId = headerValue(request, 'x-subject-token');
    const subject = findLiveToken(keystone, subjectId, now());
    if (subject === undefined || subjectId === undefined) {
      return reply.code(404).send(openStackError(404, 'Could not find token.'));
    }
    if (!mayActOnToken(cloudAuthOf(request), subject.user.id)) {
      return forbidden(
        reply,
        request.method === 'HEAD' ? 'identity:check_token' : 'identity:validate_token',
      );
    }
    const catalog =
      subject.project !== undefined && wantsCatalog(request)
        ? catalogFor(request, subject.project.id)
        : undefined;
    reply.code(200).header('X-Subject-Token', subjectId).header('Vary', 'X-Auth-Token');
    if (request.method === 'HEAD') return reply.send();
    return reply.send(renderToken(subject.token, subject.user, subject.project, catalog));
  };

  // exposeHeadRoute is off so that HEAD is answered by the handler above (without a body).
  app.route<{ Params: RegionParams }>({
    method: ['GET', 'HEAD'],
    url: path,
    exposeHeadRoute: false,
    preHandler: callerToken,
    handler: validate,
  });

  app.delete<{ Params: RegionParams }>(
    path,
    { preHandler: callerToken },
    async (request, reply) => {
      const subjectId = headerValue(request, 'x-subject-token');
      const subject =
        subjectId === undefined || subjectId === ''
          ? undefined
          : keystone.findToken(hashToken(subjectId));
      if (subject === undefined) {
        return reply.code(404).send(openStackError(404, 'Could not find token.'));
      }
      if (!mayActOnToken(cloudAuthOf(request), subject.userId)) {
        return forbidden(reply, 'identity:revoke_token');
      }
      keystone.deleteToken(subject.tokenHash);
      return reply.code(204).send();
    },
  );
};
