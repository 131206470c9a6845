import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { pageLanguageFile } from '@cloud-portal/domain/pages';

// Issue 15: each brand's build prerenders its public pages in every language it offers
// (`index.html` in the first language, and `index.<lang>.html` for each language, the first
// included; `404.<lang>.html` likewise). The sandbox answers a page in the visitor's language
// (Accept-Language, matched as the portal's pickLanguage matches navigator.languages: the first
// preference whose primary subtag the build has), so the portal hydrates it instead of rendering
// it again in another language (a blank moment and a layout shift on every first visit of an
// English browser to the Russian-first brand). A CDN does the same with a rule on the header.

/** A language tag's primary subtag as the builds name their variants: `en-US` → `en`. */
const PRIMARY = /^([a-z]{2,3})(?:[-_]|$)/i;

/**
 * The languages of an Accept-Language header, most wanted first (by q, then by order), as
 * primary subtags; `*`, malformed entries and q=0 are left out.
 * @example acceptedLanguages('ru;q=0.5, en-US, zh;q=0') // ['en', 'ru']
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [range = '', ...parameters] = part.trim().split(';');
      const q = parameters
        .map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1])
        .find((value) => value !== undefined);
      return {
        language: PRIMARY.exec(range.trim())?.[1]?.toLowerCase(),
        q: q === undefined ? 1 : Number(q),
        index,
      };
    })
    .filter(
      (entry): entry is { language: string; q: number; index: number } =>
        entry.language !== undefined && Number.isFinite(entry.q) && entry.q > 0,
    )
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.language);
}

/**
 * The file of `file` (an HTML page of the build, relative to `root`) for this Accept-Language:
 * the variant of the first accepted language the build has, else `file` itself.
 * @example pageInLanguage('apps/web-rocket/dist', 'index.html', 'en-US,en;q=0.9') // 'index.en.html'
 */
export function pageInLanguage(
  root: string,
  file: string,
  acceptLanguage: string | undefined,
): string {
  for (const language of acceptedLanguages(acceptLanguage)) {
    const variant = pageLanguageFile(file, language);
    if (existsSync(resolve(root, variant))) return variant;
  }
  return file;
}

/**
 * Fastify's `rewriteUrl` for the static app: a GET or HEAD of a page path (no file extension,
 * not a backend path) whose folder holds a prerendered `index.html` with a variant in the
 * visitor's language is routed to that variant; anything else keeps its URL.
 * @example pageLanguageUrl('/company/about', 'en', root, isBackendPath) // '/company/about/index.en.html'
 */
export function pageLanguageUrl(
  url: string,
  acceptLanguage: string | undefined,
  root: string,
  isBackendPath: (path: string) => boolean,
): string {
  const [path = '/', query] = url.split(/\?(.*)/s, 2);
  if (
    isBackendPath(path) ||
    /\.[a-z0-9]+$/i.test(path) ||
    path.includes('..') ||
    path.includes('%')
  )
    return url;
  const folder = path.replace(/^\/+|\/+$/g, '');
  const file = folder ? `${folder}/index.html` : 'index.html';
  const absolute = resolve(root, file);
  if (!absolute.startsWith(resolve(root) + sep) || !existsSync(absolute)) return url;
  const chosen = pageInLanguage(root, file, acceptLanguage);
  if (chosen === file) return url;
  return `/${chosen}${query === undefined ? '' : `?${query}`}`;
}

/**
 * Adds `Vary: Accept-Language` to every HTML answer (its language may depend on the header), next
 * to the `Accept-Encoding` the static files already vary on, so a cache keeps one copy per language.
 * @example addLanguageVary(app); // before the static app is registered
 */
export function addLanguageVary(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const contentType = reply.getHeader('content-type');
    if (typeof contentType === 'string' && contentType.startsWith('text/html')) {
      const vary = reply.getHeader('vary');
      const listed = typeof vary === 'string' && vary.trim() !== '' ? `${vary}, ` : '';
      if (!/accept-language/i.test(listed)) reply.header('Vary', `${listed}Accept-Language`);
    }
    return payload;
  });
}
