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
 * coupon does; §6: servers and account are disabled until then), in a tab of its own.
 *
 * @example
 * await signUpThroughApi(page, email);
 * await activateThroughAdmin(page, email);
 */
export async function activateThroughAdmin(page: Page, email: string) {
  const admin = await page.context().newPage();
  await admin.goto('/sandbox/admin');
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
