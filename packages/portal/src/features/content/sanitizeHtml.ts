import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

// DESIGN security: news and knowledge-base bodies are HTML from the API. They are shown only
// through this strict allowlist: text structure, links, images, code and tables. Everything else
// (scripts, styles, forms, frames, embedded SVG/MathML, event handlers, ids and classes) is
// dropped, and URLs must be http(s) or relative.

/** Elements a content body may contain. */
const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'code',
  'pre',
  'kbd',
  'samp',
  'blockquote',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'strong',
  'b',
  'em',
  'i',
  'sub',
  'sup',
  'span',
];

/** Attributes kept on those elements (URL attributes are checked again by the hook). */
const ALLOWED_ATTR = [
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'colspan',
  'rowspan',
  'scope',
  'start',
];

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  // http(s), or relative (no scheme at all); the hook re-checks with the URL parser.
  ALLOWED_URI_REGEXP: /^(?:https?:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Removed elements whose text must not survive as text either (added to DOMPurify's list).
  ADD_FORBID_CONTENTS: ['iframe', 'object', 'embed', 'form', 'select', 'textarea', 'button'],
  KEEP_CONTENT: true,
  RETURN_TRUSTED_TYPE: false,
};

/** The base a relative URL is resolved against to find its scheme (never fetched). */
const PROBE_BASE = 'https://relative.invalid/';

/**
 * Whether a URL attribute value is allowed: after the browser's own parsing it is http or https
 * (a relative URL resolves to the page's scheme). Catches encodings a regular expression misses
 * (`java\tscript:`, leading control characters).
 * @example isSafeContentUrl('/knowledge/add-ssh-key') // true
 * @example isSafeContentUrl('javascript:alert(1)') // false
 */
export function isSafeContentUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value, PROBE_BASE);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false; // not a URL a browser would follow
  }
}

/**
 * Whether a link leaves the site: an absolute URL on another origin than `origin`.
 * @example isExternalUrl('https://example.org/', 'https://portal.test') // true
 */
export function isExternalUrl(value: string, origin: string): boolean {
  try {
    return new URL(value, `${origin}/`).origin !== origin;
  } catch {
    return false;
  }
}

function createSanitizer(window: Window & typeof globalThis): DOMPurify {
  const purify = createDOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    for (const name of ['href', 'src'] as const) {
      const value = node.getAttribute(name);
      if (value !== null && !isSafeContentUrl(value)) node.removeAttribute(name);
    }
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      // External links must not get a handle on this window nor learn the page's URL.
      if (href !== null && isExternalUrl(href, window.location.origin)) {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
  });
  return purify;
}

let sanitizer: { window: Window; purify: DOMPurify } | undefined;
let serverWindow: (Window & typeof globalThis) | undefined;

/**
 * Gives a server render a DOM to sanitise with (issue 15: the publish step renders articles in
 * Node, with a jsdom window whose URL is the site's origin, so external links are told apart).
 * @example sanitizeWith(new JSDOM('', { url: 'https://portal.example' }).window);
 */
export function sanitizeWith(window: Window & typeof globalThis): void {
  serverWindow = window;
}

/**
 * Cleans an HTML fragment from the API (news, knowledge base) with the strict allowlist above,
 * ready for `dangerouslySetInnerHTML`. Without a DOM (a server render not given one through
 * {@link sanitizeWith}) it returns an empty string rather than unsanitised HTML.
 * @example sanitizeHtml('<p onclick="x()">Hi<script>alert(1)</script></p>') // '<p>Hi</p>'
 */
export function sanitizeHtml(html: string): string {
  const window =
    serverWindow ?? (typeof globalThis.window === 'undefined' ? undefined : globalThis.window);
  if (window === undefined) return '';
  if (sanitizer?.window !== window) sanitizer = { window, purify: createSanitizer(window) };
  if (!sanitizer.purify.isSupported) return '';
  // The serialised result of one pass can parse into another tree (`<a>` nested in `<a>` around a
  // table is kept by the DOM but split by the HTML parser), so sanitise again until the output
  // reads back as itself: what the page parses is then exactly what was sanitised.
  let clean = sanitizer.purify.sanitize(html, CONFIG);
  for (let pass = 0; pass < MAX_EXTRA_PASSES; pass += 1) {
    const again = sanitizer.purify.sanitize(clean, CONFIG);
    if (again === clean) break;
    clean = again;
  }
  return clean;
}

/** Extra passes of {@link sanitizeHtml} until its output is stable (two suffice for nesting). */
const MAX_EXTRA_PASSES = 3;
