// Namespace `company`: the company pages (about, contact, jobs, affiliate programme, data-center
// locations), pricing, community tutorials and the TOTP test page.
export default {
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
