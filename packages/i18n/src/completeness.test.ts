import { describe, expect, test } from 'vitest';
import { loadBundle } from './bundles.ts';
import { compareBundles } from './completeness.ts';
import { languages } from './languages.ts';
import en from './locales/en/index.ts';

describe('every language bundle is complete', () => {
  test.each(languages.filter((language) => language !== 'en'))(
    '%s has every key of the English reference, none extra, blank or left in English',
    async (language) => {
      const bundle = await loadBundle(language);
      expect(compareBundles(en, bundle)).toEqual([]);
    },
  );
});

describe('compareBundles', () => {
  const reference = { nav: { signIn: 'Sign in', greet: 'Hi {{name}}' }, title: 'T' };

  test('reports a missing key with its dotted path', () => {
    expect(compareBundles(reference, { nav: { greet: 'Привет {{name}}' }, title: 'Т' })).toEqual([
      { kind: 'missing', key: 'nav.signIn' },
    ]);
  });

  test('reports extra, blank and placeholder mismatches', () => {
    const problems = compareBundles(reference, {
      nav: { signIn: '  ', greet: 'Привет {{user}}' },
      title: 'Т',
      stray: 'x',
    });
    expect(problems).toEqual([
      { kind: 'empty', key: 'nav.signIn' },
      { kind: 'placeholders', key: 'nav.greet' },
      { kind: 'extra', key: 'stray' },
    ]);
  });

  test('reports English left untranslated, except texts made only of names that stay the same', () => {
    const english = { a: 'Sign in', b: 'IPv4', c: '{{count}} × IPv6', d: 'Free IPv4' };
    expect(
      compareBundles(english, { a: 'Sign in', b: 'IPv4', c: '{{count}} × IPv6', d: 'Free IPv4' }),
    ).toEqual([
      { kind: 'untranslated', key: 'a' },
      { kind: 'untranslated', key: 'd' },
    ]);
    expect(
      compareBundles(english, {
        a: 'Войти',
        b: 'IPv4',
        c: '{{count}} × IPv6',
        d: 'Свободные IPv4',
      }),
    ).toEqual([]);
  });

  test('a whole namespace missing reports each of its keys', () => {
    expect(compareBundles({ a: { x: '1', y: '2' } }, {})).toEqual([
      { kind: 'missing', key: 'a.x' },
      { kind: 'missing', key: 'a.y' },
    ]);
  });
});

test('the namespace list names exactly the namespaces of the reference bundle', async () => {
  const { namespaces } = await import('./namespaces.ts');
  expect([...namespaces].sort()).toEqual(Object.keys(en).sort());
});

test('loadNamespace returns the same messages as the bundle file', async () => {
  const { loadNamespace } = await import('./bundles.ts');
  expect(await loadNamespace('en', 'home')).toEqual(en.home);
});
