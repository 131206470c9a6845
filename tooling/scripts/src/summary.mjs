// The end-of-run summary of `npm test`. The CI reads its last line, so that line's format is fixed.

/**
 * Formats seconds with one decimal, right-aligned to `width`.
 * @param {number | null} seconds
 * @param {number} width
 * @example
 * formatSeconds(3.14159, 7); // '    3.1'
 */
export function formatSeconds(seconds, width) {
  const text = seconds === null ? '-' : seconds.toFixed(1);
  return text.padStart(width);
}

/**
 * Counts results: only PASS and FAIL are checks; SKIP (not run because setup failed or not selected) is neither.
 * @param {ReadonlyArray<{ status: 'PASS' | 'FAIL' | 'SKIP' }>} results
 * @example
 * countResults([{ status: 'PASS' }, { status: 'FAIL' }, { status: 'SKIP' }]); // { passed: 1, failed: 1 }
 */
export function countResults(results) {
  return {
    passed: results.filter((result) => result.status === 'PASS').length,
    failed: results.filter((result) => result.status === 'FAIL').length,
  };
}

/**
 * The summary table (stage, result, seconds), a total line, and as the very last line exactly
 * `checks: N passed, N failed`.
 * @param {ReadonlyArray<{ name: string, status: 'PASS' | 'FAIL' | 'SKIP', seconds: number | null }>} results
 * @returns {string}
 * @example
 * formatSummary([{ name: 'lint', status: 'PASS', seconds: 2 }]).split('\n').at(-1); // 'checks: 1 passed, 0 failed'
 */
export function formatSummary(results) {
  const nameWidth = Math.max('stage'.length, ...results.map((result) => result.name.length));
  const secondsWidth = 8;
  const row = (
    /** @type {string} */ name,
    /** @type {string} */ status,
    /** @type {string} */ seconds,
  ) => `${name.padEnd(nameWidth)}  ${status.padEnd(6)}  ${seconds}`;
  const total = results.reduce((sum, result) => sum + (result.seconds ?? 0), 0);
  const { passed, failed } = countResults(results);
  const lines = [
    row('stage', 'result', 'seconds'.padStart(secondsWidth)),
    row('-'.repeat(nameWidth), '------', '-'.repeat(secondsWidth)),
    ...results.map((result) =>
      row(result.name, result.status, formatSeconds(result.seconds, secondsWidth)),
    ),
    row('-'.repeat(nameWidth), '------', '-'.repeat(secondsWidth)),
    row('total', failed > 0 ? 'FAIL' : 'PASS', formatSeconds(total, secondsWidth)),
    `checks: ${passed} passed, ${failed} failed`,
  ];
  return lines.join('\n');
}
