import { expect, test } from '@playwright/test';
import { describeViolations, fetchAllContractReports } from './contractReport.ts';

// Issue 5: "a contract test runs ... the e2e traffic through a validator". Every sandbox of the
// run validated each /api/ answer it sent against openapi.yaml (CONTRACT_CHECK=1); this runs after
// all e2e projects and fails when any answer did not match, naming operation, status and field.
test('all API answers of the e2e run matched openapi.yaml', async () => {
  const reports = await fetchAllContractReports();
  const checked = reports.reduce((sum, [, report]) => sum + report.checked, 0);
  console.log(
    `contract check: ${checked} API answers validated (${reports
      .map(([brand, report]) => `${brand} ${report.checked}`)
      .join(', ')})`,
  );
  // Which operations and statuses the run exercised, over all brands: the contract's coverage.
  const operations = new Map<string, number>();
  for (const [, report] of reports)
    for (const [operation, count] of Object.entries(report.operations))
      operations.set(operation, (operations.get(operation) ?? 0) + count);
  console.log(
    [...operations]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([operation, count]) => `  ${operation} ×${count}`)
      .join('\n'),
  );
  // Every project opens a home, which calls the API: no answer checked means no check at all.
  expect(checked, 'no API answer was validated').toBeGreaterThan(0);

  // The same problem on every page load is one line, with how often it happened.
  const counts = new Map<string, number>();
  for (const line of reports.flatMap(([brand, report]) => describeViolations(brand, report)))
    counts.set(line, (counts.get(line) ?? 0) + 1);
  const violations = [...counts].map(([line, count]) => (count > 1 ? `${line} (×${count})` : line));
  expect(
    violations,
    `API answers that do not match openapi.yaml:\n${violations.join('\n')}`,
  ).toEqual([]);
});
