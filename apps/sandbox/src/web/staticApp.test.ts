import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer } from '../test-support/server.ts';
import { CONTENT_SECURITY_POLICY } from './securityHeaders.ts';
import { fallbackPage, isBackendPath, type BuiltPages } from './staticApp.ts';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
const APP_FILES = {
  'index.html': INDEX,
  'assets/index-abc123.js': 'console.log("app");',
  'assets/index-abc123.css': 'body{margin:0}',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  'pricing/index.html': '<!doctype html><title>Pricing</title><h1>Prerendered pricing</h1>',
  'api/secret.txt': 'a file under a backend path must never be served',
};

/** A build's pages without a disk: which files exist, which are prerendered, folder contents. */
function builtPages(
  files: ReadonlySet<string>,
  prerendered: ReadonlySet<string>,
  folders: Record<string, string[]> = {},
): BuiltPages {
  return {
    exists: (file) => files.has(file),
    isPrerendered: (file) => prerendered.has(file),
    subfolders: (folder) => folders[folder] ?? [],
  };
}

let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('history-mode fallback', () => {
  it('answers app routes with index.html and 200, so the app renders them (or its own 404 page)', async () => {
    server = await startTestServer({ staticFiles: APP_FILES });

    for (const url of [
      '/control/anything',
      '/control/servers/123/console',
      '/no-such-page',
      '/sign-in?next=%2Fcontrol',
    ]) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toBe(INDEX);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves / as index.html', async () => {
    server = await startTestServer({ staticFiles: APP_FILES });

    const response = await server.app.inject({ method: 'GET', url: '/' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves prerendered pages from their folder, with and without the trailing slash', async () => {
    server = await startTestServer({ staticFiles: APP_FILES });

    for (const url of ['/pricing/', '/pricing']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('Prerendered pricing');
    }
  });

  it('answers HEAD like GET without a body', async () => {
    server = await startTestServer({ staticFiles: APP_FILES });

    const response = await server.app.inject({ method: 'HEAD', url: '/control/anything' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it('never falls back for /api, /cloud or /ws, and never serves files under them', async () => {
    server = await startTestServer({ staticFiles: APP_FILES });

    const api = await server.app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 'not_found', message: 'No such endpoint: GET /api/nope' });

    const file = await server.app.inject({ method: 'GET', url: '/api/secret.txt' });
    expect(file.statusCode).toBe(404);
    expect(file.body).not.toContain('must never be served');

    const cloud = await server.app.inject({
      method: 'GET',
      url: '/cloud/eu-west2/compute/v2.1/nothing',
    });
    expect(cloud.statusCode).toBe(404);
    expect(cloud.json()).toEqual({
      error: { code: 404, title: 'Not Found', message: 'The resource could not be found.' },
    });

    // /ws/ping/{region} exists (api/pingSocket.ts); other /ws paths must not fall back to the app.
    const ws = await server.app.inject({ method: 'GET', url: '/ws/console/nothing' });
    expect(ws.statusCode).toBe(404);
    expect(ws.headers['content-type']).toMatch(/^application\/json/);
  });

  it('does not fall back for other methods', async () => {
    server = await startTestServer({ staticFiles: APP_FILES });

    const response = await server.app.inject({ method: 'POST', url: '/control/anything' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('does not let a path escape the build folder', async () => {
    server = await startTestServer({ staticFiles: APP_FILES });

    for (const url of [
      '/../data/sandbox.sqlite',
      '/%2e%2e/data/sandbox.sqlite',
      '/assets/..%2f..%2fdata%2fsandbox.sqlite',
    ]) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('SQLite format');
      expect([200, 403, 404], url).toContain(response.statusCode);
    }
  });
});

describe('prerendered 404 page and client-rendered areas', () => {
  const PRERENDERED = {
    ...APP_FILES,
    '404.html': '<!doctype html><title>Page not found</title><h1>Prerendered 404</h1>',
    'control/index.html': '<!doctype html><title>Control</title><div id="root"></div>',
  };

  it('answers unknown app paths with 404.html and status 404, revalidated', async () => {
    server = await startTestServer({ staticFiles: PRERENDERED });

    for (const url of ['/no-such-page', '/company/nothing?x=1']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('Prerendered 404');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY);
    }
  });

  it("answers paths inside a client-rendered area with that area's shell and 200", async () => {
    server = await startTestServer({ staticFiles: PRERENDERED });

    for (const url of ['/control/', '/control/servers/123/console']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>Control</title>');
    }
    const home = await server.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toBe(INDEX);
  });

  it('fallbackPage never picks the root index.html for a deeper path when a 404 page exists', () => {
    const files = new Set(['index.html', '404.html', 'control/index.html']);
    const pages = builtPages(files, new Set(['index.html', '404.html']));
    expect(fallbackPage('/login', pages)).toEqual({ file: '404.html', status: 404 });
    expect(fallbackPage('/control/a/b', pages)).toEqual({
      file: 'control/index.html',
      status: 200,
    });
    expect(fallbackPage('/login', builtPages(new Set(['index.html']), new Set()))).toEqual({
      file: 'index.html',
      status: 200,
    });
  });

  it('fallbackPage: below a prerendered page, or in an area of prerendered pages, is a 404', () => {
    const files = new Set([
      'index.html',
      '404.html',
      'control/index.html',
      'news/index.html',
      'company/index.html',
      'company/about/index.html',
      'tutorials/index.html',
    ]);
    const prerendered = new Set([
      'index.html',
      '404.html',
      'company/about/index.html',
      'tutorials/index.html',
    ]);
    const pages = builtPages(files, prerendered, { company: ['about'] });
    const notFound = { file: '404.html', status: 404 };
    expect(fallbackPage('/company/xyz', pages)).toEqual(notFound);
    expect(fallbackPage('/company/about/team', pages)).toEqual(notFound);
    expect(fallbackPage('/tutorials/first-server', pages)).toEqual(notFound);
    // Client-rendered areas without prerendered pages keep their shell for every path inside.
    expect(fallbackPage('/news/5', pages)).toEqual({ file: 'news/index.html', status: 200 });
    expect(fallbackPage('/control/servers/1', pages)).toEqual({
      file: 'control/index.html',
      status: 200,
    });
  });
});

describe('pages prerendered for a pattern (issue 15: news/[id]/index.html)', () => {
  const files = new Set([
    'index.html',
    '404.html',
    'control/index.html',
    'news/index.html',
    'news/[id]/index.html',
    'knowledge/index.html',
    'knowledge/[id]/index.html',
    'knowledge/getting-started/index.html',
  ]);
  const prerendered = new Set([...files].filter((file) => file !== 'control/index.html'));
  const pages = builtPages(files, prerendered, {
    '': ['control', 'news', 'knowledge'],
    news: ['[id]'],
    knowledge: ['[id]', 'getting-started'],
  });
  const notFound = { file: '404.html', status: 404 };

  it('fallbackPage answers one segment in the parameter place with the pattern page, 200', () => {
    expect(fallbackPage('/news/6', pages)).toEqual({ file: 'news/[id]/index.html', status: 200 });
    expect(fallbackPage('/news/anything/', pages)).toEqual({
      file: 'news/[id]/index.html',
      status: 200,
    });
    expect(fallbackPage('/knowledge/add-ssh-key', pages)).toEqual({
      file: 'knowledge/[id]/index.html',
      status: 200,
    });
  });

  it('fallbackPage: deeper paths, and paths below a real folder, are no pattern: 404', () => {
    expect(fallbackPage('/news/6/comments', pages)).toEqual(notFound);
    expect(fallbackPage('/knowledge/getting-started/x', pages)).toEqual(notFound);
    expect(fallbackPage('/other/6', pages)).toEqual(notFound);
    // The other areas keep what they did.
    expect(fallbackPage('/control/servers/1', pages)).toEqual({
      file: 'control/index.html',
      status: 200,
    });
  });

  it('fallbackPage keeps the bare news shell of a brand without news (no pattern page)', () => {
    const withoutNews = builtPages(
      new Set(['index.html', '404.html', 'news/index.html']),
      new Set(['index.html', '404.html']),
      { '': ['news'] },
    );
    expect(fallbackPage('/news/6', withoutNews)).toEqual({ file: 'news/index.html', status: 200 });
  });

  it('the server sends the pattern page for /news/<id>, with 200, from a build on disk', async () => {
    const shellOf = (path: string) =>
      `<!doctype html><div id="root" data-prerendered-language="en" data-prerendered-path="${path}"><h1>${path}</h1></div>`;
    server = await startTestServer({
      staticFiles: {
        ...APP_FILES,
        '404.html': shellOf('/404'),
        'news/index.html': shellOf('/news'),
        'news/[id]/index.html': shellOf('/news/:id'),
      },
    });
    const article = await server.app.inject({ method: 'GET', url: '/news/6' });
    expect(article.statusCode).toBe(200);
    expect(article.body).toContain('data-prerendered-path="/news/:id"');
    expect(article.headers['cache-control']).toBe('no-cache');
    const list = await server.app.inject({ method: 'GET', url: '/news' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('data-prerendered-path="/news"');
    const deeper = await server.app.inject({ method: 'GET', url: '/news/6/x' });
    expect(deeper.statusCode).toBe(404);
    expect(deeper.body).toContain('data-prerendered-path="/404"');
  });
});

describe('the pages of a prerendered area (a build on disk)', () => {
  // As the portal's build writes them: bare shells with an empty root, prerendered pages with
  // their path on the root element.
  const shell = '<!doctype html><title>Cloud Portal</title><div id="root"></div>';
  const rendered = (path: string, heading: string) =>
    `<!doctype html><title>${heading}</title><div id="root" data-prerendered-language="en" data-prerendered-path="${path}"><h1>${heading}</h1></div>`;
  const BUILD = {
    ...APP_FILES,
    '404.html': rendered('/404', 'Page not found'),
    'company/index.html': shell,
    'company/about/index.html': rendered('/company/about', 'About us'),
    'tutorials/index.html': rendered('/tutorials', 'Tutorials'),
    'news/index.html': shell,
  };

  it('answers an unknown path under /company or below a page with the 404 page and 404', async () => {
    server = await startTestServer({ staticFiles: BUILD });

    for (const url of ['/company/xyz', '/company/about/team', '/tutorials/first-server']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<h1>Page not found</h1>');
    }
  });

  it('still serves the area shell, its pages and client-rendered paths with 200', async () => {
    server = await startTestServer({ staticFiles: BUILD });

    const expected: [string, string][] = [
      ['/company', shell],
      ['/company/about', '<h1>About us</h1>'],
      ['/news/5', shell],
    ];
    for (const [url, body] of expected) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(body);
    }
  });
});

describe('static files', () => {
  it('serves an existing hashed asset with long-lived immutable caching', async () => {
    server = await startTestServer({ staticFiles: APP_FILES });

    const response = await server.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app");');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['etag']).toBeDefined();
  });

  it('revalidates files that are not content-hashed', async () => {
    server = await startTestServer({ staticFiles: APP_FILES });

    const response = await server.app.inject({ method: 'GET', url: '/favicon.svg' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed .br or .gz variant the client accepts, for assets and fallback pages', async () => {
    const script = 'console.log("precompressed");'.repeat(20);
    const page = '<!doctype html><title>Page not found</title><h1>Prerendered 404</h1>';
    server = await startTestServer({
      staticFiles: {
        ...APP_FILES,
        'assets/big-abc123.js': script,
        'assets/big-abc123.js.gz': gzipSync(script),
        'assets/big-abc123.js.br': brotliCompressSync(script),
        '404.html': page,
        '404.html.gz': gzipSync(page),
      },
    });

    const url = '/assets/big-abc123.js';
    const gzip = await server.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['vary']).toMatch(/accept-encoding/i);
    expect(gzip.headers['content-type']).toMatch(/javascript/);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const brotli = await server.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

    const identity = await server.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(script);

    const notFound = await server.app.inject({
      url: '/no-such-page',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(notFound.rawPayload).toString()).toBe(page);
  });

  it('answers a missing hashed asset with a real 404 so a failed chunk load is visible', async () => {
    server = await startTestServer({ staticFiles: APP_FILES });

    const response = await server.app.inject({ method: 'GET', url: '/assets/index-gone999.js' });

    expect(response.statusCode).toBe(404);
    expect(response.body).not.toBe(INDEX);
  });
});

describe('security headers', () => {
  it('puts the strict CSP and the other headers on HTML', async () => {
    server = await startTestServer({ staticFiles: APP_FILES });

    for (const url of ['/', '/control/anything', '/pricing/']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('the CSP forbids inline code and framing', () => {
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("style-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'none'; form-action 'self'",
    );
  });

  it('sends nosniff on API responses too', async () => {
    server = await startTestServer();

    const response = await server.app.inject({ method: 'GET', url: '/api/regions/' });

    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });
});

describe('brand app not built', () => {
  it('answers app routes with a 503 page that says how to build it', async () => {
    server = await startTestServer({ brand: 'rocket' });

    const response = await server.app.inject({ method: 'GET', url: '/control/servers' });

    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('rocket brand app is not built');
    expect(response.body).toContain('pnpm --filter @cloud-portal/web-rocket build');
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(response.body).not.toMatch(/<script|<style|style=/);
  });

  it('keeps the API working', async () => {
    server = await startTestServer();

    const response = await server.app.inject({ method: 'GET', url: '/api/regions/eu-west2/' });

    expect(response.statusCode).toBe(200);
  });
});

describe('isBackendPath', () => {
  it('matches the backend prefixes and what is below them only', () => {
    expect(isBackendPath('/api')).toBe(true);
    expect(isBackendPath('/api/regions/')).toBe(true);
    expect(isBackendPath('/cloud/eu-west2/identity/v3/auth/tokens')).toBe(true);
    expect(isBackendPath('/ws/ping/eu-west2')).toBe(true);
    expect(isBackendPath('/apis')).toBe(false);
    expect(isBackendPath('/cloudy/day')).toBe(false);
    expect(isBackendPath('/control/api')).toBe(false);
    expect(isBackendPath('/')).toBe(false);
  });
});
