import { describe, expect, it } from 'vitest';
import { pageStylesheets, stylesheetOrder } from './pageStylesheets.js';

describe('stylesheetOrder', () => {
  it("walks from the entry: a chunk's imports before its own css, then its dynamic imports", () => {
    const manifest = {
      'index.html': {
        file: 'assets/index.js',
        css: ['assets/index.css'],
        imports: ['_Button.js'],
        dynamicImports: ['company/routes.tsx'],
      },
      '_Button.js': { file: 'assets/Button.js', css: ['assets/Button.css'] },
      'company/routes.tsx': {
        file: 'assets/routes.js',
        imports: ['_PublicPage.js', '_Button.js'],
        css: ['assets/Company.css'],
      },
      '_PublicPage.js': { file: 'assets/PublicPage.js', css: ['assets/PublicPage.css'] },
      'orphan.tsx': { file: 'assets/orphan.js', css: ['assets/orphan.css'] },
    };
    expect(stylesheetOrder(manifest)).toEqual([
      'assets/Button.css',
      'assets/index.css',
      'assets/PublicPage.css',
      'assets/Company.css',
      'assets/orphan.css',
    ]);
  });
});

describe('pageStylesheets', () => {
  const stylesheets = [
    { file: 'assets/index.css', css: '._layout_a1_1{display:flex}' },
    { file: 'assets/PublicPage.css', css: '._page_1h0st_10{max-width:60rem}' },
    { file: 'assets/Company.css', css: '._subnav_1ucq6_1 a{color:red}' },
    { file: 'assets/Control.css', css: '._page_1h0st_100{color:blue}._nav_x{}' },
  ];

  it('links the files that style classes of the markup, not those already linked', () => {
    const markup =
      '<div id="root"><div class="_layout_a1_1"><article class="_page_1h0st_10 other"><nav class="_subnav_1ucq6_1">';
    expect(pageStylesheets(markup, stylesheets, new Set(['assets/index.css']))).toEqual([
      'assets/PublicPage.css',
      'assets/Company.css',
    ]);
  });

  it('matches whole class names only (_page_1h0st_10 is not _page_1h0st_100)', () => {
    expect(
      pageStylesheets('<p class="_page_1h0st_10">', stylesheets, new Set()).includes(
        'assets/Control.css',
      ),
    ).toBe(false);
  });

  it('adds nothing to markup without classes', () => {
    expect(pageStylesheets('<div id="root"></div>', stylesheets, new Set())).toEqual([]);
  });
});
