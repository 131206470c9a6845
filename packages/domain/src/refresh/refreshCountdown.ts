// §4 Refresh flow: when the deployed version changes, a toast counts down 30 seconds (title m:ss)
// and then the page reloads. Cancel is disabled at 5 s or less; urgent styling at 10 s or less.

/** Length of the reload countdown, in seconds (§4 Refresh flow, §9 Timing). */
export const REFRESH_COUNTDOWN_SECONDS = 30;

/** At this many seconds left or fewer the user can no longer cancel the reload (§4). */
export const REFRESH_CANCEL_DISABLED_AT_SECONDS = 5;

/** At this many seconds left or fewer the toast is styled as urgent (§4). */
export const REFRESH_URGENT_AT_SECONDS = 10;

/** What the refresh toast shows and allows at a given moment of the countdown. */
export interface RefreshToastState {
  /** Time left as `m:ss` (the toast's title, §4). */
  readonly title: string;
  /** Whole seconds left, never negative (rounded up, so 0 only when time is over). */
  readonly secondsLeft: number;
  /** Cancel is enabled above 5 s. */
  readonly canCancel: boolean;
  /** Urgent styling at 10 s or less. */
  readonly urgent: boolean;
  /** The countdown is over: reload the page now. */
  readonly reloadNow: boolean;
  /** Body text: a key of the `account` namespace with its interpolation params. */
  readonly messageKey: 'account:refresh.message';
  readonly messageParams: { readonly time: string };
}

// Whole seconds left: rounded UP so the display reaches 0:00 only when the time is over, and
// clamped at 0; a non-finite value (a bug upstream) is treated as "over".
function wholeSecondsLeft(seconds: number): number {
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
}

/**
 * Formats a countdown as `m:ss` (§4: "title shows m:ss"). Fractions round up; negative and
 * non-finite values show `0:00`; minutes are not capped (`61:05`).
 *
 * @example
 * formatCountdown(30);  // '0:30'
 * formatCountdown(125); // '2:05'
 * formatCountdown(-4);  // '0:00'
 */
export function formatCountdown(seconds: number): string {
  const whole = wholeSecondsLeft(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${String(minutes)}:${String(rest).padStart(2, '0')}`;
}

/**
 * The toast state for a number of seconds left (§4 Refresh flow). Fractions round up first, so
 * the title and the flags always agree (5.2 s left shows `0:06` and can still be cancelled).
 *
 * @example
 * refreshToastState(8);
 * // { title: '0:08', secondsLeft: 8, canCancel: true, urgent: true, reloadNow: false,
 * //   messageKey: 'account:refresh.message', messageParams: { time: '0:08' } }
 */
export function refreshToastState(secondsLeft: number): RefreshToastState {
  const whole = wholeSecondsLeft(secondsLeft);
  const title = formatCountdown(whole);
  return {
    title,
    secondsLeft: whole,
    canCancel: whole > REFRESH_CANCEL_DISABLED_AT_SECONDS,
    urgent: whole <= REFRESH_URGENT_AT_SECONDS,
    reloadNow: whole <= 0,
    messageKey: 'account:refresh.message',
    messageParams: { time: title },
  };
}

/**
 * Seconds left in the countdown that started at `startedAt` (ms since epoch), at `now`. Never
 * negative; the caller passes its own clock.
 *
 * @example
 * refreshSecondsLeft(1_000_000, 1_012_000); // 18
 */
export function refreshSecondsLeft(startedAt: number, now: number): number {
  return Math.max(0, REFRESH_COUNTDOWN_SECONDS - (now - startedAt) / 1000);
}

function presentKey(key: string | null | undefined): string | undefined {
  const trimmed = key?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
}

/**
 * Whether to show the refresh toast (§4): the polled `refresh_key` differs from the key seen at
 * load, and both are present. Refresh-status failures are ignored silently (§8), so a missing
 * current key (failed poll) never shows the toast; a missing key at load neither (the portal
 * should adopt the first key it receives as the baseline). Keys are compared after trimming.
 *
 * @example
 * shouldShowRefreshToast('v41', 'v42');     // true
 * shouldShowRefreshToast('v41', undefined); // false (the poll failed)
 */
export function shouldShowRefreshToast(
  keyAtLoad: string | null | undefined,
  currentKey: string | null | undefined,
): boolean {
  const atLoad = presentKey(keyAtLoad);
  const current = presentKey(currentKey);
  return atLoad !== undefined && current !== undefined && atLoad !== current;
}
