import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, createServer } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { brandHtml, renderBrandHtml, THEME_INIT_FILE } from './brandHtml.js';
import { THEME_INIT_SCRIPT } from './themeInit.js';

const TEMPLATE = `<!doctype html>
<!-- <title> and the rest come from the brand config -->
<html>
  <head></head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.js"></script>
  </body>
</html>
`;

/** @type {import('./index.d.ts').BrandHtmlConfig} */
const brand = {
  id: 'rocket',
  siteName: 'Rocket "Cloud" & Co',
  description: 'Облачные серверы <быстро>',
  languages: ['ru', 'en'],
  logo: '/logo.svg',
  favicon: '/favicon.svg',
  themeColor: { light: '#c2410c', dark: '#0f141b' },
};

describe('renderBrandHtml', () => {
  const html = renderBrandHtml(TEMPLATE, brand);

  it('sets lang (first language) and data-brand on <html>', () => {
    expect(html).toContain('<html lang="ru" data-brand="rocket">');
  });

  it('writes the head tags from the brand config, escaped', () => {
    expect(html).toContain('<title>Rocket &#34;Cloud&#34; &#38; Co</title>');
    expect(html).toContain(
      '<meta name="description" content="Облачные серверы &#60;быстро&#62;" />',
    );
    expect(html).toContain(
      '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#c2410c" />',
    );
    expect(html).toContain(
      '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#0f141b" />',
    );
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
  });

  it('loads the colour-scheme script as a classic, blocking script in <head>', () => {
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head).toContain(`<script src="/${THEME_INIT_FILE}"></script>`);
    expect(head.indexOf('<meta charset="UTF-8" />')).toBeLessThan(head.indexOf('<title>'));
    expect(renderBrandHtml(TEMPLATE, brand, '/app/')).toContain(
      `<script src="/app/${THEME_INIT_FILE}"></script>`,
    );
  });

  it('keeps the body of the template', () => {
    expect(html).toContain('<script type="module" src="/src/main.js"></script>');
  });

  it('refuses a template that sets a brand tag itself (one source only)', () => {
    expect(() =>
      renderBrandHtml(TEMPLATE.replace('<head>', '<head><title>Old</title>'), brand),
    ).toThrow('index.html of brand "rocket" sets <title> itself');
    expect(() =>
      renderBrandHtml(TEMPLATE.replace('<head>', '<head><link rel="icon" href="/x.svg">'), brand),
    ).toThrow('sets <link rel="icon">');
  });
});

it('keeps the boot script small (it blocks the first paint)', () => {
  expect(new TextEncoder().encode(THEME_INIT_SCRIPT).length).toBeLessThan(400);
  expect(THEME_INIT_FILE).toMatch(/^assets\/theme-init-[0-9a-f]{8}\.js$/);
});

describe('brandHtml in a Vite build', () => {
  const roots = [];
  afterAll(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });

  /** A tiny app folder: the minimal template, a module, and the given public files. */
  function makeApp(publicFiles) {
    const root = mkdtempSync(join(tmpdir(), 'brand-html-'));
    roots.push(root);
    mkdirSync(join(root, 'src'));
    mkdirSync(join(root, 'public'));
    writeFileSync(join(root, 'index.html'), TEMPLATE);
    writeFileSync(join(root, 'src', 'main.js'), 'document.body.dataset.ready = "yes";\n');
    for (const file of publicFiles)
      writeFileSync(join(root, 'public', file), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    return root;
  }

  const viteOptions = (root) => ({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [brandHtml(brand)],
    build: { outDir: join(root, 'dist') },
  });

  it('emits index.html with the brand tags and the boot script next to the assets', async () => {
    const root = makeApp(['logo.svg', 'favicon.svg']);
    await build(viteOptions(root));
    const html = readFileSync(join(root, 'dist', 'index.html'), 'utf8');
    expect(html).toContain('<html lang="ru" data-brand="rocket">');
    expect(html).toContain(`<script src="/${THEME_INIT_FILE}"></script>`);
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
    expect(readFileSync(join(root, 'dist', THEME_INIT_FILE), 'utf8')).toBe(THEME_INIT_SCRIPT);
  });

  it('fails the build when the logo named by the config is not in public/', async () => {
    const root = makeApp(['favicon.svg']);
    await expect(build(viteOptions(root))).rejects.toThrow(
      'Brand config "rocket": logo "/logo.svg" is not a file in the app\'s public/ folder',
    );
  });

  it('serves the boot script and the filled page from the dev server', async () => {
    const root = makeApp(['logo.svg', 'favicon.svg']);
    const server = await createServer({
      ...viteOptions(root),
      server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, ws: false },
    });
    await server.listen();
    try {
      const address = server.httpServer?.address();
      const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const script = await fetch(`${origin}/${THEME_INIT_FILE}`);
      expect(script.headers.get('content-type')).toContain('text/javascript');
      expect(await script.text()).toBe(THEME_INIT_SCRIPT);
      const page = await (await fetch(`${origin}/`)).text();
      expect(page).toContain('<html lang="ru" data-brand="rocket">');
      expect(page).toContain('<title>Rocket &#34;Cloud&#34; &#38; Co</title>');
    } finally {
      await server.close();
    }
  });
});
