import { refreshSecondsLeft, refreshToastState } from '@cloud-portal/domain/refresh';
import { TIMINGS } from '@cloud-portal/domain/session';
import { Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useStore } from 'react-redux';
import { titleCountdown } from './countdownTitle.ts';
import { RefreshCountdownToast } from './RefreshCountdownToast.tsx';
import { useGetRefreshStatusQuery } from './refreshStatusApi.ts';
import {
  refreshCancelled,
  refreshKeyReceived,
  refreshReloadRequested,
  refreshToastClosed,
} from './refreshWatch.ts';
import { refreshWatchOf } from './refreshWatchStore.ts';

/** Props of {@link RefreshToast}. */
export interface RefreshToastProps {
  /** Reloads the page. Default `location.reload()`; tests and stories pass their own. */
  reload?: () => void;
  /** How often `refresh-status/` is polled, in ms. Default §9's polling request interval, 20 s. */
  pollingInterval?: number;
}

const reloadPage = () => window.location.reload();

// How often the countdown looks at the clock: the display changes once a second, and reading the
// clock (not counting ticks) keeps it right when a background tab's timers are slowed down.
const TICK_MS = 250;

/**
 * Whole seconds left of a countdown started at `startedAt` (ms), kept current while it runs: the
 * clock is an external store React reads (it re-renders when the whole second changes).
 */
function useSecondsLeft(startedAt: number | undefined): number | undefined {
  const subscribe = useCallback(
    (onTick: () => void) => {
      if (startedAt === undefined) return () => undefined;
      const timer = setInterval(onTick, TICK_MS);
      return () => clearInterval(timer);
    },
    [startedAt],
  );
  const secondsNow = useCallback(
    () =>
      startedAt === undefined
        ? undefined
        : refreshToastState(refreshSecondsLeft(startedAt, Date.now())).secondsLeft,
    [startedAt],
  );
  return useSyncExternalStore(subscribe, secondsNow, secondsNow);
}

/**
 * The refresh flow of §4: polls `refresh-status/` every 20 s (§9 polling request interval); the
 * first key is the key at load; when a poll answers another key, a toast counts down 30 s (m:ss,
 * also in front of the document title), urgent at 10 s, cancel disabled at 5 s, then the page
 * reloads. Cancel stops it for that key (a newer deployment asks again); × is cancel while cancel
 * is allowed, and in the last 5 s only hides the toast; "refresh now" reloads at once. Failed
 * polls are ignored silently (§8). Needs the store (inside `WithStore` / the control area).
 * @example <RefreshToast /> // once, in the control area's layout
 */
export function RefreshToast({
  reload = reloadPage,
  pollingInterval = TIMINGS.pollingRequestIntervalMs,
}: RefreshToastProps) {
  const watchStore = refreshWatchOf(useStore());
  const watch = useSyncExternalStore(watchStore.subscribe, watchStore.get, watchStore.get);
  const key = useGetRefreshStatusQuery(undefined, { pollingInterval }).data?.refreshKey;

  useEffect(() => {
    watchStore.update((current) => refreshKeyReceived(current, key, Date.now()));
  }, [key, watchStore]);

  const { countdown } = watch;
  const secondsLeft = useSecondsLeft(countdown?.startedAt);
  const counting = secondsLeft !== undefined;

  const [title] = useState(() => titleCountdown(document));
  useEffect(() => {
    if (secondsLeft === undefined) return undefined;
    title.show(secondsLeft);
    return () => title.clear();
  }, [secondsLeft, title]);

  const reloadDue = counting && secondsLeft <= 0 && !watch.reloadRequested;
  useEffect(() => {
    if (!reloadDue) return;
    watchStore.update(refreshReloadRequested);
    reload();
  }, [reloadDue, reload, watchStore]);

  if (!counting || countdown?.toastHidden) return null;
  return (
    // The toast's texts are in a namespace loaded on first use: the countdown and the reload do
    // not wait for them.
    <Suspense fallback={null}>
      <RefreshCountdownToast
        secondsLeft={secondsLeft}
        onCancel={() => watchStore.update(refreshCancelled)}
        onRefreshNow={() => {
          watchStore.update(refreshReloadRequested);
          reload();
        }}
        onClose={() => watchStore.update((current) => refreshToastClosed(current, Date.now()))}
      />
    </Suspense>
  );
}
