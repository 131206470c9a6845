// What a failed `npm test` stage reprints just above the summary. A CI that keeps only the tail of a
// long run (the e2e and conformance stages print thousands of lines after the unit stage) still shows
// which test failed and why. Pure functions; the bootstrap reads the files.

// ANSI colour and style sequences (Vitest and Playwright colour their output even when piped under CI).
// eslint-disable-next-line no-control-regex -- the escape character is what is being matched
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

// Lines that name a failure in Vitest, node:test or Playwright output, or the error under it.
const FAILURE_LINE = [
  /^\s*FAIL\s/, // Vitest: " FAIL  src/a.test.ts > suite > name"
  /^\s*[×✗✘]\s/, // Vitest and Playwright: the failed test's line
  /^\s*not ok\s/, // node:test (TAP)
  /^\s*\d+\) \[[^\]]+\] ›/, // Playwright: "  1) [default] › file.ts:12:3 › name"
  /^\s*(?:[A-Z][A-Za-z]*)?Error(?: \[[^\]]+\])?: /, // "AssertionError: …", "Error: Test timed out…"
  /Unhandled (?:Error|Rejection)/,
  /^\s*Test Files\s.*failed/,
  /^\s*\d+ (?:failed|flaky)\b/, // Playwright's totals
];

// Lines that only a failed run prints. A passing run can still log errors (a component test that
// checks an error state prints "Error: …" to stderr), so a log counts as failed only with one of these.
const FAILED_RUN = [
  /^\s*FAIL\s/,
  /^\s*[×✗✘]\s/,
  /^\s*not ok\s/,
  /^\s*\d+\) \[[^\]]+\] ›/,
  /^\s*Test Files\s.*failed/,
  /^\s*\d+ failed\b/,
  /ELIFECYCLE/, // pnpm: "ELIFECYCLE  Command failed with exit code 1."
];

/**
 * Whether a task log is that of a failed run (a failed test, a failed total, or pnpm's exit report).
 * @param {string} log
 * @example
 * isFailedRun('stderr | a.test.tsx\nError: boom\n Test Files  3 passed (3)'); // false
 */
export function isFailedRun(log) {
  return log
    .replace(ANSI, '')
    .split(/\r?\n/)
    .some((line) => FAILED_RUN.some((pattern) => pattern.test(line)));
}

/**
 * The failure lines of one task log, ANSI codes removed, at most `max` of them, repeats dropped. A
 * Vitest "FAIL" heading brings the first line under it too, whatever its shape: that is the error
 * (an assertion, a timeout, an axe report), and not every one starts with "…Error:".
 * @param {string} log
 * @param {number} [max]
 * @returns {string[]}
 * @example
 * failureLines(' ✓ a 2ms\n × b 5ms\nAssertionError: expected 1 to be 2'); // [' × b 5ms', 'AssertionError: expected 1 to be 2']
 */
export function failureLines(log, max = 12) {
  /** @type {string[]} */
  const picked = [];
  let takeNext = false;
  for (const raw of log.replace(ANSI, '').split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (line.length === 0 || /^\s*⎯+\s*$/.test(line)) continue;
    const wanted = takeNext || FAILURE_LINE.some((pattern) => pattern.test(line));
    takeNext = /^\s*FAIL\s/.test(line);
    if (!wanted || picked.includes(line)) continue;
    picked.push(line.length > 300 ? `${line.slice(0, 297)}...` : line);
    if (picked.length === max) break;
  }
  return picked;
}

/**
 * The turbo tasks a stage command runs (`pnpm exec turbo run a b --flag` → ['a', 'b']); none for other commands.
 * @param {ReadonlyArray<string>} command
 * @example
 * turboTasks(['pnpm', 'exec', 'turbo', 'run', 'lint', 'format:check', '--continue']); // ['lint', 'format:check']
 */
export function turboTasks(command) {
  const runAt = command.indexOf('run');
  if (!command.includes('turbo') || runAt < 0) return [];
  const tasks = [];
  for (const word of command.slice(runAt + 1)) {
    if (word.startsWith('-')) break;
    tasks.push(word);
  }
  return tasks;
}

/**
 * The package folders pnpm-workspace.yaml's `packages:` globs name, as their parent folders
 * (`apps/*` → 'apps'). Read with a pattern rather than a YAML parser: the bootstrap runs before
 * `pnpm install` has fetched one.
 * @param {string} workspaceYaml
 * @returns {string[]}
 * @example
 * workspaceGroups("packages:\n  - apps/*\n  - 'packages/*'\ncatalog:\n  a: 1"); // ['apps', 'packages']
 */
export function workspaceGroups(workspaceYaml) {
  const block = /^packages:\s*\n((?:[ \t]+-.*\n?)+)/m.exec(workspaceYaml);
  if (!block) return [];
  return [...block[1].matchAll(/-\s*['"]?([^'"\s*]+)\/\*['"]?/g)].map((match) => match[1]);
}

/**
 * Where turbo keeps a package's log of `task`: `<package>/.turbo/turbo-<task>.log`, a colon in the
 * task name written as `$colon$` (the root's `format:check` is `.turbo/turbo-format$colon$check.log`).
 * @param {string} packageDir
 * @param {string} task
 * @example
 * turboLogPath('apps/sandbox', 'test'); // 'apps/sandbox/.turbo/turbo-test.log'
 */
export function turboLogPath(packageDir, task) {
  return `${packageDir}/.turbo/turbo-${task.replaceAll(':', '$colon$')}.log`;
}

/**
 * The digest printed after a failed stage: a heading, then for each log of a failed run its package
 * and those lines, at most `maxTotal` lines in all. Empty when no log names a failure.
 * @param {string} stage
 * @param {ReadonlyArray<{ name: string, log: string }>} logs one per package and task that ran
 * @param {number} [maxTotal]
 * @example
 * formatDigest('unit', [{ name: 'apps/sandbox test', log: ' FAIL  src/a.test.ts > b' }]);
 * // 'what failed in unit (from the turbo task logs):\n  apps/sandbox test\n     FAIL  src/a.test.ts > b'
 */
export function formatDigest(stage, logs, maxTotal = 40) {
  const lines = [];
  let budget = maxTotal;
  for (const { name, log } of logs) {
    if (budget <= 0) break;
    if (!isFailedRun(log)) continue;
    const failures = failureLines(log, Math.min(12, budget));
    if (failures.length === 0) continue;
    lines.push(`  ${name}`, ...failures.map((line) => `    ${line}`));
    budget -= failures.length;
  }
  if (lines.length === 0) return '';
  return [`what failed in ${stage} (from the turbo task logs):`, ...lines].join('\n');
}
