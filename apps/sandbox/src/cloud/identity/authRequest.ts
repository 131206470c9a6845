import type {
  KeystoneDomainReference,
  KeystonePasswordUser,
  KeystoneScopeRequest,
} from '@cloud-portal/cloud-sdk/identity';

/** How a request names a domain: `{"id": "default"}` or `{"name": "Default"}`. */
export type DomainReference = KeystoneDomainReference;

/** How a password-auth request names its user (the wire type's user without the password). */
export type UserReference = KeystonePasswordUser extends infer User
  ? User extends { readonly password: string }
    ? Omit<User, 'password'>
    : never
  : never;

/** The scope a token is requested for. Only project scope grants a catalog in the emulator. */
export type ScopeRequest =
  | { kind: 'unscoped' }
  | { kind: 'project'; project: Extract<KeystoneScopeRequest, { project: unknown }>['project'] }
  | { kind: 'domain' }
  | { kind: 'system' };

/** A parsed `POST /v3/auth/tokens` body with the password method. */
export interface PasswordAuthRequest {
  methods: string[];
  user: UserReference;
  password: string;
  scope: ScopeRequest;
}

/** Why a body was rejected: Keystone answers 400 for malformed bodies, 401 for unusable methods. */
export interface AuthRequestProblem {
  status: 400 | 401;
  message: string;
}

export type ParseResult =
  { ok: true; request: PasswordAuthRequest } | { ok: false; problem: AuthRequestProblem };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

function invalid(field: string, reason: string): ParseResult {
  return {
    ok: false,
    problem: { status: 400, message: `Invalid input for field '${field}': ${reason}` },
  };
}

function parseDomain(value: unknown): DomainReference | undefined {
  if (!isObject(value)) return undefined;
  if (nonEmptyString(value['id'])) return { id: value['id'] };
  if (nonEmptyString(value['name'])) return { name: value['name'] };
  return undefined;
}

function parseScope(value: unknown): ScopeRequest | ParseResult {
  if (value === undefined || value === 'unscoped') return { kind: 'unscoped' };
  if (!isObject(value)) return invalid('auth/scope', 'expected an object.');
  if ('system' in value) return { kind: 'system' };
  if ('domain' in value) return { kind: 'domain' };
  const project = value['project'];
  if (!isObject(project)) return invalid('auth/scope', "expected 'project', 'domain' or 'system'.");
  if (nonEmptyString(project['id'])) return { kind: 'project', project: { id: project['id'] } };
  if (nonEmptyString(project['name'])) {
    const domain = parseDomain(project['domain']);
    if (domain === undefined) {
      return invalid(
        'auth/scope/project/domain',
        'a project named by name needs a domain id or name.',
      );
    }
    return { kind: 'project', project: { name: project['name'], domain } };
  }
  return invalid('auth/scope/project', "expected 'id' or 'name'.");
}

/**
 * Parses and validates a Keystone v3 token request (wire type `KeystoneAuthRequest` of
 * `@cloud-portal/cloud-sdk/identity`) that uses the password method (the one the portal uses,
 * SPEC §7: password login with domain Default). Pure; does not look anything up.
 *
 * @example
 * parseAuthRequest({ auth: { identity: { methods: ['password'], password: {
 *   user: { name: 'demo-consumer', domain: { name: 'Default' }, password: 'secret' } } } } });
 * // { ok: true, request: { user: { name: 'demo-consumer', domain: { name: 'Default' } }, ... } }
 */
export function parseAuthRequest(body: unknown): ParseResult {
  if (!isObject(body) || !isObject(body['auth']))
    return invalid('auth', "'auth' is a required property.");
  const auth = body['auth'];
  const identity = auth['identity'];
  if (!isObject(identity)) return invalid('auth/identity', "'identity' is a required property.");
  const methods = identity['methods'];
  if (!Array.isArray(methods) || methods.length === 0 || !methods.every(nonEmptyString)) {
    return invalid('auth/identity/methods', 'expected a non-empty list of method names.');
  }
  if (!methods.includes('password')) {
    return {
      ok: false,
      problem: { status: 401, message: 'Attempted to authenticate with an unsupported method.' },
    };
  }
  const passwordSection = identity['password'];
  if (!isObject(passwordSection) || !isObject(passwordSection['user'])) {
    return invalid('auth/identity/password/user', "'user' is a required property.");
  }
  const user = passwordSection['user'];
  const password = user['password'];
  if (typeof password !== 'string') {
    return invalid('auth/identity/password/user/password', "'password' is a required property.");
  }
  let userReference: UserReference;
  if (nonEmptyString(user['id'])) {
    userReference = { id: user['id'] };
  } else if (nonEmptyString(user['name'])) {
    const domain = parseDomain(user['domain']);
    if (domain === undefined) {
      return invalid(
        'auth/identity/password/user/domain',
        'a user named by name needs a domain id or name.',
      );
    }
    userReference = { name: user['name'], domain };
  } else {
    return invalid('auth/identity/password/user', "expected 'id' or 'name'.");
  }
  const scope = parseScope(auth['scope']);
  if ('ok' in scope) return scope;
  return { ok: true, request: { methods: [...methods], user: userReference, password, scope } };
}
