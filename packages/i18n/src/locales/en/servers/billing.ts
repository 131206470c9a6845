// Namespace `servers`, keys `servers:billing.*` (issue 13). One file per screen part so each can
// grow on its own; ../servers.ts puts them together.
export default {
  loading: 'Loading the billing of this server…',
  failed: 'The billing of this server could not be loaded.',
  retry: 'Try again',
  empty: {
    title: 'Not billed yet',
    text: 'This server has no billing record yet. It appears here once the server has been created.',
  },
  charges: {
    title: 'Pending charges',
    since: 'Accrued since {{date}}',
    deduction:
      'Deducted from your balance on {{date}}; pending charges are deducted every 24 hours.',
    stillBilled: 'A stopped server is still billed: delete it to stop the charges.',
  },
  plan: {
    title: 'Plan',
    perHour: 'per hour',
    perHourShort: '/h',
    perMonth: 'per month',
    perMonthShort: '/mo',
    cycle: 'Billing cycle',
    traffic: 'Traffic included',
    trafficTb_one: '{{count}} TB per month',
    trafficTb_other: '{{count}} TB per month',
  },
  network: {
    title: 'Network plan',
    current: 'Port speed',
    choose: 'New port speed',
    change: 'Change network plan',
    confirmTitle: 'Change the port speed of {{name}} to {{plan}}?',
    confirmMessage: 'The new speed applies at once. The price of the server does not change.',
    confirm: 'Change',
    cancel: 'Cancel',
    changed: 'The port speed is now {{plan}}.',
  },
  traffic: {
    title: 'Traffic',
    progress: 'Traffic used this month',
    used: '{{used}} of {{limit}}',
    resets: 'The counter resets on {{date}}.',
    rule: 'When the limit is exceeded, 1 TB is added automatically for {{price}}.',
    extra_one: '{{count}} TB added this month: {{amount}}',
    extra_other: '{{count}} TB added this month: {{amount}}',
    none: 'No traffic is counted for this server yet.',
  },
  ipv4: {
    title: 'IPv4 addresses',
    thisServer_one: 'This server has {{count}} IPv4 address.',
    thisServer_other: 'This server has {{count}} IPv4 addresses.',
    rule: 'The first IPv4 address of your account is free; extra ones, from the second server on, cost {{price}} per month each.',
    regionCharge_one: 'In this region you pay for {{count}} extra address: {{amount}} per month.',
    regionCharge_other:
      'In this region you pay for {{count}} extra addresses: {{amount}} per month.',
    regionFree: 'You pay for no extra address in this region.',
  },
  units: { b: 'B', kb: 'KB', mb: 'MB', gb: 'GB', tb: 'TB' },
} as const;
