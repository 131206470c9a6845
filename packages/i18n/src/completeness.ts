import type { Language } from './languages.ts';
import { splitPluralKey } from './plurals.ts';

/** One problem found when comparing a bundle with the reference. */
export interface BundleProblem {
  /**
   * `missing`: key (or plural form) absent; `extra`: key not in the reference; `pluralForm`: a
   * plural form the language does not have; `empty`: blank text; `placeholders`: different
   * `{{…}}` names; `untranslated`: the English text left as it is.
   */
  kind: 'missing' | 'extra' | 'pluralForm' | 'empty' | 'placeholders' | 'untranslated';
  /** Dotted key path inside the compared tree (`nav.signIn`, `regions.freeIpv4_few`). */
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
  // Size units of §9 (b to tb), written the same in every language of the portal.
  'B',
  'KB',
  'MB',
  'GB',
  'TB',
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

/** Plural groups of a flat bundle: base key → the categories present. */
function pluralGroups(flat: Readonly<Record<string, string>>): Map<string, Set<string>> {
  const groups = new Map<string, Set<string>>();
  for (const key of Object.keys(flat)) {
    const plural = splitPluralKey(key);
    if (!plural) continue;
    const forms = groups.get(plural.base) ?? new Set<string>();
    forms.add(plural.category);
    groups.set(plural.base, forms);
  }
  return groups;
}

const categoriesOf = (language: Language): readonly string[] =>
  new Intl.PluralRules(language).resolvedOptions().pluralCategories;

/**
 * Plural texts with the wrong set of forms for `language`: each `<base>_<category>` group must hold
 * exactly the categories `Intl.PluralRules(language)` has (en one/other; ru one/few/many/other;
 * zh other). Missing forms are `missing`, forms the language does not have are `pluralForm`.
 * @example pluralFormProblems({ days_one: '1 day', days_other: '{{count}} days' }, 'ru')
 * // [{ kind: 'missing', key: 'days_few' }, { kind: 'missing', key: 'days_many' }]
 */
export function pluralFormProblems(tree: Tree, language: Language): BundleProblem[] {
  const wanted = categoriesOf(language);
  const problems: BundleProblem[] = [];
  for (const [base, present] of pluralGroups(flattenMessages(tree))) {
    for (const category of wanted) {
      if (!present.has(category)) problems.push({ kind: 'missing', key: `${base}_${category}` });
    }
    for (const category of present) {
      if (!wanted.includes(category))
        problems.push({ kind: 'pluralForm', key: `${base}_${category}` });
    }
  }
  return problems;
}

/** Options of `compareBundles`. */
export interface CompareOptions {
  /** The candidate's language: decides which plural forms it must have. */
  readonly language: Language;
  /** Words a translation may leave in English. Default: `SAME_IN_EVERY_LANGUAGE`. */
  readonly sameAllowed?: readonly string[];
}

/**
 * Compares a translated bundle with the English reference: keys missing or extra, plural texts
 * without exactly the language's plural forms, blank texts, interpolation placeholders that differ,
 * and English texts left untranslated (unless every word of the text is in `sameAllowed`). A
 * plural form is compared with the reference's form of the same category, else its `_other` form.
 * An empty result means the bundle is complete.
 * @example compareBundles(reference, ru, { language: 'ru' }) // []
 */
export function compareBundles(
  reference: Tree,
  candidate: Tree,
  { language, sameAllowed = SAME_IN_EVERY_LANGUAGE }: CompareOptions,
): BundleProblem[] {
  const expected = flattenMessages(reference);
  const actual = flattenMessages(candidate);
  const referencePlurals = pluralGroups(expected);
  const problems: BundleProblem[] = [];

  const compareText = (key: string, text: string, translated: string) => {
    if (translated.trim() === '') problems.push({ kind: 'empty', key });
    else if (placeholderNames(translated) !== placeholderNames(text))
      problems.push({ kind: 'placeholders', key });
    else if (translated === text && !mayStayEnglish(text, sameAllowed))
      problems.push({ kind: 'untranslated', key });
  };

  for (const [key, text] of Object.entries(expected)) {
    if (splitPluralKey(key) && referencePlurals.has(splitPluralKey(key)?.base ?? '')) continue;
    const translated = actual[key];
    if (translated === undefined) problems.push({ kind: 'missing', key });
    else compareText(key, text, translated);
  }
  const candidatePlurals = pluralGroups(actual);
  for (const [base, forms] of referencePlurals) {
    const present = candidatePlurals.get(base);
    if (!present) {
      for (const category of categoriesOf(language))
        problems.push({ kind: 'missing', key: `${base}_${category}` });
      continue;
    }
    for (const category of present) {
      const key = `${base}_${category}`;
      const source = expected[forms.has(category) ? key : `${base}_other`] ?? '';
      compareText(key, source, actual[key] ?? '');
    }
  }
  problems.push(
    ...pluralFormProblems(
      Object.fromEntries(
        Object.entries(actual).filter(([key]) =>
          referencePlurals.has(splitPluralKey(key)?.base ?? ''),
        ),
      ),
      language,
    ),
  );
  for (const key of Object.keys(actual)) {
    const plural = splitPluralKey(key);
    if (plural && referencePlurals.has(plural.base)) continue;
    if (!(key in expected)) problems.push({ kind: 'extra', key });
  }
  return problems;
}
