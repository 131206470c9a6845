import { isRecord } from '@cloud-portal/domain/errors';
import { TIMINGS } from '@cloud-portal/domain/session';
import { sendCloudRequest, type CloudClient } from '../../core/client.ts';
import { createCloudError, isCloudError } from '../../core/errors.ts';
import type { CloudResponse, RequestOptions, RetryPolicy } from '../../core/types.ts';
import type {
  CatalogService,
  CheckTokenInput,
  CloudToken,
  CreateTokenInput,
  KeystonePasswordAuthRequest,
  KeystoneTokenResponse,
} from './tokens.types.ts';

const TOKENS_PATH = '/v3/auth/tokens';

/** Keystone's default domain name (§7 "password login with domain Default"). */
export const DEFAULT_DOMAIN = 'Default';

/** §7 "The token fetch retries on 500 and 502" (3 times, 3 s apart, §9 Timing). */
export const TOKEN_RETRY_POLICY: RetryPolicy = {
  retries: TIMINGS.retryAttempts,
  delayMs: TIMINGS.retryDelayMs,
  statuses: [500, 502],
};

/**
 * The Keystone password-auth body for `createToken`: user by name in the domain (default
 * 'Default'); scoped to `projectId`, else to `projectName` in the same domain, else unscoped
 * (Keystone then scopes to the user's default project, if it has one).
 *
 * @example
 * buildPasswordAuthRequest({ username: 'admin', password: 'devstacker', projectId: 'a6944d76' });
 * // { auth: { identity: { methods: ['password'], password: { user: { name: 'admin', domain: { name: 'Default' }, password: 'devstacker' } } },
 * //           scope: { project: { id: 'a6944d76' } } } }
 */
export function buildPasswordAuthRequest(input: CreateTokenInput): KeystonePasswordAuthRequest {
  const domain = input.domain ?? DEFAULT_DOMAIN;
  const identity = {
    methods: ['password'] as const,
    password: {
      user: { name: input.username, domain: { name: domain }, password: input.password },
    },
  };
  if (input.projectId !== undefined && input.projectId !== '') {
    return { auth: { identity, scope: { project: { id: input.projectId } } } };
  }
  if (input.projectName !== undefined && input.projectName !== '') {
    return {
      auth: { identity, scope: { project: { name: input.projectName, domain: { name: domain } } } },
    };
  }
  return { auth: { identity } };
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function invalidResponse(status: number, detail: string) {
  return createCloudError({
    code: 'invalid_response',
    status,
    message: `Unexpected identity response: ${detail}`,
  });
}

type KeystoneCatalog = NonNullable<KeystoneTokenResponse['token']['catalog']>;

function mapCatalog(raw: KeystoneCatalog | undefined): readonly CatalogService[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.map((service) => ({
    id: service.id,
    type: service.type,
    ...(service.name === undefined ? {} : { name: service.name }),
    endpoints: (Array.isArray(service.endpoints)
      ? (service.endpoints as KeystoneCatalog[number]['endpoints'])
      : []
    ).map((endpoint) => ({
      id: endpoint.id,
      interface: endpoint.interface,
      ...(endpoint.region === undefined ? {} : { region: endpoint.region }),
      ...(endpoint.region_id === undefined ? {} : { regionId: endpoint.region_id }),
      url: endpoint.url,
    })),
  }));
}

/**
 * Reads a token create/validate response: the token from the `X-Subject-Token` header, the rest
 * from the body (`token.expires_at`, `token.user.id`, `token.project.id`, roles, catalog).
 * Throws a `CloudError` (`invalid_response`) when the header or a required field is missing.
 *
 * @example
 * parseTokenResponse({ status: 201, headers: new Headers({ 'X-Subject-Token': 'gAAAA...' }), body: { token: { expires_at: '2030-01-01T00:00:00Z', user: { id: 'u1' } } } });
 * // { token: 'gAAAA...', expiresAt: '2030-01-01T00:00:00Z', userId: 'u1', roles: [] }
 */
export function parseTokenResponse(
  response: Pick<CloudResponse, 'status' | 'headers' | 'body'>,
): CloudToken {
  const token = response.headers.get('x-subject-token');
  if (token === null || token === '')
    throw invalidResponse(response.status, 'no X-Subject-Token header.');
  const body = response.body;
  if (!isRecord(body) || !isRecord(body.token))
    throw invalidResponse(response.status, 'no token in the body.');
  const raw = body.token as Partial<KeystoneTokenResponse['token']>;
  const expiresAt = optionalString(raw.expires_at);
  const userId = isRecord(raw.user) ? optionalString(raw.user.id) : undefined;
  if (expiresAt === undefined)
    throw invalidResponse(response.status, 'token.expires_at is missing.');
  if (userId === undefined) throw invalidResponse(response.status, 'token.user.id is missing.');

  const project = isRecord(raw.project) ? raw.project : undefined;
  const catalog = mapCatalog(raw.catalog);
  const issuedAt = optionalString(raw.issued_at);
  const userName = optionalString(raw.user?.name);
  const projectId = optionalString(project?.id);
  const projectName = optionalString(project?.name);
  return {
    token,
    expiresAt,
    userId,
    ...(issuedAt === undefined ? {} : { issuedAt }),
    ...(userName === undefined ? {} : { userName }),
    ...(projectId === undefined ? {} : { projectId }),
    ...(projectName === undefined ? {} : { projectName }),
    roles: Array.isArray(raw.roles)
      ? raw.roles.map((role) => ({ id: role.id, name: role.name }))
      : [],
    ...(catalog === undefined ? {} : { catalog }),
  };
}

/**
 * Logs in to the region's Keystone with a password (§7): `POST /cloud/{region}/identity/v3/auth/tokens`.
 * Sent without the client's token; retried on 500 and 502 (`TOKEN_RETRY_POLICY`; `options.retry`
 * overrides it). Rejects with a `CloudError` (401 `unauthorized` for wrong credentials).
 *
 * @example
 * const { token, expiresAt, projectId } = await createToken(client, { username: consumer.os_user, password: consumer.os_password }, { region: 'eu-west2' });
 */
export async function createToken(
  client: CloudClient,
  input: CreateTokenInput,
  options: RequestOptions = {},
): Promise<CloudToken> {
  const response = await sendCloudRequest(
    client,
    {
      method: 'POST',
      service: 'identity',
      path: TOKENS_PATH,
      json: buildPasswordAuthRequest(input),
      authenticate: false,
    },
    { ...options, retry: { ...TOKEN_RETRY_POLICY, ...options.retry } },
  );
  return parseTokenResponse(response);
}

/**
 * Checks whether a token is still valid (§7): `HEAD /cloud/{region}/identity/v3/auth/tokens`.
 * Resolves `true` on 2xx and `false` on 401 or 404 (expired, revoked or unknown token); any other
 * failure rejects with its `CloudError`.
 *
 * @example
 * if (!(await checkToken(client))) await renewToken();
 * await checkToken(client, { token: stored.token }, { region: 'eu-west3' });
 */
export async function checkToken(
  client: CloudClient,
  input: CheckTokenInput = {},
  options: RequestOptions = {},
): Promise<boolean> {
  const headers =
    input.token === undefined
      ? undefined
      : { 'X-Auth-Token': input.token, 'X-Subject-Token': input.token };
  try {
    await sendCloudRequest(
      client,
      { method: 'HEAD', service: 'identity', path: TOKENS_PATH, ...(headers ? { headers } : {}) },
      options,
    );
    return true;
  } catch (error) {
    if (isCloudError(error) && (error.status === 401 || error.status === 404)) return false;
    throw error;
  }
}
