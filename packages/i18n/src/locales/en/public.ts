// Namespace `public`: the pages of the public site (home, products, data centers).
export default {
  hero: {
    title: 'Cloud servers that are ready in a minute',
    subtitle:
      'Virtual servers on OpenStack with volumes, snapshots, backups, firewalls and private networks. Top up your balance and pay only for what you run.',
    primaryAction: 'Create an account',
    secondaryAction: 'See data centers',
  },
  products: {
    heading: 'Products',
    vds: {
      title: 'Cloud VDS',
      text: 'KVM virtual servers with dedicated IPv4 and IPv6, NVMe disks and hourly billing. Choose an OS or a ready application image.',
    },
    volumes: {
      title: 'Elastic volumes',
      text: 'Block storage you attach to any server in the same region and resize when you need more space.',
    },
  },
  regions: {
    heading: 'Data centers',
    subtitle:
      'Pick the location closest to your users. Each region has its own currency, plans and quota.',
    loading: 'Loading data centers…',
    empty: 'No data centers are available right now.',
    error: 'The list of data centers could not be loaded.',
    retry: 'Try again',
    currency: 'Billing currency: {{currency}}',
    freeIpv4_one: 'Free IPv4 address: {{count}}',
    freeIpv4_other: 'Free IPv4 addresses: {{count}}',
    status: {
      available: 'Available',
      maintenance: 'Under maintenance',
      outOfStock: 'Out of stock',
    },
  },
  homeHero: {
    controlPanel: 'Go to control panel',
  },
} as const;
