import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { CustomerRecord } from './customersStore.ts';
import {
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  verifyTotp,
} from '../../platform/security/totp.ts';
import { apiError } from '../../platform/http/apiError.ts';
import type { AccountContext } from './context.ts';
import { normaliseTwoFactorCode } from '@cloud-portal/domain/validation';
import { bodyRecord, sendNotAuthenticated, sendTooMany, stringField } from './input.ts';
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

  function issueRecoveryCodes(customer: CustomerRecord): string[] {
    const codes = newRecoveryCodes(RECOVERY_CODE_COUNT);
    accountRecords.replaceRecoveryCodes(
      customer.uuid,
      codes.map((code) => context.recoveryCodeHash(code)),
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
    const password = stringField(bodyRecord(request.body), 'password') ?? '';
    const recheck = await recheckPassword(context, request, customer, password);
    if (recheck.kind !== 'valid') return refusePassword(reply, recheck);
    const secret = newTotpSecret();
    customers.setTotpPendingSecret(customer.uuid, secret);
    return { secret, otpauth_url: otpauthUrl(secret, customer.email, TOTP_ISSUER) };
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
    const code = normaliseTwoFactorCode(stringField(bodyRecord(request.body), 'code') ?? '');
    const step = verifyTotp(customer.totpPendingSecret, code, context.now().getTime());
    if (step === undefined) {
      context.accountFailures.record(accountKey);
      const message = 'The code is not valid. Check the time of your device and try again.';
      return reply.code(400).send(apiError('invalid_totp_code', message, { code: [message] }));
    }
    context.accountFailures.reset(accountKey);
    // The confirming code's step counts as used: it cannot also log in.
    customers.enableTotp(customer.uuid, customer.totpPendingSecret, step);
    return { recovery_codes: issueRecoveryCodes(customer) };
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
    const password = stringField(bodyRecord(request.body), 'password') ?? '';
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
    const password = stringField(bodyRecord(request.body), 'password') ?? '';
    const recheck = await recheckPassword(context, request, customer, password);
    if (recheck.kind !== 'valid') return refusePassword(reply, recheck);
    return { recovery_codes: issueRecoveryCodes(customer) };
  });
};
