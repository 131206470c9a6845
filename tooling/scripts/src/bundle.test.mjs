import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { gzipSync } from 'node:zlib';
import {
  BUDGETS,
  forbiddenSources,
  formatAppReport,
  gzipSize,
  gzipSizeOfFile,
  kb,
  measureApp,
  scriptsFromHtml,
  staticClosure,
  staticImportsInJs,
  unhintedChunks,
  COMPILE_HINT,
} from './bundle.mjs';

/** Writes `files` (path -> content) under a fresh temp dist folder and returns it. */
function fixture(t, files) {
  const dist = mkdtempSync(path.join(tmpdir(), 'budgets-'));
  t.after(() => rmSync(dist, { recursive: true, force: true }));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), content);
  }
  return dist;
}

// Different sizes and compressibility so a wrong sum or a wrong file cannot give the right total.
const code = (name, repeat) =>
  `export const ${name} = [${Array.from({ length: repeat }, (_, i) => `"${name}${(i * 7919) % 1000}"`).join(',')}];\n`;
const sources = {
  'assets/index-a.js': `import{v}from"./vendor-b.js";${code('index', 50)}`,
  'assets/vendor-b.js': code('vendor', 400),
  'assets/shared-c.js': code('shared', 30),
  'assets/servers-d.js': code('servers', 120),
  'assets/chart-e.js': code('chart', 900),
};
const gz = (file) => gzipSync(sources[file], { level: 9 }).length;
const manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_vendor-b.js'],
    dynamicImports: ['src/routes/servers.tsx'],
    css: ['assets/index.css'],
  },
  '_vendor-b.js': { file: 'assets/vendor-b.js', imports: ['_shared-c.js'] },
  '_shared-c.js': { file: 'assets/shared-c.js', imports: ['_vendor-b.js'] },
  '../../packages/portal/src/routes/servers.tsx': {
    file: 'assets/servers-d.js',
    isDynamicEntry: true,
    imports: ['_vendor-b.js', '_chart-e.js'],
  },
  '_chart-e.js': { file: 'assets/chart-e.js' },
  'index.css': { file: 'assets/index.css' },
};
const withManifest = {
  ...sources,
  'assets/index.css': 'body{color:red}',
  '.vite/manifest.json': JSON.stringify(manifest),
};

// The fixtures are checked against a fixed table shaped like the real one (DESIGN.md figures), so
// the tests do not move when the repository's budgets do.
const budgets = [
  {
    label: 'initial JS of the public home',
    kind: 'initial',
    roots: { entry: true, modules: [] },
    limitBytes: 120 * 1024,
  },
  { label: 'route chunk', kind: 'lazy-chunk', limitBytes: 60 * 1024 },
];

test('gzipSize is the level-9 gzip length', () => {
  const text = 'hello '.repeat(500);
  assert.equal(gzipSize(text), gzipSync(text, { level: 9 }).length);
  assert.ok(gzipSize(text) < text.length / 10);
});

test('a chunk the build precompressed counts with the size of its .gz file, as served', (t) => {
  const content = code('index', 80);
  const precompressed = Buffer.alloc(123);
  const dist = fixture(t, {
    'index.html':
      '<html><head><script type="module" src="/assets/index-a.js"></script></head></html>',
    'assets/index-a.js': content,
    'assets/index-a.js.gz': precompressed,
  });
  const report = measureApp(dist, [
    { label: 'home', kind: 'initial', roots: { entry: true, modules: [] }, limitBytes: 1 * 1024 },
  ]);
  assert.deepEqual(report.chunks, [
    { file: 'assets/index-a.js', raw: content.length, gzip: 123, initial: true },
  ]);
  assert.notEqual(gzipSize(content), 123);
  assert.equal(gzipSizeOfFile(path.join(dist, 'assets/index-a.js')), 123);
});

test('staticClosure walks imports transitively, once per file, roots first', () => {
  const imports = new Map([
    ['a', ['b', 'c']],
    ['b', ['d', 'a']],
    ['c', ['d']],
    ['x', ['a']],
  ]);
  assert.deepEqual(staticClosure(imports, ['a']), ['a', 'b', 'c', 'd']);
  assert.deepEqual(staticClosure(imports, ['d']), ['d']);
  assert.deepEqual(staticClosure(imports, ['c', 'x']), ['c', 'x', 'd', 'a', 'b']);
});

test('manifest: the initial JS of the home is the entry and its static imports, not its dynamic ones', (t) => {
  const report = measureApp(fixture(t, withManifest), budgets);
  assert.equal(report.source, 'manifest');
  assert.equal(report.problem, null);
  const initial = report.chunks
    .filter((chunk) => chunk.initial)
    .map((chunk) => chunk.file)
    .sort();
  assert.deepEqual(initial, ['assets/index-a.js', 'assets/shared-c.js', 'assets/vendor-b.js']);
  assert.deepEqual(
    report.chunks
      .filter((chunk) => !chunk.initial)
      .map((chunk) => chunk.file)
      .sort(),
    ['assets/chart-e.js', 'assets/servers-d.js'],
  );
  assert.equal(
    report.initial.gzip,
    gz('assets/index-a.js') + gz('assets/vendor-b.js') + gz('assets/shared-c.js'),
  );
  assert.equal(
    report.total.gzip,
    Object.keys(sources).reduce((sum, file) => sum + gz(file), 0),
  );
  assert.equal(
    report.total.raw,
    Object.values(sources).reduce((sum, text) => sum + text.length, 0),
  );
  const vendor = report.chunks.find((chunk) => chunk.file === 'assets/vendor-b.js');
  assert.deepEqual(vendor, {
    file: 'assets/vendor-b.js',
    raw: sources['assets/vendor-b.js'].length,
    gzip: gz('assets/vendor-b.js'),
    initial: true,
  });
});

test('budgets pass for small bundles and name the largest lazy chunk', (t) => {
  const report = measureApp(fixture(t, withManifest), budgets);
  assert.deepEqual(
    report.checks.map((check) => check.ok),
    [true, true],
  );
  assert.equal(report.checks[0].limitBytes, 122_880);
  assert.equal(report.checks[1].limitBytes, 61_440);
  const largestLazy =
    gz('assets/chart-e.js') > gz('assets/servers-d.js')
      ? 'assets/chart-e.js'
      : 'assets/servers-d.js';
  assert.equal(report.checks[1].detail, `largest: ${largestLazy}`);
  // The real table: the public home first (it marks the printed `initial` column), then the
  // control panel's 200 KB, then the per-chunk bound.
  assert.deepEqual(
    BUDGETS.map((budget) => budget.kind),
    ['initial', 'initial', 'lazy-chunk'],
  );
  assert.equal(BUDGETS[1].limitBytes, 200 * 1024);
});

test('a budget over its limit fails, one check per oversized lazy chunk', (t) => {
  const dist = fixture(t, withManifest);
  const initialGzip = gz('assets/index-a.js') + gz('assets/vendor-b.js') + gz('assets/shared-c.js');
  const report = measureApp(dist, [
    {
      label: 'home',
      kind: 'initial',
      roots: { entry: true, modules: [] },
      limitBytes: initialGzip - 1,
    },
    { label: 'chunk', kind: 'lazy-chunk', limitBytes: 0 },
  ]);
  assert.deepEqual(
    report.checks.map((check) => [check.label, check.ok, check.actualBytes]).sort(),
    [
      ['chunk', false, gz('assets/chart-e.js')],
      ['chunk', false, gz('assets/servers-d.js')],
      ['home', false, initialGzip],
    ].sort(),
  );
  const exact = measureApp(dist, [
    {
      label: 'home',
      kind: 'initial',
      roots: { entry: true, modules: [] },
      limitBytes: initialGzip,
    },
  ]);
  assert.equal(exact.checks[0].ok, true, 'the limit itself is allowed');
});

test('an initial budget can add a route module (the control panel extension point)', (t) => {
  const dist = fixture(t, withManifest);
  const report = measureApp(dist, [
    {
      label: 'panel',
      kind: 'initial',
      roots: { entry: true, modules: ['src/routes/servers.tsx'] },
      limitBytes: 1e9,
    },
  ]);
  assert.equal(
    report.checks[0].actualBytes,
    Object.keys(sources).reduce((sum, file) => sum + gz(file), 0),
  );
  // As the first initial row it defines the table's `initial` column and totals too.
  assert.ok(report.chunks.every((chunk) => chunk.initial));
  assert.equal(report.initial.gzip, report.checks[0].actualBytes);
  const unknown = measureApp(dist, [
    {
      label: 'panel',
      kind: 'initial',
      roots: { entry: true, modules: ['src/routes/panel.tsx'] },
      limitBytes: 1e9,
    },
  ]);
  assert.equal(unknown.checks[0].ok, false);
  assert.match(unknown.checks[0].detail, /src\/routes\/panel\.tsx/);
});

test('index.html fallback: module script and preloads are initial, chunks found by static imports', (t) => {
  const dist = fixture(t, {
    'index.html':
      '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-a.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-b.js"><link rel="stylesheet" href="/assets/index.css"></head></html>',
    'assets/index-a.js': `import{v}from"./vendor-b.js";const r=()=>import("./servers-d.js");${code('index', 50)}`,
    'assets/vendor-b.js': `import"./shared-c.js";${code('vendor', 400)}`,
    'assets/shared-c.js': code('shared', 30),
    'assets/servers-d.js': `import{c}from"./chart-e.js";${code('servers', 120)}`,
    'assets/chart-e.js': code('chart', 900),
    'mockServiceWorker.js': 'self.addEventListener("fetch",()=>{})',
  });
  const report = measureApp(dist, budgets);
  assert.equal(report.source, 'index.html');
  assert.deepEqual(
    report.chunks
      .filter((chunk) => chunk.initial)
      .map((chunk) => chunk.file)
      .sort(),
    ['assets/index-a.js', 'assets/shared-c.js', 'assets/vendor-b.js'],
  );
  assert.deepEqual(
    report.chunks
      .filter((chunk) => !chunk.initial)
      .map((chunk) => chunk.file)
      .sort(),
    ['assets/chart-e.js', 'assets/servers-d.js'],
  );
  assert.ok(report.checks.every((check) => check.ok));
});

test('a missing build is reported, not thrown', (t) => {
  const dist = path.join(fixture(t, {}), 'dist');
  const report = measureApp(dist, budgets);
  assert.equal(report.source, 'missing');
  assert.match(report.problem, /not built/);
  assert.match(formatAppReport('web-za', report), /^web-za: MISSING/);
});

test('a chunk named in the manifest but absent is a problem', (t) => {
  const { 'assets/shared-c.js': _removed, ...rest } = withManifest;
  const report = measureApp(fixture(t, rest), budgets);
  assert.match(report.problem, /assets\/shared-c\.js/);
  assert.equal(report.checks[0].ok, false);
});

test('staticImportsInJs finds static imports and re-exports, not dynamic imports', () => {
  const source =
    'import{a as b}from"./x-1.js";import"./side.js";import c,{d}from \'./y.js\';export*from"./z.js";' +
    'export{e}from"../up.mjs";const f=()=>import("./lazy.js");console.log("import ./fake.js")';
  assert.deepEqual(staticImportsInJs(source), [
    './x-1.js',
    './side.js',
    './y.js',
    './z.js',
    '../up.mjs',
  ]);
});

test('scriptsFromHtml reads module scripts and modulepreloads in any attribute order and quoting', () => {
  const html = `<script src="/legacy.js"></script><script crossorigin type=module src='/assets/a.js'></script>
    <link href="/assets/b.js" rel="modulepreload"><link rel="preload" href="/font.woff2">`;
  assert.deepEqual(scriptsFromHtml(html), ['/assets/a.js', '/assets/b.js']);
});

test('formatAppReport prints a row per chunk, totals and each budget', (t) => {
  const text = formatAppReport('web-default', measureApp(fixture(t, withManifest), budgets));
  assert.match(text, /^web-default \(from dist\/\.vite\/manifest\.json\)/);
  assert.match(
    text,
    new RegExp(
      `assets/vendor-b\\.js\\s+initial\\s+${kb(sources['assets/vendor-b.js'].length)}\\s+${kb(gz('assets/vendor-b.js'))}`,
    ),
  );
  assert.match(text, /assets\/chart-e\.js\s+lazy/);
  assert.match(text, /initial JS total/);
  assert.match(text, /ok {3}initial JS of the public home ≤ 120\.0 KB gzip/);
  assert.match(text, /ok {3}route chunk ≤ 60\.0 KB gzip/);
});

test('BUDGETS: every root module of the home budget is a source file (a renamed page or namespace fails here)', () => {
  const repository = path.resolve(import.meta.dirname, '../../..');
  const sourceFolders = ['packages/portal/src', 'packages/i18n/src'];
  const roots = BUDGETS.flatMap((budget) =>
    budget.kind === 'initial' ? budget.roots.modules : [],
  );
  assert.ok(roots.includes('locales/en/public.ts'), 'the public pages namespace counts');
  for (const module of roots) {
    const found = sourceFolders.some((folder) => existsSync(path.join(repository, folder, module)));
    assert.ok(found, `${module} is not a file under ${sourceFolders.join(' or ')}`);
  }
});

test('a package forbidden in an initial graph fails when a chunk of it has the package among its sources', (t) => {
  const dist = fixture(t, {
    ...withManifest,
    'assets/index-a.js.map': JSON.stringify({ sources: ['../../src/main.tsx'] }),
    'assets/shared-c.js.map': JSON.stringify({ sources: ['../../src/shared.ts'] }),
    'assets/vendor-b.js.map': JSON.stringify({
      sources: [
        '../../node_modules/.pnpm/@novnc+novnc@1.7.0/node_modules/@novnc/novnc/core/rfb.js',
      ],
    }),
  });
  const budget = (forbid) => [
    {
      label: 'panel',
      kind: 'initial',
      roots: { entry: true, modules: [] },
      limitBytes: 1e9,
      forbid,
    },
  ];
  const failing = measureApp(dist, budget(['@novnc/novnc']));
  assert.equal(failing.checks[1].ok, false);
  assert.equal(failing.checks[1].detail, 'assets/vendor-b.js: @novnc/novnc');
  const passing = measureApp(dist, budget(['@visx/']));
  assert.equal(passing.checks[1].ok, true);
  assert.deepEqual(forbiddenSources(dist, ['assets/servers-d.js'], ['@novnc/novnc']), []);
  assert.match(
    formatAppReport('web', failing),
    /FAIL panel without @novnc\/novnc: assets\/vendor-b\.js: @novnc\/novnc/,
  );
});

test('unhintedChunks names the JS files whose first line is not the compile hint', (t) => {
  const dist = fixture(t, {
    'assets/hinted.js': `${COMPILE_HINT}\nimport"./a.js";`,
    'assets/late.js': `const __vite__mapDeps=()=>[];\n${COMPILE_HINT}\nexport{};`,
    'assets/inline.js': `${COMPILE_HINT} export{};`,
    'assets/plain.js': 'export{};',
    'assets/index.css': 'body{}',
  });
  assert.equal(COMPILE_HINT, '//# allFunctionsCalledOnLoad');
  assert.deepEqual(
    unhintedChunks(dist, [
      'assets/hinted.js',
      'assets/late.js',
      'assets/inline.js',
      'assets/plain.js',
      'assets/index.css',
    ]),
    ['assets/late.js', 'assets/inline.js', 'assets/plain.js'],
  );
});
