import { base32Decode, verifyTotp } from '@cloud-portal/domain/totp';
import { normaliseRecoveryCode, normaliseTwoFactorCode } from '@cloud-portal/domain/validation';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { normaliseEmail, type CustomerRecord } from './customersStore.ts';
import { ANONYMOUS_BINDING } from '../../platform/security/csrf.ts';
import {
  hashPassword,
  needsRehash,
  verifyPassword,
  verifyPasswordAgainstNothing,
} from '../../platform/security/password.ts';
import { hashToken, randomToken } from '../../platform/security/tokens.ts';
import { apiError } from '../../platform/http/apiError.ts';
import type { JsonBody } from '../../platform/http/requestValidation.ts';
import {
  LIFETIMES,
  clearSessionCookie,
  readSessionCookie,
  refreshSession,
  setSessionCookie,
  type AccountContext,
} from './context.ts';
import { sendTooMany } from './input.ts';
import { passwordGuessKey } from './passwordRecheck.ts';
import { findRecoveryCode } from './recoveryCodes.ts';

/** The one answer for an unknown email and a wrong password (no account enumeration). */
const INVALID_CREDENTIALS = apiError(
  'invalid_credentials',
  'The email or password is not correct.',
);

/**
 * Checks a TOTP code (accepted once: its step must be newer than the last used one) or an unused
 * recovery code. Answers whether it was valid; a valid one is used up.
 *
 * @example
 * if (!(await acceptSecondFactor(context, customer, '287 082'))) return invalidCode(reply);
 */
export async function acceptSecondFactor(
  context: AccountContext,
  customer: CustomerRecord,
  input: string,
): Promise<boolean> {
  if (customer.totpSecret === null) return false;
  const digits = normaliseTwoFactorCode(input);
  if (/^[0-9]{6}$/.test(digits)) {
    const verification = await verifyTotp(
      base32Decode(customer.totpSecret),
      digits,
      context.now().getTime(),
      { lastUsedStep: customer.totpLastStep },
    );
    // advanceTotpStep only moves forward, so two racing requests cannot both use one code.
    return (
      verification.valid &&
      context.stores.customers.advanceTotpStep(customer.uuid, verification.step)
    );
  }
  const recovery = normaliseRecoveryCode(input);
  if (!/^[a-z0-9]{8}$/.test(recovery)) return false;
  const { accountRecords } = context.stores;
  const match = await findRecoveryCode(
    recovery,
    accountRecords.unusedRecoveryCodeHashes(customer.uuid),
    context.keys.recovery,
  );
  // consumeRecoveryCode only marks an unused row, so two racing requests cannot both use one code.
  return (
    match !== undefined && accountRecords.consumeRecoveryCode(customer.uuid, match, context.now())
  );
}

function startChallenge(
  context: AccountContext,
  request: FastifyRequest,
  reply: FastifyReply,
  customer: CustomerRecord,
): void {
  const token = randomToken(32);
  const expiresAt = context.now().getTime() + LIFETIMES.loginChallenge;
  // Forget expired challenges so the map stays small.
  for (const [key, challenge] of context.challenges) {
    if (challenge.expiresAt <= context.now().getTime()) context.challenges.delete(key);
  }
  context.challenges.set(hashToken(token), { customerUuid: customer.uuid, expiresAt });
  setSessionCookie(request, reply, 'challenge', token, LIFETIMES.loginChallenge / 1000);
}

/**
 * `POST /api/login/`, `POST /api/totp/verify/`, `POST /api/logout/`, `POST /api/jwt-refresh/`.
 *
 * @example
 * await app.register(authRoutes, { prefix: '/api', context });
 */
export const authRoutes: FastifyPluginAsync<{ context: AccountContext }> = async (
  app,
  { context },
) => {
  const { customers, sessions } = context.stores;

  app.post('/login/', async (request, reply) => {
    const { email, password } = request.body as JsonBody<'login'>;

    const accountKey = passwordGuessKey(email);
    const addressVerdict = context.addressAttempts.check(request.ip);
    if (!addressVerdict.allowed) return sendTooMany(reply, addressVerdict);
    // Counted as a failure up front, before the password hash is awaited: concurrent guesses
    // each take a slot, so no more than the limit reach the check. Success clears the counter.
    const accountVerdict = context.accountFailures.consume(accountKey);
    if (!accountVerdict.allowed) return sendTooMany(reply, accountVerdict);
    context.addressAttempts.record(request.ip);

    const customer = customers.findByEmail(email);
    // Unknown emails cost one scrypt check too, so timing does not tell them apart.
    const valid =
      customer === undefined
        ? await verifyPasswordAgainstNothing(password, context.passwordCost)
        : await verifyPassword(password, customer.passwordHash);
    if (customer === undefined || !valid) {
      if (customer !== undefined) context.recordLogin(request, customer, 'failure', 'password');
      return reply.code(400).send(INVALID_CREDENTIALS);
    }
    context.accountFailures.reset(accountKey);
    // A hash made at an older, cheaper cost is upgraded while the password is at hand.
    if (needsRehash(customer.passwordHash, context.passwordCost)) {
      customers.setPasswordHash(customer.uuid, await hashPassword(password, context.passwordCost));
    }

    if (customer.totpSecret !== null) {
      startChallenge(context, request, reply, customer);
      context.recordLogin(request, customer, 'totp_required', 'password');
      return { totp_required: true };
    }
    context.recordLogin(request, customer, 'success', 'password');
    return context.openSession(request, reply, customer);
  });

  app.post('/totp/verify/', async (request, reply) => {
    const { email, code } = request.body as JsonBody<'verifyTotp'>;

    const verdict = context.addressAttempts.check(request.ip);
    if (!verdict.allowed) return sendTooMany(reply, verdict);
    context.addressAttempts.record(request.ip);

    const token = readSessionCookie(request, 'challenge');
    const challenge = token === undefined ? undefined : context.challenges.get(hashToken(token));
    const customer =
      challenge === undefined || challenge.expiresAt <= context.now().getTime()
        ? undefined
        : customers.findByUuid(challenge.customerUuid);
    if (customer === undefined || customer.email !== normaliseEmail(email)) {
      return reply
        .code(400)
        .send(
          apiError(
            'login_challenge_invalid',
            'The two-factor step has expired. Log in with your password again.',
          ),
        );
    }
    const accountKey = `totp:${customer.uuid}`;
    const accountVerdict = context.accountFailures.check(accountKey);
    if (!accountVerdict.allowed) return sendTooMany(reply, accountVerdict);
    // Counted before the check awaits (HMAC, scrypt), so concurrent guesses cannot all pass the
    // limit; a valid code clears the count below.
    context.accountFailures.record(accountKey);

    const method = /^[0-9]{6}$/.test(normaliseTwoFactorCode(code)) ? 'totp' : 'recovery_code';
    if (!(await acceptSecondFactor(context, customer, code))) {
      context.recordLogin(request, customer, 'totp_failure', method);
      const message = 'The code is not valid or was already used.';
      return reply.code(400).send(apiError('invalid_totp_code', message, { code: [message] }));
    }
    context.accountFailures.reset(accountKey);
    if (token !== undefined) context.challenges.delete(hashToken(token));
    clearSessionCookie(request, reply, 'challenge');
    context.recordLogin(request, customer, 'success', method);
    return context.openSession(request, reply, customer);
  });

  app.post('/logout/', async (request, reply) => {
    const now = context.now();
    const authenticated = context.authenticate(request);
    if (authenticated !== undefined) sessions.revoke(authenticated.session.id, now);
    const refresh = readSessionCookie(request, 'refresh');
    if (refresh !== undefined) {
      const found = sessions.lookupRefresh(hashToken(refresh), now);
      if (found.kind !== 'invalid') sessions.revoke(found.session.id, now);
    }
    context.clearSessionCookies(request, reply);
    context.setCsrfCookie(request, reply, ANONYMOUS_BINDING);
    return { detail: 'ok' };
  });

  app.post('/jwt-refresh/', async (request, reply) => {
    const tokens = refreshSession(context, request, reply);
    if (tokens === undefined) {
      context.clearSessionCookies(request, reply);
      return reply
        .code(401)
        .send(apiError('invalid_refresh_token', 'Your session has ended. Log in again.'));
    }
    return tokens;
  });
};
