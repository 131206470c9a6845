export {
  formatCountdown,
  REFRESH_CANCEL_DISABLED_AT_SECONDS,
  REFRESH_COUNTDOWN_SECONDS,
  REFRESH_URGENT_AT_SECONDS,
  refreshSecondsLeft,
  refreshToastState,
  shouldShowRefreshToast,
  type RefreshToastState,
} from './refreshCountdown.ts';
