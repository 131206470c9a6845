import assert from 'node:assert/strict';
import test from 'node:test';
import { countResults, formatSeconds, formatSummary } from './summary.mjs';

test('formatSeconds rounds to one decimal and pads', () => {
  assert.equal(formatSeconds(3.14159, 6), '   3.1');
  assert.equal(formatSeconds(0.05, 4), ' 0.1');
  assert.equal(formatSeconds(null, 3), '  -');
});

test('countResults counts PASS and FAIL, not SKIP', () => {
  assert.deepEqual(
    countResults([{ status: 'PASS' }, { status: 'FAIL' }, { status: 'SKIP' }, { status: 'PASS' }]),
    { passed: 2, failed: 1 },
  );
});

test('formatSummary prints one row per stage, a total, and the checks line last', () => {
  const lines = formatSummary([
    { name: 'lint', status: 'PASS', seconds: 12.34 },
    { name: 'typecheck', status: 'FAIL', seconds: 3 },
    { name: 'e2e', status: 'SKIP', seconds: null },
  ]).split('\n');
  assert.deepEqual(lines, [
    'stage      result   seconds',
    '---------  ------  --------',
    'lint       PASS        12.3',
    'typecheck  FAIL         3.0',
    'e2e        SKIP           -',
    '---------  ------  --------',
    'total      FAIL        15.3',
    'checks: 1 passed, 1 failed',
  ]);
});

test('formatSummary of an all-green run says PASS and 0 failed', () => {
  const lines = formatSummary([{ name: 'unit', status: 'PASS', seconds: 1 }]).split('\n');
  assert.match(lines.at(-2), /^total\s+PASS\s+1\.0$/);
  assert.equal(lines.at(-1), 'checks: 1 passed, 0 failed');
});
