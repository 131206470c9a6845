// Issue 15: the publish step of the content pages. A brand's build prerenders /news, /knowledge and
// their articles as shells (loading states; an article once, for its pattern), so their largest
// element, the content, came after the JavaScript and an API call. This renders each content
// page with the answers its screen shows, through the build's kept server bundle
// (dist/.prerender), into a folder of published pages that the server answers before the build's
// shells: what a publish hook does on a static host when an editor publishes. The pages keep the
// shell's head (stylesheets, the start script and its preloads) and add the stylesheets the
// content's markup uses.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { precompressFile } from './precompress.js';
import { PRERENDER_SERVER_DIR, pageStyles } from './prerender.js';

/** The build's shell of a content path, relative to dist: an article's is its pattern's. */
const SHELLS = [
  { path: /^\/news$/, shell: 'news/index.html' },
  { path: /^\/news\/[^/]+$/, shell: 'news/[id]/index.html' },
  { path: /^\/knowledge$/, shell: 'knowledge/index.html' },
  { path: /^\/knowledge\/[^/]+$/, shell: 'knowledge/[id]/index.html' },
];

/**
 * The shell file of the build that a published content path replaces, or `undefined`.
 * @param {string} path
 * @returns {string | undefined}
 * @example shellOf('/news/6') // 'news/[id]/index.html'
 */
export function shellOf(path) {
  return SHELLS.find((entry) => entry.path.test(path))?.shell;
}

/**
 * A prerendered page with its root emptied, ready to render another page of the same kind into.
 * @param {string} html
 * @returns {string}
 * @example emptyRoot('<body><div id="root" data-prerendered-path="/news">…</div>\n</body>') // '<body><div id="root"></div>\n</body>'
 */
export function emptyRoot(html) {
  const start = html.indexOf('<div id="root"');
  const bodyEnd = html.lastIndexOf('</body>');
  const end = html.lastIndexOf('</div>', bodyEnd);
  if (start < 0 || end < start) throw new Error('The page has no <div id="root"> to render into.');
  return `${html.slice(0, start)}<div id="root"></div>${html.slice(end + '</div>'.length)}`;
}

/**
 * The files a published page is written to: `/news/6` in `en` → `news/6/index.en.html` (the
 * portal's `pageLanguageFile`), and in the brand's first language also `news/6/index.html` (what
 * a visitor without a known language gets, as in the build).
 * @param {string} path
 * @param {string} language
 * @param {boolean} first
 * @param {(file: string, language: string) => string} pageLanguageFile
 * @returns {string[]}
 * @example publishedFiles('/news/6', 'en', true, pageLanguageFile) // ['news/6/index.html', 'news/6/index.en.html']
 */
export function publishedFiles(path, language, first, pageLanguageFile) {
  const file = `${path.replace(/^\//, '')}/index.html`;
  const variant = pageLanguageFile(file, language);
  return first ? [file, variant] : [variant];
}

/**
 * Renders every content page of a build's brand with its data, fetched from the product API at
 * `api` (an origin; the paths are below `/api`), into `outDir`, replacing what was published
 * there before (written aside, then swapped in). Answers what it wrote.
 * @param {{ distDir: string, api: string, outDir: string, fetch?: typeof fetch }} options
 * @returns {Promise<{ pages: number, files: string[] }>}
 * @example await publishContent({ distDir: 'apps/web-default/dist', api: 'http://127.0.0.1:8080', outDir: '.data/published' })
 */
export async function publishContent({ distDir, api, outDir, fetch = globalThis.fetch }) {
  const serverDir = join(distDir, PRERENDER_SERVER_DIR);
  const { renderPage, publishedContentPages, pageLanguageFile, sanitizeWith } = await import(
    pathToFileURL(join(serverDir, 'prerender.mjs')).href
  );
  // Article bodies are sanitised with a DOM (DOMPurify), at the site's origin: the API's.
  const { JSDOM } = await import('jsdom');
  sanitizeWith(new JSDOM('', { url: `${api}/` }).window);
  const { brand, base } = JSON.parse(readFileSync(join(serverDir, 'brand.json'), 'utf8'));
  /** @param {string} path */
  const get = async (path) => {
    const response = await fetch(`${api}/api${path}`, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET /api${path} answered ${response.status}`);
    return response.json();
  };
  const staging = `${outDir}.partial`;
  rmSync(staging, { recursive: true, force: true });
  /** @type {Map<string, (html: string) => string>} */
  const stylers = new Map();
  /** @type {string[]} */
  const files = [];
  let pages = 0;
  for (const [index, language] of brand.languages.entries()) {
    for (const page of await publishedContentPages(brand, language, get)) {
      const shell = shellOf(page.path);
      if (!shell) throw new Error(`No shell in the build for ${page.path}`);
      const shellFile = pageLanguageFile(shell, language);
      const template = emptyRoot(readFileSync(join(distDir, shellFile), 'utf8'));
      let withStyles = stylers.get(shellFile);
      if (!withStyles) {
        withStyles = pageStyles(distDir, base, template);
        stylers.set(shellFile, withStyles);
      }
      const { html } = await renderPage(
        brand,
        { path: page.path, file: shellFile, status: 200 },
        template,
        language,
        page,
      );
      for (const file of publishedFiles(page.path, language, index === 0, pageLanguageFile)) {
        const target = join(staging, file);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, withStyles(html));
        await precompressFile(target);
        files.push(file);
      }
      pages += 1;
    }
  }
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(dirname(outDir), { recursive: true });
  renameSync(staging, outDir);
  return { pages, files };
}
