import { AFFILIATE_PARAM } from '../affiliateLink.ts';

/**
 * The customer's affiliate link (§2, §9): the site's home with `affiliate_uuid` = the customer's
 * uuid. Any page of the site would do (the parameter is read from any URL); the home is the one
 * people expect to share.
 * @example affiliateUrl('https://cloud.example', '5f0c…') // 'https://cloud.example/?affiliate_uuid=5f0c…'
 */
export function affiliateUrl(origin: string, customerUuid: string): string {
  const url = new URL('/', origin);
  url.searchParams.set(AFFILIATE_PARAM, customerUuid);
  return url.href;
}
