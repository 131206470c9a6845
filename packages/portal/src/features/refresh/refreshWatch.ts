import {
  refreshSecondsLeft,
  refreshToastState,
  shouldShowRefreshToast,
} from '@cloud-portal/domain/refresh';

/** A reload countdown under way (§4 Refresh flow). */
export interface RefreshCountdown {
  /** The new key it counts down for. */
  readonly key: string;
  /** When it started, in ms since the epoch. */
  readonly startedAt: number;
  /** The toast was closed in the last 5 s: the reload still comes, without the toast. */
  readonly toastHidden: boolean;
}

/**
 * What the page knows of the deployed version: the key at load, a countdown if one runs, and the
 * key whose reload the visitor cancelled. Plain data; the transitions below are pure.
 */
export interface RefreshWatch {
  /** The key at load: the first key received (the build's key is not known to the page itself). */
  readonly baseline: string | undefined;
  /** The countdown under way, if any. */
  readonly countdown: RefreshCountdown | undefined;
  /** The key the visitor cancelled the reload for: it does not come back for that key. */
  readonly declinedKey: string | undefined;
  /** The countdown ended (or "refresh now" was pressed) and the page was asked to reload. */
  readonly reloadRequested: boolean;
}

/** Nothing received yet. */
export const initialRefreshWatch: RefreshWatch = {
  baseline: undefined,
  countdown: undefined,
  declinedKey: undefined,
  reloadRequested: false,
};

/**
 * A poll's key arrived at `now` (ms). The first key is the baseline. A key that differs from it
 * starts the 30 s countdown (§4), unless one runs already or the visitor cancelled for this very
 * key; a newer deployment (yet another key) after a cancel asks again. A missing key (the poll
 * failed, §8) changes nothing.
 * @example refreshKeyReceived(refreshKeyReceived(initialRefreshWatch, 'v1', 0), 'v2', 5_000).countdown // { key: 'v2', startedAt: 5000, toastHidden: false }
 */
export function refreshKeyReceived(
  watch: RefreshWatch,
  key: string | null | undefined,
  now: number,
): RefreshWatch {
  const received = key?.trim() ?? '';
  if (received === '') return watch;
  if (watch.baseline === undefined) return { ...watch, baseline: received };
  if (watch.countdown !== undefined || watch.reloadRequested) return watch;
  if (!shouldShowRefreshToast(watch.baseline, received)) return watch;
  if (watch.declinedKey !== undefined && !shouldShowRefreshToast(watch.declinedKey, received)) {
    return watch;
  }
  return { ...watch, countdown: { key: received, startedAt: now, toastHidden: false } };
}

/**
 * The visitor cancelled the reload: the countdown stops and its key is declined.
 * @example refreshCancelled(watch).countdown // undefined
 */
export function refreshCancelled(watch: RefreshWatch): RefreshWatch {
  if (watch.countdown === undefined) return watch;
  return { ...watch, countdown: undefined, declinedKey: watch.countdown.key };
}

/**
 * The visitor closed the toast (×) at `now`. While cancel is allowed (above 5 s) closing is
 * cancelling; in the last 5 s cancel is disabled (§4) and so is stopping the reload: the toast
 * goes, the countdown (in the document title) goes on and the page reloads.
 * @example refreshToastClosed(watch, now).countdown?.toastHidden // true in the last 5 s
 */
export function refreshToastClosed(watch: RefreshWatch, now: number): RefreshWatch {
  const { countdown } = watch;
  if (countdown === undefined) return watch;
  if (refreshToastState(refreshSecondsLeft(countdown.startedAt, now)).canCancel) {
    return refreshCancelled(watch);
  }
  return { ...watch, countdown: { ...countdown, toastHidden: true } };
}

/**
 * The page was asked to reload (the countdown ended, or "refresh now"): nothing else starts.
 * @example refreshReloadRequested(watch).reloadRequested // true
 */
export function refreshReloadRequested(watch: RefreshWatch): RefreshWatch {
  return watch.reloadRequested ? watch : { ...watch, reloadRequested: true };
}
