import type { BrandConfig, BrandDocument } from '@cloud-portal/portal/brand';

/** The cloud-plus: /pricing page, no news, English only. */
export const brand: BrandConfig = {
  id: 'cloudplus',
  siteName: 'Cloud Plus',
  logo: '/logo.svg',
  currency: 'usd',
  roubleIntegers: false,
  languages: ['en'],
  features: { pricingPage: true, news: false, signUp: true },
  loginPath: '/login',
  extraIpPrice: 0.59,
  endpoints: { api: '/api', cloud: '' },
};

/** index.html fields, read only by vite.config.ts (not shipped in the app's JavaScript). */
export const brandDocument: BrandDocument = {
  description: 'Cloud Plus: cloud servers, volumes, networks and DNS at simple monthly prices.',
  favicon: '/favicon.svg',
  themeColor: { light: '#5b45d6', dark: '#0f141b' },
};
