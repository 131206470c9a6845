import { expect, type Page } from '@playwright/test';

/** A password the sandbox accepts (§5: at least 10 characters). */
export const E2E_PASSWORD = 'e2e-password-2026';

/**
 * A fresh address per call: the sandbox's data directory lives for the whole run.
 *
 * @example
 * newEmail('rocket'); // 'rocket-1763740000000-123456@example.test'
 */
export const newEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

/**
 * Signs up through the product API with the page's cookie jar, as the portal does it (the
 * `csrftoken__` cookie from `GET time/`, sent back as `X-CSRFToken`), so the page is logged in
 * without going through the form: the form has its own tests on the default brand.
 *
 * @example
 * await signUpThroughApi(page, newEmail('rocket'));
 * await page.goto('/control/servers/list');
 */
export async function signUpThroughApi(page: Page, email: string, password = E2E_PASSWORD) {
  const primed = await page.request.get('/api/time/');
  expect(primed.ok(), `GET /api/time/: ${primed.status()}`).toBe(true);
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken__');
  expect(csrf, 'the csrftoken__ cookie after GET /api/time/').toBeDefined();
  const response = await page.request.post('/api/customers/', {
    data: { email, password },
    headers: { 'X-CSRFToken': csrf?.value ?? '' },
  });
  expect(response.status(), `POST /api/customers/: ${await response.text()}`).toBe(201);
}

/**
 * Activates the account through the sandbox admin page's Account state switch (what paying or a
 * coupon does; §6: servers and account are disabled until then), in a tab of its own. `origin`:
 * another sandbox than the project's (absolute URLs), default the project's.
 *
 * @example
 * await signUpThroughApi(page, email);
 * await activateThroughAdmin(page, email);
 */
export async function activateThroughAdmin(page: Page, email: string, origin = '') {
  const admin = await page.context().newPage();
  await admin.goto(`${origin}/sandbox/admin`);
  await admin.getByRole('button', { name: `Activate ${email}`, exact: true }).click();
  await expect(admin).toHaveURL(/\/sandbox\/admin#accounts$/);
  await admin.close();
}

/**
 * A new account, activated, whose session the page holds.
 *
 * @example
 * await signUpActivated(page, 'list');
 * await page.goto('/control/servers/list');
 */
export async function signUpActivated(page: Page, label: string): Promise<string> {
  const email = newEmail(label);
  await signUpThroughApi(page, email);
  await activateThroughAdmin(page, email);
  return email;
}

/** The context's CSRF token for `origin` (bound to the session: read it again after a login). */
export async function csrfOf(page: Page, origin: string): Promise<string> {
  const cookies = await page.context().cookies(origin);
  return cookies.find((cookie) => cookie.name === 'csrftoken__')?.value ?? '';
}

/**
 * A new account on another sandbox than the project's (`origin`, absolute URLs: the fast-clock
 * sandbox), activated on its admin page, whose session the page's context holds.
 *
 * @example
 * const email = await signUpActivatedAt(page, fastSandbox.origin, 'history');
 */
export async function signUpActivatedAt(
  page: Page,
  origin: string,
  label: string,
): Promise<string> {
  expect((await page.request.get(`${origin}/api/time/`)).ok()).toBe(true);
  const email = newEmail(label);
  const response = await page.request.post(`${origin}/api/customers/`, {
    data: { email, password: E2E_PASSWORD },
    headers: { 'X-CSRFToken': await csrfOf(page, origin) },
  });
  expect(response.status(), await response.text()).toBe(201);
  // §6: servers are disabled until the account is activated (paying or a coupon does it).
  await activateThroughAdmin(page, email, origin);
  // The next answer brings the CSRF token of the new session.
  expect((await page.request.get(`${origin}/api/customers/`)).ok()).toBe(true);
  return email;
}
