import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { CustomerRecord } from './customersStore.ts';
import { hashRecoveryCodes, newRecoveryCodes, recoveryCodeCost } from './recoveryCodes.ts';
import { apiError } from '../../platform/http/apiError.ts';
import type { AccountContext } from './context.ts';
import { randomBytes } from 'node:crypto';
import {
  TOTP_SECRET_BYTES,
  base32Decode,
  base32Encode,
  otpauthUri,
  verifyTotp,
} from '@cloud-portal/domain/totp';
import { normaliseTwoFactorCode } from '@cloud-portal/domain/validation';
import type { JsonBody } from '../../platform/http/requestValidation.ts';
import { sendNotAuthenticated, sendTooMany } from './input.ts';
import { recheckPassword, type RecheckOutcome } from './passwordRecheck.ts';

/** Issuer shown in authenticator apps. */
export const TOTP_ISSUER = 'Cloud Portal';
/** Recovery codes made at a time. */
export const RECOVERY_CODE_COUNT = 10;

/** Answers a password re-check that failed: 429 beyond the limits, else 400 `invalid_password`. */
function refusePassword(reply: FastifyReply, outcome: Exclude<RecheckOutcome, { kind: 'valid' }>) {
  if (outcome.kind === 'limited') return sendTooMany(reply, outcome.verdict);
  const message = 'The password is not correct.';
  return reply.code(400).send(apiError('invalid_password', message, { password: [message] }));
}

function notEnabled(reply: FastifyReply) {
  return reply
    .code(409)
    .send(apiError('totp_not_enabled', 'Two-factor authentication is not turned on.'));
}

/**
 * The seven TOTP calls of SPEC §7 except `verify/` (login completion, in authRoutes):
 * `setup/`, `verify-setup/`, `status/`, `disable/`, `recovery-codes/`, `recovery-codes/regenerate/`.
 *
 * @example
 * await app.register(totpRoutes, { prefix: '/api', context });
 */
export const totpRoutes: FastifyPluginAsync<{ context: AccountContext }> = async (
  app,
  { context },
) => {
  const { customers, accountRecords } = context.stores;

  async function issueRecoveryCodes(customer: CustomerRecord): Promise<string[]> {
    const codes = newRecoveryCodes(RECOVERY_CODE_COUNT);
    accountRecords.replaceRecoveryCodes(
      customer.uuid,
      await hashRecoveryCodes(codes, recoveryCodeCost(context.passwordCost)),
    );
    return codes;
  }

  app.post('/totp/setup/', async (request, reply) => {
    const authenticated = context.authenticate(request);
    if (authenticated === undefined) return sendNotAuthenticated(reply);
    const { customer } = authenticated;
    if (customer.socialProvider !== null) {
      // §6: users who logged in via a social provider cannot use TOTP.
      return reply
        .code(403)
        .send(
          apiError(
            'totp_social_login',
            'Accounts that sign in with a social provider cannot use two-factor authentication.',
          ),
        );
    }
    if (customer.totpSecret !== null) {
      return reply
        .code(409)
        .send(apiError('totp_already_enabled', 'Two-factor authentication is already on.'));
    }
    const { password } = request.body as JsonBody<'setupTotp'>;
    const recheck = await recheckPassword(context, request, customer, password);
    if (recheck.kind !== 'valid') return refusePassword(reply, recheck);
    // 160 random bits (RFC 4226's recommendation for HMAC-SHA-1), base32 for authenticator apps.
    const secretBytes = randomBytes(TOTP_SECRET_BYTES);
    const secret = base32Encode(secretBytes);
    customers.setTotpPendingSecret(customer.uuid, secret);
    return {
      secret,
      otpauth_url: otpauthUri(secretBytes, { issuer: TOTP_ISSUER, account: customer.email }),
    };
  });

  app.post('/totp/verify-setup/', async (request, reply) => {
    const authenticated = context.authenticate(request);
    if (authenticated === undefined) return sendNotAuthenticated(reply);
    const { customer } = authenticated;
    if (customer.totpSecret !== null) {
      return reply
        .code(409)
        .send(apiError('totp_already_enabled', 'Two-factor authentication is already on.'));
    }
    if (customer.totpPendingSecret === null) {
      return reply
        .code(409)
        .send(apiError('totp_setup_not_started', 'Start the two-factor setup first.'));
    }
    const accountKey = `totp:${customer.uuid}`;
    const verdict = context.accountFailures.check(accountKey);
    if (!verdict.allowed) return sendTooMany(reply, verdict);
    const code = normaliseTwoFactorCode((request.body as JsonBody<'verifyTotpSetup'>).code);
    // Counted before the check awaits, so concurrent guesses cannot all pass the limit.
    context.accountFailures.record(accountKey);
    const verification = await verifyTotp(
      base32Decode(customer.totpPendingSecret),
      code,
      context.now().getTime(),
    );
    if (!verification.valid) {
      const message = 'The code is not valid. Check the time of your device and try again.';
      return reply.code(400).send(apiError('invalid_totp_code', message, { code: [message] }));
    }
    context.accountFailures.reset(accountKey);
    // The confirming code's step counts as used: it cannot also log in.
    customers.enableTotp(customer.uuid, customer.totpPendingSecret, verification.step);
    return { recovery_codes: await issueRecoveryCodes(customer) };
  });

  app.get('/totp/status/', async (request, reply) => {
    const authenticated = context.authenticate(request);
    if (authenticated === undefined) return sendNotAuthenticated(reply);
    const { customer } = authenticated;
    return { enabled: customer.totpSecret !== null, available: customer.socialProvider === null };
  });

  app.post('/totp/disable/', async (request, reply) => {
    const authenticated = context.authenticate(request);
    if (authenticated === undefined) return sendNotAuthenticated(reply);
    const { customer } = authenticated;
    const { password } = request.body as JsonBody<'disableTotp'>;
    const recheck = await recheckPassword(context, request, customer, password);
    if (recheck.kind !== 'valid') return refusePassword(reply, recheck);
    customers.disableTotp(customer.uuid);
    accountRecords.deleteRecoveryCodes(customer.uuid);
    return { enabled: false, available: customer.socialProvider === null };
  });

  app.get('/totp/recovery-codes/', async (request, reply) => {
    const authenticated = context.authenticate(request);
    if (authenticated === undefined) return sendNotAuthenticated(reply);
    if (authenticated.customer.totpSecret === null) return notEnabled(reply);
    return accountRecords.recoveryCodeCounts(authenticated.customer.uuid);
  });

  app.post('/totp/recovery-codes/regenerate/', async (request, reply) => {
    const authenticated = context.authenticate(request);
    if (authenticated === undefined) return sendNotAuthenticated(reply);
    const { customer } = authenticated;
    if (customer.totpSecret === null) return notEnabled(reply);
    const { password } = request.body as JsonBody<'regenerateRecoveryCodes'>;
    const recheck = await recheckPassword(context, request, customer, password);
    if (recheck.kind !== 'valid') return refusePassword(reply, recheck);
    return { recovery_codes: await issueRecoveryCodes(customer) };
  });
};
