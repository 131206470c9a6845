import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { apiError } from '../../platform/http/apiError.ts';
import type { JsonBody } from '../../platform/http/requestValidation.ts';
import { sendNotAuthenticated, type AccountService } from '../account/index.ts';
import { decimalToUnits } from './amounts.ts';
import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  idempotencyKeyOf,
  requestFingerprint,
  runIdempotent,
} from './idempotency.ts';
import {
  DEFAULT_AUTO_PAYMENT_CENTS,
  isRefusal,
  type MoneyInService,
  type Refusal,
} from './moneyIn.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function sendRefusal(reply: FastifyReply, refused: Refusal) {
  return reply
    .code(refused.statusCode)
    .send(apiError(refused.code, refused.message, refused.errors));
}

/**
 * The money-in half of the billing API (issue 14; openapi.yaml): `POST transactions/` with its
 * required `Idempotency-Key`, `GET payments/{id}/`, `GET payment-gateways`, the saved cards
 * (`GET`/`POST customer-cards/`, `POST attach-bankcard/`), the weekly auto-payment
 * (`GET`/`POST`/`DELETE auto-payments/`) and activation by coupon or card
 * (`POST activate-by-coupon/`, `GET coupon_status`, `POST activate-by-card/`). For the logged-in
 * customer only; another customer's payment or card is answered as one that does not exist.
 * Bodies, CSRF and the body size are the product API's shared rules.
 *
 * @example
 * await app.register(paymentRoutes, { prefix: '/api', account, moneyIn, now });
 */
export const paymentRoutes: FastifyPluginAsync<{
  account: Pick<AccountService, 'customerOf'>;
  moneyIn: MoneyInService;
  now: () => Date;
}> = async (app, { account, moneyIn, now }) => {
  app.post('/transactions/', async (request, reply) => {
    const customer = account.customerOf(request);
    if (customer === undefined) return sendNotAuthenticated(reply);
    const header = request.headers['idempotency-key'];
    if (header === undefined)
      return reply
        .code(400)
        .send(
          apiError(
            'idempotency_key_missing',
            'Send an Idempotency-Key header: one unique value per payment attempt.',
          ),
        );
    const key = typeof header === 'string' ? idempotencyKeyOf(header) : undefined;
    if (key === undefined)
      return reply
        .code(400)
        .send(
          apiError(
            'idempotency_key_invalid',
            `The Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable characters.`,
          ),
        );
    const body = request.body as JsonBody<'createPayment'>;
    const outcome = runIdempotent(
      moneyIn.store,
      {
        customerUuid: customer.uuid,
        key,
        fingerprint: requestFingerprint('createPayment', body),
        now: now(),
      },
      () => {
        const started = moneyIn.startPayment(customer.uuid, body);
        return isRefusal(started)
          ? {
              statusCode: started.statusCode,
              body: apiError(started.code, started.message, started.errors),
            }
          : { statusCode: 201, body: started };
      },
    );
    switch (outcome.kind) {
      case 'fresh':
        return reply.code(outcome.answer.statusCode).send(outcome.answer.body);
      case 'replayed':
        return reply
          .code(outcome.answer.statusCode)
          .header('Idempotent-Replayed', 'true')
          .send(outcome.answer.body);
      case 'in_use':
        return reply
          .code(409)
          .send(
            apiError(
              'idempotency_key_in_use',
              'A request with this Idempotency-Key is still being processed. Try again shortly.',
            ),
          );
      case 'mismatch':
        return reply
          .code(422)
          .send(
            apiError(
              'idempotency_key_reused',
              'This Idempotency-Key was used for another request. Use a new key for a new payment.',
            ),
          );
      default:
        return outcome satisfies never;
    }
  });

  app.get<{ Params: { id: string } }>('/payments/:id/', async (request, reply) => {
    const customer = account.customerOf(request);
    if (customer === undefined) return sendNotAuthenticated(reply);
    const id = request.params.id.toLowerCase();
    const payment = UUID.test(id) ? moneyIn.payment(customer.uuid, id) : undefined;
    return payment ?? reply.code(404).send(apiError('payment_not_found', 'Payment not found.'));
  });

  app.get('/payment-gateways', async (request, reply) => {
    const customer = account.customerOf(request);
    if (customer === undefined) return sendNotAuthenticated(reply);
    return moneyIn.gateways(customer.uuid);
  });

  app.get('/customer-cards/', async (request, reply) => {
    const customer = account.customerOf(request);
    if (customer === undefined) return sendNotAuthenticated(reply);
    return moneyIn.cards(customer.uuid);
  });

  app.post('/customer-cards/', async (request, reply) => {
    const customer = account.customerOf(request);
    if (customer === undefined) return sendNotAuthenticated(reply);
    const { method_id: methodId } = request.body as JsonBody<'deleteCustomerCard'>;
    return moneyIn.deleteCard(customer.uuid, methodId)
      ? { detail: 'deleted' }
      : reply.code(404).send(apiError('card_not_found', 'Card not found.'));
  });

  app.post('/attach-bankcard/', async (request, reply) => {
    const customer = account.customerOf(request);
    if (customer === undefined) return sendNotAuthenticated(reply);
    return reply.code(201).send(moneyIn.openCardSession(customer.uuid, 'attach'));
  });

  app.post('/activate-by-card/', async (request, reply) => {
    const customer = account.customerOf(request);
    if (customer === undefined) return sendNotAuthenticated(reply);
    return reply.code(201).send(moneyIn.openCardSession(customer.uuid, 'activate'));
  });

  app.get('/auto-payments/', async (request, reply) => {
    const customer = account.customerOf(request);
    if (customer === undefined) return sendNotAuthenticated(reply);
    return moneyIn.autoPayment(customer.uuid);
  });

  app.post('/auto-payments/', async (request, reply) => {
    const customer = account.customerOf(request);
    if (customer === undefined) return sendNotAuthenticated(reply);
    const body = request.body as JsonBody<'createAutoPayment'>;
    const cents =
      body.amount === undefined ? DEFAULT_AUTO_PAYMENT_CENTS : decimalToUnits(body.amount, 2);
    if (cents === undefined) return reply.code(400).send(apiError('invalid_input', 'Bad amount.'));
    const refused = moneyIn.autoPaymentRefusal(customer.uuid, cents);
    if (refused !== undefined) return sendRefusal(reply, refused);
    return reply.code(201).send(moneyIn.openCardSession(customer.uuid, 'auto_payment', cents));
  });

  app.delete('/auto-payments/', async (request, reply) => {
    const customer = account.customerOf(request);
    if (customer === undefined) return sendNotAuthenticated(reply);
    return moneyIn.stopAutoPayment(customer.uuid);
  });

  app.post('/activate-by-coupon/', async (request, reply) => {
    const customer = account.customerOf(request);
    if (customer === undefined) return sendNotAuthenticated(reply);
    const { coupon } = request.body as JsonBody<'activateByCoupon'>;
    const result = moneyIn.redeemCoupon(customer.uuid, coupon);
    return isRefusal(result) ? sendRefusal(reply, result) : result;
  });

  app.get('/coupon_status', async (request, reply) => {
    const customer = account.customerOf(request);
    if (customer === undefined) return sendNotAuthenticated(reply);
    return moneyIn.couponStatus(customer.uuid);
  });
};
