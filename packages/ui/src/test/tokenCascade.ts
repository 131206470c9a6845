// Test-only helpers: read our token/theme stylesheets and resolve custom properties the way the
// browser's cascade would for a given `data-brand` / `data-theme` on <html>. The stylesheets are
// written in a deliberately small dialect (`:root` plus attribute conditions), which is all this
// has to understand; anything else fails loudly so the tests cannot silently pass.

/** One rule of a stylesheet: its selectors and the custom properties it declares. */
export interface TokenRule {
  selectors: string[];
  properties: Map<string, string>;
  /** Position across all sheets (later wins on equal specificity). */
  order: number;
}

/** The state of the document element that the selectors test. */
export interface RootState {
  brand?: string;
  theme?: 'light' | 'dark';
}

/**
 * Parses the top-level rules of a stylesheet, ignoring `@media` blocks (user preferences such as
 * reduced motion do not change colours).
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
      if (name.startsWith('--'))
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
      const actual = attribute[1] === 'brand' ? state.brand : (state.theme ?? 'light');
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
 * Resolves every custom property for a document state: highest specificity wins, then the later rule.
 * @example resolveTokens(parseTokenRules(css, 0), { brand: 'rocket', theme: 'dark' }).get('--color-brand')
 */
export function resolveTokens(rules: TokenRule[], state: RootState): Map<string, string> {
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
