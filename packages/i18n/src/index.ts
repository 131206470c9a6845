export { languages, languageNames, isLanguage, pickLanguage, type Language } from './languages.ts';
export { reference, namespaces, loadBundle, type Bundle, type Namespace } from './bundles.ts';
export { compareBundles, flattenMessages, type BundleProblem } from './completeness.ts';
export type { Messages } from './messages.ts';
