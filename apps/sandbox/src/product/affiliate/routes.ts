import type { FastifyPluginAsync } from 'fastify';
import { COOKIES, type AccountService } from '../account/index.ts';
import { bodyRecord } from '../account/input.ts';
import { apiError } from '../../platform/http/apiError.ts';
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
    const body = bodyRecord(request.body);
    const errors: Record<string, string[]> = {};
    const affiliateUuid = body['affiliate_uuid'];
    if (typeof affiliateUuid !== 'string' || !UUID.test(affiliateUuid))
      errors['affiliate_uuid'] = ['affiliate_uuid must be the uuid from the affiliate link.'];
    if (body['unique'] !== undefined && typeof body['unique'] !== 'boolean')
      errors['unique'] = ['unique must be true or false.'];
    const utm: Record<string, string> = {};
    for (const field of UTM_FIELDS) {
      const value = body[field];
      if (value === undefined) continue;
      if (typeof value !== 'string' || value.length > 200)
        errors[field] = [`${field} must be text of at most 200 characters.`];
      else if (value !== '') utm[field] = value;
    }
    const unknown = Object.keys(body).filter(
      (key) => !['affiliate_uuid', 'unique', ...UTM_FIELDS].includes(key),
    );
    for (const key of unknown) errors[key] = ['Unknown field.'];
    if (Object.keys(errors).length > 0 || typeof affiliateUuid !== 'string')
      return reply.code(400).send(apiError('invalid', 'The affiliate click is not valid.', errors));

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
