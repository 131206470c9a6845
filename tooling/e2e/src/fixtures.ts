import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { baseUrlOf, brands, type BrandName } from './brands.ts';
import { E2E_PASSWORD, newEmail } from './session.ts';

/** Options a project sets: which brand its pages come from. */
export interface BrandOptions {
  brand: BrandName;
}

/**
 * Waits until React has taken over the portal's page (its `<main>` carries React's props): a click on a prerendered page before that is a plain browser click (a link loads a new
 * document, a menu button does nothing), which a visitor on a slow device may see too, but which
 * makes a test of the hydrated page race against a loaded CI machine. Pages without `#root`
 * (the sandbox's outbox and provider pages) pass at once.
 * @example await waitForHydration(page);
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (!root) return true;
    const main = root.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactProps$'));
  });
}

/**
 * Playwright `test` with the project's brand as an option. Its `page.goto` and `page.reload`
 * return once the page has hydrated (see {@link waitForHydration}), unless JavaScript is off or
 * the test asked for `waitUntil: 'commit'` (a test of what happens before hydration).
 */
export const test = base.extend<{ siteName: string; liveRefreshKey: boolean }, BrandOptions>({
  // Worker-scoped so that worker fixtures (the customer below) know the brand too.
  brand: ['default', { option: true, scope: 'worker' }],
  // The sandbox's refresh key (§4 Refresh flow) is one for all tests: a test that changes it would
  // bring the reload countdown to every other test's control page. Pages see a fixed key unless
  // the test is about the refresh flow (`test.use({ liveRefreshKey: true })`).
  liveRefreshKey: [false, { option: true }],
  page: async ({ page, javaScriptEnabled, liveRefreshKey }, use) => {
    if (!liveRefreshKey) {
      await page.route('**/api/refresh-status/', (route) =>
        route.fulfill({ json: { refresh_key: 'e2e-fixed-refresh-key' } }),
      );
    }
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== 'commit') await waitForHydration(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (options?.waitUntil !== 'commit') await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
  siteName: async ({ brand }, use) => {
    await use(brands[brand].siteName);
  },
});

/** A customer account of the brand's sandbox, with the cookies of its logged-in session. */
export interface Customer {
  email: string;
  password: string;
  /** Cookies (session, refresh, CSRF) of the session opened by the sign-up. */
  storageState: Awaited<ReturnType<APIRequestContext['storageState']>>;
}

/**
 * `test` whose pages start logged in: one account per worker, signed up through the API once and
 * reused by the worker's tests (a UI login per test costs seconds and counts against the
 * sandbox's per-address attempt limit). Tests that log out or change the account (password,
 * TOTP) revoke or alter the shared session: give those their own account (`signUpThroughApi`).
 *
 * @example
 * customerTest('shows the control panel button', async ({ page, customer }) => {
 *   await page.goto('/');
 * });
 */
export const customerTest = test.extend<object, { customer: Customer }>({
  customer: [
    async ({ brand }, use) => {
      const api = await request.newContext({ baseURL: baseUrlOf(brand) });
      const email = newEmail(`worker-${brand}`);
      // The csrftoken__ cookie first (GET time/), then the sign-up, which opens the session.
      expect((await api.get('/api/time/')).ok()).toBe(true);
      const csrf = (await api.storageState()).cookies.find(
        (cookie) => cookie.name === 'csrftoken__',
      );
      const response = await api.post('/api/customers/', {
        data: { email, password: E2E_PASSWORD },
        headers: { 'X-CSRFToken': csrf?.value ?? '' },
      });
      expect(response.status(), `sign-up: ${await response.text()}`).toBe(201);
      const cookiesOnly = await api.storageState();
      await api.dispose();
      // What the browser that signed up also has: the time of its last jwt refresh (the portal
      // stamps it at login). Without it every test's page would refresh at once (§4: due after
      // 8 h) with the same refresh token, and the sandbox revokes a session whose refresh token
      // is used twice: the worker's other tests would find themselves logged out.
      const storageState = {
        ...cookiesOnly,
        origins: [
          {
            origin: baseUrlOf(brand),
            localStorage: [{ name: 'cloud-portal.jwtRefreshedAt', value: String(Date.now()) }],
          },
        ],
      };
      await use({ email, password: E2E_PASSWORD, storageState });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ customer }, use) => {
    await use(customer.storageState);
  },
});

export { expect };

/** Serious and critical axe violations on the page (rule ids with their targets). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
