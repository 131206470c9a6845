import {
  isLanguage,
  loadNamespace,
  pickLanguage,
  type Language,
  type Namespace,
} from '@cloud-portal/i18n';
import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** localStorage key of the visitor's chosen language (a preference, not a secret). */
export const LANGUAGE_STORAGE_KEY = 'cloud-portal.language';

/** Namespaces every page needs before it renders: the layout's and the public pages'. */
export const INITIAL_NAMESPACES: readonly Namespace[] = ['common', 'public'];

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

/**
 * An i18next backend that loads each language's namespaces as separate chunks on first use, so a
 * page ships only the texts it shows.
 */
export const namespaceBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (!isLanguage(language)) {
      callback(new Error(`No messages for ${language}/${namespace}`), false);
      return;
    }
    // loadNamespace rejects a name that is not a namespace (no list of names in the first view).
    loadNamespace(language, namespace as Namespace).then(
      (messages) => callback(null, messages),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Creates the i18next instance of one portal with `language` and the initial namespaces loaded;
 * other namespaces load when a screen first asks for them. Only the active language is loaded:
 * there is no fallback language, because every language is complete (the i18n package's
 * completeness check fails the build otherwise), and a fallback would make i18next download the
 * English namespaces too.
 * @example const i18n = await createI18n('ru');
 */
export async function createI18n(language: Language): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(namespaceBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      defaultNS: 'common',
      ns: [...INITIAL_NAMESPACES],
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
  return instance;
}

/** Switches the language (loading its namespaces), remembers the choice and updates `<html lang>`. */
export async function switchLanguage(instance: i18n, language: Language): Promise<void> {
  await instance.changeLanguage(language);
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
