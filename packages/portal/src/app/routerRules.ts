// The pure parts of the router rules of §2 (RouteEffects applies them to the running router).

/** The parts of a location the §2 same-path rule compares. */
export interface PathParts {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * §2 "Navigating to the same path is skipped, except for /": whether a navigation from `current`
 * to `target` does nothing. Same path means the same pathname, query and hash (a link to another
 * hash of the page is a real navigation: it scrolls there). `/` is never skipped, so the logo and
 * a "home" link take the visitor back to the top of the home page.
 * @example shouldSkipNavigation({ pathname: '/news', search: '', hash: '' }, { pathname: '/news', search: '', hash: '' }) // true
 * @example shouldSkipNavigation({ pathname: '/', search: '', hash: '' }, { pathname: '/', search: '', hash: '' }) // false
 */
export function shouldSkipNavigation(current: PathParts, target: PathParts): boolean {
  if (target.pathname === '/') return false;
  return (
    current.pathname === target.pathname &&
    normaliseSearch(current.search) === normaliseSearch(target.search) &&
    normaliseHash(current.hash) === normaliseHash(target.hash)
  );
}

// `?` alone and `#` alone mean no query / no hash, as in URL serialisation.
const normaliseSearch = (search: string) => (search === '?' ? '' : search);
const normaliseHash = (hash: string) => (hash === '#' ? '' : hash);

/**
 * The in-app target of a click on a link, or `undefined` when the browser (not the router) should
 * handle it: another origin, a new tab or window (modifier keys, middle button, `target`), a
 * download, or a click that something already handled.
 * @example linkClickTarget(event, window.location.origin) // { pathname: '/news', search: '', hash: '' }
 */
export function linkClickTarget(
  event: Pick<
    MouseEvent,
    'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented' | 'target'
  >,
  origin: string,
): PathParts | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return undefined;
  const element = event.target as { closest?: (selector: string) => unknown } | null;
  const anchor = element?.closest?.('a[href]') as HTMLAnchorElement | null | undefined;
  if (!anchor || anchor.hasAttribute('download')) return undefined;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return undefined;
  const url = new URL(anchor.href, origin);
  if (url.origin !== origin) return undefined;
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}
