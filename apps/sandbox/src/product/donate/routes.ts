import type { Currency, DonatePayment } from '@cloud-portal/api-client';
import type { FastifyPluginAsync } from 'fastify';
import type { DonationRecord, DonationsStore } from './store.ts';
import { bodyRecord } from '../account/input.ts';
import { apiError } from '../../platform/http/apiError.ts';

/**
 * Path of the sandbox payment page of a donation (served by web/contentPages.ts).
 *
 * @example
 * payPagePath('7c9e6679-7425-40de-944b-e07fc1f90ae7'); // '/sandbox/pay/7c9e6679-...'
 */
export function payPagePath(id: string): string {
  return `/sandbox/pay/${id}`;
}

const DECIMAL = /^[0-9]+\.[0-9]{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CURRENCIES: readonly Currency[] = ['usd', 'eur', 'rub'];
/** Bounds of a donation, in minor units: 1.00 to 10000.00. */
const MIN_MINOR = 100;
const MAX_MINOR = 1_000_000;

/**
 * The API body of a stored donation.
 *
 * @example
 * donationBody(donations.findDonation(id)!); // { id, amount, ..., url: '/sandbox/pay/<id>' }
 */
export function donationBody(donation: DonationRecord): DonatePayment {
  return {
    id: donation.id,
    amount: donation.amount,
    currency: donation.currency,
    status: donation.status,
    url: payPagePath(donation.id),
    created_at: donation.created_at,
    paid_at: donation.paid_at,
  };
}

/**
 * `POST /api/donate-payment` (createDonatePayment) and `GET /api/donate-payment?id=`
 * (getDonatePayment). A repeated `Idempotency-Key` returns the first donation instead of a
 * second charge (DESIGN reliability); the same key with a different amount is refused.
 *
 * @example
 * await app.register(donateRoutes, { prefix: '/api', donations, now });
 */
export const donateRoutes: FastifyPluginAsync<{
  donations: DonationsStore;
  now: () => Date;
}> = async (app, { donations, now }) => {
  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/donate-payment',
    async (request, reply) => {
      const id = request.query.id;
      if (id === undefined || !UUID.test(id))
        return reply
          .code(400)
          .send(apiError('invalid_parameter', 'id must be a donation id.', { id: ['Required.'] }));
      const donation = donations.findDonation(id.toLowerCase());
      if (donation === undefined)
        return reply.code(404).send(apiError('not_found', 'Donation not found.'));
      return donationBody(donation);
    },
  );

  app.post('/donate-payment', async (request, reply) => {
    const body = bodyRecord(request.body);
    const errors: Record<string, string[]> = {};
    const amount = body['amount'];
    if (typeof amount !== 'string' || !DECIMAL.test(amount)) {
      errors['amount'] = ['Enter the amount with two decimals, for example 10.00.'];
    } else {
      const minor = Number(amount.replace('.', ''));
      if (minor < MIN_MINOR || minor > MAX_MINOR)
        errors['amount'] = ['The amount must be between 1.00 and 10000.00.'];
    }
    const currency = body['currency'];
    if (typeof currency !== 'string' || !(CURRENCIES as readonly string[]).includes(currency))
      errors['currency'] = ['Choose usd, eur or rub.'];
    const email = body['email'];
    if (email !== undefined && (typeof email !== 'string' || email.length > 254))
      errors['email'] = ['The email is too long.'];
    else if (
      typeof email === 'string' &&
      email.trim() !== '' &&
      !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())
    )
      errors['email'] = ['Enter a valid email address.'];
    const message = body['message'];
    if (message !== undefined && (typeof message !== 'string' || message.length > 500))
      errors['message'] = ['The message can be at most 500 characters.'];
    const keyHeader = request.headers['idempotency-key'];
    const idempotencyKey = typeof keyHeader === 'string' ? keyHeader : undefined;
    if (idempotencyKey !== undefined && (idempotencyKey.length < 8 || idempotencyKey.length > 100))
      errors['Idempotency-Key'] = ['The Idempotency-Key header must have 8 to 100 characters.'];
    if (Object.keys(errors).length > 0)
      return reply.code(400).send(apiError('invalid', 'The donation is not valid.', errors));

    const input = {
      amount: amount as string,
      currency: currency as Currency,
      email:
        typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : undefined,
      message: typeof message === 'string' && message !== '' ? message : undefined,
      idempotencyKey,
    };
    if (idempotencyKey !== undefined) {
      const earlier = donations.findDonationByIdempotencyKey(idempotencyKey);
      if (earlier !== undefined) {
        if (earlier.amount !== input.amount || earlier.currency !== input.currency)
          return reply
            .code(400)
            .send(
              apiError(
                'idempotency_key_reused',
                'This Idempotency-Key was used for another donation; start a new payment.',
              ),
            );
        return reply.code(201).send(donationBody(earlier));
      }
    }
    const donation = donations.createDonation(input, now());
    return reply.code(201).send(donationBody(donation));
  });
};
