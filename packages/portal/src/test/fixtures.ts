import { createApiClient, type Region } from '@cloud-portal/api-client';
import type { BrandConfig } from '../brand/brand.types.ts';

/** A brand for tests: the default brand's settings. */
export const testBrand: BrandConfig = {
  id: 'default',
  siteName: 'Test Cloud',
  logo: '/logo.svg',
  currency: 'usd',
  roubleIntegers: false,
  languages: ['en', 'ru', 'zh'],
  features: { pricingPage: false, news: true, signUp: true },
  loginPath: '/login',
  extraIpPrice: 0.59,
  endpoints: { api: '/api', cloud: '' },
};

const network = (v4: number) => ({
  id: `net-${v4}`,
  name: 'public',
  available_ips_v4: v4,
  available_ips_v6: 500,
  available_ips: v4 + 500,
});

/** Two regions as the product API returns them. */
export const regionsFixture: Region[] = [
  {
    id: 'eu-west2',
    city: 'Amsterdam',
    country: 'NL',
    currency: 'usd',
    meta: {
      is_out_of_stock: false,
      is_available: true,
      is_maintenance: false,
      networks: [network(120)],
    },
  },
  {
    id: 'eu-central1',
    city: 'Frankfurt',
    country: 'DE',
    currency: 'eur',
    meta: { is_out_of_stock: false, is_available: true, is_maintenance: true, networks: [] },
  },
];

/** A product-API client whose `fetch` answers from a handler (no network). */
export function fakeApiClient(handler: (request: Request) => Response | Promise<Response>) {
  const calls: string[] = [];
  const apiClient = createApiClient({
    baseUrl: 'http://portal.test/api',
    fetch: async (request) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return handler(request);
    },
  });
  return { apiClient, calls };
}
