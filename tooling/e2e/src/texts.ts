import type { Language } from './brands.ts';

/**
 * The texts the brand suites look for, per language (packages/i18n's en/ru/zh bundles). Written out
 * so that a missing or untranslated text fails a test instead of being compared with itself.
 */
export interface HomeTexts {
  /** Name of the option in the header's language dropdown (the language in itself). */
  languageName: string;
  /** Accessible name of the language dropdown. */
  languageLabel: string;
  /** The home's level-1 heading. */
  heading: string;
  /** Accessible name of the header's logo link to the home, for a site name. */
  homeLink: (siteName: string) => string;
  /** The home's page title (`titles.home`) for a site name. */
  title: (siteName: string) => string;
  signIn: string;
  signUp: string;
  news: string;
  logout: string;
}

export const texts: Record<Language, HomeTexts> = {
  en: {
    languageName: 'English',
    languageLabel: 'Language',
    heading: 'Cloud servers that are ready in a minute',
    homeLink: (siteName) => `${siteName} home`,
    title: (siteName) => `${siteName} — cloud servers in minutes`,
    signIn: 'Sign in',
    signUp: 'Sign up',
    news: 'News',
    logout: 'Log out',
  },
  ru: {
    languageName: 'Русский',
    languageLabel: 'Язык',
    heading: 'Облачные серверы, готовые за минуту',
    homeLink: (siteName) => `${siteName}: главная`,
    title: (siteName) => `${siteName} — облачные серверы за минуты`,
    signIn: 'Войти',
    signUp: 'Регистрация',
    news: 'Новости',
    logout: 'Выйти',
  },
  zh: {
    languageName: '中文',
    languageLabel: '语言',
    heading: '一分钟即可就绪的云服务器',
    homeLink: (siteName) => `${siteName} 首页`,
    title: (siteName) => `${siteName} — 几分钟内开通云服务器`,
    signIn: '登录',
    signUp: '注册',
    news: '新闻',
    logout: '退出登录',
  },
};
