import type { BrandConfig } from '@cloud-portal/portal';

/** The South-Africa cloud variant. */
export const brand: BrandConfig = {
  id: 'za',
  siteName: 'Cloud Portal ZA',
  currency: 'usd',
  roubleIntegers: false,
  languages: ['en', 'ru', 'zh'],
  features: { pricingPage: false, news: true, signUp: true },
  loginPath: '/login',
  extraIpPrice: 0.59,
  endpoints: { api: '/api', cloud: '' },
};
