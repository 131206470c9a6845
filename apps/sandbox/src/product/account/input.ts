import { PASSWORD_MIN_LENGTH } from '@cloud-portal/domain/validation';
import type { FastifyReply } from 'fastify';
import type { RateVerdict } from '../../platform/security/rateLimit.ts';
import { apiError } from '../../platform/http/apiError.ts';

/** A JSON body as a record (anything else: empty record, so fields read as missing). */
export function bodyRecord(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** A string field, or undefined when absent or not a string. */
export function stringField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' ? value : undefined;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Field errors of an email and (optionally) a new password, by the rules of SPEC §5 (password at
 * least 10 characters, counted as code points like domain's `validatePassword`).
 *
 * @example
 * credentialErrors('nope', 'short', true); // { email: [...], password: [...] }
 */
export function credentialErrors(
  email: string | undefined,
  password: string | undefined,
  checkPasswordRules: boolean,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (email === undefined || email.trim() === '') errors['email'] = ['This is a required field.'];
  else if (email.trim().length > 254 || !EMAIL_PATTERN.test(email.trim()))
    errors['email'] = ['Enter a valid email address.'];
  const passwordErrors = newPasswordErrors(password, checkPasswordRules);
  if (passwordErrors !== undefined) errors['password'] = passwordErrors;
  return errors;
}

/**
 * Problems of a password field; with `checkRules` also the §5 minimum length.
 *
 * @example
 * newPasswordErrors('short', true); // ['The password must be at least 10 characters.']
 */
export function newPasswordErrors(
  password: string | undefined,
  checkRules: boolean,
): string[] | undefined {
  if (password === undefined || password === '') return ['This is a required field.'];
  if (checkRules && [...password].length < PASSWORD_MIN_LENGTH)
    return [`The password must be at least ${PASSWORD_MIN_LENGTH} characters.`];
  if (password.length > 1024) return ['The password is too long.'];
  return undefined;
}

/**
 * Sends 400 `invalid_input` with the field errors; the message is the first of them (what §8
 * shows for a 400).
 *
 * @example
 * if (Object.keys(errors).length > 0) return sendInvalid(reply, errors);
 */
export function sendInvalid(reply: FastifyReply, errors: Record<string, string[]>) {
  const first = Object.values(errors)[0]?.[0] ?? 'Check the form and try again.';
  return reply.code(400).send(apiError('invalid_input', first, errors));
}

/**
 * Sends 429 with `Retry-After`.
 *
 * @example
 * if (!verdict.allowed) return sendTooMany(reply, verdict);
 */
export function sendTooMany(reply: FastifyReply, verdict: RateVerdict) {
  const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
  return reply
    .code(429)
    .header('Retry-After', String(verdict.retryAfterSeconds))
    .send(
      apiError(
        'too_many_requests',
        `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      ),
    );
}

/**
 * Sends 401 `not_authenticated`.
 *
 * @example
 * if (auth === undefined) return sendNotAuthenticated(reply);
 */
export function sendNotAuthenticated(reply: FastifyReply) {
  return reply.code(401).send(apiError('not_authenticated', 'Log in to continue.'));
}
