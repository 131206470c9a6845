/** One problem found when comparing a bundle with the reference. */
export interface BundleProblem {
  /**
   * `missing`: key absent; `extra`: key not in the reference; `empty`: blank text; `placeholders`:
   * different `{{…}}` names; `untranslated`: the English text left as it is.
   */
  kind: 'missing' | 'extra' | 'empty' | 'placeholders' | 'untranslated';
  /** Dotted key path, namespace first (`common.nav.signIn`). */
  key: string;
}

type Tree = { readonly [key: string]: string | Tree };

/**
 * Flattens nested messages into dotted keys.
 * @example flattenMessages({ nav: { signIn: 'Sign in' } }) // { 'nav.signIn': 'Sign in' }
 */
export function flattenMessages(tree: Tree, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else Object.assign(flat, flattenMessages(value, path));
  }
  return flat;
}

const placeholderNames = (text: string): string =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)]
    .map((match) => match[1])
    .sort()
    .join(',');

/**
 * Texts that are the same in every language (product and protocol names): a translation may leave
 * them as in English. Compared word by word after removing `{{placeholders}}` and punctuation.
 */
export const SAME_IN_EVERY_LANGUAGE: readonly string[] = [
  'IPv4',
  'IPv6',
  'VDS',
  'SSH',
  'DNS',
  'TTL',
  'CIDR',
  'API',
  'S3',
  'TOTP',
  'OpenStack',
];

const wordsOf = (text: string) =>
  text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const mayStayEnglish = (text: string, allowed: readonly string[]) => {
  const words = wordsOf(text).split(' ').filter(Boolean);
  return words.every((word) => allowed.includes(word));
};

/**
 * Compares a translated bundle with the reference: keys missing or extra, blank texts,
 * interpolation placeholders that differ, and English texts left untranslated (unless every word
 * of the text is in `sameAllowed`). An empty result means the bundle is complete.
 * @example compareBundles(reference, ru) // []
 */
export function compareBundles(
  reference: Tree,
  candidate: Tree,
  sameAllowed: readonly string[] = SAME_IN_EVERY_LANGUAGE,
): BundleProblem[] {
  const expected = flattenMessages(reference);
  const actual = flattenMessages(candidate);
  const problems: BundleProblem[] = [];
  for (const [key, text] of Object.entries(expected)) {
    const translated = actual[key];
    if (translated === undefined) problems.push({ kind: 'missing', key });
    else if (translated.trim() === '') problems.push({ kind: 'empty', key });
    else if (placeholderNames(translated) !== placeholderNames(text))
      problems.push({ kind: 'placeholders', key });
    else if (translated === text && !mayStayEnglish(text, sameAllowed))
      problems.push({ kind: 'untranslated', key });
  }
  for (const key of Object.keys(actual)) {
    if (!(key in expected)) problems.push({ kind: 'extra', key });
  }
  return problems;
}
