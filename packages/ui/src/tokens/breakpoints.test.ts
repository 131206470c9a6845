// @vitest-environment node
// (reads stylesheets from disk; no DOM needed)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseTokenRules, resolveTokens } from '../test/tokenCascade.ts';
import { breakpoints, widthAtLeast, widthBelow } from './breakpoints.ts';
import tokensCss from './tokens.css?raw';

const kebabToCamel = (name: string) =>
  name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

describe('breakpoints', () => {
  it('has the same names and numbers in tokens.css and breakpoints.ts', () => {
    const tokens = resolveTokens(parseTokenRules(tokensCss, 0), {});
    const fromCss = Object.fromEntries(
      [...tokens]
        .filter(([name]) => name.startsWith('--breakpoint-'))
        .map(([name, value]) => {
          const pixels = /^(\d+)px$/.exec(value);
          if (!pixels) throw new Error(`${name} must be a whole number of px, got "${value}"`);
          return [kebabToCamel(name.slice('--breakpoint-'.length)), Number(pixels[1])];
        }),
    );
    expect(fromCss).toEqual(breakpoints);
  });

  it('includes the side-nav breakpoint of §2 and the header fold', () => {
    expect(breakpoints.sideNav).toBe(860);
    expect(breakpoints.headerFold).toBe(1140);
  });

  it('is an ascending scale', () => {
    const values = Object.values(breakpoints);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(new Set(values).size).toBe(values.length);
  });

  it('builds complementary media queries for matchMedia', () => {
    expect(widthAtLeast('sideNav')).toBe('(width >= 860px)');
    expect(widthBelow('sideNav')).toBe('(width < 860px)');
    expect(widthBelow('sm')).toBe('(width < 640px)');
  });
});

// CSS variables cannot be used in @media, so this is what keeps the numbers in stylesheets honest.
// (Reading portal files from here is a test-only check across the two packages that style pages.)
const packagesDir = fileURLToPath(new URL('../../../', import.meta.url));
const CHECKED_SOURCES = ['ui/src', 'portal/src'];

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** Widths (px) a media condition tests, with whether they come from a `max-width` feature. */
function mediaWidths(condition: string): { pixels: number; max: boolean }[] {
  const widths: { pixels: number; max: boolean }[] = [];
  for (const [feature] of condition.matchAll(/\([^()]*\)/g)) {
    if (!/\b(min-|max-)?(width|inline-size)\b/.test(feature)) continue;
    for (const [, amount, unit] of feature.matchAll(/(\d+(?:\.\d+)?)(px|rem|em)\b/g)) {
      const pixels = unit === 'px' ? Number(amount) : Number(amount) * 16;
      widths.push({ pixels, max: feature.includes('max-width') });
    }
  }
  return widths;
}

/**
 * Every width in a stylesheet's `@media` and `@container` conditions that is not on the
 * breakpoint scale (a container query on the page-wide header folds at a page breakpoint too).
 */
function strayWidths(css: string): string[] {
  const allowed = new Set<number>(Object.values(breakpoints));
  const stray: string[] = [];
  const conditions = css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/@(media|container)([^{]+)\{/g);
  for (const [, rule, condition] of conditions) {
    for (const { pixels, max } of mediaWidths(condition!)) {
      // `max-width: <breakpoint − 1px>` (or − 0.02px, for fractional widths when zoomed) is the
      // classic spelling of "below the breakpoint".
      const below = [1, 0.02].some((gap) => allowed.has(Math.round((pixels + gap) * 100) / 100));
      const ok = allowed.has(pixels) || (max && below);
      if (!ok) stray.push(`@${rule}${condition!.trimEnd()} (${pixels}px)`);
    }
  }
  return stray;
}

describe('media and container queries in ui and portal CSS', () => {
  it('reads widths in px, rem and range syntax', () => {
    expect(mediaWidths(' (max-width: 40rem)')).toEqual([{ pixels: 640, max: true }]);
    expect(mediaWidths(' (width < 860px) and (prefers-reduced-motion: reduce)')).toEqual([
      { pixels: 860, max: false },
    ]);
    expect(mediaWidths(' (prefers-color-scheme: dark)')).toEqual([]);
    expect(strayWidths('@media (min-width: 900px) { a { color: red } }')).toHaveLength(1);
    expect(strayWidths('@media (max-width: 1139px) { a { color: red } }')).toEqual([]);
    expect(strayWidths('@media (min-width: 1139px) { a { color: red } }')).toHaveLength(1);
    expect(strayWidths('@container top (max-width: 1139.98px) { a { color: red } }')).toEqual([]);
    expect(strayWidths('@container top (max-width: 1000px) { a { color: red } }')).toHaveLength(1);
  });

  it('uses only the breakpoint scale', () => {
    const files = CHECKED_SOURCES.flatMap((source) => cssFiles(join(packagesDir, source)));
    expect(files.length).toBeGreaterThan(10);
    const stray = files.flatMap((file) =>
      strayWidths(readFileSync(file, 'utf8')).map(
        (query) => `${relative(packagesDir, file)}: ${query}`,
      ),
    );
    expect(stray, `use a value of breakpoints.ts (${Object.keys(breakpoints).join(', ')})`).toEqual(
      [],
    );
  });
});
