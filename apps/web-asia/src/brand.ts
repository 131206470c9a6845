import type { BrandConfig } from '@cloud-portal/portal';

/** The asia host: English and Chinese, no sign-up. */
export const brand: BrandConfig = {
  id: 'asia',
  siteName: 'Cloud Portal Asia',
  currency: 'usd',
  roubleIntegers: false,
  languages: ['en', 'zh'],
  features: { pricingPage: false, news: true, signUp: false },
  loginPath: '/login',
  extraIpPrice: 0.59,
  endpoints: { api: '/api', cloud: '' },
};
