import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pageInLanguage } from './pageLanguage.ts';

// Issue 15: content pages rendered with their data by the publish step (tooling/vite-config
// publishContent.js: /news, /knowledge and their articles), in a folder of their own laid out as
// the build (`news/6/index.html`, `news/6/index.en.html`...). Such a page answers its path before
// the build's file or shell, in the visitor's language as the build's pages do; a path nothing
// was published for gets the build's page as before. By default the folder is the build's
// `.published` (a dot folder the static files never serve), so a rebuild, which empties dist,
// takes stale pages (naming assets that are gone) with it.

/**
 * The published page file (relative to `root`) for a GET of `urlPath` in this Accept-Language,
 * or `undefined`: a page path only (no file extension, no backend path, no `..` or escapes).
 * @example publishedPage('/srv/dist/.published', '/news/6', 'en-US', isBackendPath) // 'news/6/index.en.html'
 */
export function publishedPage(
  root: string,
  urlPath: string,
  acceptLanguage: string | undefined,
  isBackendPath: (path: string) => boolean,
): string | undefined {
  if (
    isBackendPath(urlPath) ||
    /\.[a-z0-9]+$/i.test(urlPath) ||
    urlPath.includes('..') ||
    urlPath.includes('%') ||
    urlPath.includes('\\')
  )
    return undefined;
  const folder = urlPath.replace(/^\/+|\/+$/g, '');
  if (folder === '') return undefined;
  const file = `${folder}/index.html`;
  const absolute = resolve(root, file);
  if (!absolute.startsWith(resolve(root) + sep) || !existsSync(absolute)) return undefined;
  return pageInLanguage(root, file, acceptLanguage);
}

/**
 * Answers a GET or HEAD of a published page from `root` (before routing and the build's files).
 * @example addPublishedPages(app, '/repo/apps/web-default/dist/.published', isBackendPath);
 */
export function addPublishedPages(
  app: FastifyInstance,
  root: string,
  isBackendPath: (path: string) => boolean,
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const urlPath = (request.originalUrl ?? request.url).split('?')[0] ?? '/';
    const file = publishedPage(root, urlPath, request.headers['accept-language'], isBackendPath);
    if (file === undefined) return;
    return reply.header('Cache-Control', 'no-cache').sendFile(file, root);
  });
}
