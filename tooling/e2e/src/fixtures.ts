import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { brands, type BrandName } from './brands.ts';

/** Options a project sets: which brand its pages come from. */
export interface BrandOptions {
  brand: BrandName;
}

/** Playwright `test` with the project's brand as an option. */
export const test = base.extend<BrandOptions & { siteName: string }>({
  brand: ['default', { option: true }],
  siteName: async ({ brand }, use) => {
    await use(brands[brand].siteName);
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
