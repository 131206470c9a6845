import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { apiError } from '../../platform/http/apiError.ts';
import type { JsonBody } from '../../platform/http/requestValidation.ts';
import { sendNotAuthenticated, type AccountService } from '../account/index.ts';
import type { BillingService } from './service.ts';
import type { TransactionKind } from './store.ts';

/** Longest `external_id` `GET /products/` takes (openapi.yaml); resource ids are UUIDs. */
const MAX_EXTERNAL_ID_LENGTH = 64;

/**
 * The `type`s `GET /products/` lists (openapi `BillingProduct`); `traffic` is a charge of its
 * server, not a product.
 */
const PRODUCT_TYPES = ['server', 'volume', 'ipv4', 'backup'] as const;

type Query = Record<string, string | string[] | undefined>;

/** §9: "Transactions page default 500. Transaction groups 20." Both pages end at 500. */
const TRANSACTIONS_PAGE = { default: 500, max: 500 };
const GROUPS_PAGE = { default: 20, max: 500 };

/** Every kind of the ledger (billing migrations' CHECK, openapi `TransactionKind`). */
export const TRANSACTION_KINDS: readonly TransactionKind[] = [
  'opening',
  'credit',
  'refill',
  'charge',
  'bonus',
  'refund',
];

/** A query parameter that failed its rule: the field and what to send instead. */
interface Invalid {
  field: string;
  message: string;
}

/**
 * An optional whole-number query parameter within [min, max]: its value, undefined when absent,
 * or why it is refused (a repeated parameter, a sign, a fraction, out of range).
 */
function integerParameter(
  query: Query,
  field: string,
  range: { min: number; max: number },
): number | undefined | Invalid {
  const text = query[field];
  if (text === undefined || text === '') return undefined;
  const value = typeof text === 'string' && /^[0-9]{1,9}$/.test(text) ? Number(text) : undefined;
  if (value === undefined || value < range.min || value > range.max)
    return { field, message: `${field} is a whole number from ${range.min} to ${range.max}.` };
  return value;
}

function kindParameter(query: Query): TransactionKind | undefined | Invalid {
  const kind = query.kind;
  if (kind === undefined || kind === '') return undefined;
  const known = TRANSACTION_KINDS.find((candidate) => candidate === kind);
  return known ?? { field: 'kind', message: `Choose one of: ${TRANSACTION_KINDS.join(', ')}.` };
}

const isInvalid = (value: unknown): value is Invalid =>
  typeof value === 'object' && value !== null && 'field' in value;

function pageParameters(query: Query, size: { default: number; max: number }) {
  const limit = integerParameter(query, 'limit', { min: 1, max: size.max });
  const offset = integerParameter(query, 'offset', { min: 0, max: Number.MAX_SAFE_INTEGER });
  if (isInvalid(limit)) return limit;
  if (isInvalid(offset)) return offset;
  return { limit: limit ?? size.default, offset: offset ?? 0 };
}

function invalid(reply: FastifyReply, field: string, message: string) {
  return reply.code(400).send(apiError('invalid_parameter', message, { [field]: [message] }));
}

/**
 * The server half of the billing API (openapi.yaml tag `billing`), under `/api`, for the
 * logged-in customer only: the ledger (`GET transactions/`, `transactions/{id}/`,
 * `transactions-groups/`), `GET transactions/temporary/`, `GET products/`, `POST
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
  app.get<{ Querystring: Query }>('/transactions/', async (request, reply) => {
    const customer = account.customerOf(request);
    if (customer === undefined) return sendNotAuthenticated(reply);
    const { query } = request;
    const kind = kindParameter(query);
    const year = integerParameter(query, 'created__year', { min: 1970, max: 9999 });
    const month = integerParameter(query, 'created__month', { min: 1, max: 12 });
    const day = integerParameter(query, 'created__day', { min: 1, max: 31 });
    const page = pageParameters(query, TRANSACTIONS_PAGE);
    if (isInvalid(kind)) return invalid(reply, kind.field, kind.message);
    if (isInvalid(year)) return invalid(reply, year.field, year.message);
    if (isInvalid(month)) return invalid(reply, month.field, month.message);
    if (isInvalid(day)) return invalid(reply, day.field, day.message);
    if (isInvalid(page)) return invalid(reply, page.field, page.message);
    return billing.transactions(customer.uuid, { kind, year, month, day }, page);
  });

  app.get<{ Params: { id: string } }>('/transactions/:id/', async (request, reply) => {
    const customer = account.customerOf(request);
    if (customer === undefined) return sendNotAuthenticated(reply);
    const { id } = request.params;
    const transaction = /^[1-9][0-9]{0,14}$/.test(id)
      ? billing.transaction(customer.uuid, Number(id))
      : undefined;
    return transaction ?? reply.code(404).send(apiError('not_found', 'Transaction not found.'));
  });

  app.get<{ Querystring: Query }>('/transactions-groups/', async (request, reply) => {
    const customer = account.customerOf(request);
    if (customer === undefined) return sendNotAuthenticated(reply);
    const kind = kindParameter(request.query);
    const page = pageParameters(request.query, GROUPS_PAGE);
    if (isInvalid(kind)) return invalid(reply, kind.field, kind.message);
    if (isInvalid(page)) return invalid(reply, page.field, page.message);
    return billing.transactionGroups(customer.uuid, kind, page);
  });

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
    const productType = PRODUCT_TYPES.find((candidate) => candidate === type);
    if (Array.isArray(type) || (type !== undefined && type !== '' && productType === undefined))
      return invalid(reply, 'type', `Choose one of: ${PRODUCT_TYPES.join(', ')}.`);
    return billing.products(customer.uuid, {
      externalId: externalId === '' ? undefined : externalId,
      type: productType,
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
