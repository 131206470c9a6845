import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  parseTokenRules,
  resolveTokens,
  type TokenRule,
} from '../test/tokenCascade.ts';
import tokensCss from './tokens.css?raw';

const themeFiles = import.meta.glob<string>('../themes/*.css', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const themes = Object.fromEntries(
  Object.entries(themeFiles).map(([path, css]) => [
    path.replace('../themes/', '').replace('.css', ''),
    css,
  ]),
);
const BRANDS = ['default', 'rocket', 'za', 'cloudplus', 'asia'] as const;
const MODES = ['light', 'dark'] as const;

/** Tokens + exactly one brand theme, in that order: what a brand app ships. */
function appSheet(brand: string): TokenRule[] {
  const base = parseTokenRules(tokensCss, 0);
  return [...base, ...parseTokenRules(themes[brand]!, base.length)];
}

// Text pairs need 4.5:1 (WCAG 1.4.3); borders of controls and the focus ring need 3:1 (1.4.11).
const TEXT_PAIRS: [foreground: string, background: string][] = [
  ['--color-fg-default', '--color-bg-default'],
  ['--color-fg-default', '--color-bg-subtle'],
  ['--color-fg-default', '--color-bg-muted'],
  ['--color-fg-default', '--color-brand-subtle'],
  ['--color-fg-default', '--color-danger-subtle'],
  ['--color-fg-default', '--color-success-subtle'],
  ['--color-fg-default', '--color-warning-subtle'],
  ['--color-fg-default', '--color-info-subtle'],
  ['--color-fg-muted', '--color-bg-default'],
  ['--color-fg-muted', '--color-bg-subtle'],
  ['--color-fg-inverse', '--color-bg-inverse'],
  ['--color-fg-on-brand', '--color-brand'],
  ['--color-fg-on-brand', '--color-brand-hover'],
  ['--color-fg-on-danger', '--color-danger'],
  ['--color-fg-on-danger', '--color-danger-hover'],
  ['--color-fg-brand', '--color-bg-default'],
  ['--color-fg-brand', '--color-bg-subtle'],
  ['--color-fg-brand', '--color-brand-subtle'],
  ['--color-danger', '--color-bg-default'],
  ['--color-danger', '--color-danger-subtle'],
  ['--color-success', '--color-bg-default'],
  ['--color-success', '--color-success-subtle'],
  ['--color-warning', '--color-bg-default'],
  ['--color-warning', '--color-warning-subtle'],
  ['--color-info', '--color-bg-default'],
  ['--color-info', '--color-info-subtle'],
];
const NON_TEXT_PAIRS: [foreground: string, background: string][] = [
  ['--color-border-strong', '--color-bg-default'],
  ['--color-border-strong', '--color-bg-subtle'],
  ['--color-focus-ring', '--color-bg-default'],
  ['--color-focus-ring', '--color-bg-subtle'],
  ['--color-brand', '--color-bg-default'],
];

function failingPairs(
  tokens: Map<string, string>,
  pairs: [string, string][],
  minimum: number,
): string[] {
  return pairs
    .map(([foreground, background]) => {
      const ratio = contrastRatio(tokens.get(foreground)!, tokens.get(background)!);
      return ratio >= minimum ? undefined : `${foreground} on ${background}: ${ratio.toFixed(2)}:1`;
    })
    .filter((failure): failure is string => failure !== undefined);
}

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // #767676 on white is the well-known 4.54:1 threshold grey.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('semantic tokens', () => {
  it('defines the token names the components and apps rely on', () => {
    const light = resolveTokens(parseTokenRules(tokensCss, 0), {});
    const required = [
      ...new Set([...TEXT_PAIRS, ...NON_TEXT_PAIRS].flat()),
      '--color-border-default',
      '--space-4',
      '--radius-md',
      '--font-family-sans',
      '--font-size-md',
      '--font-weight-semibold',
      '--line-height-normal',
      '--shadow-md',
      '--z-modal',
      '--duration-normal',
      '--focus-ring-width',
    ];
    expect(required.filter((name) => !light.has(name))).toEqual([]);
  });

  it('gives the dark theme a value for every colour token of the light theme', () => {
    const rules = parseTokenRules(tokensCss, 0);
    const lightColours = [...resolveTokens(rules, {}).keys()].filter((name) =>
      name.startsWith('--color-'),
    );
    const darkOnly = rules.find((rule) => rule.selectors.includes(":root[data-theme='dark']"))!;
    expect(lightColours.filter((name) => !darkOnly.properties.has(name))).toEqual([]);
  });
});

describe.each(BRANDS)('brand theme %s', (brand) => {
  it('only overrides existing tokens, with the same set in light and dark', () => {
    const known = new Set(
      parseTokenRules(tokensCss, 0).flatMap((rule) => [...rule.properties.keys()]),
    );
    const [light, dark] = parseTokenRules(themes[brand]!, 0);
    expect([...light!.properties.keys()].filter((name) => !known.has(name))).toEqual([]);
    expect([...dark!.properties.keys()].sort()).toEqual([...light!.properties.keys()].sort());
  });

  it.each(MODES)('meets WCAG AA contrast in %s mode, with and without data-brand', (theme) => {
    for (const state of [{ brand, theme }, { theme }]) {
      const tokens = resolveTokens(appSheet(brand), state);
      expect(failingPairs(tokens, TEXT_PAIRS, 4.5)).toEqual([]);
      expect(failingPairs(tokens, NON_TEXT_PAIRS, 3)).toEqual([]);
    }
  });

  it.each(MODES)(
    'wins in %s mode when all five themes are loaded and data-brand selects it',
    (theme) => {
      // Storybook loads every theme and switches with data-brand/data-theme on <html>.
      let order = 0;
      const everything = [tokensCss, ...BRANDS.map((name) => themes[name]!)].flatMap((css) => {
        const rules = parseTokenRules(css, order);
        order += rules.length;
        return rules;
      });
      const own = resolveTokens(appSheet(brand), { brand, theme });
      const switched = resolveTokens(everything, { brand, theme });
      expect(switched.get('--color-brand')).toBe(own.get('--color-brand'));
      expect(switched.get('--color-fg-on-brand')).toBe(own.get('--color-fg-on-brand'));
      expect(switched.get('--color-bg-default')).toBe(own.get('--color-bg-default'));
    },
  );
});

it('has a distinct brand colour per brand', () => {
  const brandColours = BRANDS.map((brand) =>
    resolveTokens(appSheet(brand), { brand }).get('--color-brand'),
  );
  expect(new Set(brandColours).size).toBe(BRANDS.length);
});
