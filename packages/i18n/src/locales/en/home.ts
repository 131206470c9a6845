// Namespace `home`: the home page's sections below the first view (plans, images, features,
// FAQ), loaded with their chunk after the page has hydrated; also the plan cards of /pricing.
export default {
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
} as const;
