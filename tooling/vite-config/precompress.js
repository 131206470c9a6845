// Build-time compression of a brand app's static files (issue 5 budgets, DESIGN "Performance").
// Every text file of dist/ gets a `.gz` (Zopfli for the large ones: gzip format, about 3 % smaller
// than `gzip -9`, decoded by every client) and a `.br` (Brotli, quality 11). A server or CDN
// serves them as they are (the sandbox: @fastify/static `preCompressed`), so the bytes the budget
// script measures are the bytes a visitor downloads, and no request pays for compression.
import { gzipAsync } from '@gfx/zopfli';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** File types that are compressed; images other than SVG and fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Zopfli iterations. Measured on the 362 KB vendor chunk: gzip -9 115,317 B; Zopfli 1 iteration
 * 111,620 B in 1.2 s, 15 iterations (its default) 111,506 B in 2.2 s: one keeps 97 % of the gain.
 */
const ZOPFLI_ITERATIONS = 1;

/**
 * Smaller files get `gzip -9` (node:zlib) instead: Zopfli saves them a handful of bytes, and on
 * some small, mostly non-ASCII files (the ru/zh message chunks) it took over a second each.
 */
export const ZOPFLI_MIN_BYTES = 16 * 1024;

/**
 * Lists the files below `dir` (relative paths) that {@link precompressFile} handles.
 * @param {string} dir
 * @returns {string[]}
 * @example compressibleFiles('apps/web-default/dist') // ['404.html', 'assets/index-a1.js', ...]
 */
export function compressibleFiles(dir) {
  /** @type {string[]} */
  const files = [];
  const walk = (/** @type {string} */ relative) => {
    for (const entry of readdirSync(join(dir, relative), { withFileTypes: true })) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      // Dot folders (Vite's manifest, the kept server bundle) are never served.
      if (entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) files.push(path);
    }
  };
  walk('');
  return files.sort();
}

/**
 * Writes `<file>.gz` (Zopfli from {@link ZOPFLI_MIN_BYTES}, else gzip -9) and `<file>.br` (Brotli 11) next to `file`. A variant that would
 * not be smaller than the file is not written, so the server sends the file itself.
 * @param {string} file absolute path
 * @returns {Promise<{ raw: number, gzip: number | null, brotli: number | null }>} sizes in bytes (null: not written)
 * @example await precompressFile('/repo/apps/web-default/dist/assets/index-a1.js')
 */
export async function precompressFile(file) {
  const content = readFileSync(file);
  const gzip =
    content.length >= ZOPFLI_MIN_BYTES
      ? Buffer.from(await gzipAsync(content, { numiterations: ZOPFLI_ITERATIONS }))
      : gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const written = {
    raw: content.length,
    gzip: /** @type {number | null} */ (null),
    brotli: /** @type {number | null} */ (null),
  };
  if (gzip.length < content.length) {
    writeFileSync(`${file}.gz`, gzip);
    written.gzip = gzip.length;
  }
  if (brotli.length < content.length) {
    writeFileSync(`${file}.br`, brotli);
    written.brotli = brotli.length;
  }
  return written;
}

/**
 * Vite plugin of a brand app: after the build, and after the prerendered pages are written (it
 * must come after `prerenderPages` in `plugins`), precompresses every text file of `dist/`.
 * Source maps are left alone: browsers fetch them only with the developer tools open.
 * @returns {import('vite').Plugin}
 * @example plugins: [react(), prerenderPages(brand), precompress()]
 */
export function precompress() {
  /** @type {import('vite').ResolvedConfig | undefined} */
  let config;
  return {
    name: 'cloud-portal:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!config || config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        if (!statSync(outDir, { throwIfNoEntry: false })?.isDirectory()) return;
        const files = compressibleFiles(outDir);
        // One at a time: Zopfli is CPU-bound and the brand apps build in parallel already.
        for (const file of files) await precompressFile(join(outDir, file));
      },
    },
  };
}
