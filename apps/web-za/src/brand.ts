import type { BrandConfig, BrandDocument } from '@cloud-portal/portal/brand';

/** The South-Africa cloud variant. */
export const brand: BrandConfig = {
  id: 'za',
  siteName: 'Cloud Portal ZA',
  logo: '/logo.svg',
  currency: 'usd',
  roubleIntegers: false,
  languages: ['en', 'ru', 'zh'],
  features: { pricingPage: false, news: true, signUp: true },
  loginPath: '/login',
  extraIpPrice: 0.59,
  endpoints: { api: '/api', cloud: '' },
};

/** index.html fields, read only by vite.config.ts (not shipped in the app's JavaScript). */
export const brandDocument: BrandDocument = {
  description:
    'Cloud Portal ZA: cloud servers in South Africa, with volumes, networks and DNS on a prepaid balance.',
  favicon: '/favicon.svg',
  themeColor: { light: '#0d7a47', dark: '#0f141b' },
};
