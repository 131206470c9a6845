import { TIMINGS } from '@cloud-portal/domain/session';
import { useEffect, useRef, type RefObject } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { matchRoutes, useLocation, useNavigate, type Location } from 'react-router';
import { useBrand } from '../brand/BrandContext.tsx';
import { siteTitle } from '../brand/siteTitle.ts';
import { RouteLoadingBar } from '../features/layout/RouteLoadingBar.tsx';
import { useRouteDiscovery } from './AppRoutes.tsx';
import { readRouteHandle, type RouteHandle } from './routeHandle.ts';
import { linkClickTarget, shouldSkipNavigation } from './routerRules.ts';
import { useNavigationGuard } from './useUnsavedChangesWarning.ts';
import { useRouteLoadingFlag } from './useRouteLoadingFlag.ts';
import { useStoreLoader } from './WithStore.tsx';

/**
 * The router rules of §2, in one place, mounted once above every layout (public, auth, control):
 * the page title from the route's title key or control screen; scrolling (a hash scrolls smoothly with a 130 px
 * offset, anything else to the top); a link to the current path does nothing, except `/`, which
 * navigates again and scrolls to the top; `affiliate_uuid` is read from any URL and removed; the
 * loading flag drives the route loading bar.
 * @example <RouteEffects /> // rendered once, by AppRoutes, above every layout
 */
export function RouteEffects() {
  const brand = useBrand();
  const discovery = useRouteDiscovery();
  const location = useLocation();
  const loading = useRouteLoadingFlag();

  const handle = [...(matchRoutes(discovery.routes(), location) ?? [])]
    .reverse()
    .map((match) => readRouteHandle(match.route.handle))
    .find((candidate) => candidate.titleKey !== undefined || candidate.screen !== undefined);
  // A control screen is titled by its name in `account`, which the control layout loads; until
  // it has come (no suspending here: this sits above every page) the title waits.
  const { t, i18n, ready } = useTranslation(handle?.screen ? 'account' : 'common', {
    useSuspense: false,
  });
  // Primitive dependencies: the title is set when the route (or the language) changes, not on
  // every render, so a page that titles itself (an article) keeps its title.
  const titleKey = handle?.titleKey;
  const screen = handle?.screen;
  const untitled = handle?.untitled;
  useEffect(() => {
    if (!ready) return;
    const title = pageTitle({ titleKey, screen, untitled }, t);
    if (title !== undefined) document.title = title(siteTitle(brand, window.location.host));
  }, [ready, titleKey, screen, untitled, t, brand, i18n.language]);

  // The location of the latest render, for listeners and async work started earlier.
  const latest = useRef(location);
  const guard = useNavigationGuard();
  useEffect(() => {
    latest.current = location;
    guard.shown();
  }, [location, guard]);

  useScrollOnNavigation(location);
  useSamePathSkip(latest);
  useAffiliateCapture(location, latest);
  return <RouteLoadingBar active={loading} />;
}

/** The page title of a route handle, given the site name; `undefined` for an untitled screen. */
function pageTitle(
  handle: RouteHandle,
  t: TFunction<'account' | 'common'>,
): ((siteName: string) => string) | undefined {
  const { titleKey, screen, untitled } = handle;
  if (titleKey !== undefined) return (siteName) => t(titleKey, { ns: 'common', siteName });
  if (screen === undefined || untitled === true) return undefined;
  return (siteName) =>
    t('shell.screenTitle', {
      ns: 'account',
      screen: t(`screens.${screen}`, { ns: 'account' }),
      siteName,
    });
}

/**
 * §2 scrolling: a new path or hash scrolls (smoothly to the hash target, 130 px above it, else to
 * the top); `/` navigated to again (the same-path rule lets it through) scrolls too. A change of
 * the query alone (filters, the affiliate clean-up) keeps the position.
 */
function useScrollOnNavigation(location: Location) {
  const previous = useRef<Location | undefined>(undefined);
  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    const renavigatedHome =
      before !== undefined &&
      location.pathname === '/' &&
      before.key !== location.key &&
      before.search === location.search;
    const moved =
      before === undefined ||
      before.pathname !== location.pathname ||
      before.hash !== location.hash ||
      renavigatedHome;
    if (!moved) return;
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        const top =
          target.getBoundingClientRect().top + window.scrollY - TIMINGS.hashScrollOffsetPx;
        window.scrollTo({ top, behavior: 'smooth' });
        return;
      }
    }
    window.scrollTo({ top: 0 });
  }, [location]);
}

/**
 * §2 "Navigating to the same path is skipped, except for /": a click on a link to the page being
 * shown is cancelled before the router sees it (no history entry, no scroll, no loading flag). A
 * click elsewhere while a form has unsaved input asks first (`useUnsavedChangesWarning`).
 * Listening on the document in the capture phase catches every link: router links, the header's
 * and plain anchors in sanitised content.
 */
function useSamePathSkip(latest: RefObject<Location>) {
  const guard = useNavigationGuard();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = linkClickTarget(event, window.location.origin);
      if (!target) return;
      if (shouldSkipNavigation(latest.current, target)) event.preventDefault();
      // A form with unsaved input asks first (issue 12); staying cancels the click entirely.
      else if (!guard.confirmLeave()) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [latest, guard]);
}

/**
 * §2 "affiliate_uuid is read from any URL and then removed": a URL that mentions the parameter
 * loads the code that removes it from the address bar and records the click (§7
 * `affiliate/click`), once per URL; other visits load neither that code nor the store for it.
 */
function useAffiliateCapture(location: Location, latest: RefObject<Location>) {
  const navigate = useNavigate();
  const storeLoader = useStoreLoader();
  const handledKey = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!location.search.includes('affiliate_uuid') || handledKey.current === location.key) return;
    handledKey.current = location.key;
    void import('../features/affiliate/captureAffiliateLink.ts')
      .then(({ captureAffiliateLink }) =>
        captureAffiliateLink(location, {
          navigate,
          storeLoader,
          isCurrent: () => latest.current.key === location.key,
        }),
      )
      .catch(() => undefined); // §7: a lost click must not disturb the visit
  }, [location, latest, navigate, storeLoader]);
}
