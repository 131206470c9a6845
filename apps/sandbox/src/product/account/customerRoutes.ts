import type { FastifyPluginAsync } from 'fastify';
import { normaliseEmail } from './customersStore.ts';
import { hashPassword } from '../../platform/security/password.ts';
import { hashToken, randomToken } from '../../platform/security/tokens.ts';
import { apiError } from '../../platform/http/apiError.ts';
import { COOKIES, LIFETIMES, customerBody, type AccountContext } from './context.ts';
import {
  bodyRecord,
  credentialErrors,
  newPasswordErrors,
  sendInvalid,
  sendNotAuthenticated,
  sendTooMany,
  stringField,
} from './input.ts';
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
    return [customerBody(authenticated.customer)];
  });

  app.post('/customers/', async (request, reply) => {
    const body = bodyRecord(request.body);
    const email = stringField(body, 'email');
    const password = stringField(body, 'password');
    const errors = credentialErrors(email, password, true);
    if (Object.keys(errors).length > 0 || email === undefined || password === undefined)
      return sendInvalid(reply, errors);
    const verdict = context.addressAttempts.check(request.ip);
    if (!verdict.allowed) return sendTooMany(reply, verdict);
    context.addressAttempts.record(request.ip);

    // Hash first on both paths: a taken address costs the same time as a new one.
    const passwordHash = await hashPassword(password);
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
    context.openSession(request, reply, customer);
    return reply.code(201).send(ACCEPTED);
  });

  app.put<{ Params: { id: string } }>('/customers/:id/', async (request, reply) => {
    const authenticated = context.authenticate(request);
    if (authenticated === undefined) return sendNotAuthenticated(reply);
    // Another customer's uuid is "not found", not "forbidden": nothing to learn about it.
    if (request.params.id !== authenticated.customer.uuid)
      return reply.code(404).send(apiError('not_found', 'Customer not found.'));
    const email = stringField(bodyRecord(request.body), 'email');
    const errors = credentialErrors(email, 'unchanged-password', false);
    if (Object.keys(errors).length > 0 || email === undefined) return sendInvalid(reply, errors);
    const owner = customers.findByEmail(email);
    if (owner !== undefined && owner.uuid !== authenticated.customer.uuid) {
      return reply
        .code(409)
        .send(apiError('email_taken', 'This email address cannot be used. Choose another one.'));
    }
    customers.setEmail(authenticated.customer.uuid, normaliseEmail(email));
    const updated = customers.findByUuid(authenticated.customer.uuid);
    return updated === undefined ? sendNotAuthenticated(reply) : customerBody(updated);
  });

  app.post('/customers/change-password', async (request, reply) => {
    const authenticated = context.authenticate(request);
    if (authenticated === undefined) return sendNotAuthenticated(reply);
    const body = bodyRecord(request.body);
    const oldPassword = stringField(body, 'old_password') ?? '';
    const passwordErrors = newPasswordErrors(stringField(body, 'password'), true);
    if (passwordErrors !== undefined) return sendInvalid(reply, { password: passwordErrors });
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
      await hashPassword(stringField(body, 'password') ?? ''),
    );
    // A reset link asked for earlier (maybe by someone else) must not undo the change.
    accountRecords.voidPasswordResets(authenticated.customer.uuid, context.now());
    sessions.revokeAllOf(authenticated.customer.uuid, context.now(), authenticated.session.id);
    return ACCEPTED;
  });

  app.post('/customers/request-reset-password', async (request, reply) => {
    const email = stringField(bodyRecord(request.body), 'email');
    const errors = credentialErrors(email, 'not-checked-here', false);
    if (Object.keys(errors).length > 0 || email === undefined) return sendInvalid(reply, errors);
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

  app.post('/customers/reset-password', async (request, reply) => {
    const body = bodyRecord(request.body);
    const token = stringField(body, 'token') ?? '';
    const password = stringField(body, 'password');
    // Check the new password before using the token up, so a typo does not burn the link.
    const passwordErrors = newPasswordErrors(password, true);
    if (passwordErrors !== undefined || password === undefined)
      return sendInvalid(reply, { password: passwordErrors ?? [] });
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
    customers.setPasswordHash(customerUuid, await hashPassword(password));
    sessions.revokeAllOf(customerUuid, now);
    return ACCEPTED;
  });
};
