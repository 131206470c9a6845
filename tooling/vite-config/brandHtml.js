// Fills each brand app's index.html from its brand config (issue 4), so the five apps share one
// minimal template instead of five hand-kept copies that drift apart.
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { THEME_INIT_SCRIPT } from './themeInit.js';

/** Content-hashed path of the colour-scheme boot script: cached as immutable like other assets. */
export const THEME_INIT_FILE = `assets/theme-init-${createHash('sha256')
  .update(THEME_INIT_SCRIPT)
  .digest('hex')
  .slice(0, 8)}.js`;

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The index.html of a brand: `<html lang data-brand>` and the head tags that come from the brand
 * config (charset, viewport, title, description, theme colours, favicon, colour-scheme script).
 * The template must not set them itself, so there is exactly one source.
 * @param {string} html the app's index.html
 * @param {import('./index.d.ts').BrandHtmlConfig} brand
 * @param {string} [base] Vite's `base` (default `/`)
 * @returns {string}
 * @example renderBrandHtml('<html><head></head><body></body></html>', brand) // '<html lang="en" data-brand="default">…'
 */
export function renderBrandHtml(html, brand, base = '/') {
  const owned = [
    [/<title[\s>]/i, '<title>'],
    [/<meta\s[^>]*name=["']?description/i, '<meta name="description">'],
    [/<meta\s[^>]*name=["']?theme-color/i, '<meta name="theme-color">'],
    [/<link\s[^>]*rel=["']?icon/i, '<link rel="icon">'],
    [/<meta\s[^>]*charset/i, '<meta charset>'],
  ];
  const markup = html.replace(/<!--[\s\S]*?-->/g, '');
  for (const [pattern, tag] of owned)
    if (pattern.test(markup))
      throw new Error(
        `index.html of brand "${brand.id}" sets ${tag} itself; remove it: brandHtml() writes it from src/brand.ts`,
      );
  const htmlTag = /<html\b[^>]*>/i;
  if (!htmlTag.test(html) || !/<head>/i.test(html))
    throw new Error(`index.html of brand "${brand.id}" needs <html> and <head> tags`);

  const attribute = (value) => escapeHtml(value);
  const head = [
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${escapeHtml(brand.siteName)}</title>`,
    `<meta name="description" content="${attribute(brand.description)}" />`,
    `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${attribute(brand.themeColor.light)}" />`,
    `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${attribute(brand.themeColor.dark)}" />`,
    `<link rel="icon" type="image/svg+xml" href="${attribute(brand.favicon)}" />`,
    // Classic and synchronous on purpose: sets data-theme before the first paint (CSP: no inline).
    `<script src="${attribute(base + THEME_INIT_FILE)}"></script>`,
  ];
  return html
    .replace(
      htmlTag,
      `<html lang="${attribute(brand.languages[0])}" data-brand="${attribute(brand.id)}">`,
    )
    .replace(/<head>/i, `<head>\n    ${head.join('\n    ')}`);
}

/**
 * Vite plugin of a brand app: writes index.html's brand parts from the (validated) brand config,
 * serves and emits the colour-scheme boot script, and fails the build when the logo or favicon
 * named by the config is not in the app's public/ folder.
 * @param {import('./index.d.ts').BrandHtmlConfig} brand
 * @returns {import('vite').Plugin}
 * @example plugins: [brandHtml(brand)]
 */
export function brandHtml(brand) {
  let base = '/';
  return {
    name: 'cloud-portal:brand-html',
    configResolved(config) {
      base = config.base;
      for (const field of ['logo', 'favicon']) {
        const file = config.publicDir ? join(config.publicDir, brand[field]) : '';
        if (!file || !existsSync(file) || !statSync(file).isFile())
          throw new Error(
            `Brand config "${brand.id}": ${field} "${brand[field]}" is not a file in the app's public/ folder (${config.publicDir || 'publicDir is off'})`,
          );
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== base + THEME_INIT_FILE) return next();
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.end(THEME_INIT_SCRIPT);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: THEME_INIT_FILE, source: THEME_INIT_SCRIPT });
    },
    transformIndexHtml: {
      // After Vite's own processing, so the classic script tag is kept as written.
      order: 'post',
      handler: (html) => renderBrandHtml(html, brand, base),
    },
  };
}
