import { expect, test } from '@playwright/test';
import { brandNames } from '../brands.ts';
import { fetchContractReport } from './contractReport.ts';

// Runs before every e2e project (playwright.config.ts `dependencies`); its teardown project,
// contract.teardown.ts, runs after all of them and fails the run on any contract violation
// (including those of the readiness probes that came before this).
test('every sandbox checks its API answers against openapi.yaml (CONTRACT_CHECK=1)', async () => {
  for (const brand of brandNames) {
    // Throws, saying how to fix it, when a sandbox was started without the check.
    const report = await fetchContractReport(brand);
    // Playwright waited for each sandbox by calling GET /api/regions/: that answer was checked.
    expect(report.checked, `${brand}: answers checked so far`).toBeGreaterThan(0);
  }
});
