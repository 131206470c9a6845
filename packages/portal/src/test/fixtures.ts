import {
  createApiClient,
  type Customer,
  type LoginSuccess,
  type Region,
} from '@cloud-portal/api-client';
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

/** A JSON response as the product API sends it. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The logged-in customer as `GET customers/` returns it (§3 Customer). */
export const customerFixture: Customer = {
  uuid: '4b7d2f0e-2c0a-4d8e-9a8b-3f1f5c6d7e8f',
  email: 'ada@example.test',
  activated: true,
  suspended: false,
  suspend_reason: null,
  balance: '10.00',
  meta_total_funds_added: '10.00',
  meta_total_funds_spent: '0.00',
  meta_active_services: 0,
  meta_created_services: 0,
  meta_deleted_services: 0,
  totp_enabled: false,
  social_provider: null,
};

/** A finished login's answer (`POST login/`, `totp/verify/`, `login-{provider}/`). */
export const loginSuccessFixture: LoginSuccess = {
  customer: customerFixture,
  access: { expires_at: '2099-01-01T00:15:00Z' },
  refresh: { expires_at: '2099-01-31T00:00:00Z' },
};

/** Sets the readable `access_expires__` cookie as the sandbox does when a session opens. */
export function setSessionCookie(open: boolean) {
  const expires = Math.floor(Date.now() / 1000) + 900;
  document.cookie = open
    ? `access_expires__=${expires}; path=/`
    : 'access_expires__=; Max-Age=0; path=/';
}
