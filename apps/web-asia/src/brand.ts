import type { BrandConfig, BrandDocument } from '@cloud-portal/portal/brand';

/** The asia host: English and Chinese, no sign-up. */
export const brand: BrandConfig = {
  id: 'asia',
  siteName: 'Cloud Portal Asia',
  // §1: page titles use a variant name on a particular host. The asia app also answers on the
  // Hong Kong host, where titles name that market (set the real host names per deployment).
  titleVariants: { 'cloudportal.hk': 'Cloud Portal Hong Kong' },
  logo: '/logo.svg',
  currency: 'usd',
  roubleIntegers: false,
  languages: ['en', 'zh'],
  features: { pricingPage: false, news: true, signUp: false },
  loginPath: '/login',
  extraIpPrice: 0.59,
  endpoints: { api: '/api', cloud: '' },
};

/** index.html fields, read only by vite.config.ts (not shipped in the app's JavaScript). */
export const brandDocument: BrandDocument = {
  description:
    'Cloud Portal Asia: cloud servers, volumes, networks and DNS in Asia with a prepaid balance.',
  favicon: '/favicon.svg',
  themeColor: { light: '#0f766e', dark: '#0f141b' },
};
