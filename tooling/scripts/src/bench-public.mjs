#!/usr/bin/env node
// Issue 15's public pages benchmark: what a visitor on a phone sees, against the physical floor.
// For each brand it starts the built sandbox (as `npm start` does: BRAND, its own data folder) and a
// small front server on another port that forwards everything to it, except a page asked for with
// `?zero-js`: that one is the same HTML fetched from the sandbox with every <script> and
// <link rel=modulepreload> removed (the zero-JS twin, served from the same origin, compressed the
// same way). Lighthouse (the npm package, offline, Debian's Chromium headless; the mobile preset,
// i.e. its default simulated throttling: 150 ms RTT, 1.6 Mbit/s, 4x CPU) measures both N times,
// alternating, and a table per page prints FCP/LCP/TBT medians, CLS max and the score median of
// the page as built and of its floor, against the goals of issue 15.
// Usage: pnpm bench:public [--runs 5] [--brands default,rocket,cloudplus] [--pages home,/news/:id]
//   [--dist-root DIR]  (DIR/web-<brand>/ instead of apps/web-<brand>/dist: a snapshot of another build)
//   [--save DIR]  (writes each run's Lighthouse report to DIR/<brand>_<page>_<built|floor>_<run>.json)
//   [--no-publish]  (content pages as the build's loading shells, without the publish step of npm start)
//   (build first: pnpm exec turbo run build --filter=@cloud-portal/web-default ... --filter=@cloud-portal/sandbox)
// Not a CI gate: timings are noisy. Its figures go in the README's Performance section.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { CHROMIUM_HEADLESS_ARGS, DEFAULT_CHROMIUM, HOW_TO_GET_CHROMIUM } from './chromium.mjs';
import {
  SUMMARY_HEADER,
  formatPageTable,
  formatSummaryRow,
  judge,
  selectPages,
  stripScripts,
  summarizeRuns,
} from './publicBench.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    brands: { type: 'string', default: 'default,rocket,cloudplus' },
    pages: { type: 'string' },
    // A folder holding copies of builds as web-<brand>/ (e.g. a snapshot taken before a change),
    // to measure them instead of apps/web-<brand>/dist: before and after in the same minutes.
    'dist-root': { type: 'string' },
    // A folder to write every run's Lighthouse report into (JSON), to see where the time went:
    // its long tasks, script boot-up and the critical request chain.
    save: { type: 'string' },
    // Content pages rendered with their data (the publish step), on by default.
    publish: { type: 'boolean', default: true },
  },
  allowNegative: true,
});
const RUNS = Number(values.runs);
const BRANDS = values.brands.split(',').filter(Boolean);
const ONLY_PAGES = values.pages?.split(',').filter(Boolean);
const ZERO_JS = 'zero-js';
/** @param {string} brand */
const staticDir = (brand) =>
  values['dist-root']
    ? path.resolve(values['dist-root'], `web-${brand}`)
    : path.join(repoRoot, `apps/web-${brand}/dist`);

/**
 * The pages of issue 15 per brand. News and knowledge articles are picked from the brand's own
 * sandbox (the first of each list); /pricing exists on cloud-plus only.
 * @param {string} brand
 * @param {string} base
 */
async function pagesOf(brand, base) {
  if (brand === 'cloudplus') return ['/pricing'];
  const news = await (await fetch(`${base}/api/news/?lang=en&limit=1`)).json();
  const chapters = await (await fetch(`${base}/api/kb/chapters/?lang=en`)).json();
  const chapter = await (
    await fetch(
      `${base}/api/kb/chapters/${chapters[0]?.slug ?? chapters.results?.[0]?.slug}/?lang=en`,
    )
  ).json();
  const article = chapter.articles?.[0]?.slug;
  return [
    '/',
    '/news',
    `/news/${news.results[0].id}`,
    '/knowledge',
    article ? `/knowledge/${article}` : undefined,
    '/company/about',
    '/company/data-center-locations',
  ].filter((page) => page !== undefined);
}

/** A free TCP port on loopback. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** @param {string} brand */
async function startSandbox(brand) {
  const main = path.join(repoRoot, 'apps/sandbox/dist/main.js');
  const dist = path.join(staticDir(brand), 'index.html');
  for (const file of [main, dist])
    if (!existsSync(file))
      throw new Error(`${path.relative(repoRoot, file)} is missing: build first`);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-public-${brand}-`));
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      BRAND: brand,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir(brand),
      PUBLISHED_DIR: path.join(dataDir, 'published'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/regions/`)).ok) break;
    } catch {
      // not up yet
    }
    if (attempt > 600) throw new Error(`the ${brand} sandbox did not answer within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // The content pages with their data, as `npm start` publishes them (unless --no-publish: the
  // build's loading shells, as before the publish step).
  if (values.publish) {
    const published = spawnSync(
      process.execPath,
      [
        path.join(repoRoot, 'tooling/vite-config/publishContentCli.js'),
        '--dist',
        staticDir(brand),
        '--api',
        base,
        '--out',
        path.join(dataDir, 'published'),
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    if (published.status !== 0) throw new Error(`publishing the ${brand} content pages failed`);
  }
  return {
    base,
    port,
    stop() {
      child.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The front server: forwards every request to the sandbox as it is, except `?zero-js` pages,
 * which it answers with the stripped HTML (Brotli or gzip like the sandbox's precompressed files).
 * @param {number} sandboxPort
 */
async function startFront(sandboxPort) {
  const server = createHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://front.invalid');
    if (url.searchParams.has(ZERO_JS)) {
      url.searchParams.delete(ZERO_JS);
      fetch(`http://127.0.0.1:${sandboxPort}${url.pathname}${url.search}`, {
        // The same language variant as the page itself (the sandbox picks it by this header).
        headers: {
          'accept-encoding': 'identity',
          'accept-language': String(request.headers['accept-language'] ?? ''),
        },
      })
        .then(async (answer) => {
          const html = Buffer.from(stripScripts(await answer.text()));
          const accepts = String(request.headers['accept-encoding'] ?? '');
          const [encoding, body] = accepts.includes('br')
            ? ['br', brotliCompressSync(html)]
            : accepts.includes('gzip')
              ? ['gzip', gzipSync(html, { level: 9 })]
              : [undefined, html];
          response.writeHead(answer.status, {
            'content-type': 'text/html; charset=utf-8',
            'cache-control': 'no-cache',
            ...(encoding ? { 'content-encoding': encoding, vary: 'Accept-Encoding' } : {}),
          });
          response.end(body);
        })
        .catch((error) => {
          response.writeHead(502).end(String(error));
        });
      return;
    }
    const forward = httpRequest(
      {
        host: '127.0.0.1',
        port: sandboxPort,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on('error', (error) => response.writeHead(502).end(String(error)));
    request.pipe(forward);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return { base: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** Debian's Chromium, headless, with a DevTools port for Lighthouse. */
async function startChromium() {
  const executable = process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-public-chromium-'));
  const child = spawn(
    executable,
    [
      ...CHROMIUM_HEADLESS_ARGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${seen}`)), 30_000);
    child.stderr.on('data', (chunk) => {
      seen += String(chunk);
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on('exit', (code) => reject(new Error(`Chromium exited (${code}): ${seen}`)));
    // No such file (ENOENT) or not executable: say how to get one, not an unhandled 'error' event.
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(
        new Error(
          `Chromium could not start (${executable}: ${error.message}). ${HOW_TO_GET_CHROMIUM}`,
        ),
      );
    });
  });
  return {
    port,
    stop() {
      child.kill();
      // Chromium still writes its profile while it exits (ENOTEMPTY once, after the table): retry.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

/**
 * One Lighthouse run (performance only, mobile preset): the figures, or null when the page could
 * not be measured (for example nothing painted).
 * @param {string} url
 * @param {number} port
 * @param {string} [saveAs] where to write the report (JSON), if anywhere
 */
async function measure(url, port, saveAs) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const lhr = result?.lhr;
  if (saveAs && lhr) {
    mkdirSync(path.dirname(saveAs), { recursive: true });
    writeFileSync(saveAs, JSON.stringify(lhr));
  }
  if (!lhr || lhr.runtimeError || lhr.categories.performance.score === null) {
    console.error(`  ${url}: ${lhr?.runtimeError?.message ?? 'not measured'}`);
    return null;
  }
  const value = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    score: (lhr.categories.performance.score ?? 0) * 100,
  };
}

/** What to stop when the bench is interrupted (Ctrl-C, kill): no sandbox or browser left behind. */
const cleanups = new Set();
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const cleanup of cleanups) cleanup();
    process.exit(130);
  });

async function main() {
  const started = new Date();
  const chromium = await startChromium();
  cleanups.add(chromium.stop);
  /** @type {{ title: string, built: ReturnType<typeof summarizeRuns>, floor: ReturnType<typeof summarizeRuns> }[]} */
  const results = [];
  try {
    for (const brand of BRANDS) {
      const sandbox = await startSandbox(brand);
      cleanups.add(sandbox.stop);
      const front = await startFront(sandbox.port);
      try {
        const all = await pagesOf(brand, sandbox.base);
        const pages = selectPages(all, ONLY_PAGES);
        if (pages.length === 0)
          console.warn(
            `${brand}: none of --pages ${String(ONLY_PAGES)} is among its pages (${all.join(', ')})`,
          );
        for (const page of pages) {
          const built = [];
          const floor = [];
          // Alternating, so both variants meet the same moments of a busy machine.
          const saveAs = (/** @type {string} */ variant, /** @type {number} */ run) =>
            values.save &&
            path.resolve(
              values.save,
              `${brand}_${page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}_${variant}_${run + 1}.json`,
            );
          for (let run = 0; run < RUNS; run += 1) {
            built.push(await measure(`${front.base}${page}`, chromium.port, saveAs('built', run)));
            floor.push(
              await measure(`${front.base}${page}?${ZERO_JS}`, chromium.port, saveAs('floor', run)),
            );
          }
          const entry = {
            title: `${brand} ${page}`,
            built: summarizeRuns(built),
            floor: summarizeRuns(floor),
          };
          results.push(entry);
          console.log(`\n${formatPageTable(entry)}`);
        }
      } finally {
        front.close();
        sandbox.stop();
        cleanups.delete(sandbox.stop);
      }
    }
  } finally {
    chromium.stop();
  }
  const passed = results.filter((entry) => judge(entry.built, entry.floor).pass).length;
  console.log(
    `\nLighthouse mobile preset, ${RUNS} runs each, ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, ` +
      `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'})\n`,
  );
  console.log(SUMMARY_HEADER);
  for (const entry of results) console.log(formatSummaryRow(entry));
  console.log(`\n${passed} of ${results.length} pages meet every goal`);
}

await main();
