import { checkCallPreconditions, type PreconditionedCall } from '@cloud-portal/domain/validation';
import { createCloudError } from './errors.ts';

/**
 * The §5 client-side call check: rejects (throws an `invalid_request` `CloudError`, status 0)
 * before any request leaves when `input` lacks a field `call` requires (domain
 * `CALL_PRECONDITIONS`). Every operation with preconditions calls it first.
 *
 * @example
 * assertCallPreconditions('serverAction', { serverId: '' });
 * // throws { name: 'CloudError', code: 'invalid_request', status: 0, message: 'serverAction needs serverId.' }
 */
export function assertCallPreconditions(
  call: PreconditionedCall,
  input: object | null | undefined,
): void {
  const missing = checkCallPreconditions(call, input as Readonly<Record<string, unknown>>);
  if (missing.length === 0) return;
  throw createCloudError({
    code: 'invalid_request',
    status: 0,
    message: `${call} needs ${missing.join(', ')}.`,
  });
}

/**
 * A path segment for an id: percent-encoded, so an id can never add segments (`a/b`), and never
 * `.` or `..` (URL parsers resolve those, even as `%2e%2e`, and would climb out of the
 * resource): such an id throws an `invalid_request` `CloudError` before anything is sent.
 *
 * @example
 * pathSegment('a/../b'); // 'a%2F..%2Fb'
 * pathSegment('..'); // throws invalid_request
 */
export function pathSegment(id: string): string {
  if (id === '.' || id === '..' || id === '') {
    throw createCloudError({
      code: 'invalid_request',
      status: 0,
      message: `"${id}" is not a valid id.`,
    });
  }
  return encodeURIComponent(id);
}
