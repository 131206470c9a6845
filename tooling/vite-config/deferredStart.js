// Issue 15: the first paint of a prerendered page must not wait for JavaScript. Vite's index.html
// asks for the entry module and its ~25 module preloads at once, in <head>: they compete with
// the stylesheets for the link, and the browser runs the entry (hydration) before it paints.
// After the build this plugin rewrites every page's template so that:
//   - the one script in <head> is tiny, classic and inline: the colour-scheme boot script (still
//     before the first paint, no flash) followed by the start script below, which asks for the
//     entry and its preloads only after the page has painted. Inline, because as a file it was a
//     second render-blocking request beside the stylesheet: over HTTP/1.1 a second connection (a
//     TCP handshake, one round trip) before the first paint, 280 ms of FCP on a phone (Lighthouse).
//     The strict CSP allows it by its hash only: the build writes `csp.json`
//     ({"script-src": ["'sha256-…'"]}), which the server adds to the policy of its HTML pages;
//   - the stylesheets the page needs at once are one file (one request instead of ten), while the
//     original files stay listed as disabled links, so Vite's preload helper knows they are there
//     when a lazy chunk names them (a disabled stylesheet is neither fetched nor applied).
import { createHash } from 'node:crypto';
import { THEME_INIT_SCRIPT } from './themeInit.js';

/**
 * The start script (ES5, classic): reads the entry and the module preloads from its own
 * `data-entry` / `data-preload` attributes and adds them to <head> after the first contentful
 * paint (a `paint` PerformanceObserver; where there is none, a task posted from the next frame's
 * callback, which runs just before that frame's paint; at the latest after 3 s). A frame alone was
 * not enough: Chromium ran the frame's callback at 520 ms and painted at 690 ms, so the entry and
 * its preloads still competed with the first paint. A hidden page
 * (no frames) starts at once, and so does a bare shell (an empty `#root`: a client-rendered area
 * has nothing to paint without it). Runs after the parse (DOMContentLoaded), so the whole
 * prerendered page is in the first paint. The entry goes first, then the preloads five per task:
 * each inserted `<link rel=modulepreload>` starts a fetch, 2-7 ms of a phone's CPU (Chromium at 4×
 * throttling), and a published article lists about 40, which in one task was a long task of
 * 130-300 ms right after the first paint (Total Blocking Time).
 * @example new Function(START_SCRIPT)(); // with document.currentScript carrying data-entry
 */
export const START_SCRIPT = `(function(d){var s=d.currentScript;if(!s)return;var e=s.getAttribute("data-entry"),p=(s.getAttribute("data-preload")||"").split(" ").filter(Boolean),done=false;
function add(t,a){var n=d.createElement(t);for(var k in a)n[k]=a[k];n.crossOrigin="";d.head.appendChild(n)}
function go(){if(done)return;done=true;add("script",{type:"module",src:e});var i=0;(function more(){for(var end=i+5;i<end&&i<p.length;i++)add("link",{rel:"modulepreload",href:p[i]});if(i<p.length)setTimeout(more,0)})()}
function painted(){if(d.visibilityState==="hidden")return go();setTimeout(go,3000);var P=typeof PerformanceObserver==="function"?PerformanceObserver:null;
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){var o=new P(function(l){var e=l.getEntries();for(var i=0;i<e.length;i++)if(e[i].name==="first-contentful-paint"){o.disconnect();setTimeout(go,0)}});o.observe({type:"paint",buffered:true})}
else requestAnimationFrame(function(){setTimeout(go,0)})}
function ready(){var r=d.getElementById("root");if(r&&!r.firstChild)go();else painted()}
if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",ready);else ready()})(document);
`;

/** The file served in <head>: the colour-scheme boot script, then the start script. */
export const HEAD_SCRIPT = `${THEME_INIT_SCRIPT}${START_SCRIPT}`;

/**
 * The CSP source that allows the inline {@link HEAD_SCRIPT} (and nothing else): its SHA-256 in
 * base64, as `script-src` takes it.
 */
export const HEAD_SCRIPT_HASH = `'sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}'`;

/** The file of the build that lists the CSP sources its HTML pages need beyond `'self'`. */
export const CSP_FILE = 'csp.json';

/** @param {string} text */
const escapeAttribute = (text) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * Rewrites a built index.html (see the file comment): the entry module and its preloads move into
 * the attributes of the inline head script (which replaces the theme-init script tag), the stylesheet
 * links become one link to `initialCss.href` followed by the originals, disabled. Returns the
 * stylesheets' hrefs in page order (their concatenation is the initial stylesheet).
 * @param {string} html
 * @param {{ themeInitSrc: string, initialCssHref: string }} paths
 * @returns {{ html: string, stylesheets: string[], entry: string, preloads: string[] }}
 * @example deferStart(html, { themeInitSrc: '/assets/theme-init-1.js', initialCssHref: '/assets/initial-3.css' }).entry; // '/assets/index-4.js'
 */
export function deferStart(html, { themeInitSrc, initialCssHref }) {
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
  const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  const stylesheetTag = /<link rel="stylesheet" crossorigin href="([^"]+)">\s*/g;
  const entries = [...html.matchAll(entryTag)].map((match) => match[1]);
  if (entries.length !== 1)
    throw new Error(`index.html should have one module entry script, found ${entries.length}`);
  const entry = /** @type {string} */ (entries[0]);
  const preloads = [...html.matchAll(preloadTag)].map((match) => match[1]);
  const stylesheets = [...html.matchAll(stylesheetTag)].map((match) => match[1]);
  const themeTag = `<script src="${themeInitSrc}"></script>`;
  if (!html.includes(themeTag)) throw new Error(`index.html has no ${themeTag}`);
  // The script's text must stay byte for byte HEAD_SCRIPT: the CSP hash is of exactly that.
  const headScript = `<script data-entry="${escapeAttribute(entry)}" data-preload="${escapeAttribute(preloads.join(' '))}">${HEAD_SCRIPT}</script>`;
  const links = stylesheets.length
    ? [
        `<link rel="stylesheet" crossorigin href="${escapeAttribute(initialCssHref)}">`,
        ...stylesheets.map(
          (href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}" disabled>`,
        ),
      ]
    : [];
  const rewritten = html
    .replace(entryTag, '')
    .replace(preloadTag, '')
    .replace(stylesheetTag, '')
    // A function: the script's text must not be read as a replacement pattern (`$&` and the like).
    .replace(themeTag, () => [headScript, ...links].join('\n    '));
  return { html: rewritten, stylesheets, entry, preloads };
}

/**
 * Issue 15: adds module preloads to a page written from the template (a prerendered page whose
 * first render needs more than the entry's static imports: its route area, screen and store
 * chunks), at the end of the head script's `data-preload` list, so the start script asks for
 * them together with the entry instead of one after another. Hrefs already listed are skipped.
 * @param {string} html a page whose head script carries `data-preload` (see {@link deferStart})
 * @param {readonly string[]} hrefs
 * @returns {string}
 * @example withPreloads(html, ['/assets/routes-1.js', '/assets/NewsListPage-2.js'])
 */
export function withPreloads(html, hrefs) {
  const list = /(<script [^>]*\bdata-preload=")([^"]*)(")/;
  const match = html.match(list);
  if (!match) throw new Error('The page has no head script with data-preload to add to');
  const listed = (match[2] ?? '').split(' ').filter(Boolean);
  const added = hrefs.map(escapeAttribute).filter((href, index, all) => {
    return !listed.includes(href) && all.indexOf(href) === index;
  });
  if (added.length === 0) return html;
  return html.replace(
    list,
    (_, start, _listed, end) => `${start}${[...listed, ...added].join(' ')}${end}`,
  );
}

/**
 * Vite plugin of a brand app (build only): applies {@link deferStart} to the built index.html
 * (the template of every prerendered page) and emits `csp.json` and the initial stylesheet.
 * @param {string} themeInitFile the theme-init script's path in dist (`THEME_INIT_FILE`)
 * @returns {import('vite').Plugin}
 * @example plugins: [brandHtml(brand), deferredStart(THEME_INIT_FILE)]
 */
export function deferredStart(themeInitFile) {
  let base = '/';
  return {
    name: 'cloud-portal:deferred-start',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      // After Vite's HTML plugin has written index.html with its tags.
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (!page || page.type !== 'asset' || page.fileName.includes('.prerender')) return;
        const cssOf = (/** @type {string} */ href) => {
          const asset = bundle[href.slice(base.length)];
          if (!asset || asset.type !== 'asset')
            throw new Error(`index.html links ${href}, which is not in the bundle`);
          return String(asset.source);
        };
        // The stylesheet's name needs its content: hrefs first, then the file.
        const probe = deferStart(String(page.source), {
          themeInitSrc: base + themeInitFile,
          initialCssHref: '',
        });
        const css = probe.stylesheets.map(cssOf).join('\n');
        const cssFile = `assets/initial-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
        const { html } = deferStart(String(page.source), {
          themeInitSrc: base + themeInitFile,
          initialCssHref: base + cssFile,
        });
        page.source = html;
        this.emitFile({
          type: 'asset',
          fileName: CSP_FILE,
          source: `${JSON.stringify({ 'script-src': [HEAD_SCRIPT_HASH] }, null, 2)}\n`,
        });
        if (probe.stylesheets.length)
          this.emitFile({ type: 'asset', fileName: cssFile, source: css });
      },
    },
  };
}
