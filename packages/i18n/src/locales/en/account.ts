// Namespace `account`: the account-state reactions (§4, the spec's exact wording), side-nav
// hints, the refresh toast and notification alert types. Keys are named by @cloud-portal/domain.
export default {
  suspended: 'Your account has been suspended',
  unsuspended: 'Your account has been unsuspended',
  sideNav: {
    notActivated: 'Activate your account to use this section.',
    suspendedForBalance: 'Your account is suspended. Top up your balance to manage your servers.',
  },
  refresh: {
    message: 'A new version is available. The page reloads in {{time}}.',
    cancel: 'Cancel',
    refreshNow: 'Refresh now',
    close: 'Close',
  },
  notification: {
    dismiss: 'Dismiss notification',
  },
  alertType: {
    error: 'Error',
    warning: 'Warning',
    success: 'Success',
    info: 'Information',
    promo: 'Special offer',
  },
} as const;
