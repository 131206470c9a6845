import en from './locales/en/index.ts';
import type { Language } from './languages.ts';
import type { Messages } from './messages.ts';

/** The English reference bundle: every namespace with its messages. Always bundled as the fallback. */
export const reference = en;

/** The shape of a whole language bundle (namespace → nested messages). */
export type Bundle = Messages<typeof en>;

/** The namespaces of every bundle. */
export type Namespace = keyof Bundle;

/** The namespaces, in a stable order. */
export const namespaces = Object.keys(en) as Namespace[];

const loaders: Record<Language, () => Promise<{ default: Bundle }>> = {
  en: () => Promise.resolve({ default: en }),
  ru: () => import('./locales/ru/index.ts'),
  zh: () => import('./locales/zh/index.ts'),
};

/**
 * Loads one language's bundle. Non-English bundles are separate chunks, so a page downloads only
 * the language it shows.
 * @example const ru = await loadBundle('ru'); ru.common.nav.signIn // 'Войти'
 */
export async function loadBundle(language: Language): Promise<Bundle> {
  const module = await loaders[language]();
  return module.default;
}
