// Test-only helpers: read our token/theme stylesheets and resolve custom properties the way the
// browser's cascade would for a given `data-brand` / `data-theme` on <html> and system colour
// preference, including `color-scheme` and the `light-dark()` pairs it selects. The stylesheets are
// written in a deliberately small dialect (`:root` plus attribute conditions), which is all this
// has to understand; anything else fails loudly so the tests cannot silently pass.

/** One rule of a stylesheet: its selectors and the custom properties it declares. */
export interface TokenRule {
  selectors: string[];
  properties: Map<string, string>;
  /** Position across all sheets (later wins on equal specificity). */
  order: number;
}

/** The state of the document element that the selectors test, and the system preference. */
export interface RootState {
  /** `data-brand` on <html>; absent when undefined. */
  brand?: string;
  /** `data-theme` on <html> (the visitor's choice); absent when undefined. */
  theme?: 'light' | 'dark';
  /** `prefers-color-scheme: dark` of the system (default: light). */
  prefersDark?: boolean;
}

/**
 * Parses the top-level rules of a stylesheet (custom properties and `color-scheme`), ignoring
 * `@media` blocks (user preferences such as reduced motion do not change colours; the system's
 * colour preference works through `color-scheme` and `light-dark()`, not through `@media`).
 * @example parseTokenRules(':root { --a: #fff; }', 0)[0].properties.get('--a') // '#fff'
 */
export function parseTokenRules(css: string, startOrder: number): TokenRule[] {
  const text = stripAtRules(css.replace(/\/\*[\s\S]*?\*\//g, ''));
  const rules: TokenRule[] = [];
  const rulePattern = /([^{}]+)\{([^{}]*)\}/g;
  let match: RegExpExecArray | null;
  while ((match = rulePattern.exec(text)) !== null) {
    const selectors = match[1]!
      .split(',')
      .map((selector) => selector.trim())
      .filter(Boolean);
    const properties = new Map<string, string>();
    for (const declaration of match[2]!.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon === -1) continue;
      const name = declaration.slice(0, colon).trim();
      if (name.startsWith('--') || name === 'color-scheme')
        properties.set(
          name,
          declaration
            .slice(colon + 1)
            .trim()
            .replace(/\s+/g, ' '),
        );
    }
    rules.push({ selectors, properties, order: startOrder + rules.length });
  }
  return rules;
}

function stripAtRules(css: string): string {
  let result = '';
  let index = 0;
  while (index < css.length) {
    const at = css.indexOf('@', index);
    if (at === -1) return result + css.slice(index);
    result += css.slice(index, at);
    let depth = 0;
    let cursor = css.indexOf('{', at);
    for (; cursor < css.length; cursor += 1) {
      if (css[cursor] === '{') depth += 1;
      if (css[cursor] === '}' && --depth === 0) break;
    }
    index = cursor + 1;
  }
  return result;
}

/**
 * Whether `selector` matches <html> in `state`, and with which specificity (class-level count).
 * Returns `undefined` when it does not match.
 * @example selectorSpecificity(":root[data-theme='dark']", { theme: 'dark' }) // 2
 */
export function selectorSpecificity(selector: string, state: RootState): number | undefined {
  if (!selector.startsWith(':root'))
    throw new Error(`Unexpected selector in a token sheet: ${selector}`);
  let rest = selector.slice(':root'.length);
  let specificity = 1;
  while (rest.length > 0) {
    const attribute = /^\[data-(brand|theme)='([a-z]+)'\]/.exec(rest);
    const notBrand = /^:not\(\[data-brand\]\)/.exec(rest);
    if (attribute) {
      const actual = attribute[1] === 'brand' ? state.brand : state.theme;
      if (actual !== attribute[2]) return undefined;
      rest = rest.slice(attribute[0].length);
    } else if (notBrand) {
      if (state.brand !== undefined) return undefined;
      rest = rest.slice(notBrand[0].length);
    } else {
      throw new Error(`Unexpected selector in a token sheet: ${selector}`);
    }
    specificity += 1;
  }
  return specificity;
}

/**
 * Resolves every custom property for a document state: highest specificity wins, then the later
 * rule; then each `light-dark(a, b)` becomes `a` or `b` by the winning `color-scheme` (a scheme
 * that offers both follows `state.prefersDark`). The map also holds the scheme used, under
 * `color-scheme`.
 * @example resolveTokens(parseTokenRules(css, 0), { brand: 'rocket', theme: 'dark' }).get('--color-brand')
 */
export function resolveTokens(rules: TokenRule[], state: RootState): Map<string, string> {
  const declared = cascade(rules, state);
  const scheme = usedColorScheme(declared.get('color-scheme'), state.prefersDark ?? false);
  return new Map([
    ...[...declared]
      .filter(([name]) => name !== 'color-scheme')
      .map(([name, value]): [string, string] => [name, chooseLightDark(value, scheme)]),
    ['color-scheme', scheme],
  ]);
}

/**
 * The scheme the browser uses for a `color-scheme` value: the only one offered, or the system's
 * preference when both are offered. `normal` (or none) is light.
 * @example usedColorScheme('light dark', true) // 'dark'
 */
export function usedColorScheme(
  colorScheme: string | undefined,
  prefersDark: boolean,
): 'light' | 'dark' {
  const offered = (colorScheme ?? 'normal').split(/\s+/);
  const light = offered.includes('light');
  const dark = offered.includes('dark');
  if (light && dark) return prefersDark ? 'dark' : 'light';
  return dark ? 'dark' : 'light';
}

/**
 * Replaces every `light-dark(a, b)` in a value (also inside shadows) by the half of `scheme`.
 * @example chooseLightDark('0 1px light-dark(rgb(0 0 0 / 0.1), #000)', 'light') // '0 1px rgb(0 0 0 / 0.1)'
 */
export function chooseLightDark(value: string, scheme: 'light' | 'dark'): string {
  let result = value;
  for (
    let start = result.indexOf('light-dark(');
    start !== -1;
    start = result.indexOf('light-dark(')
  ) {
    const open = start + 'light-dark('.length;
    let depth = 1;
    let comma = -1;
    let cursor = open;
    for (; cursor < result.length && depth > 0; cursor += 1) {
      if (result[cursor] === '(') depth += 1;
      else if (result[cursor] === ')') depth -= 1;
      else if (result[cursor] === ',' && depth === 1 && comma === -1) comma = cursor;
    }
    if (depth !== 0 || comma === -1) throw new Error(`Malformed light-dark() in "${value}"`);
    const half =
      scheme === 'light' ? result.slice(open, comma) : result.slice(comma + 1, cursor - 1);
    result = result.slice(0, start) + half.trim() + result.slice(cursor);
  }
  return result;
}

function cascade(rules: TokenRule[], state: RootState): Map<string, string> {
  const winners = new Map<string, { specificity: number; order: number; value: string }>();
  for (const rule of rules) {
    const specificities = rule.selectors.map((selector) => selectorSpecificity(selector, state));
    const matched = specificities.filter((value): value is number => value !== undefined);
    if (matched.length === 0) continue;
    const specificity = Math.max(...matched);
    for (const [name, value] of rule.properties) {
      const current = winners.get(name);
      if (
        !current ||
        specificity > current.specificity ||
        (specificity === current.specificity && rule.order > current.order)
      ) {
        winners.set(name, { specificity, order: rule.order, value });
      }
    }
  }
  return new Map([...winners].map(([name, { value }]) => [name, value]));
}

/**
 * WCAG 2.x contrast ratio of two `#rrggbb` colours.
 * @example contrastRatio('#000000', '#ffffff') // 21
 */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Token colours must be #rrggbb, got "${hex}"`);
  const [red, green, blue] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}
