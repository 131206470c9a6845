import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer } from '../test-support/server.ts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { acceptedLanguages, pageLanguageUrl } from './pageLanguage.ts';
import { isBackendPath } from './staticApp.ts';

// A build with its pages in three languages (the first one, ru, also as index.html).
const page = (language: string, path: string) =>
  `<!doctype html><html lang="${language}"><body><div id="root" data-prerendered-language="${language}" data-prerendered-path="${path}">${language} ${path}</div></body></html>`;
// A client-rendered area's bare shell: nothing to hydrate, its message without JavaScript in
// its language.
const shell = (language: string) =>
  `<!doctype html><html lang="${language}"><body><noscript>${language} noscript</noscript><div id="root"></div></body></html>`;
const FILES = {
  'index.html': page('ru', '/'),
  'index.ru.html': page('ru', '/'),
  'index.en.html': page('en', '/'),
  'index.zh.html': page('zh', '/'),
  'company/about/index.html': page('ru', '/company/about'),
  'company/about/index.ru.html': page('ru', '/company/about'),
  'company/about/index.en.html': page('en', '/company/about'),
  '404.html': page('ru', '/404'),
  '404.en.html': page('en', '/404'),
  'control/index.html': shell('ru'),
  'control/index.ru.html': shell('ru'),
  'control/index.en.html': shell('en'),
  'news/index.html': page('ru', '/news'),
  'news/index.en.html': page('en', '/news'),
  'news/[id]/index.html': page('ru', '/news/:id'),
  'news/[id]/index.en.html': page('en', '/news/:id'),
  'assets/app.js': 'console.log(1)',
};

let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const get = async (url: string, acceptLanguage?: string) => {
  server ??= await startTestServer({ staticFiles: FILES });
  return server.app.inject({
    method: 'GET',
    url,
    headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
  });
};

describe('prerendered pages in the visitor language (Accept-Language)', () => {
  it('answers the variant of the first accepted language the build has, at the same URL', async () => {
    expect((await get('/', 'en-US,en;q=0.9')).body).toContain('en /');
    expect((await get('/company/about', 'zh-CN,zh;q=0.9,en;q=0.8')).body).toContain(
      'en /company/about',
    );
    expect((await get('/company/about/', 'ru,en;q=0.5')).body).toContain('ru /company/about');
    expect((await get('/?utm=x', 'zh')).body).toContain('zh /');
  });

  it('keeps the first language without the header or without a match, and says the answer varies on it', async () => {
    const plain = await get('/company/about');
    expect(plain.body).toContain('ru /company/about');
    expect(plain.headers.vary).toMatch(/Accept-Language/);
    expect((await get('/company/about', 'de-DE, fr;q=0.9')).body).toContain('ru /company/about');
  });

  it('answers the shells of the content pages, pattern shells too, in the visitor language', async () => {
    expect((await get('/news', 'en')).body).toContain('en /news');
    const article = await get('/news/6', 'en-GB');
    expect(article.statusCode).toBe(200);
    expect(article.body).toContain('en /news/:id');
    expect((await get('/news/6', 'zh')).body).toContain('ru /news/:id');
  });

  it('answers the not-found page in the visitor language, with status 404', async () => {
    const missing = await get('/company/nope', 'en');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('en /404');
  });

  it("answers a client-rendered area's bare shell in the visitor language, for every path inside", async () => {
    for (const url of ['/control', '/control/servers', '/control/servers/page/1/server-console']) {
      const english = await get(url, 'en-US,en;q=0.9');
      expect(english.statusCode, url).toBe(200);
      expect(english.body, url).toBe(shell('en'));
      // No Chinese variant: the first language's shell.
      expect((await get(url, 'zh')).body, url).toBe(shell('ru'));
    }
  });

  it('leaves assets, backend paths and odd paths alone', async () => {
    expect((await get('/assets/app.js', 'en')).body).toBe('console.log(1)');
    expect((await get('/api/regions/', 'en')).statusCode).toBe(200);
  });
});

describe('pageLanguageUrl', () => {
  it('never rewrites a climbing or encoded path (raw, as a client could send it), an asset or a backend path', () => {
    const root = mkdtempSync(join(tmpdir(), 'page-language-'));
    try {
      for (const [file, text] of Object.entries(FILES)) {
        mkdirSync(dirname(join(root, file)), { recursive: true });
        writeFileSync(join(root, file), text);
      }
      const rewrite = (url: string) => pageLanguageUrl(url, 'en', root, isBackendPath);
      expect(rewrite('/company/about?x=1')).toBe('/company/about/index.en.html?x=1');
      for (const url of [
        '/company/../company/about',
        '/company/%2e%2e/company/about',
        '/..%2f..%2fetc',
        '/../../../etc',
        '/assets/app.js',
        '/api/regions',
        '/control/servers',
      ])
        expect(rewrite(url), url).toBe(url);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('acceptedLanguages', () => {
  it('orders by q, then by position; drops q=0, * and malformed ranges', () => {
    expect(acceptedLanguages('ru;q=0.5, en-US, zh;q=0, *;q=0.1, 12, fr-CA;q=0.7')).toEqual([
      'en',
      'fr',
      'ru',
    ]);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('zh-Hans-CN')).toEqual(['zh']);
  });
});
