import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTHENTICATION_REQUIRED, errorBody, openStackError, type ErrorStyle } from './errors.ts';
import { requestOrigin } from './urls.ts';

/** Who a request acts as: what a valid `X-Auth-Token` stands for. */
export interface CloudAuth {
  userId: string;
  userName: string;
  /** Domain of the user. */
  domainId: string;
  /** The project the token is scoped to; `null` for an unscoped token. */
  projectId: string | null;
  projectName: string | null;
  /** Names of the roles on that project (`member`, `admin`); empty when unscoped. */
  roles: readonly string[];
  /** Keystone time, e.g. `2026-11-21T11:00:00.123000Z`. */
  expiresAt: string;
}

/** What the shared preHandler needs from the identity service. */
export interface TokenResolver {
  /** The token's user, project and roles; `undefined` when unknown, revoked or expired. */
  resolveToken(tokenId: string): CloudAuth | undefined;
}

/** Options of {@link keystoneAuth}. */
export interface KeystoneAuthOptions {
  /** `project` (default): the token must be scoped to a project. `any`: unscoped tokens pass too. */
  scope?: 'project' | 'any';
  /** The style of the service's own errors (a path's project that is not the token's). */
  style: ErrorStyle;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, set by {@link keystoneAuth} (null before it ran, or on public routes). */
    cloudAuth: CloudAuth | null;
  }
}

/**
 * Declares the request properties the cloud's shared preHandlers set (`cloudAuth`,
 * `microversion`), once, on the instance the cloud services are registered in.
 *
 * @example
 * decorateCloudRequest(app); // in the cloud plugin, before the services
 */
export function decorateCloudRequest(app: FastifyInstance): void {
  if (!app.hasRequestDecorator('cloudAuth')) app.decorateRequest('cloudAuth', null);
  if (!app.hasRequestDecorator('microversion')) app.decorateRequest('microversion', null);
}

function firstHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Keystone's 401, as keystonemiddleware answers it in front of every service: the error body and
 * `WWW-Authenticate` naming the region's identity endpoint.
 *
 * @example
 * return sendUnauthorized(request, reply, AUTHENTICATION_REQUIRED);
 */
export function sendUnauthorized(request: FastifyRequest, reply: FastifyReply, message: string) {
  const { region } = request.params as { region?: string };
  return reply
    .code(401)
    .header(
      'WWW-Authenticate',
      `Keystone uri="${requestOrigin(request)}/cloud/${region ?? ''}/identity"`,
    )
    .send(openStackError(401, message));
}

/**
 * The one token check of the cloud emulator, as a preHandler: `X-Auth-Token` must be a live
 * (known, not revoked, not expired) token, scoped to a project unless `scope: 'any'`; a path with
 * a `:projectId` parameter must name the token's project. Sets `request.cloudAuth`. Refuses with
 * Keystone's 401 body, or with the service's 400 for another project's path (Nova's and Cinder's
 * "Malformed request URL").
 *
 * @example
 * const auth = keystoneAuth(identity.service, { style: 'nova' });
 * app.get('/cloud/:region/compute/v2.1/flavors', { preHandler: auth }, handler);
 */
export function keystoneAuth(tokens: TokenResolver, options: KeystoneAuthOptions) {
  const scope = options.scope ?? 'project';
  return async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    const tokenId = firstHeader(request, 'x-auth-token');
    const auth = tokenId === undefined || tokenId === '' ? undefined : tokens.resolveToken(tokenId);
    if (auth === undefined || (scope === 'project' && auth.projectId === null)) {
      return sendUnauthorized(request, reply, AUTHENTICATION_REQUIRED);
    }
    const { projectId } = request.params as { projectId?: string };
    if (projectId !== undefined && projectId !== auth.projectId) {
      const message = `Malformed request URL: URL's project_id '${projectId}' doesn't match Context's project_id '${auth.projectId ?? ''}'`;
      return reply.code(400).send(errorBody(options.style, 400, message));
    }
    request.cloudAuth = auth;
    return undefined;
  };
}

/**
 * The caller of a route behind {@link keystoneAuth}.
 *
 * @example
 * const { projectId } = cloudAuthOf(request);
 */
export function cloudAuthOf(request: FastifyRequest): CloudAuth {
  if (request.cloudAuth === null) {
    throw new Error(`${request.method} ${request.url} has no keystoneAuth preHandler.`);
  }
  return request.cloudAuth;
}
