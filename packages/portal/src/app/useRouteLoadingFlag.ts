import { TIMINGS } from '@cloud-portal/domain/session';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation, type Location } from 'react-router';
import { useRouteDiscovery } from './AppRoutes.tsx';

/** Whether the browser's address is the page shown (no navigation waits to show its page). */
function showsAddress(location: Location): boolean {
  if (typeof window === 'undefined') return true;
  return (
    window.location.pathname === location.pathname && window.location.search === location.search
  );
}

/**
 * The router's loading flag (§2, §9 "Loading flag clears 300 ms after navigation"): up from the
 * start of a navigation (while its route chunks, then its texts, load) until 300 ms after its page
 * shows, without a gap, so even an instant navigation shows the route loading bar briefly. Not
 * up on the first render: the first page arrives with the document.
 * @example const loading = useRouteLoadingFlag();
 */
export function useRouteLoadingFlag(): boolean {
  const { loads } = useRouteDiscovery();
  const pending = useSyncExternalStore(loads.subscribe, loads.pending, () => 0) > 0;
  const location = useLocation();
  const { key } = location;

  // The page shown when a load began: until another one shows, its navigation is under way (the
  // router shows the new page once everything it suspends on has come, the code being only part).
  const [loadingFrom, setLoadingFrom] = useState<string | null>(null);
  if (pending && loadingFrom === null) setLoadingFrom(key);
  if (loadingFrom !== null && loadingFrom !== key) setLoadingFrom(null);
  const navigating = pending || (loadingFrom === key && !showsAddress(location));

  // Up while navigating and from each new page on; cleared 300 ms after the last of them. Set
  // while rendering, not in an effect, so no frame shows the bar gone between the two.
  const [lingering, setLingering] = useState(false);
  const [shownKey, setShownKey] = useState(key);
  if (key !== shownKey) {
    setShownKey(key);
    setLingering(true);
  } else if (navigating && !lingering) setLingering(true);
  useEffect(() => {
    if (navigating || !lingering) return;
    const timer = setTimeout(() => setLingering(false), TIMINGS.loadingFlagClearMs);
    return () => clearTimeout(timer);
  }, [navigating, lingering, key]);
  return navigating || lingering;
}
