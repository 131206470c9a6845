import type { Location, NavigateFunction } from 'react-router';
import type { StoreLoader } from '../../app/storeLoader.ts';
import { readAffiliateLink } from './affiliateLink.ts';

/**
 * §2 "affiliate_uuid is read from any URL and then removed": replaces the address with the same
 * one without the parameter (query rest and hash kept, no history entry, no scroll) and records
 * the click (§7 `affiliate/click`, whose answer sets the 30-day cookies of §9). Loaded by
 * RouteEffects only for a URL that mentions the parameter, with the store loaded only then.
 * @example await captureAffiliateLink(location, { navigate, storeLoader, isCurrent: () => true });
 */
export async function captureAffiliateLink(
  location: Location,
  {
    navigate,
    storeLoader,
    isCurrent,
  }: {
    navigate: NavigateFunction;
    storeLoader: StoreLoader;
    /** Whether `location` is still shown (the visitor may have moved on while this loaded). */
    isCurrent: () => boolean;
  },
): Promise<void> {
  const link = readAffiliateLink(location.search);
  if (!link) return; // the text was in another parameter's value
  if (isCurrent()) {
    await navigate(
      { pathname: location.pathname, search: link.cleanedSearch, hash: location.hash },
      { replace: true, preventScrollReset: true, state: location.state },
    );
  }
  if (link.affiliateUuid === '') return;
  const { recordAffiliateClick } = await import('./recordAffiliateClick.ts');
  await recordAffiliateClick(storeLoader, link);
}
