import { brotliCompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer } from '../test-support/server.ts';

// Issue 15: content pages the publish step rendered with their data sit in the build's
// `.published` folder and answer their paths before the build's shells.

const shellOf = (path: string) =>
  `<!doctype html><div id="root" data-prerendered-language="en" data-prerendered-path="${path}"><h1>Loading</h1></div>`;
const publishedOf = (path: string, language: string, heading: string) =>
  `<!doctype html><div id="root" data-prerendered-language="${language}" data-prerendered-path="${path}"><h1>${heading}</h1></div>`;

const BUILD = {
  'index.html': shellOf('/'),
  '404.html': shellOf('/404'),
  'news/index.html': shellOf('/news'),
  'news/[id]/index.html': shellOf('/news/:id'),
  '.published/news/index.html': publishedOf('/news', 'ru', 'Новости'),
  '.published/news/index.ru.html': publishedOf('/news', 'ru', 'Новости'),
  '.published/news/index.en.html': publishedOf('/news', 'en', 'News'),
  '.published/news/6/index.html': publishedOf('/news/6', 'ru', 'Обслуживание сети'),
  '.published/news/6/index.en.html': publishedOf('/news/6', 'en', 'Network maintenance'),
  '.published/news/6/index.en.html.br': brotliCompressSync(
    publishedOf('/news/6', 'en', 'Network maintenance'),
  ),
  '.published/secret.txt': 'not a page',
};

let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('published content pages', () => {
  it('answer their paths in the visitor language, before the shell and the pattern page', async () => {
    server = await startTestServer({ staticFiles: BUILD });

    const cases: [string, string | undefined, string][] = [
      ['/news/6', 'en-US,en;q=0.9', '<h1>Network maintenance</h1>'],
      ['/news/6', 'ru', '<h1>Обслуживание сети</h1>'],
      ['/news/6', undefined, '<h1>Обслуживание сети</h1>'],
      ['/news/6/', 'en', '<h1>Network maintenance</h1>'],
      ['/news', 'en', '<h1>News</h1>'],
      ['/news?page=1', 'en', '<h1>News</h1>'],
    ];
    for (const [url, language, heading] of cases) {
      const response = await server.app.inject({
        method: 'GET',
        url,
        headers: language === undefined ? {} : { 'accept-language': language },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain(heading);
    }
  });

  it('are sent compressed where the publish step compressed them', async () => {
    server = await startTestServer({ staticFiles: BUILD });

    const response = await server.app.inject({
      method: 'GET',
      url: '/news/6',
      headers: { 'accept-language': 'en', 'accept-encoding': 'br' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('leave unpublished paths, files and every way around the folder to the build', async () => {
    server = await startTestServer({ staticFiles: BUILD });

    const article = await server.app.inject({ method: 'GET', url: '/news/7' });
    expect(article.statusCode).toBe(200);
    expect(article.body).toContain('data-prerendered-path="/news/:id"');
    // (A dot segment, `/news/x/../6`, is resolved before routing, as a browser does: it is /news/6.)
    for (const url of [
      '/secret.txt',
      '/.published/news/6/index.html',
      '/news/%36',
      '/%2epublished/news/6',
    ]) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('Network maintenance');
      expect(response.body, url).not.toContain('Обслуживание сети');
      expect(response.body, url).not.toBe('not a page');
    }
  });

  it('answer nothing but GET and HEAD', async () => {
    server = await startTestServer({ staticFiles: BUILD });

    const head = await server.app.inject({ method: 'HEAD', url: '/news/6' });
    expect(head.statusCode).toBe(200);
    const post = await server.app.inject({ method: 'POST', url: '/news/6' });
    expect(post.body).not.toContain('Обслуживание сети');
  });
});
