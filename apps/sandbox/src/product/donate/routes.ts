import type { DonatePayment } from '@cloud-portal/api-client';
import type { FastifyPluginAsync } from 'fastify';
import type { DonationRecord, DonationsStore } from './store.ts';
import { apiError } from '../../platform/http/apiError.ts';
import { invalidInput, type JsonBody } from '../../platform/http/requestValidation.ts';

/**
 * Path of the sandbox payment page of a donation (served by web/contentPages.ts).
 *
 * @example
 * payPagePath('7c9e6679-7425-40de-944b-e07fc1f90ae7'); // '/sandbox/pay/7c9e6679-...'
 */
export function payPagePath(id: string): string {
  return `/sandbox/pay/${id}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
    const { amount, currency, email, message } = request.body as JsonBody<'createDonatePayment'>;
    // A header, not the body: openapi.yaml's parameters are not validated by the schema yet.
    const keyHeader = request.headers['idempotency-key'];
    const idempotencyKey = typeof keyHeader === 'string' ? keyHeader : undefined;
    if (idempotencyKey !== undefined && (idempotencyKey.length < 8 || idempotencyKey.length > 100))
      throw invalidInput({
        'Idempotency-Key': ['The Idempotency-Key header must have 8 to 100 characters.'],
      });

    const input = {
      amount,
      currency,
      email: email === undefined ? undefined : email.trim().toLowerCase(),
      message: message === undefined || message === '' ? undefined : message,
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
