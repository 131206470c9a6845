import { REFRESH_COUNTDOWN_SECONDS } from '../refresh/refreshCountdown.ts';

/** A jwt refresh is requested when more than this many ms passed since the last one (§4, §9: 8 h). */
export const JWT_REFRESH_AFTER_MS = 28_800_000;

/**
 * The timing constants of §9 (and the related ones of §2, §4), in one place. Every key carries
 * its unit. Amounts, prices and ping limits live with their rules (`/constants`, `/ping`).
 *
 * @example
 * setInterval(pollCustomer, TIMINGS.customerPollMs); // every 10 s while logged in
 */
export const TIMINGS = {
  /** The customer is re-polled while logged in (§4 Login, §9). */
  customerPollMs: 10_000,
  /** Since the last jwt refresh, after which a new one is requested (§4 Login, §9: 8 h). */
  jwtRefreshAfterMs: JWT_REFRESH_AFTER_MS,
  /** The notifications list is polled (§4 Notifications, §7, §9). */
  notificationsPollMs: 60_000,
  /** The notification banner offset is recalculated (§4 Notifications, §9). */
  notificationOffsetRecalcMs: 3_000,
  /** Countdown of the refresh toast before the page reloads (§4 Refresh flow, §9). */
  refreshCountdownMs: REFRESH_COUNTDOWN_SECONDS * 1000,
  /** A chunk or stylesheet that has not loaded by then has failed (§8 'Loading chunk failed', §9). */
  chunkLoadTimeoutMs: 120_000,
  /** How long a copy button shows its 'copied' state (§9). */
  clipboardCopiedMs: 2_000,
  /** "Polling request interval" of §9 (the spec does not say which request polls at this rate). */
  pollingRequestIntervalMs: 20_000,
  /** How long a toast stays (§8 translated API errors shown for 10 s, §9). */
  toastDurationMs: 10_000,
  /** A request without a token waits this long for a renewed one (§4 Request layer, §9). */
  tokenWaitMs: 10_000,
  /** While waiting, the token is checked this often (§4 Request layer, §9). */
  tokenRenewPollMs: 200,
  /** Cloud requests retry at most this many times on 502 and 401 (§7 Retry config, §9). */
  retryAttempts: 3,
  /** Delay between two retries (§7, §9). */
  retryDelayMs: 3_000,
  /** Expiry of a signed object-storage GET URL, in SECONDS as S3 presigners take it (§7, §9). */
  signedObjectUrlExpirySeconds: 60,
  /** The route loading flag clears this long after a navigation (§2, §9). */
  loadingFlagClearMs: 300,
  /** Regions data refresh interval (§4 Per-region data). */
  regionsRefreshMs: 30_000,
  /** Ceiling the regions refresh interval may grow to (§4: "60 s ceiling"). */
  regionsRefreshCeilingMs: 60_000,
  /** Plans refresh interval (§4 Per-region data). */
  plansRefreshMs: 10_000,
  /** Ceiling the plans refresh interval may grow to (§4: "up to 30 s"). */
  plansRefreshCeilingMs: 30_000,
  /** Offset of the smooth scroll to a hash target, in CSS pixels (§2, §9; a length, not a time). */
  hashScrollOffsetPx: 130,
  /** Below this viewport width the side nav is minimized, in CSS pixels (§2, §9; a length). */
  sideNavCollapseBelowPx: 860,
} as const;

/** The names of the timing constants. */
export type TimingName = keyof typeof TIMINGS;
