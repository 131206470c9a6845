import type { BrandConfig } from '@cloud-portal/portal';

/** The default brand: usd/eur regions; English, Russian and Chinese. */
export const brand: BrandConfig = {
  id: 'default',
  siteName: 'Cloud Portal',
  currency: 'usd',
  roubleIntegers: false,
  languages: ['en', 'ru', 'zh'],
  features: { pricingPage: false, news: true, signUp: true },
  loginPath: '/login',
  extraIpPrice: 0.59,
  endpoints: { api: '/api', cloud: '' },
};
