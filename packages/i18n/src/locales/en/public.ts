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
} as const;
