import type { FastifyPluginAsync } from 'fastify';
import { COOKIES, sendNotAuthenticated, type AccountService } from '../account/index.ts';
import { apiError } from '../../platform/http/apiError.ts';
import { invalidInput, type JsonBody } from '../../platform/http/requestValidation.ts';
import { pageRequest } from './paging.ts';
import type { AffiliateService } from './service.ts';
import type { AffiliateStore } from './store.ts';

/** §9: affiliate and utm cookies last 30 days. */
export const AFFILIATE_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The utm fields `POST /affiliate/click` accepts, stored and set as cookies of the same names. */
export const UTM_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

/**
 * `POST /api/affiliate/click` (recordAffiliateClick). The server sets the cookies: sign-up reads
 * `affiliate_uuid` / `affiliate_hit` from them (customerRoutes), so the server owning their
 * 30-day lifetime (§9) keeps one source of truth and works even when the portal's script fails
 * after the click. They are readable (not HttpOnly): no secret, and the portal may show them.
 *
 * @example
 * await app.register(affiliateRoutes, { prefix: '/api', clicks, account, now });
 */
export const affiliateRoutes: FastifyPluginAsync<{
  clicks: AffiliateStore;
  account: AccountService;
  affiliate: AffiliateService;
  now: () => Date;
}> = async (app, { clicks, account, affiliate, now }) => {
  app.post('/affiliate/click', async (request, reply) => {
    const body = request.body as JsonBody<'recordAffiliateClick'>;
    const affiliateUuid = body.affiliate_uuid;
    const utm: Record<string, string> = {};
    for (const field of UTM_FIELDS) {
      const value = body[field];
      if (value !== undefined && value !== '') utm[field] = value;
    }

    const affiliate = account.findCustomerByUuid(affiliateUuid.toLowerCase());
    if (affiliate === undefined)
      return reply.code(404).send(apiError('not_found', 'Unknown affiliate link.'));

    // A browser that already carries a hit cookie is a repeat visit, whatever the body claims.
    const unique = request.cookies[COOKIES.affiliateHit] === undefined;
    const click = clicks.recordClick({ affiliateUuid: affiliate.uuid, unique, utm }, now());
    const cookie = {
      path: '/',
      sameSite: 'lax' as const,
      secure: request.protocol === 'https',
      httpOnly: false,
      maxAge: AFFILIATE_COOKIE_MAX_AGE_SECONDS,
    };
    reply.setCookie(COOKIES.affiliateUuid, affiliate.uuid, cookie);
    reply.setCookie(COOKIES.affiliateHit, click.id, cookie);
    for (const [field, value] of Object.entries(utm)) reply.setCookie(field, value, cookie);
    return reply
      .code(201)
      .send({ affiliate_uuid: affiliate.uuid, affiliate_hit: click.id, unique });
  });

  app.get<{ Querystring: Record<string, string | string[] | undefined> }>(
    '/affiliate/clicks',
    async (request, reply) => {
      const customer = account.customerOf(request);
      if (customer === undefined) return sendNotAuthenticated(reply);
      const text = request.query.days;
      const days =
        text === undefined || text === ''
          ? CLICK_DAYS.default
          : typeof text === 'string' && /^[0-9]{1,3}$/.test(text)
            ? Number(text)
            : Number.NaN;
      if (!(days >= 1 && days <= CLICK_DAYS.max)) {
        const message = `days is a whole number from 1 to ${CLICK_DAYS.max}.`;
        return reply.code(400).send(apiError('invalid_parameter', message, { days: [message] }));
      }
      return affiliate.clickStats(customer.uuid, days);
    },
  );

  // The paged lists: `limit` (default 20, at most 100) and `offset`, as openapi.yaml's.
  const pagedLists = {
    '/affiliate/customers/': affiliate.referrals,
    '/affiliate/commissions/': affiliate.commissions,
    '/affiliate/payouts/': affiliate.payouts,
  } as const;
  for (const [path, list] of Object.entries(pagedLists))
    app.get<{ Querystring: Record<string, string | string[] | undefined> }>(
      path,
      async (request, reply) => {
        const customer = account.customerOf(request);
        if (customer === undefined) return sendNotAuthenticated(reply);
        const page = pageRequest(request.query);
        if ('field' in page)
          return reply
            .code(400)
            .send(apiError('invalid_parameter', page.message, { [page.field]: [page.message] }));
        return list(customer.uuid, page);
      },
    );

  app.get('/affiliate/earnings/', async (request, reply) => {
    const customer = account.customerOf(request);
    if (customer === undefined) return sendNotAuthenticated(reply);
    return affiliate.earnings(customer.uuid);
  });

  app.post('/pay-out/', async (request, reply) => {
    const customer = account.customerOf(request);
    if (customer === undefined) return sendNotAuthenticated(reply);
    const body = request.body as JsonBody<'requestAffiliatePayout'>;
    // A header, not the body: openapi.yaml's parameters are not validated by the schema yet.
    const keyHeader = request.headers['idempotency-key'];
    if (typeof keyHeader !== 'string' || keyHeader.length < 8 || keyHeader.length > 100)
      throw invalidInput({
        'Idempotency-Key': ['Send an Idempotency-Key header of 8 to 100 characters.'],
      });
    const wallet = body.wallet?.trim() ?? '';
    if (body.method === 'wallet' && wallet.length < 4)
      throw invalidInput({ wallet: ['Enter the wallet to pay to.'] });
    if (body.method === 'balance' && body.wallet !== undefined)
      throw invalidInput({ wallet: ['A pay-out to the balance takes no wallet.'] });

    const outcome = affiliate.requestPayout(customer.uuid, {
      amountCents: amountCents(body.amount),
      method: body.method,
      wallet: body.method === 'wallet' ? wallet : null,
      idempotencyKey: keyHeader,
    });
    switch (outcome.kind) {
      case 'created':
        return reply.code(201).send(outcome.payout);
      case 'repeated':
        return reply.code(200).send(outcome.payout);
      case 'key_reused':
        return reply
          .code(409)
          .send(
            apiError(
              'idempotency_key_reused',
              'This Idempotency-Key was used for another pay-out; start a new request.',
            ),
          );
      case 'below_minimum': {
        const message = 'The smallest pay-out is 10.00.';
        return reply
          .code(400)
          .send(apiError('payout_below_minimum', message, { amount: [message] }));
      }
      case 'above_available': {
        const message = `At most ${outcome.available} is available to pay out.`;
        return reply
          .code(400)
          .send(apiError('payout_above_available', message, { amount: [message] }));
      }
      default:
        return outcome satisfies never;
    }
  });
};

/** `GET /affiliate/clicks?days=`: 30 by default, a year at most. */
const CLICK_DAYS = { default: 30, max: 365 };

/** Cents of a pay-out amount (`'10'`, `'10.5'`, `'10.50'`; the pattern is openapi.yaml's). */
function amountCents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
