// Namespace `common`: the layout (header, footer, navigation), page titles, the not-found and
// error pages and the colour-scheme switch: texts every page may show.
export default {
  nav: {
    mainNavigation: 'Main navigation',
    products: 'Products',
    cloudVds: 'Cloud VDS',
    elasticVolumes: 'Elastic volumes',
    dataCenters: 'Data centers',
    news: 'News',
    support: 'Support',
    knowledgeBase: 'Knowledge base',
    tutorials: 'Community tutorials',
    about: 'About',
    contact: 'Contact',
    jobs: 'Jobs',
    aboutUs: 'About us',
    affiliate: 'Affiliate program',
    signIn: 'Sign in',
    signUp: 'Sign up',
    controlPanel: 'Control panel',
    language: 'Language',
    home: '{{siteName}} home',
    openMenu: 'Menu',
  },
  titles: {
    companyAbout: 'About us — {{siteName}}',
    companyContact: 'Contact — {{siteName}}',
    companyJobs: 'Jobs — {{siteName}}',
    companyAffiliate: 'Affiliate program — {{siteName}}',
    dataCenters: 'Data center locations — {{siteName}}',
    pricing: 'Pricing — {{siteName}}',
    tutorials: 'Community tutorials — {{siteName}}',
    totpTest: 'Authenticator test — {{siteName}}',
    news: 'News — {{siteName}}',
    knowledge: 'Knowledge base — {{siteName}}',
    article: '{{title}} — {{siteName}}',
    home: '{{siteName}} — cloud servers in minutes',
    donate: 'Donate — {{siteName}}',
    donatePayWith: 'Confirm your donation — {{siteName}}',
    notFound: 'Page not found — {{siteName}}',
    login: 'Sign in — {{siteName}}',
    register: 'Sign up — {{siteName}}',
    resetPassword: 'Reset password — {{siteName}}',
  },
  unsavedChanges: {
    confirm: 'You have unsaved changes. Leave this page anyway?',
  },
  notFound: {
    heading: 'Page not found',
    text: 'The page you are looking for does not exist or has been moved.',
    backHome: 'Go to the home page',
  },
  // What a client-rendered page's bare shell (the control area, sign-in) says without JavaScript
  // (the portal's prerender writes it into a <noscript>): the page is empty without it.
  noScript: {
    heading: 'JavaScript is turned off',
    text: 'This page needs JavaScript. Turn it on in your browser, then reload the page.',
  },
  errors: {
    heading: 'Something went wrong',
    text: 'An unexpected error stopped this page. Reload the page or try again later.',
    reload: 'Reload the page',
  },
  colorScheme: {
    label: 'Theme',
    system: 'System',
    light: 'Light',
    dark: 'Dark',
  },
  loading: 'Loading…',
  // A section whose store chunk failed to load (issue 5): WithStore's retry message.
  storeFailed: {
    text: 'This part of the page could not be loaded.',
    retry: 'Try again',
  },
  // A route chunk or stylesheet that failed to load or took over 120 s (§8, §9). In `common`, which
  // every page has loaded already: the lazy `errors` namespace may be just what cannot load.
  chunkFailed: {
    heading: 'Loading chunk failed',
    text: 'Part of the page could not be downloaded: the connection dropped or a new version of the site was released. Reload the page to continue.',
    reload: 'Reload the page',
  },
  routeLoading: {
    label: 'Loading the page',
  },
  notifications: {
    regionLabel: 'Announcements',
  },
  toasts: {
    regionLabel: 'Messages',
    dismiss: 'Dismiss',
  },
  footer: {
    rights: '© {{year}} {{siteName}}. All rights reserved.',
  },
} as const;
