export {
  isAccountActivated,
  isSuspendedForBalance,
  normaliseSuspendReason,
  SUSPEND_REASON_BALANCE,
  SUSPEND_REASON_NONE,
  type AuthState,
  type AuthStateSnapshot,
  type SuspendReason,
} from './authState.ts';
export {
  authStateReactions,
  type AccountLocation,
  type AccountNotice,
  type AccountReaction,
  type AccountRedirect,
  type StartBackgroundService,
} from './authStateReactions.ts';
export {
  CONTROL_DEFAULT_PATH,
  isBillingPath,
  isLoginOrRegisterPath,
  isProtectedPath,
  LOGIN_PATH,
  logoutPath,
  REGISTER_PATH,
  ROCKET_LOGIN_PATH,
  type PortalVariant,
} from './routeAreas.ts';
export {
  SIDE_NAV_ITEM_IDS,
  sideNavItemStates,
  type SideNavDisabledReasonKey,
  type SideNavItemId,
  type SideNavItemState,
} from './sideNav.ts';
