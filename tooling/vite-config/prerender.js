// Build-time prerendering of a brand's public pages (issue 5): after the client build, the same
// Vite config builds `@cloud-portal/portal/prerender` for Node (everything bundled, so the output
// needs no node_modules of its own), renders each page into the built index.html and writes the
// files into dist. The server bundle stays in `dist/.prerender/` with the brand's configuration
// (a dot folder: the sandbox and precompress leave it alone), for the publish step that renders
// the content pages with their data (issue 15, publishContent.js).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { withPreloads } from './deferredStart.js';
import { pageStylesheets, stylesheetOrder } from './pageStylesheets.js';

/** The module a brand's build renders its public pages with. */
export const PRERENDER_ENTRY = '@cloud-portal/portal/prerender';

/** The folder of dist that keeps the server bundle (`prerender.mjs`) and `brand.json`. */
export const PRERENDER_SERVER_DIR = '.prerender';

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
  /** The client build's chunks, for the pages' preloads. @type {BuiltChunk[]} */
  let chunks = [];
  return {
    name: 'cloud-portal:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      if (!config || config.build.ssr) return;
      chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                moduleIds: output.moduleIds,
                imports: output.imports,
                isEntry: output.isEntry,
              },
            ]
          : [],
      );
    },
    async closeBundle() {
      // The server build below loads this same config: it must not prerender again.
      if (!config || config.build.ssr || process.env.CLOUD_PORTAL_PRERENDER === 'off') return;
      const outDir = resolve(config.root, config.build.outDir);
      const serverDir = join(outDir, PRERENDER_SERVER_DIR);
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
      const { renderPages } = await import(pathToFileURL(join(serverDir, 'prerender.mjs')).href);
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      const withStyles = pageStyles(outDir, config.base, template);
      const language = brand.languages?.[0] ?? 'en';
      const i18nEntry = await this.resolve('@cloud-portal/i18n', entry.id);
      if (!i18nEntry) throw new Error(`@cloud-portal/i18n does not resolve from ${entry.id}`);
      /** @param {string} specifier */
      const moduleId = async (specifier) => {
        if (specifier.startsWith('./')) return join(dirname(entry.id), specifier);
        const resolved = await this.resolve(specifier, entry.id);
        if (!resolved) throw new Error(`${specifier} does not resolve from ${entry.id}`);
        return resolved.id;
      };
      // A namespace's chunk and the language's loader table that imports it (i18n's loadNamespace).
      /** @param {string} namespace */
      const namespaceIds = (namespace) => {
        const locales = join(dirname(i18nEntry.id), 'locales', language);
        const extension = extname(i18nEntry.id);
        return [join(locales, `loaders${extension}`), join(locales, `${namespace}${extension}`)];
      };
      for (const page of await renderPages(brand, template)) {
        const file = join(outDir, page.file);
        mkdirSync(dirname(file), { recursive: true });
        let html = page.html === template ? page.html : withStyles(page.html);
        if (page.html !== template && (page.preload?.length || page.namespaces?.length)) {
          const ids = [
            ...(await Promise.all((page.preload ?? []).map(moduleId))),
            ...(page.namespaces ?? []).flatMap(namespaceIds),
          ];
          const files = chunksToPreload(chunks, ids, page.path);
          html = withPreloads(
            html,
            files.map((chunkFile) => config.base + chunkFile),
          );
        }
        writeFileSync(file, html);
      }
      writeFileSync(join(serverDir, 'brand.json'), JSON.stringify({ brand, base: config.base }));
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
export function pageStyles(outDir, base, template) {
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

/**
 * @typedef {object} BuiltChunk A chunk of the client build, as `generateBundle` sees it.
 * @property {string} fileName its file in dist (`assets/routes-1.js`)
 * @property {readonly string[]} moduleIds the modules bundled into it (absolute ids)
 * @property {readonly string[]} imports the chunks it imports statically
 * @property {boolean} isEntry whether it is the entry (loaded by the start script anyway)
 */

/**
 * Issue 15: the chunks to modulepreload for modules a page needs at once (its route area, screen,
 * store; see the portal's `PRERENDERED_PAGES`): the chunk holding each module, then the chunks it
 * imports statically, depth first, each once, never the entry. Module ids are matched against
 * the chunks' modules, so no file name is written anywhere; a module in no chunk fails the build
 * (it moved, and the page's list must follow).
 * @param {readonly BuiltChunk[]} chunks
 * @param {readonly string[]} moduleIds
 * @param {string} page the page's path, for the error message
 * @returns {string[]} chunk file names, relative to dist
 * @example chunksToPreload(chunks, ['/repo/packages/portal/src/features/content/routes.tsx'], '/news') // ['assets/routes-1.js', ...]
 */
export function chunksToPreload(chunks, moduleIds, page) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** @type {string[]} */
  const files = [];
  /** @param {string} file */
  const visit = (file) => {
    const chunk = byFile.get(file);
    if (!chunk || chunk.isEntry || files.includes(file)) return;
    files.push(file);
    chunk.imports.forEach(visit);
  };
  for (const id of moduleIds) {
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
    if (!chunk)
      throw new Error(
        `${page} preloads ${id}, which is in no chunk of the build (moved? fix the portal's PRERENDERED_PAGES)`,
      );
    visit(chunk.fileName);
  }
  return files;
}
