import type { BrandConfig } from '@cloud-portal/portal';

/** The rouble ("rocket") brand: prices in integer roubles, logout to /sign-in. */
export const brand: BrandConfig = {
  id: 'rocket',
  siteName: 'Rocket Cloud',
  currency: 'rub',
  roubleIntegers: true,
  languages: ['ru', 'en', 'zh'],
  features: { pricingPage: false, news: true, signUp: true },
  loginPath: '/sign-in',
  extraIpPrice: 49,
  endpoints: { api: '/api', cloud: '' },
};
