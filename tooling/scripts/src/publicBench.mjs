// Pure parts of `pnpm bench:public` (issue 15): the zero-JS twin of a page, the statistics of N
// Lighthouse runs and the table it prints. No I/O here, so node:test covers them.

/**
 * The zero-JS twin of a built page: the same HTML with every `<script>` (classic, module, inline)
 * and every `<link rel="modulepreload">` removed, stylesheets and everything else kept. What a
 * visitor would get if the page shipped no JavaScript: the physical floor of its first paint.
 * @param {string} html
 * @returns {string}
 * @example
 * stripScripts('<head><script src="/a.js"></script><link rel="stylesheet" href="/a.css"></head>');
 * // '<head><link rel="stylesheet" href="/a.css"></head>'
 */
export function stripScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, '');
}

/**
 * The median of a list of numbers (the mean of the two middle ones for an even count); null for
 * an empty list.
 * @param {readonly number[]} values
 * @returns {number | null}
 * @example median([3, 1, 2]); // 2
 */
export function median(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The figures of one variant of a page over its runs: FCP, LCP and TBT medians (ms), CLS max and
 * the performance score's median (0–100). A run Lighthouse could not measure (no paint) is null
 * and left out; a variant without any measured run has null figures.
 * @param {ReadonlyArray<{ fcp: number, lcp: number, tbt: number, cls: number, score: number } | null>} runs
 * @example summarizeRuns([{ fcp: 1000, lcp: 1100, tbt: 20, cls: 0, score: 100 }]).fcp; // 1000
 */
export function summarizeRuns(runs) {
  const measured = runs.filter((run) => run !== null);
  const pick = (/** @type {'fcp' | 'lcp' | 'tbt' | 'cls' | 'score'} */ key) =>
    measured.map((run) => run[key]);
  return {
    runs: runs.length,
    measured: measured.length,
    fcp: median(pick('fcp')),
    lcp: median(pick('lcp')),
    tbt: median(pick('tbt')),
    cls: measured.length ? Math.max(...pick('cls')) : null,
    score: median(pick('score')),
  };
}

/** The goals of issue 15, relative to the zero-JS floor where they say so. */
export const GOALS = {
  /** FCP median at most the floor's plus this (ms). */
  fcpOverFloorMs: 100,
  /** LCP median at most the floor's plus this (ms). */
  lcpOverFloorMs: 200,
  /** TBT median at most (ms). */
  tbtMs: 50,
  /** CLS max at most. */
  cls: 0,
  /** Performance score median at least. */
  score: 98,
};

/**
 * Checks a page's built figures against the goals (FCP and LCP relative to its floor). A figure
 * that could not be measured fails.
 * @param {ReturnType<typeof summarizeRuns>} built
 * @param {ReturnType<typeof summarizeRuns>} floor
 * @returns {{ fcp: boolean, lcp: boolean, tbt: boolean, cls: boolean, score: boolean, pass: boolean }}
 * @example judge(built, floor).pass; // true when every goal holds
 */
export function judge(built, floor) {
  const within = (
    /** @type {number | null} */ value,
    /** @type {number | null} */ limit,
    direction = 'max',
  ) => value !== null && limit !== null && (direction === 'max' ? value <= limit : value >= limit);
  const fcp = within(built.fcp, floor.fcp === null ? null : floor.fcp + GOALS.fcpOverFloorMs);
  const lcp = within(built.lcp, floor.lcp === null ? null : floor.lcp + GOALS.lcpOverFloorMs);
  // CLS is rounded like Lighthouse shows it (3 decimals): 0.0004 counts as 0.
  const cls = within(built.cls === null ? null : Math.round(built.cls * 1000) / 1000, GOALS.cls);
  const tbt = within(built.tbt, GOALS.tbtMs);
  const score = within(built.score, GOALS.score, 'min');
  return { fcp, lcp, tbt, cls, score, pass: fcp && lcp && tbt && cls && score };
}

/** @param {number | null} value */
const ms = (value) => (value === null ? 'n/a' : `${Math.round(value).toLocaleString('en-US')} ms`);
/** @param {number | null} value */
const clsText = (value) => (value === null ? 'n/a' : value.toFixed(3));
/** @param {number | null} value */
const scoreText = (value) => (value === null ? 'n/a' : String(Math.round(value)));

/**
 * The table of one page as issue 15 shows it (Markdown): FCP, LCP, TBT, CLS and score of the page
 * as built and of its zero-JS floor, the goal of each row and whether the built page meets it.
 * @param {{ title: string, built: ReturnType<typeof summarizeRuns>, floor: ReturnType<typeof summarizeRuns> }} page
 * @returns {string}
 * @example formatPageTable({ title: 'default /', built, floor }).split('\n')[0]; // '#### default / (5 runs): PASS'
 */
export function formatPageTable({ title, built, floor }) {
  const verdict = judge(built, floor);
  const mark = (/** @type {boolean} */ ok) => (ok ? 'pass' : 'FAIL');
  const rows = [
    ['FCP (median)', ms(built.fcp), ms(floor.fcp), '≤ floor + 100 ms', mark(verdict.fcp)],
    ['LCP (median)', ms(built.lcp), ms(floor.lcp), '≤ floor + 200 ms', mark(verdict.lcp)],
    ['TBT (median)', ms(built.tbt), ms(floor.tbt), '≤ 50 ms', mark(verdict.tbt)],
    ['CLS (max)', clsText(built.cls), clsText(floor.cls), '0', mark(verdict.cls)],
    ['score (median)', scoreText(built.score), scoreText(floor.score), '≥ 98', mark(verdict.score)],
  ];
  const header = ['', 'as built', 'zero-JS floor', 'goal', ''];
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column].length)),
  );
  const line = (/** @type {string[]} */ cells) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  const runs =
    built.measured === built.runs && floor.measured === floor.runs
      ? `${built.runs} runs`
      : `${built.measured}/${built.runs} runs measured, floor ${floor.measured}/${floor.runs}`;
  return [
    `#### ${title} (${runs}): ${verdict.pass ? 'PASS' : 'FAIL'}`,
    '',
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
  ].join('\n');
}

/**
 * One summary line per page (for the README): built vs floor for each metric, and the verdict.
 * @param {{ title: string, built: ReturnType<typeof summarizeRuns>, floor: ReturnType<typeof summarizeRuns> }} page
 * @returns {string}
 * @example formatSummaryRow({ title: 'default /', built, floor }); // '| default / | 1,020 / 1,000 | … | PASS |'
 */
export function formatSummaryRow({ title, built, floor }) {
  const pair = (/** @type {string} */ a, /** @type {string} */ b) => `${a} / ${b}`;
  const bare = (/** @type {number | null} */ value) =>
    value === null ? 'n/a' : Math.round(value).toLocaleString('en-US');
  return `| ${[
    title,
    pair(bare(built.fcp), bare(floor.fcp)),
    pair(bare(built.lcp), bare(floor.lcp)),
    pair(bare(built.tbt), bare(floor.tbt)),
    pair(clsText(built.cls), clsText(floor.cls)),
    pair(scoreText(built.score), scoreText(floor.score)),
    judge(built, floor).pass ? 'pass' : 'FAIL',
  ].join(' | ')} |`;
}

/** Header of the summary rows of {@link formatSummaryRow}. */
export const SUMMARY_HEADER = [
  '| page | FCP ms built / floor | LCP ms built / floor | TBT ms built / floor | CLS built / floor | score built / floor | goals |',
  '| --- | --- | --- | --- | --- | --- | --- |',
].join('\n');

/** Names `--pages` takes besides the paths themselves. */
const PAGE_ALIASES = { home: '/' };

/**
 * The pages of a brand that `--pages` asks for: a path (`/company/about`), a path with `:id` for
 * the articles (`/news/:id`), or `home` for `/`. No filter: all of them.
 * @param {string[]} pages the brand's pages
 * @param {string[] | undefined} only the `--pages` list
 * @returns {string[]}
 * @example selectPages(['/', '/news', '/news/7'], ['home', '/news/:id']) // ['/', '/news/7']
 */
export function selectPages(pages, only) {
  if (!only) return pages;
  const wanted = only.map((name) => PAGE_ALIASES[/** @type {'home'} */ (name)] ?? name);
  return pages.filter(
    (page) => wanted.includes(page) || wanted.includes(page.replace(/\/[^/]+$/, '/:id')),
  );
}
