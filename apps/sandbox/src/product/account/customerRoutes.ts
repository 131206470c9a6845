import type { FastifyPluginAsync } from 'fastify';
import { normaliseEmail } from './customersStore.ts';
import { hashPassword, verifyPassword } from '../../platform/security/password.ts';
import { hashToken, randomToken } from '../../platform/security/tokens.ts';
import { apiError } from '../../platform/http/apiError.ts';
import type { JsonBody } from '../../platform/http/requestValidation.ts';
import { acceptSecondFactor } from './authRoutes.ts';
import { COOKIES, LIFETIMES, customerBody, type AccountContext } from './context.ts';
import { sendNotAuthenticated, sendTooMany } from './input.ts';
import { recheckPassword } from './passwordRecheck.ts';

/** Path of the portal's reset page (SPEC §2 `/reset-password`); the token goes in the query. */
export const RESET_PAGE_PATH = '/reset-password';

const ACCEPTED = { detail: 'ok' } as const;

function optionalText(value: unknown, maxLength: number): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string' || value.trim() === '') return null;
  return value.trim().slice(0, maxLength);
}

function fingerprintData(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const json = JSON.stringify(value);
  return json.length > 10_000 ? null : json;
}

/**
 * `GET/POST /api/customers/`, `PUT /api/customers/{id}/`, `POST /api/customers/change-password`,
 * `POST /api/customers/request-reset-password`, `POST /api/customers/reset-password`.
 *
 * @example
 * await app.register(customerRoutes, { prefix: '/api', context });
 */
export const customerRoutes: FastifyPluginAsync<{ context: AccountContext }> = async (
  app,
  { context },
) => {
  const { customers, sessions, accountRecords } = context.stores;

  app.get('/customers/', async (request, reply) => {
    const authenticated = context.authenticate(request);
    if (authenticated === undefined) return sendNotAuthenticated(reply);
    return [
      customerBody(
        authenticated.customer,
        context.balanceOf(authenticated.customer.uuid),
        context.fundsOf(authenticated.customer.uuid),
      ),
    ];
  });

  app.post('/customers/', async (request, reply) => {
    const body = request.body as JsonBody<'signUp'>;
    const { email, password } = body;
    const verdict = context.addressAttempts.check(request.ip);
    if (!verdict.allowed) return sendTooMany(reply, verdict);
    context.addressAttempts.record(request.ip);

    // Hash first on both paths: a taken address costs the same time as a new one.
    const passwordHash = await hashPassword(password, context.passwordCost);
    const existing = customers.findByEmail(email);
    if (existing !== undefined) {
      context.mailer.send(
        {
          recipient: existing.email,
          subject: 'Someone tried to sign up with your address',
          body:
            'Somebody (maybe you) tried to create a Cloud Portal account with this address, ' +
            'which already has one. If it was you, log in, or reset your password with the link ' +
            'below. Otherwise you can ignore this mail.',
          link: RESET_PAGE_PATH,
        },
        context.now(),
      );
      return reply.code(201).send(ACCEPTED);
    }
    const customer = customers.create({
      email,
      passwordHash,
      createdAt: context.now(),
      fp: optionalText(body['fp'], 200),
      fpData: fingerprintData(body['fp_data']),
      // §9: the affiliate cookies last 30 days; the body wins when the portal sends the fields.
      affiliateUuid: optionalText(
        body['affiliate_uuid'] ?? request.cookies[COOKIES.affiliateUuid],
        100,
      ),
      affiliateHit: optionalText(
        body['affiliate_hit'] ?? request.cookies[COOKIES.affiliateHit],
        100,
      ),
    });
    context.events.publish('customer.signed_up', {
      customerUuid: customer.uuid,
      email: customer.email,
      socialProvider: null,
    });
    context.openSession(request, reply, customer);
    return reply.code(201).send(ACCEPTED);
  });

  app.put<{ Params: { id: string } }>('/customers/:id/', async (request, reply) => {
    const authenticated = context.authenticate(request);
    if (authenticated === undefined) return sendNotAuthenticated(reply);
    const { customer, session } = authenticated;
    // Another customer's uuid is "not found", not "forbidden": nothing to learn about it.
    if (request.params.id !== customer.uuid)
      return reply.code(404).send(apiError('not_found', 'Customer not found.'));
    const body = request.body as JsonBody<'updateCustomer'>;
    const { email } = body;
    const currentPassword = body.current_password;
    const totpCode = body.totp_code ?? '';
    // The schema cannot know whether this customer has TOTP on.
    if (customer.totpSecret !== null && totpCode.trim() === '') {
      const message = 'Enter the code of your authenticator app or a recovery code.';
      return reply.code(400).send(apiError('invalid_input', message, { totp_code: [message] }));
    }

    // Every attempt counts, per account and per client address, before any await (so parallel
    // requests cannot slip past the limit): the "taken" answer below cannot be used to test
    // many addresses, even by someone holding the session and the password.
    const accountKey = `email-change:${customer.uuid}`;
    for (const verdict of [
      context.addressAttempts.check(request.ip),
      context.accountFailures.check(accountKey),
    ]) {
      if (!verdict.allowed) return sendTooMany(reply, verdict);
    }
    context.addressAttempts.record(request.ip);
    context.accountFailures.record(accountKey);

    if (!(await verifyPassword(currentPassword, customer.passwordHash))) {
      const message = 'The current password is not correct.';
      return reply
        .code(400)
        .send(apiError('invalid_password', message, { current_password: [message] }));
    }
    if (customer.totpSecret !== null && !(await acceptSecondFactor(context, customer, totpCode))) {
      const message = 'The code is not valid or was already used.';
      return reply.code(400).send(apiError('invalid_totp_code', message, { totp_code: [message] }));
    }

    const newEmail = normaliseEmail(email);
    if (newEmail === customer.email)
      return customerBody(
        customer,
        context.balanceOf(customer.uuid),
        context.fundsOf(customer.uuid),
      );
    // Only after the password (and code): the same fact sign-up shows anyone (no session for a
    // taken address), here to the account's owner, 5 times per 15 minutes. The message names the
    // problem without saying "registered", as sign-up's does not.
    const taken = () =>
      reply
        .code(409)
        .send(apiError('email_taken', 'This email address cannot be used. Choose another one.'));
    const owner = customers.findByEmail(newEmail);
    if (owner !== undefined && owner.uuid !== customer.uuid) return taken();
    try {
      customers.setEmail(customer.uuid, newEmail);
    } catch (error) {
      // Another account took the address since the check above (the column is UNIQUE).
      if ((error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE') return taken();
      throw error;
    }

    const now = context.now();
    // Whoever else holds a session, a reset link or a half-finished TOTP login is out.
    sessions.revokeAllOf(customer.uuid, now, session.id);
    accountRecords.voidPasswordResets(customer.uuid, now);
    for (const [key, challenge] of context.challenges) {
      if (challenge.customerUuid === customer.uuid) context.challenges.delete(key);
    }
    context.mailer.send(
      {
        recipient: customer.email,
        subject: 'The email address of your Cloud Portal account was changed',
        body:
          `The email address of your Cloud Portal account was changed from ${customer.email} ` +
          `to ${newEmail}. Mail about the account now goes to the new address; other sessions ` +
          'were signed out and open password-reset links no longer work. If you did not make ' +
          'this change, contact support at once.',
        link: null,
      },
      now,
    );
    const updated = customers.findByUuid(customer.uuid);
    return updated === undefined
      ? sendNotAuthenticated(reply)
      : customerBody(updated, context.balanceOf(updated.uuid), context.fundsOf(updated.uuid));
  });

  app.post('/customers/change-password', async (request, reply) => {
    const authenticated = context.authenticate(request);
    if (authenticated === undefined) return sendNotAuthenticated(reply);
    const { old_password: oldPassword, password } = request.body as JsonBody<'changePassword'>;
    const recheck = await recheckPassword(context, request, authenticated.customer, oldPassword);
    if (recheck.kind === 'limited') return sendTooMany(reply, recheck.verdict);
    if (recheck.kind === 'wrong') {
      const message = 'The current password is not correct.';
      return reply
        .code(400)
        .send(apiError('invalid_password', message, { old_password: [message] }));
    }
    customers.setPasswordHash(
      authenticated.customer.uuid,
      await hashPassword(password, context.passwordCost),
    );
    // A reset link asked for earlier (maybe by someone else) must not undo the change.
    accountRecords.voidPasswordResets(authenticated.customer.uuid, context.now());
    sessions.revokeAllOf(authenticated.customer.uuid, context.now(), authenticated.session.id);
    return ACCEPTED;
  });

  app.post('/customers/request-reset-password', async (request, reply) => {
    const { email } = request.body as JsonBody<'requestPasswordReset'>;
    const verdict = context.addressAttempts.check(request.ip);
    if (!verdict.allowed) return sendTooMany(reply, verdict);
    context.addressAttempts.record(request.ip);

    // Same work on both paths (a token and its hash), same answer: no enumeration.
    const token = randomToken(32);
    const tokenHash = hashToken(token);
    const customer = customers.findByEmail(email);
    if (customer !== undefined) {
      const now = context.now();
      accountRecords.addPasswordReset(
        tokenHash,
        customer.uuid,
        now,
        new Date(now.getTime() + LIFETIMES.passwordReset),
      );
      context.mailer.send(
        {
          recipient: customer.email,
          subject: 'Reset your Cloud Portal password',
          body:
            'Follow the link below to choose a new password. It works once and expires in ' +
            '1 hour. If you did not ask for it, ignore this mail: your password stays as it is.',
          link: `${RESET_PAGE_PATH}?token=${encodeURIComponent(token)}`,
        },
        now,
      );
    }
    return ACCEPTED;
  });

  // The new password's rules are in the schema, checked before the token is used up: a typo
  // does not burn the link.
  app.post('/customers/reset-password', async (request, reply) => {
    const { token, password } = request.body as JsonBody<'resetPassword'>;
    const now = context.now();
    const customerUuid =
      token === '' ? undefined : accountRecords.consumePasswordReset(hashToken(token), now);
    if (customerUuid === undefined) {
      return reply
        .code(400)
        .send(
          apiError(
            'invalid_reset_token',
            'This reset link is invalid, used or expired. Ask for a new one.',
          ),
        );
    }
    // One reset per round of links: the others asked for before stop working too.
    accountRecords.voidPasswordResets(customerUuid, now);
    customers.setPasswordHash(customerUuid, await hashPassword(password, context.passwordCost));
    sessions.revokeAllOf(customerUuid, now);
    return ACCEPTED;
  });
};
