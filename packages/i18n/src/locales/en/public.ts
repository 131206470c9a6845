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
    loading: 'Loading plans…',
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
  company: {
    nav: {
      label: 'Company pages',
      about: 'About us',
      contact: 'Contact',
      jobs: 'Jobs',
      affiliate: 'Affiliate program',
      dataCenters: 'Data center locations',
    },
    about: {
      heading: 'About {{siteName}}',
      lead: '{{siteName}} runs cloud servers, volumes and networks for developers and businesses, with clear prices and billing by the hour.',
      whoHeading: 'Who we are',
      whoText:
        '{{siteName}} is a team of infrastructure engineers, developers and support staff who run their own cloud. We build, operate and support every layer ourselves: the hardware in the data centers, the cloud platform on top of it and this control panel.',
      valuesText:
        'We believe a cloud should be simple to start with and honest to pay for: no long contracts, no hidden fees, and a person to talk to when something goes wrong.',
      platformHeading: 'What we run',
      platformText:
        'Our cloud is built on OpenStack, the open-source platform used by telecoms, universities and public clouds around the world. Open standards mean your tools and skills keep working here.',
      platform: {
        compute: {
          title: 'Compute',
          text: 'KVM virtual servers (OpenStack Nova) on current-generation CPUs with NVMe storage, from small burstable plans to dedicated cores.',
        },
        network: {
          title: 'Networking',
          text: 'Private networks, routers, floating IPs, IPv6 and security groups (OpenStack Neutron) in every region.',
        },
        storage: {
          title: 'Storage',
          text: 'Replicated block volumes and snapshots (OpenStack Cinder on Ceph), plus S3-compatible object storage.',
        },
        images: {
          title: 'Images',
          text: 'Popular Linux distributions, Windows Server and ready application images (OpenStack Glance), or your own.',
        },
        dns: {
          title: 'DNS',
          text: 'Managed DNS zones and records (OpenStack Designate) next to your servers.',
        },
      },
      numbersHeading: 'In numbers',
      numbers: {
        dataCenters: 'Data centers',
        planCategories: 'Plan categories',
        billing: 'Billing step',
        billingValue: '1 hour',
        support: 'Support',
        supportValue: '24/7',
      },
      seeDataCenters: 'See our data centers',
      seeJobs: 'Work with us',
    },
    contact: {
      heading: 'Contact us',
      lead: 'Questions about plans, your account or an invoice? Write to the team that can answer it.',
      sales: {
        title: 'Sales',
        text: 'Custom configurations, volume discounts and projects that need more than the standard plans.',
      },
      support: {
        title: 'Technical support',
        text: 'Customers get the fastest answer through a support ticket in the control panel: it already knows your account and servers.',
        tickets: 'Open a support ticket',
      },
      billing: {
        title: 'Billing',
        text: 'Payments, invoices, refunds and documents for accounting.',
      },
      addressHeading: 'Postal address',
      address: '{{siteName}}\n1 Example Street, Suite 100\nExample City, 00000',
      addressNote: 'We do not accept visitors at our data centers; please write to us first.',
      selfHelpHeading: 'Find an answer yourself',
      selfHelpText: 'Many questions are answered in our guides:',
      knowledge: 'Knowledge base',
      tutorials: 'Community tutorials',
    },
    jobs: {
      heading: 'Jobs',
      lead: 'Help us build a cloud that is simple to use and honest to pay for. {{siteName}} is a small team where your work reaches customers within days.',
      openHeading: 'Open positions',
      positions: {
        cloudEngineer: {
          title: 'Cloud platform engineer (OpenStack)',
          team: 'Infrastructure',
          location: 'Remote or office',
          text: 'Operate and automate our OpenStack regions: Nova, Neutron, Cinder and Ceph upgrades, capacity planning and on-call rotation. Linux, Python and Ansible are a must.',
        },
        frontendEngineer: {
          title: 'Frontend engineer (React, TypeScript)',
          team: 'Product',
          location: 'Remote',
          text: 'Build the control panel and public site: fast, accessible screens for servers, billing and support. You care about performance budgets and tests.',
        },
        networkEngineer: {
          title: 'Network engineer',
          team: 'Infrastructure',
          location: 'Office, near a data center',
          text: 'Design and run our backbone, BGP sessions and DDoS filtering across regions. Experience with BGP, EVPN and automation tools expected.',
        },
        supportEngineer: {
          title: 'Customer support engineer',
          team: 'Support',
          location: 'Remote, shifts',
          text: 'Answer tickets from developers and businesses, troubleshoot servers and networks with them, and turn recurring questions into guides.',
        },
      },
      applyFor: 'Apply for {{position}} by email',
      howHeading: 'How to apply',
      howText:
        'Send your CV or a short note about your experience, with the position in the subject line, to',
      processText:
        'We answer every application within two weeks. The process is a call with the team lead, a practical task close to real work, and a final conversation.',
    },
    affiliate: {
      heading: 'Affiliate program',
      lead: 'Recommend us and earn {{rate}} of every payment made by the customers you bring.',
      howHeading: 'How it works',
      steps: {
        join: 'Create an account and open the affiliate section of the control panel to get your personal link.',
        share:
          'Share the link on your site, in your tutorials or with clients. A visitor who follows it is remembered for {{days}}.',
        earn: 'Earn {{rate}} of every payment your referred customers make. Each commission becomes available {{days}} after the payment.',
      },
      days_one: '{{count}} day',
      days_other: '{{count}} days',
      termsHeading: 'Terms',
      terms: {
        rateTitle: 'Commission',
        rateText:
          '{{rate}} of each payment (top-up) of a referred customer, for as long as they stay with us. Charges and refunds earn nothing.',
        holdTitle: 'Hold of {{days}}',
        holdText:
          'A commission is held for {{days}} after the payment it comes from, then it is yours to withdraw or spend on your own servers.',
        exampleTitle: 'Example',
        exampleText:
          'A customer you referred tops up {{payment}}: you earn {{commission}}, available {{days}} later.',
      },
      startHeading: 'Start earning',
      startText: 'Your affiliate link, clicks and earnings are in the control panel.',
      signUp: 'Sign up and get your link',
      dashboard: 'Open the affiliate dashboard',
    },
    dataCenters: {
      heading: 'Data center locations',
      lead: 'Choose the region closest to your users. The latency below is measured live from your browser to each region.',
      listLabel: 'Data centers with latency',
      latency: 'Latency',
      measuring: 'Measuring…',
      unreachable: 'Unreachable',
      latencyScale: 'Latency {{latency}} on a scale of 0 to 1000 ms',
      measureAgain: 'Measure again',
      howHeading: 'How we measure',
      howText:
        'Your browser sends up to 50 small messages to each region over a WebSocket and times their echo. A reply later than 5 seconds counts as lost; the median of the replies is shown, or “Unreachable” when half or more are lost.',
    },
  },
  pricing: {
    heading: 'Pricing',
    lead: 'Pay by the hour, never more than the monthly price. Prices are in the currency of the region.',
    loading: 'Loading prices…',
    error: 'The prices could not be loaded.',
    retry: 'Try again',
    empty: 'No plans are offered in this region right now.',
    region: 'Region',
    regionOption: '{{city}} ({{currency}})',
    tableCaption: '{{category}} plans',
    columns: {
      plan: 'Plan',
      vcpus: 'vCPUs',
      ram: 'RAM',
      disk: 'NVMe disk',
      traffic: 'Traffic',
      port: 'Port',
      monthly: 'Per month',
      hourly: 'Per hour',
    },
    gb: '{{value}} GB',
    tb: '{{value}} TB',
    port: {
      gbps: '{{value}} Gbit/s',
      mbps: '{{value}} Mbit/s',
    },
    outOfStock: 'Out of stock',
    notesHeading: 'Good to know',
    notes: {
      hourly:
        'Servers are billed by the hour; a month is 730 hours, so a server that runs all month costs the monthly price.',
      traffic:
        'When a server uses up its monthly traffic, 1 TB more is added automatically for $1. Traffic resets every month.',
      ipv4: 'The first IPv4 address is free. Each extra IPv4 address costs {{price}} per month.',
    },
  },
  tutorials: {
    heading: 'Community tutorials',
    lead: 'Step-by-step guides for common tasks, from your first server to your own domain. Each links to the reference articles in our knowledge base.',
    level: {
      beginner: 'Beginner',
      intermediate: 'Intermediate',
    },
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
    readMore: 'Read the guides: {{title}}',
    items: {
      firstServer: {
        title: 'Create your first server',
        summary:
          'Pick a region, a plan and an image, add an SSH key and connect to your new server in a few minutes.',
      },
      sshKeys: {
        title: 'Log in with SSH keys',
        summary:
          'Generate a key pair, add the public key to your account and sign in to servers without passwords.',
      },
      firewall: {
        title: 'Protect a server with a firewall',
        summary:
          'Use security groups to open only the ports your application needs, and keep the rest closed.',
      },
      volumes: {
        title: 'Add storage with volumes',
        summary:
          'Create a block volume, attach it to a server, format and mount it, and grow it later without downtime.',
      },
      snapshots: {
        title: 'Back up with snapshots',
        summary:
          'Take a snapshot before an upgrade, restore a server from it, or use it to start identical servers.',
      },
      dns: {
        title: 'Point your domain to a server',
        summary:
          'Create a DNS zone, add A, AAAA and MX records, and set reverse DNS for your server’s IP address.',
      },
    },
    contributeHeading: 'Write a tutorial',
    contributeText:
      'Solved something others may need? We publish guides written by our customers and credit the author.',
    contributeLink: 'Contact us to propose a tutorial',
  },
  totpTest: {
    heading: 'Test your authenticator app',
    lead: 'Check that your authenticator app produces correct two-factor codes before you turn on two-factor sign-in for your account.',
    account: 'test',
    scanHeading: '1. Add the test key',
    scanText:
      'Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator, Authy, 1Password, FreeOTP…).',
    qrLabel: 'QR code of the test key for your authenticator app',
    manualText: 'Cannot scan? Enter this key by hand:',
    secretLabel: 'Test key',
    copy: 'Copy the key',
    copied: 'Copied',
    settings: 'Type: time-based (TOTP) · 6 digits · 30 seconds · SHA-1',
    checkHeading: '2. Type the code',
    codeLabel: 'Code from the app',
    codeHint: 'The 6 digits the app shows for this key now',
    check: 'Check the code',
    newSecret: 'New test key',
    successTitle: 'The code is correct',
    successText:
      'Your authenticator app works and its clock is right. You can turn on two-factor sign-in safely.',
    successBehind:
      'The code matches the previous 30-second step: your device clock is a little behind. Turn on automatic time to avoid rejected codes.',
    successAhead:
      'The code matches the next 30-second step: your device clock is a little ahead. Turn on automatic time to avoid rejected codes.',
    failureTitle: 'The code does not match',
    failureText:
      'Check that you added this page’s current key, that the app’s clock is set automatically, and type the code shown now.',
    nextHeading: 'What next',
    nextText: 'When the test passes, turn on two-factor sign-in in your account settings.',
    nextLink: 'How two-factor sign-in works',
    privacy:
      'The test key is created in your browser and never sent to us; remove it from your app when you are done.',
  },
} as const;
