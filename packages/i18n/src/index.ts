export { languages, languageNames, isLanguage, pickLanguage, type Language } from './languages.ts';
export { namespaces, isNamespace, type Namespace } from './namespaces.ts';
export { reference, type Bundle } from './reference.ts';
export { loadBundle, loadNamespace } from './bundles.ts';
export {
  compareBundles,
  flattenMessages,
  SAME_IN_EVERY_LANGUAGE,
  type BundleProblem,
  type CompareOptions,
} from './completeness.ts';
export {
  PLURAL_SUFFIXES,
  pluralCategoriesOf,
  splitPluralKey,
  type PluralCategory,
  type PluralCategoryOf,
} from './plurals.ts';
export {
  formatDate,
  formatNumber,
  formatRelativeTime,
  type DateStyle,
  type RelativeTimeUnit,
  numberFormatter,
  relativeTimeParts,
} from './format.ts';
export type { Messages } from './messages.ts';
