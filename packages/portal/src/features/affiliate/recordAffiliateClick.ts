import { getCookieValue } from '@cloud-portal/api-client';
import type { StoreLoader } from '../../app/storeLoader.ts';
import { affiliateApi } from './affiliateApi.ts';
import type { AffiliateLink } from './affiliateLink.ts';

/**
 * Records the click of an affiliate link (§7 `POST affiliate/click`) through the store, which it
 * loads if the page has not yet: loaded on demand by RouteEffects only when a URL carries
 * `affiliate_uuid`, so other visits never load this code for it. The answer (or its failure: an
 * unknown affiliate is 404) only matters to the server and its cookies, so nothing is shown.
 * @example await recordAffiliateClick(portal.storeLoader, readAffiliateLink(location.search)!);
 */
export async function recordAffiliateClick(
  storeLoader: StoreLoader,
  link: AffiliateLink,
  cookies: () => string = () => globalThis.document?.cookie ?? '',
): Promise<void> {
  const { store } = await storeLoader.load();
  // §7 sends `unique`: a browser that already carries a hit cookie is a repeat visit.
  const unique = getCookieValue(cookies(), 'affiliate_hit') === undefined;
  await store.dispatch(
    affiliateApi.endpoints.recordAffiliateClick.initiate({
      affiliate_uuid: link.affiliateUuid,
      unique,
      ...link.utm,
    }),
  );
}
