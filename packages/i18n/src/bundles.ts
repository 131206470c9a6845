import type { Language } from './languages.ts';
import { importNamespace } from './locales/loaders.ts';
import { namespaces, type Namespace } from './namespaces.ts';
import type { Bundle } from './reference.ts';

/**
 * Loads one namespace of one language (a separate chunk per file; see `locales/loaders.ts`).
 * Rejects for a name that is not a namespace.
 * @example const publicSite = await loadNamespace('ru', 'public'); publicSite.hero.primaryAction // 'Создать аккаунт'
 */
export async function loadNamespace<Name extends Namespace>(
  language: Language,
  namespace: Name,
): Promise<Bundle[Name]> {
  const module = await importNamespace(language, namespace);
  return module.default as Bundle[Name];
}

/**
 * Loads every namespace of one language.
 * @example const ru = await loadBundle('ru'); ru.common.nav.signIn // 'Войти'
 */
export async function loadBundle(language: Language): Promise<Bundle> {
  const entries = await Promise.all(
    namespaces.map(
      async (namespace) => [namespace, await loadNamespace(language, namespace)] as const,
    ),
  );
  return Object.fromEntries(entries) as unknown as Bundle;
}
