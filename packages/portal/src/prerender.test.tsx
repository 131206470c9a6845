// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { pageLanguageFile } from '@cloud-portal/domain/pages';
import { testBrand } from './test/fixtures.ts';
import {
  clientRenderedAreasFor,
  PRERENDERED_PAGES,
  renderPage,
  renderPages,
  renderShell,
  STORE_MODULES,
} from './prerender.tsx';
import { PAGE_ANSWER_MODULES, prerenderedPagesFor } from './app/publicPages.ts';

const SRC = dirname(fileURLToPath(import.meta.url));
const page = (path: string) => PRERENDERED_PAGES.find((candidate) => candidate.path === path)!;
/** The markup inside the root element (what the client hydrates). */
const rootOf = (html: string) => html.slice(html.indexOf('>', html.indexOf('<div id="root"')) + 1);

/** A client-rendered area's shell: the root empty, nothing rendered for hydration. */
const isBareShell = (html: string) =>
  html.includes('<div id="root"></div>') && !html.includes('data-prerendered-path');

const TEMPLATE =
  '<!doctype html><html lang="xx" data-brand="test"><head><title>Test Cloud</title></head><body><div id="root"></div></body></html>';

describe('renderPage (issue 5: prerendered public pages)', () => {
  test('the home holds its title, header, hero and the regions loading state, marked for hydration', async () => {
    const page = await renderPage(
      testBrand,
      { path: '/', file: 'index.html', status: 200 },
      TEMPLATE,
    );
    expect(page.html).toContain('<html lang="en" data-brand="test">');
    expect(page.html).toContain('<title>Test Cloud — cloud servers in minutes</title>');
    expect(page.html).toContain(
      '<div id="root" data-prerendered-language="en" data-prerendered-path="/">',
    );
    expect(page.html).toMatch(
      /<h1 id="home-title"[^>]*>Cloud servers that are ready in a minute<\/h1>/,
    );
    expect(page.html).toContain('<header');
    expect(page.html).toContain('Loading data centers');
  });

  test('the 404 page renders the not-found screen', async () => {
    const page = await renderPage(
      testBrand,
      { path: '/404', file: '404.html', status: 404 },
      TEMPLATE,
    );
    expect(page.html).toContain('<title>Page not found — Test Cloud</title>');
    expect(page.html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
  });

  test('a template without an empty root is refused', async () => {
    await expect(
      renderPage(testBrand, PRERENDERED_PAGES[0]!, '<html><body><main></main></body></html>'),
    ).rejects.toThrow(/<div id="root"><\/div>/);
  });

  test('a bare shell tells a visitor without JavaScript why it is empty, in its language, and links home', async () => {
    const en = await renderShell(testBrand, '/control', 'control/index.en.html', TEMPLATE, 'en');
    expect(en).toMatchObject({ path: '/control', file: 'control/index.en.html', status: 200 });
    expect(en.html).toContain('<html lang="en" data-brand="test">');
    expect(en.html).toContain(
      '<body><noscript><p><strong>JavaScript is turned off</strong> This page needs JavaScript. Turn it on in your browser, then reload the page. <a href="/">Go to the home page</a></p></noscript>',
    );
    // The root stays empty: the client renders the page there, and the start script loads the
    // app at once for an empty root (deferredStart.js).
    expect(en.html).toContain('</noscript>\n    <div id="root"></div></body>');
    const ru = await renderShell(testBrand, '/login', 'login/index.ru.html', TEMPLATE, 'ru');
    expect(ru.html).toContain('<html lang="ru"');
    expect(ru.html).toContain('<strong>JavaScript выключен</strong>');
    expect(ru.html).toContain('<a href="/">На главную</a>');
    const zh = await renderShell(testBrand, '/control', 'control/index.zh.html', TEMPLATE, 'zh');
    expect(zh.html).toContain('<strong>JavaScript 已关闭</strong>');
    await expect(
      renderShell(testBrand, '/control', 'control/index.html', '<html><body></body></html>'),
    ).rejects.toThrow(/<div id="root"><\/div>/);
  });

  test('renderPages renders every page of the list into its file, and a shell per client-rendered area', async () => {
    const pages = await renderPages(testBrand, TEMPLATE);
    const shells = clientRenderedAreasFor(testBrand).map((area) => `${area.slice(1)}/index.html`);
    const files = prerenderedPagesFor(testBrand).map((page) => page.file);
    expect(pages.map((page) => page.file)).toEqual([
      ...files,
      ...testBrand.languages.flatMap((language) =>
        files.map((file) => pageLanguageFile(file, language)),
      ),
      ...shells.flatMap((shell) => [
        shell,
        ...testBrand.languages.map((language) => pageLanguageFile(shell, language)),
      ]),
    ]);
    // The first language's variant is the page's own file, the others differ from it and each other.
    const first = pages.filter((page) => files.includes(page.file));
    expect(new Set(first.map((page) => page.html)).size).toBe(first.length);
    for (const language of testBrand.languages)
      for (const page of first) {
        const variant = pages.find((other) => other.file === pageLanguageFile(page.file, language));
        expect(variant?.html).toContain(`data-prerendered-language="${language}"`);
        expect(variant?.html).toContain(`<html lang="${language}"`);
        if (language === testBrand.languages[0]) expect(variant?.html).toBe(page.html);
        else expect(variant?.html).not.toBe(page.html);
      }
    // The control area and the auth screens are client-rendered: their files are the bare shell,
    // in each language.
    for (const shell of shells) {
      const html = pages.find((page) => page.file === shell)?.html ?? '';
      expect(isBareShell(html), shell).toBe(true);
      expect(html).toContain(`<html lang="${testBrand.languages[0]}"`);
      for (const language of testBrand.languages) {
        const variant = pages.find((page) => page.file === pageLanguageFile(shell, language));
        expect(isBareShell(variant?.html ?? ''), `${shell} ${language}`).toBe(true);
        expect(variant?.html).toContain(`<html lang="${language}"`);
      }
    }
    expect(shells).toContain('control/index.html');
    expect(shells).toContain('login/index.html');
    // Issue 15: news and the knowledge base are prerendered shells now, not bare ones.
    expect(shells).not.toContain('news/index.html');
    expect(shells).not.toContain('knowledge/index.html');
    expect(pages.map((page) => page.file)).toEqual(
      expect.arrayContaining(['news/[id]/index.html', 'knowledge/[id]/index.html']),
    );
  });

  test('a page behind a brand feature is rendered only for brands with it on (/pricing)', async () => {
    const withoutPricing = {
      ...testBrand,
      features: { ...testBrand.features, pricingPage: false },
    };
    const withPricing = { ...testBrand, features: { ...testBrand.features, pricingPage: true } };
    expect(prerenderedPagesFor(withoutPricing).map((page) => page.path)).not.toContain('/pricing');
    expect(prerenderedPagesFor(withPricing).map((page) => page.path)).toContain('/pricing');
    const pricing = PRERENDERED_PAGES.find((page) => page.path === '/pricing')!;
    const { html } = await renderPage(withPricing, pricing, TEMPLATE);
    expect(html).toContain('<h1 id="pricing-title"');
  });

  test('/news is a shell: layout, heading and the list loading state; its articles one pattern page', async () => {
    const list = await renderPage(testBrand, page('/news'), TEMPLATE);
    expect(list.file).toBe('news/index.html');
    expect(list.html).toContain('<title>News — Test Cloud</title>');
    expect(list.html).toContain('data-prerendered-path="/news">');
    expect(list.html).toMatch(/<h1[^>]*>News<\/h1>/);
    expect(list.html).toContain('Loading news…');
    expect(list.html).toContain('<footer');

    const article = await renderPage(testBrand, page('/news/:id'), TEMPLATE);
    expect(article.file).toBe('news/[id]/index.html');
    expect(article.html).toContain('data-prerendered-path="/news/:id">');
    expect(article.html).toContain('Loading the news item…');
    expect(article.html).toMatch(/<a[^>]*href="\/news"[^>]*>← (<!-- -->)?All news<\/a>/);
    // Nothing of the pattern's own text shows (the shell serves every id).
    expect(rootOf(article.html)).not.toContain(':id');
  });

  test('/knowledge and /knowledge/:id are shells with their loading states', async () => {
    const kb = await renderPage(testBrand, page('/knowledge'), TEMPLATE);
    expect(kb.html).toMatch(/<h1[^>]*>Knowledge base<\/h1>/);
    expect(kb.html).toContain('Loading the knowledge base…');
    const article = await renderPage(testBrand, page('/knowledge/:id'), TEMPLATE);
    expect(article.file).toBe('knowledge/[id]/index.html');
    expect(article.html).toContain('data-prerendered-path="/knowledge/:id">');
    expect(article.html).toContain('Loading the article…');
  });

  test('the shells carry no inline style (the CSP has no unsafe-inline: it would be dropped)', async () => {
    for (const path of ['/news', '/news/:id', '/knowledge', '/knowledge/:id']) {
      const { html } = await renderPage(testBrand, page(path), TEMPLATE);
      expect(rootOf(html), path).not.toMatch(/\sstyle=/);
    }
  });

  test('a brand without news (cloud-plus) keeps the bare shell at /news and no article shell', async () => {
    const withoutNews = { ...testBrand, features: { ...testBrand.features, news: false } };
    const pages = await renderPages(withoutNews, TEMPLATE);
    expect(
      isBareShell(pages.find((rendered) => rendered.file === 'news/index.html')?.html ?? ''),
    ).toBe(true);
    expect(pages.map((rendered) => rendered.file)).not.toContain('news/[id]/index.html');
    expect(pages.map((rendered) => rendered.file)).toContain('knowledge/[id]/index.html');
    // /pricing stays a 404 without its feature (no shell asked for).
    const withoutPricing = {
      ...testBrand,
      features: { ...testBrand.features, pricingPage: false },
    };
    expect(clientRenderedAreasFor(withoutPricing)).not.toContain('/pricing');
  });

  test('the modules a page preloads exist, and the store modules are what createPortal imports', () => {
    // With the code a page rendered with its answers loads too (issue 15).
    for (const prerendered of PRERENDERED_PAGES) {
      for (const module of prerendered.preload ?? []) {
        if (module.startsWith('./')) expect(existsSync(join(SRC, module)), module).toBe(true);
      }
    }
    const createPortal = readFileSync(join(SRC, 'app', 'createPortal.tsx'), 'utf8');
    const imported = [...createPortal.matchAll(/import\('([^']+)'\)/g)].map(([, specifier]) =>
      specifier!.startsWith('.')
        ? `./${resolve(SRC, 'app', specifier!).slice(SRC.length + 1)}`
        : specifier,
    );
    expect([...STORE_MODULES, ...PAGE_ANSWER_MODULES].sort()).toEqual(imported.sort());
  });
});
