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
    // The toast's text stays the same while its title counts down (m:ss), so a screen reader
    // announces it once instead of every second.
    notice: 'A new version of the site is available. The page reloads when the countdown ends.',
  },
  // The debug toast (§2 Global UI), shown when the debug setting is on (?debug=1).
  debug: {
    regionLabel: 'Debug information',
    title: 'Debug information',
    build: 'Build {{build}}',
    brand: 'Brand {{brand}}',
    region: 'Region {{region}}',
    requestId: 'Last request {{requestId}}',
    noRequest: 'none yet',
    close: 'Hide debug information',
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
