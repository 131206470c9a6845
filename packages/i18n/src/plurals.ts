import type { Language } from './languages.ts';

/** The CLDR plural categories i18next uses as key suffixes (`servers.count_few`). */
export const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** One CLDR plural category. */
export type PluralCategory = (typeof PLURAL_SUFFIXES)[number];

/**
 * The plural categories of each language for whole numbers and fractions, as
 * `new Intl.PluralRules(language).resolvedOptions().pluralCategories` gives them (a test keeps
 * this table equal to the runtime's): English one/other, Russian one/few/many/other, Chinese other.
 * A plural text needs exactly these forms in its language.
 */
export const pluralCategoriesOf = {
  en: ['one', 'other'],
  ru: ['one', 'few', 'many', 'other'],
  zh: ['other'],
} as const satisfies Record<Language, readonly PluralCategory[]>;

/** The plural categories of one language, as a union (`'one' | 'other'` for English). */
export type PluralCategoryOf<Lang extends Language> = (typeof pluralCategoriesOf)[Lang][number];

const suffixPattern = new RegExp(`^(.+)_(${PLURAL_SUFFIXES.join('|')})$`);

/**
 * Splits a plural key into its base and category; `undefined` for a key without a plural suffix.
 * @example splitPluralKey('regions.freeIpv4_few') // { base: 'regions.freeIpv4', category: 'few' }
 */
export function splitPluralKey(
  key: string,
): { readonly base: string; readonly category: PluralCategory } | undefined {
  const match = suffixPattern.exec(key);
  if (!match) return undefined;
  return { base: match[1] as string, category: match[2] as PluralCategory };
}
