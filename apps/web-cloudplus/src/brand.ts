import type { BrandConfig } from '@cloud-portal/portal';

/** The cloud-plus: /pricing page, no news, English only. */
export const brand: BrandConfig = {
  id: 'cloudplus',
  siteName: 'Cloud Plus',
  currency: 'usd',
  roubleIntegers: false,
  languages: ['en'],
  features: { pricingPage: true, news: false, signUp: true },
  loginPath: '/login',
  extraIpPrice: 0.59,
  endpoints: { api: '/api', cloud: '' },
};
