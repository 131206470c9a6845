// One chunk per language and namespace: a page downloads only the namespaces it uses, in the
// language it shows. (Explicit imports, not a glob: the package is also built with tsc for other
// teams.)
//
// The import table itself is split by language, so the JavaScript loaded up front does not carry
// the chunk names of every language: the namespaces of the public site's first view (`common`,
// `public`) are imported directly (fetched in parallel on the first view); the others are reached
// through their language's own table (`<language>/loaders.ts`), a small chunk fetched once, the
// first time a screen of that language asks for one of them.
import type { Language } from '../languages.ts';
import type { Namespace } from '../namespaces.ts';

/** Loads one namespace module. */
export type Loader = () => Promise<{ default: unknown }>;

/** The namespaces imported directly: the ones the public site's first view shows. */
export const FIRST_VIEW_NAMESPACES = ['common', 'public'] as const;

/** A namespace imported directly. */
export type FirstViewNamespace = (typeof FIRST_VIEW_NAMESPACES)[number];

/** A namespace reached through its language's table. */
export type LaterNamespace = Exclude<Namespace, FirstViewNamespace>;

const firstViewLoaders: Readonly<Record<Language, Readonly<Record<FirstViewNamespace, Loader>>>> = {
  en: { common: () => import('./en/common.ts'), public: () => import('./en/public.ts') },
  ru: { common: () => import('./ru/common.ts'), public: () => import('./ru/public.ts') },
  zh: { common: () => import('./zh/common.ts'), public: () => import('./zh/public.ts') },
};

type LaterLoaders = Readonly<Record<LaterNamespace, Loader>>;

const laterLoaderTables: Readonly<Record<Language, () => Promise<{ default: LaterLoaders }>>> = {
  en: () => import('./en/loaders.ts'),
  ru: () => import('./ru/loaders.ts'),
  zh: () => import('./zh/loaders.ts'),
};

/**
 * Imports the module of one language's namespace (its `default` export is the messages). Rejects
 * for a name that is not a namespace, so callers need not check first.
 * @example const { default: common } = await importNamespace('ru', 'common');
 */
export async function importNamespace(
  language: Language,
  namespace: Namespace,
): Promise<{ default: unknown }> {
  const firstView = firstViewLoaders[language];
  if (Object.hasOwn(firstView, namespace)) return firstView[namespace as FirstViewNamespace]();
  const table = (await laterLoaderTables[language]()).default;
  if (!Object.hasOwn(table, namespace)) throw new Error(`No messages for ${language}/${namespace}`);
  return table[namespace as LaterNamespace]();
}
