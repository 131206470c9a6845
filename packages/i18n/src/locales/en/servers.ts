// Namespace `servers`: servers, images, regions and SSH keys. Keys are named by
// @cloud-portal/domain (`servers:unknownImage`, `servers:regionUnavailable.<reason>`, ...).
import billing from './servers/billing.ts';
import charts from './servers/charts.ts';
import console from './servers/console.ts';
import create from './servers/create.ts';
import list from './servers/list.ts';
import page from './servers/page.ts';

export default {
  list,
  create,
  page,
  console,
  charts,
  billing,
  status: {
    running: 'Running',
    stopped: 'Stopped',
    building: 'Building',
    starting: 'Starting',
    stopping: 'Stopping',
    rebooting: 'Rebooting',
    hardRebooting: 'Hard rebooting',
    resizing: 'Resizing',
    confirmResize: 'Awaiting resize confirmation',
    rebuilding: 'Reinstalling',
    deleting: 'Deleting',
    snapshotting: 'Taking snapshot',
    changingPassword: 'Changing password',
    paused: 'Paused',
    suspended: 'Suspended',
    rescue: 'Rescue mode',
    shelved: 'Shelved',
    error: 'Error',
    unknown: 'Unknown',
  },
  count_one: '{{count}} server',
  count_other: '{{count}} servers',
  ping: {
    latency: '{{ms}} ms',
    failed: 'No response',
  },
  createErrors: {
    quotaExceeded:
      "You've reached your limit for this region. Please use another region or contact support to request a quota increase.",
    regionOutOfStock:
      'This region is out of stock at the moment. Please choose another region or try again later.',
    regionMaintenance:
      'This region is under maintenance. Please choose another region or try again later.',
  },
  unknownImage: 'Unknown image',
  regionUnavailable: {
    readOnly: 'This region keeps running existing servers but does not take new ones.',
    maintenance: 'This region is under maintenance. New servers cannot be created here for now.',
    outOfStock: 'This region is out of stock. New servers cannot be created here for now.',
    unavailable: 'This region is not taking new servers at the moment.',
    noFreeIpv4:
      'This region has run short of free IPv4 addresses. Choose another region or try later.',
    noFreeIpv6:
      'This region has run short of free IPv6 addresses. Choose another region or try later.',
  },
  validation: {
    sshKey: 'Enter valid SSH-key',
    keypairName: 'Use only Latin letters, digits, spaces and dashes.',
    hostname:
      'Use Latin letters, digits and hyphens; each part between dots is 1 to 63 characters and cannot start or end with a hyphen.',
  },
} as const;
