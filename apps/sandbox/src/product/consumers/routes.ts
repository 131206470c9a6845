import { BILLING_TOKEN, BILLING_TOKEN_HEADER, type Consumer } from '@cloud-portal/api-client';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { apiError } from '../../platform/http/apiError.ts';
import { safeEqual } from '../../platform/security/tokens.ts';
import { sendNotAuthenticated, type AccountService } from '../account/index.ts';
import type { ConsumersService } from './index.ts';
import type { ConsumerRecord } from './store.ts';

/**
 * The product-API view of a consumer (openapi.yaml `Consumer`): the credentials the portal logs
 * in to the cloud with (SPEC §3 Consumer), so the password is in it.
 *
 * @example
 * reply.code(201).send(consumerBody(consumer));
 */
export function consumerBody(consumer: ConsumerRecord): Consumer {
  return {
    id: consumer.id,
    name: consumer.name,
    os_user: consumer.osUser,
    os_password: consumer.osPassword,
    os_project: consumer.osProject,
    os_domain: consumer.osDomain,
    created_at: consumer.createdAt,
  };
}

function hasBillingToken(request: FastifyRequest): boolean {
  const sent = request.headers[BILLING_TOKEN_HEADER.toLowerCase()];
  return typeof sent === 'string' && safeEqual(sent, BILLING_TOKEN);
}

/**
 * `GET /api/consumers/` (the logged-in customer's consumers; needs the billing-token header, §6)
 * and `POST /api/consumers/` (creates the customer's default consumer; 409 when it exists, §7).
 * Request bodies, CSRF and the body size are the product API's shared rules (openapi.yaml, the
 * CSRF guard, `bodyLimit`).
 *
 * @example
 * await app.register(consumersRoutes, { prefix: '/api', account, consumers });
 */
export const consumersRoutes: FastifyPluginAsync<{
  account: Pick<AccountService, 'customerOf'>;
  consumers: ConsumersService;
}> = async (app, { account, consumers }) => {
  app.get('/consumers/', async (request, reply) => {
    const customer = account.customerOf(request);
    if (customer === undefined) return sendNotAuthenticated(reply);
    if (!hasBillingToken(request))
      return reply
        .code(403)
        .send(
          apiError(
            'billing_token_required',
            `This call needs the ${BILLING_TOKEN_HEADER} header of the portal's billing client.`,
          ),
        );
    return consumers.listByCustomer(customer.uuid).map(consumerBody);
  });

  app.post('/consumers/', async (request, reply) => {
    const customer = account.customerOf(request);
    if (customer === undefined) return sendNotAuthenticated(reply);
    const { consumer, created } = consumers.provision(customer.uuid);
    if (!created)
      return reply
        .code(409)
        .send(apiError('consumer_exists', 'Your cloud account already exists.'));
    return reply.code(201).send(consumerBody(consumer));
  });
};
