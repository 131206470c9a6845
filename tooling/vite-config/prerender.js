// Build-time prerendering of a brand's public pages (issue 5): after the client build, the same
// Vite config builds `@cloud-portal/portal/prerender` for Node (everything bundled, so the output
// needs no node_modules of its own), renders each page into the built index.html and writes the
// files into dist. The temporary server bundle is removed afterwards.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { pageStylesheets, stylesheetOrder } from './pageStylesheets.js';

/** The module a brand's build renders its public pages with. */
export const PRERENDER_ENTRY = '@cloud-portal/portal/prerender';

/**
 * Vite plugin of a brand app: writes `dist/index.html`, `dist/404.html` (and any other page of the
 * portal's `PRERENDERED_PAGES`) as prerendered HTML in the brand's first language.
 * @param {object} brand the app's validated `BrandConfig`
 * @returns {import('vite').Plugin}
 * @example plugins: [prerenderPages(brand)]
 */
export function prerenderPages(brand) {
  /** @type {import('vite').ResolvedConfig | undefined} */
  let config;
  return {
    name: 'cloud-portal:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // The server build below loads this same config: it must not prerender again.
      if (!config || config.build.ssr || process.env.CLOUD_PORTAL_PRERENDER === 'off') return;
      const outDir = resolve(config.root, config.build.outDir);
      const serverDir = join(outDir, '.prerender');
      // Resolved here, from the app (a bare package name is not a valid build input).
      const entry = await this.resolve(PRERENDER_ENTRY, join(config.root, 'index.html'));
      if (!entry) throw new Error(`${PRERENDER_ENTRY} does not resolve from ${config.root}`);
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        ssr: { noExternal: true },
        build: {
          ssr: entry.id,
          outDir: serverDir,
          emptyOutDir: true,
          manifest: false,
          sourcemap: false,
          copyPublicDir: false,
          rolldownOptions: { output: { entryFileNames: 'prerender.mjs', codeSplitting: true } },
        },
      });
      try {
        const { renderPages } = await import(pathToFileURL(join(serverDir, 'prerender.mjs')).href);
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const withStyles = pageStyles(outDir, config.base, template);
        for (const page of await renderPages(brand, template)) {
          const file = join(outDir, page.file);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, page.html === template ? page.html : withStyles(page.html));
        }
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Issue 15: a function that adds to a prerendered page the stylesheets its markup uses beyond the
 * template's (its screen's, which otherwise came with the lazy chunk after hydration), linked
 * after the template's in the order Vite applies them.
 * @param {string} outDir
 * @param {string} base
 * @param {string} template
 * @returns {(html: string) => string}
 */
function pageStyles(outDir, base, template) {
  const manifestFile = join(outDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return (html) => html;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const stylesheets = stylesheetOrder(manifest).map((file) => ({
    file,
    css: readFileSync(join(outDir, file), 'utf8'),
  }));
  const linked = new Set(
    [...template.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) =>
      (match[1] ?? '').slice(base.length),
    ),
  );
  return (html) => {
    const root = html.indexOf('<div id="root"');
    const extra = pageStylesheets(html.slice(root), stylesheets, linked);
    if (extra.length === 0) return html;
    const links = extra
      .map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`)
      .join('\n    ');
    return html.replace('</head>', `    ${links}\n  </head>`);
  };
}
