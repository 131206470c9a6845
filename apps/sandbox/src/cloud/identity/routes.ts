import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RegionsService } from '../../product/regions/index.ts';
import { verifyPassword, verifyPasswordAgainstNothing } from '../../platform/security/password.ts';
import { AUTHENTICATION_REQUIRED, openStackError } from '../shared/errors.ts';
import { parseAuthRequest, type DomainReference, type PasswordAuthRequest } from './authRequest.ts';
import { buildCatalog, MEMBER_ROLE, type CatalogEntry } from './catalog.ts';
import {
  DEFAULT_DOMAIN,
  type KeystoneProject,
  type KeystoneStore,
  type KeystoneToken,
  type KeystoneUser,
} from './store.ts';

/** Keystone's default token lifetime (`[token] expiration = 3600`). */
export const DEFAULT_TOKEN_LIFETIME_SECONDS = 3600;

/** Options of {@link identityRoutes}. */
export interface IdentityRoutesOptions {
  keystone: KeystoneStore;
  /** Region ids for the service catalog. */
  regions: RegionsService;
  /** Clock, replaceable in tests. */
  now: () => Date;
  /** Lifetime of issued tokens. */
  tokenLifetimeSeconds: number;
}

type RegionParams = { region: string };

/** Keystone prints times with microseconds: `2015-11-07T02:58:43.578887Z`. */
function keystoneTime(date: Date): string {
  return date.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}

function hashToken(tokenId: string): string {
  return createHash('sha256').update(tokenId).digest('hex');
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

type AuthOutcome =
  | { ok: true; user: KeystoneUser; project: KeystoneProject | undefined }
  | { ok: false; status: 401; message: string };

async function authenticate(
  keystone: KeystoneStore,
  request: PasswordAuthRequest,
): Promise<AuthOutcome> {
  let user: KeystoneUser | undefined;
  if ('id' in request.user) {
    user = keystone.findUserById(request.user.id);
  } else {
    const domainId = resolveDomainId(request.user.domain);
    user =
      domainId === undefined ? undefined : keystone.findUserByName(domainId, request.user.name);
  }
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

interface TokenBody {
  token: {
    audit_ids: string[];
    catalog?: CatalogEntry[];
    expires_at: string;
    is_domain?: false;
    issued_at: string;
    methods: string[];
    project?: { domain: { id: string; name: string }; id: string; name: string };
    roles?: Array<{ id: string; name: string }>;
    user: {
      domain: { id: string; name: string };
      id: string;
      name: string;
      password_expires_at: string | null;
    };
  };
}

function renderToken(
  token: KeystoneToken,
  user: KeystoneUser,
  project: KeystoneProject | undefined,
  catalog: CatalogEntry[] | undefined,
): TokenBody {
  // Key order follows Keystone's own responses (alphabetical).
  const body: TokenBody['token'] = {
    audit_ids: [token.auditId],
    expires_at: token.expiresAt,
    issued_at: token.issuedAt,
    methods: token.methods,
    user: {
      domain: domainView(user.domainId),
      id: user.id,
      name: user.name,
      password_expires_at: null,
    },
  };
  if (project === undefined) return { token: body };
  return {
    token: {
      audit_ids: body.audit_ids,
      ...(catalog === undefined ? {} : { catalog }),
      expires_at: body.expires_at,
      is_domain: false,
      issued_at: body.issued_at,
      methods: body.methods,
      project: { domain: domainView(project.domainId), id: project.id, name: project.name },
      roles: [{ ...MEMBER_ROLE }],
      user: body.user,
    },
  };
}

function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function wantsCatalog(request: FastifyRequest): boolean {
  // `?nocatalog` (any value) omits the catalog, as in Keystone.
  return !Object.hasOwn(request.query as Record<string, unknown>, 'nocatalog');
}

function unauthorized(
  reply: FastifyReply,
  request: FastifyRequest<{ Params: RegionParams }>,
  message: string,
) {
  return reply
    .code(401)
    .header(
      'WWW-Authenticate',
      `Keystone uri="${originOf(request)}/cloud/${request.params.region}/identity"`,
    )
    .send(openStackError(401, message));
}

/**
 * Keystone v3 token API of the cloud emulator under `/cloud/{region}/identity/v3/auth/tokens`:
 * `POST` issues a token for a consumer's password (201, id in `X-Subject-Token`), `GET`/`HEAD`
 * validate one (`X-Auth-Token` + `X-Subject-Token`), `DELETE` revokes one.
 *
 * @example
 * await app.register(identityRoutes, { keystone, regions, now: () => new Date(), tokenLifetimeSeconds: 3600 });
 */
export const identityRoutes: FastifyPluginAsync<IdentityRoutesOptions> = async (app, options) => {
  const { keystone, regions, now, tokenLifetimeSeconds } = options;
  const path = '/cloud/:region/identity/v3/auth/tokens';

  function catalogFor(request: FastifyRequest, projectId: string): CatalogEntry[] {
    const regionIds = regions.list().map((region) => region.id);
    return buildCatalog(regionIds, originOf(request), projectId);
  }

  /** Resolves a presented token id to a live token with its user and project. */
  function liveToken(tokenId: string | undefined) {
    if (tokenId === undefined || tokenId === '') return undefined;
    const token = keystone.findToken(hashToken(tokenId));
    if (token === undefined || Date.parse(token.expiresAt) <= now().getTime()) return undefined;
    const user = keystone.findUserById(token.userId);
    if (user === undefined) return undefined;
    const project =
      token.projectId === null ? undefined : keystone.findProjectById(token.projectId);
    return { token, user, project };
  }

  app.post<{ Params: RegionParams }>(path, async (request, reply) => {
    const parsed = parseAuthRequest(request.body);
    if (!parsed.ok) {
      if (parsed.problem.status === 401)
        return unauthorized(reply, request, parsed.problem.message);
      return reply.code(400).send(openStackError(400, parsed.problem.message));
    }
    const outcome = await authenticate(keystone, parsed.request);
    if (!outcome.ok) return unauthorized(reply, request, outcome.message);

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

  function headerValue(request: FastifyRequest, name: string): string | undefined {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  }

  const validate = async (
    request: FastifyRequest<{ Params: RegionParams }>,
    reply: FastifyReply,
  ) => {
    if (liveToken(headerValue(request, 'x-auth-token')) === undefined) {
      return unauthorized(reply, request, AUTHENTICATION_REQUIRED);
    }
    const subjectId = headerValue(request, 'x-subject-token');
    const subject = liveToken(subjectId);
    if (subject === undefined || subjectId === undefined) {
      return reply.code(404).send(openStackError(404, 'Could not find token.'));
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
    handler: validate,
  });

  app.delete<{ Params: RegionParams }>(path, async (request, reply) => {
    if (liveToken(headerValue(request, 'x-auth-token')) === undefined) {
      return unauthorized(reply, request, AUTHENTICATION_REQUIRED);
    }
    const subjectId = headerValue(request, 'x-subject-token');
    if (subjectId === undefined || !keystone.deleteToken(hashToken(subjectId))) {
      return reply.code(404).send(openStackError(404, 'Could not find token.'));
    }
    return reply.code(204).send();
  });
};
