import { describe, expect, test } from 'vitest';
import { linkClickTarget, shouldSkipNavigation, type PathParts } from './routerRules.ts';

const at = (pathname: string, search = '', hash = ''): PathParts => ({ pathname, search, hash });

describe('shouldSkipNavigation (§2: the same path is skipped, except /)', () => {
  test('the same path, query and hash is skipped', () => {
    expect(shouldSkipNavigation(at('/news'), at('/news'))).toBe(true);
    expect(
      shouldSkipNavigation(at('/news', '?page=2', '#top'), at('/news', '?page=2', '#top')),
    ).toBe(true);
  });

  test('/ is never skipped: it navigates again', () => {
    expect(shouldSkipNavigation(at('/'), at('/'))).toBe(false);
    expect(shouldSkipNavigation(at('/', '', '#faq'), at('/', '', '#faq'))).toBe(false);
  });

  test('another path, query or hash is a real navigation', () => {
    expect(shouldSkipNavigation(at('/news'), at('/news/7'))).toBe(false);
    expect(shouldSkipNavigation(at('/news'), at('/news', '?page=2'))).toBe(false);
    expect(shouldSkipNavigation(at('/company/about'), at('/company/about', '', '#team'))).toBe(
      false,
    );
    expect(shouldSkipNavigation(at('/news/'), at('/news'))).toBe(false);
  });

  test('an empty query or hash mark is the same as none', () => {
    expect(shouldSkipNavigation(at('/news', '?', '#'), at('/news'))).toBe(true);
  });
});

describe('linkClickTarget', () => {
  // Links resolve against the document's URL, as in the browser.
  const origin = window.location.origin;
  const click = (html: string, init: Partial<MouseEvent> = {}) => {
    document.body.innerHTML = html;
    const target = document.querySelector('[data-click]') ?? document.body;
    return {
      button: 0,
      metaKey: false,
      altKey: false,
      ctrlKey: false,
      shiftKey: false,
      defaultPrevented: false,
      target,
      ...init,
    } as MouseEvent;
  };

  test('a plain click on a same-origin link (or inside one) gives its path', () => {
    expect(
      linkClickTarget(click('<a href="/news?page=2#top" data-click>News</a>'), origin),
    ).toEqual(at('/news', '?page=2', '#top'));
    expect(
      linkClickTarget(click('<a href="/company/about"><span data-click>About</span></a>'), origin),
    ).toEqual(at('/company/about'));
  });

  test('clicks the browser handles itself are left alone', () => {
    expect(
      linkClickTarget(click('<a href="https://elsewhere.test/" data-click>x</a>'), origin),
    ).toBe(undefined);
    expect(linkClickTarget(click('<a href="/news" target="_blank" data-click>x</a>'), origin)).toBe(
      undefined,
    );
    expect(linkClickTarget(click('<a href="/file.pdf" download data-click>x</a>'), origin)).toBe(
      undefined,
    );
    expect(
      linkClickTarget(click('<a href="/news" data-click>x</a>', { ctrlKey: true }), origin),
    ).toBe(undefined);
    expect(linkClickTarget(click('<a href="/news" data-click>x</a>', { button: 1 }), origin)).toBe(
      undefined,
    );
    expect(
      linkClickTarget(
        click('<a href="/news" data-click>x</a>', { defaultPrevented: true }),
        origin,
      ),
    ).toBe(undefined);
    expect(linkClickTarget(click('<button data-click>x</button>'), origin)).toBe(undefined);
  });
});
