// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { testBrand } from './test/fixtures.ts';
import {
  CLIENT_RENDERED_AREAS,
  languageVariantFile,
  PRERENDERED_PAGES,
  renderPage,
  renderPages,
} from './prerender.tsx';
import { prerenderedPagesFor } from './app/publicPages.ts';

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

  test('renderPages renders every page of the list into its file, and a shell per client-rendered area', async () => {
    const pages = await renderPages(testBrand, TEMPLATE);
    const shells = CLIENT_RENDERED_AREAS.map((area) => `${area.slice(1)}/index.html`);
    const files = prerenderedPagesFor(testBrand).map((page) => page.file);
    expect(pages.map((page) => page.file)).toEqual([
      ...files,
      ...testBrand.languages.flatMap((language) =>
        files.map((file) => languageVariantFile(file, language)),
      ),
      ...shells,
    ]);
    // The first language's variant is the page's own file, the others differ from it and each other.
    const first = pages.filter((page) => files.includes(page.file));
    expect(new Set(first.map((page) => page.html)).size).toBe(first.length);
    for (const language of testBrand.languages)
      for (const page of first) {
        const variant = pages.find(
          (other) => other.file === languageVariantFile(page.file, language),
        );
        expect(variant?.html).toContain(`data-prerendered-language="${language}"`);
        expect(variant?.html).toContain(`<html lang="${language}"`);
        if (language === testBrand.languages[0]) expect(variant?.html).toBe(page.html);
        else expect(variant?.html).not.toBe(page.html);
      }
    // The control area and the auth screens are client-rendered: their files are the bare shell.
    for (const shell of shells) {
      expect(pages.find((page) => page.file === shell)?.html).toBe(TEMPLATE);
    }
    expect(shells).toContain('control/index.html');
    expect(shells).toContain('login/index.html');
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
});
