import { loadBundle, pickLanguage, reference, type Language } from '@cloud-portal/i18n';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** localStorage key of the visitor's chosen language (a preference, not a secret). */
export const LANGUAGE_STORAGE_KEY = 'cloud-portal.language';

const readStoredLanguage = (offered: readonly Language[]): Language | undefined => {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return offered.find((language) => language === stored);
  } catch {
    return undefined; // storage disabled: fall back to the browser's preference
  }
};

/**
 * The language to start in: the stored choice, else the browser's preference (§1), else the
 * brand's first language.
 */
export function initialLanguage(
  offered: readonly Language[],
  browser: readonly string[],
): Language {
  const fallback = offered[0] ?? 'en';
  return readStoredLanguage(offered) ?? pickLanguage(browser, offered, fallback);
}

/** Adds a language's bundle to an i18next instance if it is not there yet. */
export async function ensureLanguage(instance: i18n, language: Language): Promise<void> {
  if (instance.hasResourceBundle(language, 'common')) return;
  const bundle = await loadBundle(language);
  for (const [namespace, messages] of Object.entries(bundle)) {
    instance.addResourceBundle(language, namespace, messages, true, true);
  }
}

/**
 * Creates the i18next instance of one portal, with English as the fallback and `language` loaded.
 * @example const i18n = await createI18n('ru');
 */
export async function createI18n(language: Language): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources: { en: reference },
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: Object.keys(reference),
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  await ensureLanguage(instance, language);
  await instance.changeLanguage(language);
  return instance;
}

/** Switches the language, remembers the choice and updates `<html lang>`. */
export async function switchLanguage(instance: i18n, language: Language): Promise<void> {
  await ensureLanguage(instance, language);
  await instance.changeLanguage(language);
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
