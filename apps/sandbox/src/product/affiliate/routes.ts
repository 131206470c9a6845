import type { FastifyPluginAsync } from 'fastify';
import { COOKIES, type AccountService } from '../account/index.ts';
import { apiError } from '../../platform/http/apiError.ts';
import type { JsonBody } from '../../platform/http/requestValidation.ts';
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
  now: () => Date;
}> = async (app, { clicks, account, now }) => {
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
};
