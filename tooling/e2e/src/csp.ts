import type { Page } from '@playwright/test';

// The sandbox serves the strict CSP of DESIGN.md (no 'unsafe-inline' for scripts or styles): what
// the browser refuses under it is a bug of the page (a style that does not apply, a console error).

/**
 * Collects the page's CSP violations from now on, across navigations: the browser's
 * `securitypolicyviolation` events and its console errors about the policy.
 * @example const violations = watchCspViolations(page); …; expect(violations).toEqual([]);
 */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `securitypolicyviolation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`,
      );
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (
      message.type() === 'error' &&
      (text.startsWith('securitypolicyviolation') || text.includes('Content Security Policy'))
    )
      violations.push(text);
  });
  return violations;
}
