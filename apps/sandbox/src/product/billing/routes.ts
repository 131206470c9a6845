import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { apiError } from '../../platform/http/apiError.ts';
import type { JsonBody } from '../../platform/http/requestValidation.ts';
import { sendNotAuthenticated, type AccountService } from '../account/index.ts';
import type { BillingService } from './service.ts';

/** Longest `external_id` `GET /products/` takes (openapi.yaml); resource ids are UUIDs. */
const MAX_EXTERNAL_ID_LENGTH = 64;

type Query = Record<string, string | string[] | undefined>;

function invalid(reply: FastifyReply, field: string, message: string) {
  return reply.code(400).send(apiError('invalid_parameter', message, { [field]: [message] }));
}

/**
 * The server half of the billing API (openapi.yaml tag `billing`), under `/api`, for the
 * logged-in customer only: `GET transactions/temporary/`, `GET products/`, `POST
 * change-network-plan/` and `GET shaper/customer-limits/` (SPEC §7). A resource of another
 * customer is treated as one that does not exist. Request bodies, CSRF and the body size are the
 * product API's shared rules (openapi.yaml, the CSRF guard, `bodyLimit`).
 *
 * @example
 * await app.register(billingRoutes, { prefix: '/api', account, billing });
 */
export const billingRoutes: FastifyPluginAsync<{
  account: Pick<AccountService, 'customerOf'>;
  billing: BillingService;
}> = async (app, { account, billing }) => {
  app.get('/transactions/temporary/', async (request, reply) => {
    const customer = account.customerOf(request);
    if (customer === undefined) return sendNotAuthenticated(reply);
    return billing.temporaryTransactions(customer.uuid);
  });

  app.get<{ Querystring: Query }>('/products/', async (request, reply) => {
    const customer = account.customerOf(request);
    if (customer === undefined) return sendNotAuthenticated(reply);
    const { external_id: externalId, type } = request.query;
    // A repeated parameter arrives as an array: one value each, or the filter is ambiguous.
    if (
      Array.isArray(externalId) ||
      (externalId !== undefined && externalId.length > MAX_EXTERNAL_ID_LENGTH)
    )
      return invalid(
        reply,
        'external_id',
        `external_id is one resource id of at most ${MAX_EXTERNAL_ID_LENGTH} characters.`,
      );
    if (Array.isArray(type) || (type !== undefined && type !== 'server'))
      return invalid(reply, 'type', 'Choose one of: server.');
    return billing.products(customer.uuid, {
      externalId: externalId === '' ? undefined : externalId,
      type,
    });
  });

  app.post('/change-network-plan/', async (request, reply) => {
    const customer = account.customerOf(request);
    if (customer === undefined) return sendNotAuthenticated(reply);
    const body = request.body as JsonBody<'changeNetworkPlan'>;
    const result = billing.changeNetworkPlan(
      customer.uuid,
      body.server_id.toLowerCase(),
      body.network_plan,
    );
    if (result === 'not_found')
      return reply.code(404).send(apiError('not_found', 'Server not found.'));
    if (result === 'unknown_network_plan') {
      const message = 'Choose one of the network plans offered for this server.';
      return reply
        .code(400)
        .send(apiError('unknown_network_plan', message, { network_plan: [message] }));
    }
    return result;
  });

  app.get('/shaper/customer-limits/', async (request, reply) => {
    const customer = account.customerOf(request);
    if (customer === undefined) return sendNotAuthenticated(reply);
    return billing.shaperLimits(customer.uuid);
  });
};
