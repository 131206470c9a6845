import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../platform/http/html.ts';
import { pageInLanguage } from './pageLanguage.ts';

/** Path prefixes that belong to the backend and never fall back to the app (DESIGN runtime topology). */
const BACKEND_PREFIXES = ['/api', '/cloud', '/ws', '/sandbox'] as const;

/**
 * Whether a URL path belongs to the backend (`/api`, `/cloud`, `/ws`, `/sandbox`, or below them).
 *
 * @example
 * isBackendPath('/api/regions/'); // true
 * isBackendPath('/apix'); // false
 */
export function isBackendPath(urlPath: string): boolean {
  return BACKEND_PREFIXES.some(
    (prefix) =>
      urlPath === prefix || urlPath.startsWith(`${prefix}/`) || urlPath.startsWith(`${prefix}?`),
  );
}

/** Vite puts content-hashed files under `/assets/`: their URL changes whenever their bytes do. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon, robots.txt) is revalidated on every use (ETag). */
const REVALIDATE = 'no-cache';

function cacheControlFor(root: string, filePath: string): string {
  const relativePath = relative(root, filePath).split(sep).join('/');
  return relativePath.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

/** The page shown while the brand app has not been built: no inline style or script (CSP). */
function notBuiltPage(brand: string, staticDir: string): string {
  const safeBrand = escapeHtml(brand);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Cloud Portal sandbox: brand app not built</title>
  </head>
  <body>
    <main>
      <h1>The ${safeBrand} brand app is not built yet</h1>
      <p>The sandbox serves the built files of <code>apps/web-${safeBrand}</code> from
        <code>${escapeHtml(staticDir)}</code>, and there is no <code>index.html</code> there.</p>
      <p>Build it with <code>pnpm --filter @cloud-portal/web-${safeBrand} build</code>
        (or <code>pnpm build</code> for everything), then reload this page.
        No restart is needed. The API under <code>/api/</code> already works.</p>
    </main>
  </body>
</html>
`;
}

/** Options of {@link registerStaticApp}. */
export interface StaticAppOptions {
  /** Absolute or relative path of the brand app's build output (`apps/web-<brand>/dist`). */
  staticDir: string;
  /** Brand name, for the "not built" page. */
  brand: string;
}

/** What {@link fallbackPage} needs to know about a build's HTML files (paths relative to its root). */
export interface BuiltPages {
  /** Whether the build has this file. */
  exists(file: string): boolean;
  /**
   * Whether this `index.html` is a prerendered page (its root holds a rendered path, see the
   * portal's prerender) rather than a client-rendered area's bare shell (an empty root).
   */
  isPrerendered(file: string): boolean;
  /** The names of the folders directly inside `folder` (`''`: the build's root). */
  subfolders(folder: string): readonly string[];
}

/** A folder named after a path parameter (`[id]`): the portal's prerendered pattern pages. */
const PARAMETER_FOLDER = /^\[[^\]/]+\]$/;

/**
 * The page prerendered for a URL pattern that matches `segments` whole, if any: the build writes
 * the page of `/news/:id` once, as `news/[id]/index.html` (the portal's `PRERENDERED_PAGES`), and
 * it answers every `/news/<one segment>`. Folders named as the path win over a parameter folder.
 */
function patternPage(segments: readonly string[], pages: BuiltPages): string | undefined {
  let folder = '';
  let parameters = 0;
  for (const segment of segments) {
    const names = pages.subfolders(folder);
    const name = names.includes(segment)
      ? segment
      : names.find((candidate) => PARAMETER_FOLDER.test(candidate));
    if (name === undefined) return undefined;
    if (name !== segment) parameters += 1;
    folder = folder === '' ? name : `${folder}/${name}`;
  }
  const file = `${folder}/index.html`;
  return parameters > 0 && pages.exists(file) ? file : undefined;
}

/**
 * The page that answers an app path with no file of its own (history mode): the page
 * prerendered for a pattern it matches (`news/[id]/index.html` for `/news/6`, status 200), else
 * the shell of the client-rendered area around it (`control/index.html`, status 200), else the
 * prerendered `404.html` with status 404, else (a build without one) `index.html` with 200.
 *
 * Only a bare shell takes in deeper paths: below a prerendered page (`/tutorials/x`), or in an
 * area whose pages are prerendered (`/company/x`: `company/index.html` is a shell that only
 * redirects, its pages `company/about/` and the rest are files), an unknown path is a 404 like
 * any other, not a 200 that the client turns into its not-found page.
 *
 * A path deeper than a pattern (`/news/6/x`) matches none: below the prerendered `/news` it is a
 * 404 like the others.
 *
 * @example
 * fallbackPage('/news/6', pages); // { file: 'news/[id]/index.html', status: 200 }
 * fallbackPage('/control/servers/1', pages); // { file: 'control/index.html', status: 200 }
 * fallbackPage('/company/xyz', pages); // { file: '404.html', status: 404 }
 */
export function fallbackPage(
  urlPath: string,
  pages: BuiltPages,
): { file: string; status: 200 | 404 } {
  const segments = urlPath.split('/').filter(Boolean);
  const pattern = patternPage(segments, pages);
  if (pattern !== undefined) return { file: pattern, status: 200 };
  for (let length = segments.length - 1; length > 0; length -= 1) {
    const folder = segments.slice(0, length).join('/');
    const file = `${folder}/index.html`;
    if (!pages.exists(file)) continue;
    const isShell =
      !pages.isPrerendered(file) &&
      !pages
        .subfolders(folder)
        .some(
          (name) =>
            pages.exists(`${folder}/${name}/index.html`) &&
            pages.isPrerendered(`${folder}/${name}/index.html`),
        );
    if (isShell) return { file, status: 200 };
    break;
  }
  return pages.exists('404.html')
    ? { file: '404.html', status: 404 }
    : { file: 'index.html', status: 200 };
}

/** The marker the portal's prerender writes into the root element of a rendered page. */
const PRERENDERED_MARK = 'data-prerendered-path=';

/**
 * The {@link BuiltPages} of a build folder on disk, read on each call (the app may be rebuilt
 * while the sandbox runs). Paths that leave `root` do not exist.
 *
 * @example
 * fallbackPage('/company/xyz', builtPagesIn('/repo/apps/web-default/dist'));
 */
export function builtPagesIn(root: string): BuiltPages {
  const inside = (file: string) => {
    const full = resolve(root, file);
    return full.startsWith(root + sep) ? full : undefined;
  };
  return {
    exists(file) {
      const full = inside(file);
      return full !== undefined && existsSync(full);
    },
    isPrerendered(file) {
      const full = inside(file);
      return full !== undefined && readFileSync(full, 'utf8').includes(PRERENDERED_MARK);
    },
    subfolders(folder) {
      const full = folder === '' ? root : inside(folder);
      if (full === undefined || !existsSync(full)) return [];
      return readdirSync(full, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
    },
  };
}

/**
 * Serves a brand app's build from the same origin as the API, with history-mode fallback:
 * a GET/HEAD that is not a backend path and not an existing file answers the page of
 * {@link fallbackPage}: the nearest client-rendered area's shell, or the prerendered 404 page
 * with status 404. Missing hashed assets stay real 404s (a chunk
 * that fails to load must fail loudly, SPEC §8). While the build is missing, app routes answer
 * a 503 page that says how to build it.
 *
 * Returns the fallback handler for the server's not-found handler to call.
 *
 * @example
 * const sendApp = await registerStaticApp(app, { staticDir: '/repo/apps/web-default/dist', brand: 'default' });
 */
export async function registerStaticApp(
  app: FastifyInstance,
  options: StaticAppOptions,
): Promise<(request: FastifyRequest, reply: FastifyReply) => FastifyReply> {
  const root = resolve(options.staticDir);
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    etag: true,
    lastModified: true,
    dotfiles: 'ignore',
    // The build writes `.br` and `.gz` next to every text file (tooling/vite-config precompress):
    // they are sent as they are to a client that accepts them (with `Vary: Accept-Encoding`).
    preCompressed: true,
    // The app may be built later, while the sandbox runs: a missing root is expected, not a warning.
    suppressWarning: true,
    allowedPath: (pathname) => !isBackendPath(pathname),
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControlFor(root, filePath));
    },
  });

  return function sendApp(request, reply) {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (urlPath.startsWith('/assets/')) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', REVALIDATE)
        .send('Not found');
    }
    if (!existsSync(resolve(root, 'index.html'))) {
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(notBuiltPage(options.brand, root));
    }
    const page = fallbackPage(urlPath, builtPagesIn(root));
    // The page in the visitor's language where the build has it (pageLanguage.ts): the 404 page,
    // a pattern shell (`news/[id]/index.en.html`), a bare area shell (`control/index.en.html`,
    // its message without JavaScript in that language).
    const file = pageInLanguage(root, page.file, request.headers['accept-language']);
    // sendFile keeps the status set here.
    return reply.code(page.status).header('Cache-Control', REVALIDATE).sendFile(file, root);
  };
}
