import { TIMINGS } from '@cloud-portal/domain/session';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { useBrand } from '../brand/BrandContext.tsx';
import { siteTitle } from '../brand/siteTitle.ts';
import { readRouteHandle } from './routeHandle.ts';

/**
 * Router rules that run after each navigation, in one place (§2): the page title from the
 * route's title key, and scrolling.
 */
export function RouteEffects() {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const matches = useMatches();
  const { pathname, hash } = useLocation();

  const titleKey = [...matches]
    .reverse()
    .map((match) => readRouteHandle(match.handle).titleKey)
    .find(Boolean);
  useEffect(() => {
    if (!titleKey) return;
    document.title = t(titleKey, { siteName: siteTitle(brand, window.location.host) });
  }, [titleKey, t, brand, i18n.language]);

  useEffect(() => {
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        // §2: a hash link scrolls smoothly with a 130 px offset; anything else scrolls to the top.
        const top =
          target.getBoundingClientRect().top + window.scrollY - TIMINGS.hashScrollOffsetPx;
        window.scrollTo({ top, behavior: 'smooth' });
        return;
      }
    }
    window.scrollTo({ top: 0 });
  }, [pathname, hash]);

  return null;
}
