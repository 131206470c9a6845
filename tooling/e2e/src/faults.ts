import { randomUUID } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';

/**
 * A fault rule of the sandbox's control surface (apps/sandbox README, "Fault injection"):
 * `path` (glob: `*` within a segment, `**` across) or `path_regex`, and a `status`, a `delay_ms`
 * or `drop`. Only `/api`, `/cloud` and `/ws` can fail.
 */
export interface FaultRule {
  path?: string;
  path_regex?: string;
  /** Only this method (default: any; GET covers HEAD). */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Answer 400–599 with the API's error body. */
  status?: number;
  /** Wait first (wall ms, up to 60000); alone, the request then goes on. */
  delay_ms?: number;
  /** Close the connection without an answer. */
  drop?: boolean;
  /** Only the next `count` matching requests. */
  count?: number;
  message?: string;
}

/** A rule in force for one browser context. */
export interface InjectedFault {
  id: string;
  /** Removes the rule (fine when its `count` has already run out). */
  clear(): Promise<void>;
}

/** Cookie the sandbox reads a request's fault scope from (apps/sandbox faultsHttp.ts). */
const SCOPE_COOKIE = 'sandbox_fault_scope';
const scopes = new WeakMap<BrowserContext, string>();

/**
 * Makes the page's sandbox fail matching requests of this page's browser context only: the rule
 * carries a scope that only this context's cookie names, so tests running in parallel against the
 * same sandbox are not affected. The sandbox must run with `SANDBOX_FAULTS=1` (playwright.config.ts
 * does that for every brand).
 *
 * @example
 * const fault = await injectFault(page, { path: '/api/news/', method: 'GET', status: 503 });
 * await page.goto('/news');
 * await fault.clear();
 */
export async function injectFault(page: Page, rule: FaultRule): Promise<InjectedFault> {
  const context = page.context();
  let scope = scopes.get(context);
  if (scope === undefined) {
    scope = `e2e-${randomUUID()}`;
    scopes.set(context, scope);
    const baseURL = test.info().project.use.baseURL;
    if (baseURL === undefined) throw new Error('injectFault needs the project’s baseURL.');
    await context.addCookies([{ name: SCOPE_COOKIE, value: scope, url: baseURL }]);
  }
  const response = await page.request.post('/sandbox/faults', { data: { ...rule, scope } });
  expect(
    response.status(),
    `POST /sandbox/faults: ${await response.text()} (is the sandbox started with SANDBOX_FAULTS=1?)`,
  ).toBe(201);
  const { fault } = (await response.json()) as { fault: { id: string } };
  return {
    id: fault.id,
    async clear() {
      const cleared = await page.request.delete(`/sandbox/faults/${fault.id}`);
      // 404: the rule had already used up its count.
      expect([204, 404], `DELETE /sandbox/faults/${fault.id}`).toContain(cleared.status());
    },
  };
}
