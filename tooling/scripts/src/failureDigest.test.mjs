import assert from 'node:assert/strict';
import test from 'node:test';
import {
  failureLines,
  formatDigest,
  isFailedRun,
  workspaceGroups,
  turboLogPath,
  turboTasks,
} from './failureDigest.mjs';

// Shaped like a coloured Vitest 5 run with one timed-out test (as piped to a turbo log under CI).
const VITEST_LOG = [
  '$ vitest run',
  '',
  ' \u001b[32m✓\u001b[39m src/a.test.ts (3 tests) 120ms',
  ' \u001b[31m❯\u001b[39m src/payments.test.ts (28 tests | 1 failed) 92808ms',
  '   \u001b[31m×\u001b[39m refunds a card payment 30004ms',
  '',
  '\u001b[31m FAIL \u001b[39m src/payments.test.ts > payments > refunds a card payment',
  'Error: Test timed out in 30000ms.',
  'If this is a long-running test, pass a timeout value as the last argument or configure it globally with "testTimeout".',
  ' Test Files  1 failed | 123 passed (124)',
  '      Tests  1 failed | 900 passed (901)',
].join('\n');

test('failureLines keeps the failed test, its error and the totals, without colour codes', () => {
  assert.deepEqual(failureLines(VITEST_LOG), [
    '   × refunds a card payment 30004ms',
    ' FAIL  src/payments.test.ts > payments > refunds a card payment',
    'Error: Test timed out in 30000ms.',
    ' Test Files  1 failed | 123 passed (124)',
  ]);
});

test('failureLines finds nothing in a passing log', () => {
  assert.deepEqual(
    failureLines(' ✓ src/a.test.ts (3 tests) 120ms\n Test Files  12 passed (12)\n'),
    [],
  );
});

test('failureLines reads Playwright and node:test failures, drops repeats and caps the count', () => {
  const playwright = [
    '  1) [default] › src/billing.e2e.ts:40:3 › pays with a card',
    '    AssertionError: expected "1" to be "2"',
    '    AssertionError: expected "1" to be "2"',
    '  1 failed',
    'not ok 3 - formatSummary prints the checks line last',
  ].join('\n');
  assert.deepEqual(failureLines(playwright), [
    '  1) [default] › src/billing.e2e.ts:40:3 › pays with a card',
    '    AssertionError: expected "1" to be "2"',
    '  1 failed',
    'not ok 3 - formatSummary prints the checks line last',
  ]);
  assert.equal(failureLines(playwright, 2).length, 2);
});

test('turboTasks reads the task names of a turbo command and nothing else', () => {
  assert.deepEqual(
    turboTasks([
      'pnpm',
      'exec',
      'turbo',
      'run',
      'lint',
      'format:check',
      '--output-logs=errors-only',
    ]),
    ['lint', 'format:check'],
  );
  assert.deepEqual(turboTasks(['node', 'tooling/conformance/src/main.ts']), []);
});

test('turboLogPath names the log turbo writes, a colon spelled $colon$', () => {
  assert.equal(turboLogPath('apps/sandbox', 'test'), 'apps/sandbox/.turbo/turbo-test.log');
  assert.equal(turboLogPath('.', 'format:check'), './.turbo/turbo-format$colon$check.log');
});

test('formatDigest lists only the logs that name a failure, within the line budget', () => {
  const digest = formatDigest(
    'unit',
    [
      { name: 'packages/ui test', log: ' Test Files  53 passed (53)' },
      { name: 'apps/sandbox test', log: VITEST_LOG },
      { name: 'packages/portal test', log: ' FAIL  src/x.test.tsx > y\n FAIL  src/z.test.tsx > w' },
    ],
    5,
  );
  assert.deepEqual(digest.split('\n'), [
    'what failed in unit (from the turbo task logs):',
    '  apps/sandbox test',
    '       × refunds a card payment 30004ms',
    '     FAIL  src/payments.test.ts > payments > refunds a card payment',
    '    Error: Test timed out in 30000ms.',
    '     Test Files  1 failed | 123 passed (124)',
    '  packages/portal test',
    '     FAIL  src/x.test.tsx > y',
  ]);
  assert.equal(formatDigest('unit', [{ name: 'a', log: 'all good' }]), '');
});

// The unit stage of the CI run of 2026-11-28: the portal's passing run logged errors its tests provoke; only storybook failed.
test('formatDigest leaves out a passing log that printed errors', () => {
  const passing = [
    'stderr | src/features/auth/SocialButtons.test.tsx > starts the redirect',
    'Error: External navigation is not allowed',
    ' Test Files  212 passed (212)',
  ].join('\n');
  assert.equal(isFailedRun(passing), false);
  assert.equal(isFailedRun(VITEST_LOG), true);
  assert.equal(isFailedRun(' ELIFECYCLE  Command failed with exit code 1.'), true);
  const digest = formatDigest('unit', [
    { name: 'packages/portal test', log: passing },
    { name: 'apps/sandbox test', log: VITEST_LOG },
  ]);
  assert.doesNotMatch(digest, /portal/);
  assert.match(digest, /apps\/sandbox test/);
});

test('workspaceGroups reads the package folders from pnpm-workspace.yaml', async () => {
  const { readFile } = await import('node:fs/promises');
  const real = await readFile(new URL('../../../pnpm-workspace.yaml', import.meta.url), 'utf8');
  assert.deepEqual(workspaceGroups(real), ['apps', 'packages', 'tooling']);
  assert.deepEqual(workspaceGroups('packages:\n  - \'libs/*\'\n  - "web/*"\nx: 1\n'), [
    'libs',
    'web',
  ]);
  assert.deepEqual(workspaceGroups('catalog:\n  a: 1\n'), []);
});

test('failureLines keeps the line under a FAIL heading, whatever its shape', () => {
  const log = [
    ' FAIL   storybook dark (chromium)  src/Shell.stories.tsx > Activated',
    'Expected no accessibility violations, found 1: color-contrast',
    ' ❯ src/Shell.stories.tsx:12:3',
    '⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/2]⎯',
  ].join('\n');
  assert.deepEqual(failureLines(log), [
    ' FAIL   storybook dark (chromium)  src/Shell.stories.tsx > Activated',
    'Expected no accessibility violations, found 1: color-contrast',
  ]);
});
