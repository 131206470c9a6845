import { TIMINGS } from '@cloud-portal/domain/session';
import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';

/**
 * The router's loading flag (§2, §9 "Loading flag clears 300 ms after navigation"): up from the
 * start of a navigation (while its route chunks and data load) until 300 ms after it has
 * ended, so even an instant navigation shows the route loading bar briefly. Not up on the first
 * render: the first page arrives with the document.
 * @example const loading = useRouteLoadingFlag();
 */
export function useRouteLoadingFlag(): boolean {
  const navigation = useNavigation();
  const { key } = useLocation();
  // Each finished navigation has a new location key; the flag stays up until the timer has
  // caught up with it.
  const [clearedKey, setClearedKey] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setClearedKey(key), TIMINGS.loadingFlagClearMs);
    return () => clearTimeout(timer);
  }, [key]);
  return navigation.state !== 'idle' || clearedKey !== key;
}
