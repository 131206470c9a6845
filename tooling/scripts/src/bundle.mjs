// Bundle measurement for the budgets of DESIGN.md "Performance": which JS a page loads up front
// (the entry chunk and its static imports, transitively) and how big every chunk is gzipped.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;

/**
 * The budget table. `initial` budgets sum the gzip size of the chunks loaded up front from `roots`
 * (`entry`: the HTML entry; `modules`: manifest keys, matched by suffix, whose static imports are
 * also needed, e.g. a route module); `lazy-chunk` budgets bound every chunk that is not initial.
 * A new page budget (the control panel's 200 KB) is one more `initial` row with its route module.
 * The first `initial` row is the public home: the printed table marks its chunks `initial`.
 * @type {ReadonlyArray<Budget>}
 * @typedef {{ label: string, kind: 'initial', roots: { entry: boolean, modules: string[] }, limitBytes: number,
 *   forbid?: string[] }
 *   | { label: string, kind: 'lazy-chunk', limitBytes: number }} Budget
 */
export const BUDGETS = Object.freeze([
  {
    // Everything `/` needs: the entry (the home page is in it) and its static imports: DESIGN.md's
    // 120 KB. React DOM, React Router (declarative API) and i18next are 92 KB (one `vendor` chunk,
    // precompressed with Zopfli). Redux, RTK Query and the API client load after hydration; the
    // route tables of other areas load on navigation (app/routeAreas.tsx); the home's later
    // sections (plans, images, features, FAQ) hydrate from their own chunk.
    label: 'initial JS of the public home',
    kind: 'initial',
    // The English texts the home renders (namespaces common, public) load as their own chunks:
    // they count too.
    roots: {
      entry: true,
      modules: ['locales/en/common.ts', 'locales/en/public.ts'],
    },
    // Measured 106.1 KB with everything of issue 5 (122.0 on the data router).
    limitBytes: 120 * KB,
  },
  {
    // The control area: the entry, its route, the store (Redux, RTK Query, the API client) it
    // loads right away, and the English common texts.
    label: 'initial JS of the control panel',
    kind: 'initial',
    roots: {
      entry: true,
      modules: [
        'features/control/ControlLayout.tsx',
        'app/storeRuntime.ts',
        'locales/en/common.ts',
      ],
    },
    limitBytes: 200 * KB,
    // Issue 13: the console's VNC client and the charts' library load with their tabs only.
    // Packages named here must not be a source of any chunk of this graph (read from the .map).
    forbid: ['@novnc/novnc', '@visx/'],
  },
  { label: 'route chunk', kind: 'lazy-chunk', limitBytes: 60 * KB },
]);

/**
 * Gzip size in bytes at level 9: the size of a file the build did not precompress (see
 * {@link gzipSizeOfFile}).
 * @param {Buffer | string} content
 * @example
 * gzipSize('a'.repeat(1000)) < 50; // true
 */
export function gzipSize(content) {
  return gzipSync(content, { level: 9 }).length;
}

/**
 * The gzip size a visitor downloads for a built file: the size of the `<file>.gz` the build wrote
 * next to it (the brand apps' `precompress` plugin, served as is by the sandbox), else the file
 * gzipped at level 9.
 * @param {string} file absolute path of an existing file
 * @example
 * gzipSizeOfFile('apps/web-default/dist/assets/index-a1.js'); // size of index-a1.js.gz
 */
export function gzipSizeOfFile(file) {
  const precompressed = `${file}.gz`;
  return existsSync(precompressed) ? statSync(precompressed).size : gzipSize(readFileSync(file));
}

/**
 * Files reachable from `roots` through static imports, roots first (breadth first, each file once).
 * @param {ReadonlyMap<string, readonly string[]>} imports file -> files it imports statically
 * @param {readonly string[]} roots
 * @example
 * staticClosure(new Map([['a.js', ['b.js']], ['b.js', ['a.js']]]), ['a.js']); // ['a.js', 'b.js']
 */
export function staticClosure(imports, roots) {
  const seen = new Set(roots);
  const queue = [...seen];
  for (let index = 0; index < queue.length; index += 1) {
    for (const next of imports.get(queue[index]) ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return queue;
}

/**
 * The module scripts and module preloads of an HTML page (the fallback when there is no Vite manifest).
 * @param {string} html
 * @example
 * scriptsFromHtml('<script type="module" crossorigin src="/assets/index-a1.js"></script>'); // ['/assets/index-a1.js']
 */
export function scriptsFromHtml(html) {
  const found = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attribute = (/** @type {string} */ name) =>
      new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
        .exec(tag)
        ?.slice(1)
        .find((value) => value !== undefined);
    if (/^<script/i.test(tag) && attribute('type') === 'module' && attribute('src'))
      found.push(attribute('src'));
    if (/^<link/i.test(tag) && attribute('rel') === 'modulepreload' && attribute('href'))
      found.push(attribute('href'));
  }
  return /** @type {string[]} */ (found);
}

/**
 * Static import/re-export specifiers of a built ES module (`import x from"./a.js"`, `import"./b.js"`,
 * `export*from"./c.js"`); dynamic `import("./d.js")` is not one. Regex-based: good for Vite/Rollup output.
 * @param {string} source
 * @example
 * staticImportsInJs('import{a as b}from"./x-1.js";import("./lazy.js")'); // ['./x-1.js']
 */
export function staticImportsInJs(source) {
  const specifiers = [];
  const pattern =
    /(?:^|[;\s})\]])(?:import|export)\s*(?:[\w$*{},\s]*?\bfrom\s*)?["']([^"'\n]+\.m?js)["']/g;
  for (const match of source.matchAll(pattern)) specifiers.push(match[1]);
  return [...new Set(specifiers)];
}

/**
 * Reads a built brand app into a graph of its JS files. Prefers `dist/.vite/manifest.json` (Vite's
 * `build.manifest: true`), else parses `dist/index.html` and the static imports inside the chunks.
 * @param {string} distDir
 * @returns {BundleGraph | { source: 'missing', reason: string }}
 * @typedef {{ source: 'manifest' | 'index.html', files: string[], imports: Map<string, string[]>, entryFiles: string[],
 *   moduleFile: (key: string) => string | null }} BundleGraph
 * @example
 * const graph = readBundleGraph('apps/web-default/dist');
 */
export function readBundleGraph(distDir) {
  if (!existsSync(distDir))
    return { source: 'missing', reason: `${distDir} does not exist (not built)` };
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (existsSync(manifestPath))
    return graphFromManifest(JSON.parse(readFileSync(manifestPath, 'utf8')));
  const htmlPath = path.join(distDir, 'index.html');
  if (!existsSync(htmlPath))
    return {
      source: 'missing',
      reason: `${distDir} has neither .vite/manifest.json nor index.html`,
    };
  return graphFromHtml(distDir, readFileSync(htmlPath, 'utf8'));
}

/**
 * @param {Record<string, { file: string, isEntry?: boolean, imports?: string[] }>} manifest
 * @returns {BundleGraph}
 */
export function graphFromManifest(manifest) {
  const isJs = (/** @type {string} */ file) => /\.m?js$/.test(file);
  /** @type {Map<string, string[]>} */
  const imports = new Map();
  for (const chunk of Object.values(manifest)) {
    if (!isJs(chunk.file)) continue;
    const targets = (chunk.imports ?? [])
      .map((key) => manifest[key]?.file)
      .filter((file) => file && isJs(file));
    imports.set(chunk.file, [...new Set([...(imports.get(chunk.file) ?? []), ...targets])]);
  }
  const entryKeys = Object.keys(manifest).filter(
    (key) => manifest[key].isEntry && isJs(manifest[key].file),
  );
  // The public home is index.html; other entries (if an app ever adds some) are other pages.
  const homeKeys = entryKeys.includes('index.html') ? ['index.html'] : entryKeys;
  const keys = Object.keys(manifest);
  return {
    source: 'manifest',
    files: [...imports.keys()].sort(),
    imports,
    entryFiles: homeKeys.map((key) => manifest[key].file),
    moduleFile: (suffix) => {
      const key = keys.find(
        (candidate) => candidate === suffix || candidate.endsWith(`/${suffix}`),
      );
      return key && isJs(manifest[key].file) ? manifest[key].file : null;
    },
  };
}

/**
 * @param {string} distDir
 * @param {string} html
 * @returns {BundleGraph}
 */
function graphFromHtml(distDir, html) {
  /** @param {string} reference a URL from the HTML, relative to the site root */
  const toFile = (reference) => reference.replace(/^\.?\//, '').replace(/[?#].*$/, '');
  const entryFiles = scriptsFromHtml(html)
    .map(toFile)
    .filter((file) => !/^[a-z]+:/i.test(file));
  const files = new Set([...entryFiles, ...listJsFiles(distDir, 'assets')]);
  /** @type {Map<string, string[]>} */
  const imports = new Map();
  for (const file of files) {
    const full = path.join(distDir, file);
    if (!existsSync(full)) continue;
    const targets = staticImportsInJs(readFileSync(full, 'utf8'))
      .filter((specifier) => specifier.startsWith('.') || specifier.startsWith('/'))
      .map((specifier) =>
        specifier.startsWith('/')
          ? toFile(specifier)
          : path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)),
      );
    imports.set(file, targets);
  }
  return {
    source: 'index.html',
    files: [...files].sort(),
    imports,
    entryFiles,
    moduleFile: () => null,
  };
}

/**
 * @param {string} root
 * @param {string} folder relative to root
 * @returns {string[]} posix paths relative to root
 */
function listJsFiles(root, folder) {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return listJsFiles(root, relative);
    return /\.m?js$/.test(entry.name) ? [relative] : [];
  });
}

/**
 * Measures one built app against the budget table.
 * @param {string} distDir
 * @param {ReadonlyArray<Budget>} [budgets]
 * @returns {AppReport}
 * @typedef {{ file: string, raw: number, gzip: number, initial: boolean }} ChunkSize
 * @typedef {{ label: string, limitBytes: number, actualBytes: number | null, ok: boolean, detail: string,
 *   forbidden?: boolean }} BudgetCheck
 * @typedef {{ source: string, problem: string | null, chunks: ChunkSize[], initial: { raw: number, gzip: number },
 *   total: { raw: number, gzip: number }, checks: BudgetCheck[] }} AppReport
 * @example
 * measureApp('apps/web-default/dist').checks.every((check) => check.ok);
 */
export function measureApp(distDir, budgets = BUDGETS) {
  const graph = readBundleGraph(distDir);
  const empty = { raw: 0, gzip: 0 };
  if (graph.source === 'missing') {
    return {
      source: 'missing',
      problem: graph.reason,
      chunks: [],
      initial: empty,
      total: empty,
      checks: [],
    };
  }
  if (graph.entryFiles.length === 0) {
    return {
      source: graph.source,
      problem: 'no JS entry found',
      chunks: [],
      initial: empty,
      total: empty,
      checks: [],
    };
  }
  /** @type {Map<string, { raw: number, gzip: number }>} */
  const sizes = new Map();
  const sizeOf = (/** @type {string} */ file) => {
    if (!sizes.has(file)) {
      const full = path.join(distDir, file);
      sizes.set(
        file,
        existsSync(full)
          ? { raw: statSync(full).size, gzip: gzipSizeOfFile(full) }
          : { raw: Number.NaN, gzip: Number.NaN },
      );
    }
    return /** @type {{ raw: number, gzip: number }} */ (sizes.get(file));
  };
  const sum = (/** @type {string[]} */ files) =>
    files.reduce(
      (acc, file) => ({ raw: acc.raw + sizeOf(file).raw, gzip: acc.gzip + sizeOf(file).gzip }),
      empty,
    );

  // The first `initial` row is the public home: its chunks make the table's `initial` column and
  // are not also held to the lazy-chunk budget. Unresolved module roots are reported by their check.
  const homeBudget = budgets.find((budget) => budget.kind === 'initial');
  const homeModules = homeBudget?.kind === 'initial' ? homeBudget.roots.modules : [];
  const homeRoots = [
    ...graph.entryFiles,
    ...homeModules.map((key) => graph.moduleFile(key)).filter((file) => file !== null),
  ];
  const homeInitial = new Set(staticClosure(graph.imports, homeRoots));
  const allFiles = [...new Set([...graph.files, ...homeInitial])];
  const chunks = allFiles
    .map((file) => ({ file, ...sizeOf(file), initial: homeInitial.has(file) }))
    .sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzip - a.gzip);
  const unreadable = chunks.filter((chunk) => Number.isNaN(chunk.raw)).map((chunk) => chunk.file);

  /** @type {BudgetCheck[]} */
  const checks = [];
  for (const budget of budgets) {
    if (budget.kind === 'initial') {
      const moduleRoots = budget.roots.modules.map((key) => ({ key, file: graph.moduleFile(key) }));
      const unresolved = moduleRoots.filter((root) => root.file === null).map((root) => root.key);
      if (unresolved.length > 0) {
        checks.push({
          label: budget.label,
          limitBytes: budget.limitBytes,
          actualBytes: null,
          ok: false,
          detail: `no chunk for ${unresolved.join(', ')} in ${graph.source === 'manifest' ? 'the manifest' : 'index.html (needs build.manifest: true)'}`,
        });
        continue;
      }
      const roots = [
        ...(budget.roots.entry ? graph.entryFiles : []),
        ...moduleRoots.map((root) => /** @type {string} */ (root.file)),
      ];
      const closure = staticClosure(graph.imports, roots);
      const actual = sum(closure).gzip;
      checks.push({
        label: budget.label,
        limitBytes: budget.limitBytes,
        actualBytes: actual,
        ok: actual <= budget.limitBytes,
        detail: '',
      });
      if (budget.forbid && budget.forbid.length > 0) {
        const found = forbiddenSources(distDir, closure, budget.forbid);
        checks.push({
          label: `${budget.label} without ${budget.forbid.join(', ')}`,
          limitBytes: 0,
          actualBytes: null,
          forbidden: true,
          ok: found.length === 0,
          detail: found.length === 0 ? 'none found' : found.join('; '),
        });
      }
    } else {
      const lazy = chunks.filter((chunk) => !chunk.initial);
      const over = lazy.filter((chunk) => chunk.gzip > budget.limitBytes);
      const largest = lazy.reduce(
        (max, chunk) => (chunk.gzip > (max?.gzip ?? -1) ? chunk : max),
        /** @type {ChunkSize | null} */ (null),
      );
      if (over.length === 0) {
        checks.push({
          label: budget.label,
          limitBytes: budget.limitBytes,
          actualBytes: largest?.gzip ?? 0,
          ok: true,
          detail: largest ? `largest: ${largest.file}` : 'no lazy chunks',
        });
      }
      for (const chunk of over) {
        checks.push({
          label: budget.label,
          limitBytes: budget.limitBytes,
          actualBytes: chunk.gzip,
          ok: false,
          detail: chunk.file,
        });
      }
    }
  }
  return {
    source: graph.source,
    problem: unreadable.length > 0 ? `referenced but missing: ${unreadable.join(', ')}` : null,
    chunks,
    initial: sum([...homeInitial]),
    total: sum(allFiles),
    checks,
  };
}

/**
 * The chunks of `files` built from a package of `packages` (a source path containing one of them,
 * as the chunk's source map lists it), as `chunk: package` lines. The build writes a map for every
 * chunk with sources (`build.sourcemap`); one without (the bundler's runtime) has none to check.
 * @param {string} distDir
 * @param {string[]} files
 * @param {string[]} packages
 * @example forbiddenSources('apps/web-default/dist', ['assets/index.js'], ['@novnc/novnc']) // []
 */
export function forbiddenSources(distDir, files, packages) {
  /** @type {string[]} */
  const found = [];
  for (const file of files) {
    const mapPath = path.join(distDir, `${file}.map`);
    if (!existsSync(mapPath)) continue;
    /** @type {{ sources?: string[] }} */
    const map = JSON.parse(readFileSync(mapPath, 'utf8'));
    for (const name of packages) {
      if ((map.sources ?? []).some((source) => source.includes(`node_modules/${name}`))) {
        found.push(`${file}: ${name}`);
      }
    }
  }
  return found;
}

/**
 * V8's explicit compile hint, a chunk's first line: the same text as `COMPILE_HINT` of
 * tooling/vite-config/compileHints.js (this package runs on Node 20 without dependencies).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The JS files of `files` whose first line is not V8's compile hint (issue 15: a brand's build
 * puts it on every chunk, so the browser compiles them off the main thread; a bundler or plugin
 * change that drops it would only show as slower pages).
 * @param {string} distDir
 * @param {string[]} files
 * @returns {string[]}
 * @example unhintedChunks('apps/web-default/dist', ['assets/index-a.js']) // []
 */
export function unhintedChunks(distDir, files) {
  return files.filter(
    (file) =>
      file.endsWith('.js') &&
      readFileSync(path.join(distDir, file), 'utf8').split('\n', 1)[0] !== COMPILE_HINT,
  );
}

/**
 * Bytes as KB (1024) with one decimal.
 * @param {number} bytes
 * @example
 * kb(122880); // '120.0'
 */
export function kb(bytes) {
  return Number.isNaN(bytes) ? '?' : (bytes / KB).toFixed(1);
}

/**
 * The printed report of one app: chunk table, totals, one line per budget check.
 * @param {string} name
 * @param {AppReport} report
 * @example
 * console.log(formatAppReport('web-default', measureApp('apps/web-default/dist')));
 */
export function formatAppReport(name, report) {
  if (report.source === 'missing') return `${name}: MISSING - ${report.problem}`;
  const width = Math.max(
    'chunk'.length,
    'initial JS total'.length,
    ...report.chunks.map((chunk) => chunk.file.length),
  );
  const row = (
    /** @type {string} */ a,
    /** @type {string} */ b,
    /** @type {string} */ c,
    /** @type {string} */ d,
  ) => `  ${a.padEnd(width)}  ${b.padEnd(7)}  ${c.padStart(9)}  ${d.padStart(9)}`;
  const lines = [
    `${name} (from ${report.source === 'manifest' ? 'dist/.vite/manifest.json' : 'dist/index.html; set build.manifest: true for exact graphs'})`,
    row('chunk', 'loaded', 'raw KB', 'gzip KB'),
    ...report.chunks.map((chunk) =>
      row(chunk.file, chunk.initial ? 'initial' : 'lazy', kb(chunk.raw), kb(chunk.gzip)),
    ),
    row('initial JS total', '', kb(report.initial.raw), kb(report.initial.gzip)),
    row('all JS total', '', kb(report.total.raw), kb(report.total.gzip)),
  ];
  if (report.problem) lines.push(`  PROBLEM: ${report.problem}`);
  for (const check of report.checks) {
    if (check.forbidden) {
      lines.push(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.label}: ${check.detail}`);
      continue;
    }
    const actual = check.actualBytes === null ? '?' : `${kb(check.actualBytes)} KB`;
    lines.push(
      `  ${check.ok ? 'ok  ' : 'OVER'} ${check.label} ≤ ${kb(check.limitBytes)} KB gzip: ${actual}${check.detail ? ` (${check.detail})` : ''}`,
    );
  }
  return lines.join('\n');
}
