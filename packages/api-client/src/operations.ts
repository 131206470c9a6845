import type { paths } from './schema.generated.ts';

// Facts about operations that the request layer needs but openapi-typescript does not carry into
// the types: which calls work without a session (their `security` in openapi.yaml does not ask
// for `accessCookie`) and which must
// not raise the global error toast (`x-silent-errors: true`). operations.test.ts checks both
// lists against openapi.yaml, so they cannot drift from the spec.

/** A path template of openapi.yaml, e.g. `'/totp/verify/'`. */
export type ApiPath = keyof paths & string;

/** `'POST /login/'`-style key of one operation. */
export type OperationKey = `${Uppercase<string>} ${ApiPath}`;

/** Operations that need no session: the renewal rule of §4 never delays them. */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set<OperationKey>([
  'GET /regions/',
  'GET /regions/{id}/',
  'POST /login/',
  'POST /login-google/',
  'POST /login-vk/',
  'POST /login-yandex/',
  'POST /login-github/',
  'POST /login-linkedin/',
  'POST /logout/',
  'POST /jwt-refresh/',
  'POST /customers/',
  'POST /customers/request-reset-password',
  'POST /customers/reset-password',
  'POST /totp/verify/',
  'GET /geo/country',
  'GET /refresh-status/',
  'GET /news/',
  'GET /news/{id}/',
  'GET /kb/chapters/',
  'GET /kb/chapters/{slug}/',
  'GET /kb/articles/{slug}/',
  'GET /notifications',
  'GET /plans/',
  'GET /prices/',
  'GET /rates/',
  'GET /time/',
  'POST /affiliate/click',
  'GET /donate-payment',
  'POST /donate-payment',
]);

/** The TOTP calls of §7: "These calls suppress the global error toast." */
export const SILENT_OPERATIONS: ReadonlySet<string> = new Set<OperationKey>([
  'POST /totp/setup/',
  'POST /totp/verify-setup/',
  'POST /totp/verify/',
  'GET /totp/status/',
  'POST /totp/disable/',
  'GET /totp/recovery-codes/',
  'POST /totp/recovery-codes/regenerate/',
]);

function operationKey(method: string, schemaPath: string): string {
  return `${method.toUpperCase()} ${schemaPath}`;
}

/**
 * Whether a failed call of this operation must not raise the global error toast (§7 TOTP, §8
 * "or when suppressed").
 *
 * @example
 * isSilentOperation('post', '/totp/verify/'); // true
 * isSilentOperation('POST', '/login/'); // false
 */
export function isSilentOperation(method: string, schemaPath: string): boolean {
  return SILENT_OPERATIONS.has(operationKey(method, schemaPath));
}

/**
 * Whether the operation needs the session's access token, so that the request waits for a
 * renewed token when it is missing (§4 Request layer).
 *
 * @example
 * requiresSession('GET', '/customers/'); // true
 * requiresSession('GET', '/regions/'); // false
 */
export function requiresSession(method: string, schemaPath: string): boolean {
  return !PUBLIC_OPERATIONS.has(operationKey(method, schemaPath));
}
