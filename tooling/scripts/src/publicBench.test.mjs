import assert from 'node:assert/strict';
import test from 'node:test';
import {
  formatPageTable,
  formatSummaryRow,
  judge,
  median,
  selectPages,
  stripScripts,
  summarizeRuns,
} from './publicBench.mjs';

test('stripScripts removes every script and module preload, keeps stylesheets and content', () => {
  const html = [
    '<html><head>',
    '<script src="/assets/theme-init-1.js"></script>',
    '<script type="module" crossorigin src="/assets/index-2.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/vendor-3.js">',
    "<link rel='modulepreload' href='/assets/x.js' />",
    '<link rel="stylesheet" crossorigin href="/assets/index-4.css">',
    '<link rel="preload" as="image" href="/logo.svg"/>',
    '</head><body><div id="root"><h1>Cloud</h1>',
    '<SCRIPT>inline()</SCRIPT>',
    '</div></body></html>',
  ].join('\n');
  const stripped = stripScripts(html);
  assert.doesNotMatch(stripped, /script/i);
  assert.doesNotMatch(stripped, /modulepreload/);
  assert.match(stripped, /<link rel="stylesheet" crossorigin href="\/assets\/index-4.css">/);
  assert.match(stripped, /<link rel="preload" as="image" href="\/logo.svg"\/>/);
  assert.match(stripped, /<div id="root"><h1>Cloud<\/h1>/);
});

test('median: odd, even, unsorted and empty lists', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([10]), 10);
  assert.equal(median([]), null);
});

const run = (fcp, lcp, tbt, cls, score) => ({ fcp, lcp, tbt, cls, score });

test('summarizeRuns: medians, CLS max, unmeasured runs left out', () => {
  const summary = summarizeRuns([
    run(1000, 1100, 10, 0, 100),
    null,
    run(1200, 1300, 30, 0.05, 96),
    run(1100, 1250, 20, 0.01, 99),
  ]);
  assert.deepEqual(summary, {
    runs: 4,
    measured: 3,
    fcp: 1100,
    lcp: 1250,
    tbt: 20,
    cls: 0.05,
    score: 99,
  });
  assert.equal(summarizeRuns([null]).fcp, null);
  assert.equal(summarizeRuns([null]).cls, null);
});

test('judge: FCP and LCP relative to the floor, TBT, CLS and score absolute', () => {
  const floor = summarizeRuns([run(1000, 1100, 20, 0, 100)]);
  assert.equal(judge(summarizeRuns([run(1100, 1300, 50, 0, 98)]), floor).pass, true);
  assert.deepEqual(judge(summarizeRuns([run(1101, 1301, 51, 0.001, 97)]), floor), {
    fcp: false,
    lcp: false,
    tbt: false,
    cls: false,
    score: false,
    pass: false,
  });
  // A CLS Lighthouse shows as 0.000 counts as none.
  assert.equal(judge(summarizeRuns([run(1000, 1100, 0, 0.0004, 100)]), floor).cls, true);
  // Without a measured floor nothing relative can pass.
  assert.equal(judge(floor, summarizeRuns([null])).fcp, false);
});

test('formatPageTable prints the issue 15 table with the verdict of each row', () => {
  const table = formatPageTable({
    title: 'default /',
    built: summarizeRuns([run(1975, 1975, 556, 0.181, 75)]),
    floor: summarizeRuns([run(1064, 1071, 23, 0, 100)]),
  }).split('\n');
  assert.equal(table[0], '#### default / (1 runs): FAIL');
  assert.equal(table[2], '|                | as built | zero-JS floor | goal             |      |');
  assert.equal(table[4], '| FCP (median)   | 1,975 ms | 1,064 ms      | ≤ floor + 100 ms | FAIL |');
  assert.equal(table[7], '| CLS (max)      | 0.181    | 0.000         | 0                | FAIL |');
  assert.equal(table[8], '| score (median) | 75       | 100           | ≥ 98             | FAIL |');
  assert.equal(table.length, 9);
});

test('formatSummaryRow: one line, built / floor, n/a where unmeasured', () => {
  assert.equal(
    formatSummaryRow({
      title: 'rocket /news',
      built: summarizeRuns([run(1050, 1200, 12, 0, 99)]),
      floor: summarizeRuns([null]),
    }),
    '| rocket /news | 1,050 / n/a | 1,200 / n/a | 12 / n/a | 0.000 / n/a | 99 / n/a | FAIL |',
  );
});

test('selectPages: paths, :id for the articles, home for /; no filter keeps all', () => {
  const pages = ['/', '/news', '/news/7', '/knowledge/start/first', '/company/about'];
  assert.deepEqual(selectPages(pages, undefined), pages);
  assert.deepEqual(selectPages(pages, ['home']), ['/']);
  assert.deepEqual(selectPages(pages, ['/news/:id', '/company/about']), [
    '/news/7',
    '/company/about',
  ]);
  assert.deepEqual(selectPages(pages, ['/pricing']), []);
});
