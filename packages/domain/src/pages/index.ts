export { pageLanguageFile } from './languageVariant.ts';
