import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { languages } from '../languages.ts';
import { namespaces } from '../namespaces.ts';
import { FIRST_VIEW_NAMESPACES, importNamespace } from './loaders.ts';

// Lazy loading (issue 4): a bundler splits a module into its own chunk only when it is reached by
// a dynamic `import()` of a literal path, so each language and namespace needs exactly that, and
// so does each language's table of the later namespaces.
const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const topLevel = read('./loaders.ts');

test.each(languages)('every namespace of %s is a dynamic import of its own file', (language) => {
  const table = read(`./${language}/loaders.ts`);
  for (const namespace of namespaces) {
    if ((FIRST_VIEW_NAMESPACES as readonly string[]).includes(namespace)) {
      expect(topLevel).toContain(`${namespace}: () => import('./${language}/${namespace}.ts')`);
      expect(table).not.toContain(`'./${namespace}.ts'`);
    } else {
      expect(table).toContain(`${namespace}: () => import('./${namespace}.ts'),`);
    }
  }
  expect(topLevel).toContain(`${language}: () => import('./${language}/loaders.ts'),`);
});

test('no static import brings a namespace file or a language table in with the loaders', () => {
  for (const source of [
    topLevel,
    ...languages.map((language) => read(`./${language}/loaders.ts`)),
  ]) {
    expect(source).not.toMatch(/^import (?!type)/m);
  }
});

test.each(languages)(
  '%s: first-view and later namespaces load the messages of that language',
  async (language) => {
    const common = (await importNamespace(language, 'common')) as {
      default: { nav: { signIn: string } };
    };
    expect(common.default.nav.signIn).toBe({ en: 'Sign in', ru: 'Войти', zh: '登录' }[language]);
    const billing = (await importNamespace(language, 'billing')) as {
      default: { payment: { cardDeclined: string } };
    };
    expect(billing.default.payment.cardDeclined).toBe(
      {
        en: 'Bank declined your payment',
        ru: 'Банк отклонил ваш платёж',
        zh: '银行拒绝了您的付款',
      }[language],
    );
  },
);

test('a name that is not a namespace is refused, whichever table it would be in', async () => {
  await expect(importNamespace('en', 'nowhere' as never)).rejects.toThrow(
    'No messages for en/nowhere',
  );
  await expect(importNamespace('ru', 'constructor' as never)).rejects.toThrow(
    'No messages for ru/constructor',
  );
});
