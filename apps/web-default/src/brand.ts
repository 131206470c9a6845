import type { BrandConfig, BrandDocument } from '@cloud-portal/portal/brand';

/** The default brand: usd/eur regions; English, Russian and Chinese. */
export const brand: BrandConfig = {
  id: 'default',
  siteName: 'Cloud Portal',
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
  description: 'Cloud Portal: cloud servers, volumes, networks and DNS with a prepaid balance.',
  favicon: '/favicon.svg',
  themeColor: { light: '#1d5bd6', dark: '#0f141b' },
};
