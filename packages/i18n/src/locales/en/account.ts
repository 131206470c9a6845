// Namespace `account`: texts of the account-state reactions, side-nav hints, the refresh toast,
// ping results and the catalog labels (ticket statuses and topics, plan categories, billing
// cycles, transaction kinds, notification alert types). Keys are named by @cloud-portal/domain
// (`account:suspended`, `account:ticketStatus.hasReply`, ...).
export default {
  // §4 Reactions to account state: the spec's exact wording.
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
  ping: {
    latency: '{{ms}} ms',
    failed: 'No response',
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
  ticketStatus: {
    new: 'New',
    hasReply: 'Has reply',
    inProgress: 'In progress',
    done: 'Done',
  },
  ticketTopic: {
    affiliate: 'Affiliate',
    billing: 'Billing',
    generalQuestions: 'General questions',
    technicalSupport: 'Technical support',
  },
  planCategory: {
    baremetal: 'Bare metal',
    burstable: 'Burstable',
    highfreqDedicated: 'High frequency, dedicated',
    highfreqPromo: 'High frequency, promo',
    highfreqShared: 'High frequency, shared',
    highload: 'High load',
    standard: 'Standard',
  },
  billingCycle: {
    hourly: 'Hourly',
    monthly: 'Monthly',
  },
  transactionKind: {
    refill: 'Top-up',
    charge: 'Charge',
    refund: 'Refund',
    bonus: 'Bonus',
    affiliateReward: 'Affiliate reward',
    affiliatePayout: 'Affiliate payout',
  },
} as const;
