import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { baseUrlOf, brands, type BrandName } from './brands.ts';
import { E2E_PASSWORD, newEmail } from './session.ts';

/** Options a project sets: which brand its pages come from. */
export interface BrandOptions {
  brand: BrandName;
}

/** Playwright `test` with the project's brand as an option. */
export const test = base.extend<{ siteName: string }, BrandOptions>({
  // Worker-scoped so that worker fixtures (the customer below) know the brand too.
  brand: ['default', { option: true, scope: 'worker' }],
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
      const storageState = await api.storageState();
      await api.dispose();
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
