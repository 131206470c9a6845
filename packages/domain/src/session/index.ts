export { isJwtRefreshDue } from './jwtRefresh.ts';
export {
  cleanLoginPayload,
  loginOutcome,
  type LoginAffiliateFields,
  type LoginOutcome,
} from './login.ts';
export {
  canDismissNotification,
  notificationMessage,
  notificationVisible,
  visibleNotifications,
  type NotificationArea,
  type NotificationId,
  type NotificationLike,
  type NotificationVisibilityContext,
} from './notifications.ts';
export { JWT_REFRESH_AFTER_MS, TIMINGS, type TimingName } from './timings.ts';
