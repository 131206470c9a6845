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
  news: {
    heading: 'News',
    subtitle: 'Product updates, new regions and planned maintenance.',
    loading: 'Loading news…',
    empty: 'No news yet',
    emptyText: 'Product updates and maintenance notices will appear here.',
    error: 'The news could not be loaded.',
    retry: 'Try again',
    pages: 'Pages of the news list',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    page: 'Page {{page}}',
    back: 'All news',
    articleLoading: 'Loading the news item…',
    articleError: 'The news item could not be loaded.',
    languageFallback:
      'This item has no translation into your language yet, so it is shown in English.',
    notFound: {
      heading: 'News item not found',
      text: 'It may have been removed, or the link may be mistyped.',
      back: 'Back to the news',
    },
  },
  knowledge: {
    heading: 'Knowledge base',
    subtitle: 'Step-by-step guides for your servers, network and account.',
    loading: 'Loading the knowledge base…',
    empty: 'No articles yet',
    emptyText: 'Guides will appear here as soon as they are published.',
    error: 'The knowledge base could not be loaded.',
    retry: 'Try again',
    searchLabel: 'Search articles',
    matches_one: '{{count}} article found',
    matches_other: '{{count}} articles found',
    noMatches: 'No article title contains “{{query}}”.',
    clearSearch: 'Clear the search',
    chapterEmpty: 'This chapter has no articles yet.',
    breadcrumb: 'Breadcrumb',
    inChapter: 'In this chapter',
    updated: 'Updated {{date}}',
    articleLoading: 'Loading the article…',
    articleError: 'The article could not be loaded.',
    languageFallback:
      'This article has no translation into your language yet, so it is shown in English.',
    notFound: {
      heading: 'Article not found',
      text: 'It may have been moved or removed, or the link may be mistyped.',
      back: 'Back to the knowledge base',
    },
  },
  homeHero: {
    controlPanel: 'Go to control panel',
  },
  plans: {
    heading: 'Plans and prices',
    subtitle:
      'Servers are billed by the hour from your balance; the monthly price is the most a server costs in a month. Prices are in the currency of the chosen data center.',
    region: 'Data center',
    categories: 'Plan categories',
    listLabel: '{{category}} plans',
    loading: 'Loading plans…',
    error: 'The plans could not be loaded.',
    regionsError: 'The data centers could not be loaded, so no prices can be shown.',
    retry: 'Try again',
    empty: 'This data center has no plans on sale right now. Try another one.',
    noRegions: 'No data centers are available right now.',
    perMonthShort: '/mo',
    perMonth: 'per month',
    perHourShort: '/hr',
    perHour: 'per hour',
    cpu: 'CPU',
    ram: 'Memory',
    disk: 'Disk',
    traffic: 'Traffic',
    port: 'Port',
    vcpus_one: '{{count}} vCPU',
    vcpus_other: '{{count}} vCPUs',
    diskSize: '{{size}} NVMe',
    trafficTb_one: '{{count}} TB a month',
    trafficTb_other: '{{count}} TB a month',
    units: { b: 'B', kb: 'KB', mb: 'MB', gb: 'GB', tb: 'TB' },
    outOfStock: 'Out of stock here',
    createServer: 'Create server',
    createServerFor: 'Create server: {{plan}}',
    signUpFor: 'Sign up: {{plan}}',
    signInFor: 'Sign in: {{plan}}',
  },
  images: {
    heading: 'Operating systems and applications',
    subtitle:
      'Install a server from a clean OS image or from a ready application; reinstall it with another image at any time.',
    systems: 'Operating systems',
    apps: 'Ready applications',
    appsText: 'VPN and proxy panels, installed and configured when the server starts.',
  },
  features: {
    heading: 'Everything a server needs',
    items: {
      hourlyBilling: {
        title: 'Hourly billing',
        text: 'Pay only for the hours a server exists, from a prepaid balance. No contracts, no setup fees.',
      },
      snapshots: {
        title: 'Snapshots and backups',
        text: 'Take a snapshot before a risky change and roll back in minutes, or let automatic backups run for you.',
      },
      privateNetworks: {
        title: 'Private networks',
        text: 'Connect servers over isolated networks and routers, with your own address ranges.',
      },
      firewalls: {
        title: 'Firewalls',
        text: 'Security groups filter traffic before it reaches a server. Open only the ports you need.',
      },
      dns: {
        title: 'DNS hosting',
        text: 'Manage zones and records for your domains next to the servers that use them.',
      },
      api: {
        title: 'API and SDKs',
        text: 'Everything in the control panel is also an API call, with typed SDKs for automation.',
      },
      volumes: {
        title: 'Block storage',
        text: 'Attach elastic volumes to any server in the same region and grow them when you need to.',
      },
      twoFactor: {
        title: 'Two-factor sign-in',
        text: 'Protect your account with one-time codes from an authenticator app and recovery codes.',
      },
    },
  },
  faq: {
    heading: 'Frequently asked questions',
    items: {
      payment: {
        question: 'How can I pay?',
        answer:
          'Top up your balance by card, PayPal, Alipay, cryptocurrency, Webmoney or the Fast Payment System. A saved card can top up your balance automatically.',
      },
      billing: {
        question: 'How does billing work?',
        answer:
          'Running servers, volumes and addresses are charged by the hour from your prepaid balance; charges are deducted every 24 hours. A server never costs more than its monthly price.',
      },
      lowBalance: {
        question: 'What happens when my balance runs out?',
        answer:
          'With a linked card the balance may go a little below zero while the card tops it up automatically. Without one, top up before the balance reaches zero to keep your servers running.',
      },
      refund: {
        question: 'Can I get my money back?',
        answer:
          'Yes. Unused balance can be returned to the card or wallet it came from: open a support ticket. Fees charged by payment providers are not refundable.',
      },
      limits: {
        question: 'How many servers can I create?',
        answer:
          'A new account can run up to {{instances}} servers with {{cores}} vCPUs and {{ramGb}} GB of memory in total per region. Ask support to raise the limits.',
      },
      ipAddresses: {
        question: 'Are IP addresses included?',
        answer:
          'Every server gets IPv6, and your first IPv4 address is free. Each further IPv4 address costs {{ipPrice}} a month.',
      },
      support: {
        question: 'How do I get help?',
        answer:
          'Open a support ticket in the control panel, or read the knowledge base and the community tutorials for step-by-step guides.',
      },
    },
  },
  donate: {
    heading: 'Make a donation',
    intro:
      'Donations help us keep the community tutorials, the knowledge base and our open-source tools free for everyone. No account is needed.',
    amount: 'Amount',
    amountHint: 'From {{min}} to {{max}}.',
    currency: 'Currency',
    method: 'Payment method',
    email: 'Email for the receipt (optional)',
    submit: 'Continue',
    errors: {
      required: 'Enter the amount you want to give.',
      format: 'Enter the amount as a number, for example 10 or 10.50.',
      formatWhole: 'Enter the amount in whole roubles, for example 500.',
      min: 'The smallest donation is {{min}}.',
      max: 'The largest donation is {{max}}.',
      email: 'Enter a valid email address, or leave the field empty.',
    },
    methods: {
      card: 'Bank card',
      paypal: 'PayPal',
      alipay: 'Alipay',
      webmoneyWmz: 'Webmoney WMZ',
      crypto: 'Cryptocurrency',
      fastPaymentSystem: 'Fast Payment System (SBP)',
    },
    payWith: {
      heading: 'Check your donation',
      amount: 'Amount',
      method: 'Payment method',
      email: 'Receipt to',
      note: 'You will continue on the payment provider’s page and come back here when you are done.',
      pay: 'Continue to payment',
      change: 'Change',
      invalid: 'This page has no valid donation to pay.',
      startOver: 'Start a new donation',
    },
    status: {
      loading: 'Checking your payment…',
      paidHeading: 'Thank you!',
      paidText: 'Your donation of {{amount}} has been received.',
      pendingHeading: 'Payment not confirmed yet',
      pendingText:
        'We have not received the confirmation of your donation of {{amount}} yet. This page checks again every 20 seconds.',
      cancelledHeading: 'Payment cancelled',
      cancelledText: 'Your donation of {{amount}} was cancelled and no money was taken.',
      refresh: 'Check again',
      again: 'Make another donation',
      error: 'The payment status could not be loaded.',
      notFound: 'We could not find this payment. Check the link, or start a new donation.',
      retry: 'Try again',
    },
  },
} as const;
