/** The interface languages of the product (§1). */
export const languages = ['en', 'ru', 'zh'] as const;

/** One of the interface languages. */
export type Language = (typeof languages)[number];

/** Each language's name in that language, as a language switcher shows it. */
export const languageNames: Readonly<Record<Language, string>> = {
  en: 'English',
  ru: 'Русский',
  zh: '中文',
};

/**
 * Whether a string is one of the interface languages.
 * @example isLanguage('ru') // true
 */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * Picks the interface language from the browser's preferences (§1: "The default comes from the
 * browser"): the first preference whose primary subtag is offered, else the fallback.
 * @example pickLanguage(['zh-CN', 'en-US'], ['en', 'zh'], 'en') // 'zh'
 */
export function pickLanguage(
  preferences: readonly string[],
  offered: readonly Language[],
  fallback: Language,
): Language {
  for (const preference of preferences) {
    const primary = preference.trim().toLowerCase().split(/[-_]/)[0];
    const match = offered.find((language) => language === primary);
    if (match) return match;
  }
  return fallback;
}
