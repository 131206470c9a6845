// Namespace `servers`, keys `servers:page.*` (issue 13). One file per screen part so each can
// grow on its own; ../servers.ts puts them together.
export default {
  address: 'Address',
  noAddress: 'No address yet',
  copyAddress: 'Copy address',
  copied: 'Copied',
  region: 'Region',
  tabsLabel: 'Server',
  tabFailed: 'This tab could not be shown.',
  retry: 'Try again',
  pendingTab: 'This tab is not ready yet.',
  notFound: {
    heading: 'Server not found',
    text: 'There is no server with this id in your account. It may have been deleted.',
    back: 'Go to your servers',
  },
  tabs: {
    'server-details': 'Details',
    'server-ports': 'Ports',
    'server-billing': 'Billing',
    'server-charts': 'Charts',
    'server-console': 'Console',
    'server-controls': 'Controls',
    'server-security': 'Security',
  },
} as const;
