import type { Language } from './languages.ts';
import type { PluralCategoryOf } from './plurals.ts';

// A plural text is a group of keys `<base>_<category>` (i18next's suffixes). The English reference
// has `_one` and `_other`; a translation has the categories of its own language instead, so the
// keys are mapped: the reference's `<base>_other` stands for the whole group, its other forms drop.
type SuffixBase<Key> = Key extends `${infer Base}_zero`
  ? Base
  : Key extends `${infer Base}_one`
    ? Base
    : Key extends `${infer Base}_two`
      ? Base
      : Key extends `${infer Base}_few`
        ? Base
        : Key extends `${infer Base}_many`
          ? Base
          : Key extends `${infer Base}_other`
            ? Base
            : never;

type PluralBase<Key, Reference> = [SuffixBase<Key>] extends [never]
  ? never
  : `${SuffixBase<Key>}_other` extends keyof Reference
    ? SuffixBase<Key>
    : never;

type TranslatedKey<Key, Reference, Lang extends Language> = [PluralBase<Key, Reference>] extends [
  never,
]
  ? Key
  : Key extends `${string}_other`
    ? `${PluralBase<Key, Reference>}_${PluralCategoryOf<Lang>}`
    : never;

/**
 * The shape a translated bundle must have: the same nested keys as the English reference, every
 * leaf a string, and each plural text with exactly the plural forms of `Lang`. Used with
 * `satisfies` so a missing or extra key (or plural form) fails the type check.
 */
export type Messages<Reference, Lang extends Language = 'en'> = {
  readonly [
    Key in keyof Reference as TranslatedKey<Key, Reference, Lang>
  ]: Reference[Key] extends string ? string : Messages<Reference[Key], Lang>;
};
