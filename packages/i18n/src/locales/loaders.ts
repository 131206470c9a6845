// One loader per language and namespace: every namespace file is its own chunk, so a page
// downloads only the namespaces it uses, in the language it shows. (Explicit imports, not a glob:
// the package is also built with tsc for other teams.)
import type { Language } from '../languages.ts';
import type { Namespace } from '../namespaces.ts';

type Loader = () => Promise<{ default: unknown }>;

/** Dynamic imports of every namespace file, by language. */
export const namespaceLoaders: Readonly<Record<Language, Readonly<Record<Namespace, Loader>>>> = {
  en: {
    account: () => import('./en/account.ts'),
    common: () => import('./en/common.ts'),
    errors: () => import('./en/errors.ts'),
    home: () => import('./en/home.ts'),
    servers: () => import('./en/servers.ts'),
    validation: () => import('./en/validation.ts'),
  },
  ru: {
    account: () => import('./ru/account.ts'),
    common: () => import('./ru/common.ts'),
    errors: () => import('./ru/errors.ts'),
    home: () => import('./ru/home.ts'),
    servers: () => import('./ru/servers.ts'),
    validation: () => import('./ru/validation.ts'),
  },
  zh: {
    account: () => import('./zh/account.ts'),
    common: () => import('./zh/common.ts'),
    errors: () => import('./zh/errors.ts'),
    home: () => import('./zh/home.ts'),
    servers: () => import('./zh/servers.ts'),
    validation: () => import('./zh/validation.ts'),
  },
};
