import { describe, expect, it } from 'vitest';
import {
  chooseLightDark,
  contrastRatio,
  parseTokenRules,
  resolveTokens,
  type RootState,
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

/**
 * Every way a page ends up in a scheme: the visitor's choice (`data-theme`, set before first
 * paint by the apps' theme-init script), or no choice and the system preference alone (the CSS-only path a
 * prerendered page paints with before any script runs), and a choice that overrides the system.
 */
const SCHEME_STATES: Record<(typeof MODES)[number], { name: string; state: RootState }[]> = {
  light: [
    { name: 'chosen', state: { theme: 'light' } },
    { name: 'system, no choice', state: { prefersDark: false } },
    { name: 'chosen over a dark system', state: { theme: 'light', prefersDark: true } },
  ],
  dark: [
    { name: 'chosen', state: { theme: 'dark' } },
    { name: 'system, no choice', state: { prefersDark: true } },
    { name: 'chosen over a light system', state: { theme: 'dark', prefersDark: false } },
  ],
};

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

  it('stacks portalled menus above sticky bars, and dialogs, toasts and tooltips above both', () => {
    const light = resolveTokens(parseTokenRules(tokensCss, 0), {});
    const layers = [
      '--z-base',
      '--z-sticky',
      '--z-dropdown',
      '--z-overlay',
      '--z-modal',
      '--z-toast',
      '--z-tooltip',
    ];
    const values = layers.map((name) => Number(light.get(name)));
    expect(values.every(Number.isFinite)).toBe(true);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    expect(new Set(values).size).toBe(values.length);
  });

  it('gives every colour token a light and a dark value in one light-dark() pair', () => {
    const declared = new Map(parseTokenRules(tokensCss, 0).flatMap((rule) => [...rule.properties]));
    const colours = [...declared].filter(([name]) => name.startsWith('--color-'));
    expect(colours.length).toBeGreaterThan(20);
    expect(
      colours.filter(([, value]) => !/^light-dark\(.+,.+\)$/.test(value)).map(([name]) => name),
    ).toEqual([]);
    // A pair whose halves are equal is a token that forgot its dark value.
    expect(
      colours
        .filter(([, value]) => chooseLightDark(value, 'light') === chooseLightDark(value, 'dark'))
        .map(([name]) => name),
    ).toEqual([]);
  });

  it('follows the system without a choice, and a choice over the system', () => {
    const rules = parseTokenRules(tokensCss, 0);
    const scheme = (state: RootState) => resolveTokens(rules, state).get('color-scheme');
    expect(scheme({})).toBe('light');
    expect(scheme({ prefersDark: true })).toBe('dark');
    expect(scheme({ theme: 'light', prefersDark: true })).toBe('light');
    expect(scheme({ theme: 'dark' })).toBe('dark');
    // The CSS-only (no script yet) dark page shows exactly the tokens of a chosen dark page.
    expect(resolveTokens(rules, { prefersDark: true })).toEqual(
      resolveTokens(rules, { theme: 'dark' }),
    );
  });

  it('darkens shadows and the overlay in dark mode', () => {
    const rules = parseTokenRules(tokensCss, 0);
    const light = resolveTokens(rules, { theme: 'light' });
    const dark = resolveTokens(rules, { theme: 'dark' });
    expect(light.get('--shadow-sm')).toBe('0 1px 2px rgb(16 24 40 / 0.08)');
    expect(dark.get('--shadow-sm')).toBe('0 1px 2px rgb(0 0 0 / 0.4)');
    expect(dark.get('--color-overlay')).toBe('rgb(0 0 0 / 0.6)');
  });
});

describe.each(BRANDS)('brand theme %s', (brand) => {
  it('only overrides existing tokens, each with a light and a dark value', () => {
    const known = new Set(
      parseTokenRules(tokensCss, 0).flatMap((rule) => [...rule.properties.keys()]),
    );
    const rules = parseTokenRules(themes[brand]!, 0);
    expect(rules).toHaveLength(1);
    const overrides = [...rules[0]!.properties];
    expect(overrides.map(([name]) => name).filter((name) => !known.has(name))).toEqual([]);
    expect(
      overrides.filter(([, value]) => !/^light-dark\(.+,.+\)$/.test(value)).map(([name]) => name),
    ).toEqual([]);
  });

  describe.each(MODES)('in %s mode', (mode) => {
    it.each(SCHEME_STATES[mode])(
      'meets WCAG AA contrast ($name), with and without data-brand',
      ({ state }) => {
        for (const withBrand of [{ ...state, brand }, state]) {
          const tokens = resolveTokens(appSheet(brand), withBrand);
          expect(tokens.get('color-scheme')).toBe(mode);
          expect(failingPairs(tokens, TEXT_PAIRS, 4.5)).toEqual([]);
          expect(failingPairs(tokens, NON_TEXT_PAIRS, 3)).toEqual([]);
        }
      },
    );

    it.each(SCHEME_STATES[mode])(
      'shows the same tokens as a chosen scheme ($name)',
      ({ state }) => {
        const chosen = resolveTokens(appSheet(brand), { brand, theme: mode });
        expect(resolveTokens(appSheet(brand), { ...state, brand })).toEqual(chosen);
      },
    );
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

it.each(MODES)('has a distinct brand colour per brand in %s mode', (theme) => {
  const brandColours = BRANDS.map((brand) =>
    resolveTokens(appSheet(brand), { brand, theme }).get('--color-brand'),
  );
  expect(new Set(brandColours).size).toBe(BRANDS.length);
});
