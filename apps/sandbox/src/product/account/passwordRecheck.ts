import type { FastifyRequest } from 'fastify';
import type { RateVerdict } from '../../platform/security/rateLimit.ts';
import { verifyPassword } from '../../platform/security/password.ts';
import type { AccountContext } from './context.ts';
import { normaliseEmail, type CustomerRecord } from './customersStore.ts';

/**
 * Key of the per-account counter of wrong passwords: the normalised email, so that unknown
 * addresses are counted exactly like accounts (the limiter reveals nothing).
 *
 * @example
 * context.accountFailures.consume(passwordGuessKey(' Demo@Cloud-Portal.test'));
 */
export function passwordGuessKey(email: string): string {
  return `login:${normaliseEmail(email)}`;
}

/** Outcome of {@link recheckPassword}. */
export type RecheckOutcome =
  | { kind: 'valid' }
  | { kind: 'wrong' }
  /** Too many wrong passwords for the account or the address: answer 429 with this verdict. */
  | { kind: 'limited'; verdict: RateVerdict };

/**
 * Checks the current password of a logged-in customer before a security change
 * (change-password, TOTP setup/disable/regenerate), under login's limits: a wrong one counts
 * against the account's wrong-password counter (the one login uses: one budget of guesses per
 * account, whichever route asks) and against the client address. Both slots are taken before the
 * hash is awaited, so concurrent guesses cannot pass the limit; a right password gives the
 * address slot back and clears the account counter, as a successful login does.
 *
 * @example
 * const outcome = await recheckPassword(context, request, customer, password);
 * if (outcome.kind === 'limited') return sendTooMany(reply, outcome.verdict);
 * if (outcome.kind === 'wrong') return invalidPassword(reply);
 */
export async function recheckPassword(
  context: AccountContext,
  request: FastifyRequest,
  customer: CustomerRecord,
  password: string,
): Promise<RecheckOutcome> {
  const accountKey = passwordGuessKey(customer.email);
  const addressVerdict = context.addressAttempts.check(request.ip);
  if (!addressVerdict.allowed) return { kind: 'limited', verdict: addressVerdict };
  const accountVerdict = context.accountFailures.consume(accountKey);
  if (!accountVerdict.allowed) return { kind: 'limited', verdict: accountVerdict };
  context.addressAttempts.record(request.ip);

  if (!(await verifyPassword(password, customer.passwordHash))) return { kind: 'wrong' };
  context.addressAttempts.refund(request.ip);
  context.accountFailures.reset(accountKey);
  return { kind: 'valid' };
}
