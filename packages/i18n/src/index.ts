export { languages, languageNames, isLanguage, pickLanguage, type Language } from './languages.ts';
export { namespaces, isNamespace, type Namespace } from './namespaces.ts';
export { reference, type Bundle } from './reference.ts';
export { loadBundle, loadNamespace } from './bundles.ts';
export {
  compareBundles,
  flattenMessages,
  SAME_IN_EVERY_LANGUAGE,
  type BundleProblem,
} from './completeness.ts';
export type { Messages } from './messages.ts';
