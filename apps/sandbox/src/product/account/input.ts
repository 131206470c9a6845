import type { FastifyReply } from 'fastify';
import type { RateVerdict } from '../../platform/security/rateLimit.ts';
import { apiError } from '../../platform/http/apiError.ts';

// Request bodies are checked before the handlers run, against openapi.yaml
// (platform/http/requestValidation.ts); what is left here are the shared answers.

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
