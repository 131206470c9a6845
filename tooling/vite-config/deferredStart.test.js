import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import {
  deferStart,
  HEAD_SCRIPT,
  HEAD_SCRIPT_HASH,
  START_SCRIPT,
  withPreloads,
} from './deferredStart.js';
import { THEME_INIT_SCRIPT } from './themeInit.js';

// What Vite writes into a brand's index.html (brandHtml's theme script first).
const BUILT = `<html><head>
    <script src="/assets/theme-init-1.js"></script>  <script type="module" crossorigin src="/assets/index-E.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/vendor-V.js">
  <link rel="modulepreload" crossorigin href="/assets/Button-B.js">
  <link rel="stylesheet" crossorigin href="/assets/Button-B.css">
  <link rel="stylesheet" crossorigin href="/assets/index-I.css">
</head>
  <body><div id="root"></div></body></html>`;
const PATHS = {
  themeInitSrc: '/assets/theme-init-1.js',
  initialCssHref: '/assets/initial-3.css',
};

describe('deferStart', () => {
  const result = deferStart(BUILT, PATHS);

  it('leaves one script in the page: the inline head script, naming the entry and its preloads', () => {
    expect(result.html.match(/<script/g)).toHaveLength(1);
    expect(result.html).not.toContain('<link rel="modulepreload"');
    expect(result.html).toContain(
      `<script data-entry="/assets/index-E.js" data-preload="/assets/vendor-V.js /assets/Button-B.js">${HEAD_SCRIPT}</script>`,
    );
    expect(result.entry).toBe('/assets/index-E.js');
  });

  it('allows the inline script by the hash of its exact text (what the browser hashes)', () => {
    const inline = /<script[^>]*>([\s\S]*?)<\/script>/.exec(result.html)?.[1];
    const hash = createHash('sha256')
      .update(inline ?? '', 'utf8')
      .digest('base64');
    expect(HEAD_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
    expect(HEAD_SCRIPT).not.toMatch(/<\/script/i);
  });

  it('links one initial stylesheet, then the originals disabled (known to the preload helper, not fetched)', () => {
    expect(result.stylesheets).toEqual(['/assets/Button-B.css', '/assets/index-I.css']);
    const links = result.html.match(/<link[^>]*>/g);
    expect(links).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/initial-3.css">',
      '<link rel="stylesheet" crossorigin href="/assets/Button-B.css" disabled>',
      '<link rel="stylesheet" crossorigin href="/assets/index-I.css" disabled>',
    ]);
  });

  it('fails the build when the page has no entry or no theme script to replace', () => {
    expect(() => deferStart('<html><head></head></html>', PATHS)).toThrow(/one module entry/);
    expect(() => deferStart(BUILT.replace('theme-init-1', 'other'), PATHS)).toThrow(/theme-init/);
  });
});

/** A document with one <script data-entry data-preload> running, frames and timers by hand. */
function fakePage({
  hidden = false,
  prerendered = true,
  paintObserver = false,
  preloads = ['/assets/vendor-V.js'],
} = {}) {
  const added = [];
  const frames = [];
  const timers = [];
  const listeners = {};
  const script = {
    getAttribute: (name) =>
      ({ 'data-entry': '/assets/index-E.js', 'data-preload': preloads.join(' ') })[name],
  };
  const document = {
    currentScript: script,
    readyState: 'loading',
    visibilityState: hidden ? 'hidden' : 'visible',
    documentElement: { setAttribute: () => undefined },
    addEventListener: (type, listener) => (listeners[type] = listener),
    createElement: (tag) => ({ tag }),
    getElementById: (id) => (id === 'root' ? { firstChild: prerendered ? {} : null } : null),
    head: { appendChild: (node) => added.push(node) },
  };
  // A paint observer the test drives: `paint(name)` reports a paint entry.
  const observers = [];
  function PerformanceObserver(callback) {
    const observer = { callback, observing: false, disconnected: false };
    observers.push(observer);
    this.observe = (options) => {
      observer.observing = options.type === 'paint';
    };
    this.disconnect = () => {
      observer.disconnected = true;
    };
  }
  PerformanceObserver.supportedEntryTypes = ['paint'];
  const paint = (name) =>
    observers
      .filter((observer) => observer.observing && !observer.disconnected)
      .forEach((observer) => observer.callback({ getEntries: () => [{ name }] }));
  const run = () =>
    new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'localStorage',
      'PerformanceObserver',
      HEAD_SCRIPT,
    )(
      document,
      (callback) => frames.push(callback),
      (callback, ms) => timers.push({ callback, ms }),
      { getItem: () => null },
      paintObserver ? PerformanceObserver : undefined,
    );
  // Runs the zero-delay timers, and those they post, until none is left.
  const drain = () => {
    for (let timer; (timer = timers.find((candidate) => candidate.ms === 0));) {
      timers.splice(timers.indexOf(timer), 1);
      timer.callback();
    }
  };
  return { added, frames, timers, listeners, run, paint, drain };
}

describe('the start script', () => {
  it('follows the theme script in the head file', () => {
    expect(HEAD_SCRIPT.startsWith(THEME_INIT_SCRIPT)).toBe(true);
    expect(HEAD_SCRIPT.endsWith(START_SCRIPT)).toBe(true);
  });

  it('adds the preloads and the entry only after the first paint of the parsed page', () => {
    const page = fakePage();
    page.run();
    expect(page.added).toEqual([]); // still parsing
    page.listeners.DOMContentLoaded();
    expect(page.added).toEqual([]); // the frame has not painted yet
    page.frames.forEach((frame) => frame());
    expect(page.added).toEqual([]); // the frame's callback runs before its paint
    page.timers.filter((timer) => timer.ms === 0).forEach((timer) => timer.callback());
    expect(page.added).toEqual([
      { tag: 'script', type: 'module', src: '/assets/index-E.js', crossOrigin: '' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/vendor-V.js', crossOrigin: '' },
    ]);
    // The fallback timer does not start it twice.
    page.timers.forEach((timer) => timer.callback());
    expect(page.added).toHaveLength(2);
  });

  it('with a paint observer, adds them only after the first contentful paint', () => {
    const page = fakePage({ paintObserver: true });
    page.run();
    page.listeners.DOMContentLoaded();
    page.frames.forEach((frame) => frame());
    page.paint('first-paint');
    page.timers.filter((timer) => timer.ms === 0).forEach((timer) => timer.callback());
    expect(page.added).toEqual([]); // painted, but nothing contentful yet
    page.paint('first-contentful-paint');
    page.timers.filter((timer) => timer.ms === 0).forEach((timer) => timer.callback());
    expect(page.added.map((node) => node.tag)).toEqual(['script', 'link']);
  });

  it('adds the entry first, then the preloads five per task (each starts a fetch: no long task)', () => {
    const preloads = Array.from({ length: 12 }, (_, index) => `/assets/chunk-${index}.js`);
    const page = fakePage({ preloads, hidden: true });
    page.run();
    page.listeners.DOMContentLoaded();
    // The first task: the entry and five preloads; the rest wait for timers of their own.
    expect(page.added.map((node) => node.src ?? node.href)).toEqual([
      '/assets/index-E.js',
      ...preloads.slice(0, 5),
    ]);
    expect(page.timers.filter((timer) => timer.ms === 0)).toHaveLength(1);
    page.timers.pop()?.callback();
    expect(page.added).toHaveLength(11);
    page.drain();
    expect(page.added.slice(1).map((node) => node.href)).toEqual(preloads);
    expect(page.added.filter((node) => node.tag === 'script')).toHaveLength(1);
  });

  it('starts after 3 s at the latest (a page that never paints content)', () => {
    const page = fakePage({ paintObserver: true });
    page.run();
    page.listeners.DOMContentLoaded();
    expect(page.timers.map((timer) => timer.ms)).toEqual([3000]);
    page.timers[0].callback();
    expect(page.added.map((node) => node.tag)).toEqual(['script', 'link']);
  });

  it('starts at once on a bare shell (a client-rendered area: nothing to paint first)', () => {
    const page = fakePage({ prerendered: false });
    page.run();
    page.listeners.DOMContentLoaded();
    expect(page.added.map((node) => node.tag)).toEqual(['script', 'link']);
  });

  it('starts at once in a hidden tab (no frames there)', () => {
    const page = fakePage({ hidden: true });
    page.run();
    page.listeners.DOMContentLoaded();
    expect(page.added.map((node) => node.tag)).toEqual(['script', 'link']);
  });
});

describe('withPreloads (issue 15: a prerendered shell preloads its screen with the entry)', () => {
  const { html } = deferStart(BUILT, PATHS);

  it('appends the hrefs to the head script’s data-preload list, skipping those already there', () => {
    const page = withPreloads(html, [
      '/assets/routes-R.js',
      '/assets/vendor-V.js',
      '/assets/News-N.js',
      '/assets/routes-R.js',
    ]);
    expect(page).toContain(
      'data-preload="/assets/vendor-V.js /assets/Button-B.js /assets/routes-R.js /assets/News-N.js"',
    );
    expect(page.replace(/ data-preload="[^"]*"/, '')).toBe(
      html.replace(/ data-preload="[^"]*"/, ''),
    );
  });

  it('leaves the page as it is with nothing new, and refuses a page without the list', () => {
    expect(withPreloads(html, ['/assets/vendor-V.js'])).toBe(html);
    expect(() => withPreloads('<html><head></head></html>', ['/a.js'])).toThrow(/data-preload/);
  });
});
