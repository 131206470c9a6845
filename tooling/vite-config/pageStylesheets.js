// Issue 15: a prerendered page other than the home was written into the home's template, so its
// HTML linked only the home's stylesheets; the styles of its own screen (company pages, pricing)
// came with that screen's lazy chunk, after hydration. Without JavaScript the page stayed half
// styled, and with it the page jumped when they arrived (CLS 0.29 on /company/about, 0.43 on
// /company/data-center-locations). The prerender now links, in each page, the stylesheets whose
// classes its markup uses.

/**
 * The stylesheets of a build in the order Vite would apply them: a depth-first walk of the
 * manifest from the entry, a chunk's static imports before the chunk itself, then its dynamic
 * imports. Each file once.
 * @param {Record<string, { file: string, css?: string[], imports?: string[], dynamicImports?: string[] }>} manifest
 * @param {string} [entry] the manifest key of the entry (default `index.html`)
 * @returns {string[]} css file names (`assets/x.css`)
 * @example stylesheetOrder(JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')));
 */
export function stylesheetOrder(manifest, entry = 'index.html') {
  /** @type {string[]} */
  const order = [];
  const seen = new Set();
  const visited = new Set();
  /** @param {string} key */
  const walk = (key) => {
    if (visited.has(key) || !manifest[key]) return;
    visited.add(key);
    const chunk = manifest[key];
    for (const imported of chunk.imports ?? []) walk(imported);
    for (const file of chunk.css ?? []) {
      if (!seen.has(file)) {
        seen.add(file);
        order.push(file);
      }
    }
    for (const imported of chunk.dynamicImports ?? []) walk(imported);
  };
  walk(entry);
  for (const key of Object.keys(manifest)) walk(key);
  return order;
}

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The stylesheets a page's markup needs beyond those it already links: every file (in `order`)
 * that styles one of the classes used in the markup. CSS-module class names are unique to their
 * file, so a class found in a file means the file styles this page.
 * @param {string} markup the page's prerendered HTML (the part React rendered)
 * @param {ReadonlyArray<{ file: string, css: string }>} stylesheets every stylesheet of the build, in application order
 * @param {ReadonlySet<string>} linked files the page already links (the template's)
 * @returns {string[]}
 * @example pageStylesheets('<div class="_page_1h0st_10">', [{ file: 'assets/PublicPage-x.css', css: '._page_1h0st_10{…}' }], new Set());
 * // ['assets/PublicPage-x.css']
 */
export function pageStylesheets(markup, stylesheets, linked) {
  const classes = new Set();
  for (const match of markup.matchAll(/\bclass="([^"]*)"/g))
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) classes.add(name);
  if (classes.size === 0) return [];
  const pattern = new RegExp(`\\.(?:${[...classes].map(escapeRegExp).join('|')})(?![\\w-])`);
  return stylesheets
    .filter(({ file, css }) => !linked.has(file) && pattern.test(css))
    .map(({ file }) => file);
}
