import { describe, expect, it } from 'vitest';
import { emptyRoot, publishedFiles, shellOf } from './publishContent.js';

/** The portal's rule for a page's language variant (`@cloud-portal/domain/pages`). */
const pageLanguageFile = (/** @type {string} */ file, /** @type {string} */ language) =>
  file.replace(/\.html$/, `.${language}.html`);

describe('publishContent helpers (issue 15)', () => {
  it.each([
    ['/news', 'news/index.html'],
    ['/news/6', 'news/[id]/index.html'],
    ['/knowledge', 'knowledge/index.html'],
    ['/knowledge/add-ssh-key', 'knowledge/[id]/index.html'],
    ['/news/6/x', undefined],
    ['/pricing', undefined],
  ])('shellOf(%s) is the build page it replaces: %s', (path, shell) => {
    expect(shellOf(path)).toBe(shell);
  });

  it('emptyRoot keeps the head and what follows the root, and nothing of its markup', () => {
    const page = [
      '<!doctype html><html><head><link rel="stylesheet" href="/a.css"></head><body>',
      '<div id="root" data-prerendered-path="/news/:id"><main><div class="x">Loading</div></main></div>',
      '  </body></html>',
    ].join('\n');

    expect(emptyRoot(page)).toBe(
      [
        '<!doctype html><html><head><link rel="stylesheet" href="/a.css"></head><body>',
        '<div id="root"></div>',
        '  </body></html>',
      ].join('\n'),
    );
  });

  it('emptyRoot refuses a page without a root', () => {
    expect(() => emptyRoot('<!doctype html><body></body>')).toThrow(/no <div id="root">/);
  });

  it('publishedFiles: every language its variant, the first one the bare file too', () => {
    expect(publishedFiles('/news/6', 'ru', true, pageLanguageFile)).toEqual([
      'news/6/index.html',
      'news/6/index.ru.html',
    ]);
    expect(publishedFiles('/knowledge', 'zh', false, pageLanguageFile)).toEqual([
      'knowledge/index.zh.html',
    ]);
  });
});
