import type { BrandConfig, BrandDocument } from '@cloud-portal/portal/brand';

/** The rouble ("rocket") brand: prices in integer roubles, logout to /sign-in. */
export const brand: BrandConfig = {
  id: 'rocket',
  siteName: 'Rocket Cloud',
  logo: '/logo.svg',
  currency: 'rub',
  roubleIntegers: true,
  languages: ['ru', 'en', 'zh'],
  features: { pricingPage: false, news: true, signUp: true },
  loginPath: '/sign-in',
  extraIpPrice: 49,
  endpoints: { api: '/api', cloud: '' },
};

/** index.html fields, read only by vite.config.ts (not shipped in the app's JavaScript). */
export const brandDocument: BrandDocument = {
  description: 'Rocket Cloud: облачные серверы, диски, сети и DNS с оплатой с баланса.',
  favicon: '/favicon.svg',
  themeColor: { light: '#c2410c', dark: '#0f141b' },
};
