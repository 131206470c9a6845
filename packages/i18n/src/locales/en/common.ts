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
    home: '{{siteName}} — cloud servers in minutes',
    notFound: 'Page not found — {{siteName}}',
    login: 'Sign in — {{siteName}}',
    register: 'Sign up — {{siteName}}',
    resetPassword: 'Reset password — {{siteName}}',
    servers: 'Servers — {{siteName}}',
  },
  notFound: {
    heading: 'Page not found',
    text: 'The page you are looking for does not exist or has been moved.',
    backHome: 'Go to the home page',
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
  footer: {
    rights: '© {{year}} {{siteName}}. All rights reserved.',
  },
} as const;
