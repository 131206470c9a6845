import { describe, expect, test } from 'vitest';
import { loadBundle, loadNamespace } from './bundles.ts';
import { compareBundles, pluralFormProblems } from './completeness.ts';
import { languages } from './languages.ts';
import en from './locales/en/index.ts';
import { namespaces } from './namespaces.ts';

describe('every language bundle is complete', () => {
  test.each(languages.filter((language) => language !== 'en'))(
    '%s has every key of the English reference, none extra, blank, left in English or with wrong plural forms',
    async (language) => {
      const bundle = await loadBundle(language);
      expect(compareBundles(en, bundle, { language })).toEqual([]);
    },
  );

  test('the English reference has exactly the English plural forms (one, other)', () => {
    expect(pluralFormProblems(en, 'en')).toEqual([]);
  });
});

describe('compareBundles', () => {
  const reference = { nav: { signIn: 'Sign in', greet: 'Hi {{name}}' }, title: 'T' };

  test('reports a missing key with its dotted path', () => {
    expect(
      compareBundles(
        reference,
        { nav: { greet: 'Привет {{name}}' }, title: 'Т' },
        { language: 'ru' },
      ),
    ).toEqual([{ kind: 'missing', key: 'nav.signIn' }]);
  });

  test('reports extra, blank and placeholder mismatches', () => {
    const problems = compareBundles(
      reference,
      { nav: { signIn: '  ', greet: 'Привет {{user}}' }, title: 'Т', stray: 'x' },
      { language: 'ru' },
    );
    expect(problems).toEqual([
      { kind: 'empty', key: 'nav.signIn' },
      { kind: 'placeholders', key: 'nav.greet' },
      { kind: 'extra', key: 'stray' },
    ]);
  });

  test('reports English left untranslated, except texts made only of names that stay the same', () => {
    const english = { a: 'Sign in', b: 'IPv4', c: '{{count}} × IPv6', d: 'Free IPv4' };
    expect(
      compareBundles(
        english,
        { a: 'Sign in', b: 'IPv4', c: '{{count}} × IPv6', d: 'Free IPv4' },
        { language: 'zh' },
      ),
    ).toEqual([
      { kind: 'untranslated', key: 'a' },
      { kind: 'untranslated', key: 'd' },
    ]);
    expect(
      compareBundles(
        english,
        { a: 'Войти', b: 'IPv4', c: '{{count}} × IPv6', d: 'Свободные IPv4' },
        { language: 'ru' },
      ),
    ).toEqual([]);
  });

  test('a whole namespace missing reports each of its keys', () => {
    expect(compareBundles({ a: { x: '1', y: '2' } }, {}, { language: 'ru' })).toEqual([
      { kind: 'missing', key: 'a.x' },
      { kind: 'missing', key: 'a.y' },
    ]);
  });
});

describe('plural texts need exactly the plural forms of their language', () => {
  // A real plural text of the bundle: the free IPv4 count of the public data-center list.
  const reference = {
    regions: {
      freeIpv4_one: en.public.regions.freeIpv4_one,
      freeIpv4_other: en.public.regions.freeIpv4_other,
    },
  };

  test('Russian needs one, few, many and other; Chinese only other', async () => {
    const ru = await loadNamespace('ru', 'public');
    const zh = await loadNamespace('zh', 'public');
    expect(Object.keys(ru.regions).filter((key) => key.startsWith('freeIpv4'))).toEqual([
      'freeIpv4_one',
      'freeIpv4_few',
      'freeIpv4_many',
      'freeIpv4_other',
    ]);
    expect(Object.keys(zh.regions).filter((key) => key.startsWith('freeIpv4'))).toEqual([
      'freeIpv4_other',
    ]);
  });

  test('a Russian text with only the English forms misses few and many', () => {
    expect(
      compareBundles(
        reference,
        { regions: { freeIpv4_one: '{{count}} адрес', freeIpv4_other: '{{count}} адреса' } },
        { language: 'ru' },
      ),
    ).toEqual([
      { kind: 'missing', key: 'regions.freeIpv4_few' },
      { kind: 'missing', key: 'regions.freeIpv4_many' },
    ]);
  });

  test('a Chinese text with a `one` form has a form the language does not have', () => {
    expect(
      compareBundles(
        reference,
        { regions: { freeIpv4_one: '{{count}} 个地址', freeIpv4_other: '{{count}} 个地址' } },
        { language: 'zh' },
      ),
    ).toEqual([{ kind: 'pluralForm', key: 'regions.freeIpv4_one' }]);
  });

  test('a plural form is checked like any text: placeholders and English left as it is', () => {
    expect(
      compareBundles(
        reference,
        {
          regions: {
            freeIpv4_one: '{{count}} свободный адрес',
            freeIpv4_few: '{{number}} свободных адреса',
            freeIpv4_many: reference.regions.freeIpv4_other,
            freeIpv4_other: '{{count}} свободного адреса',
          },
        },
        { language: 'ru' },
      ),
    ).toEqual([
      { kind: 'placeholders', key: 'regions.freeIpv4_few' },
      { kind: 'untranslated', key: 'regions.freeIpv4_many' },
    ]);
  });

  test('a plural text missing entirely reports each form of the language', () => {
    expect(compareBundles(reference, { regions: {} }, { language: 'ru' })).toEqual([
      { kind: 'missing', key: 'regions.freeIpv4_one' },
      { kind: 'missing', key: 'regions.freeIpv4_few' },
      { kind: 'missing', key: 'regions.freeIpv4_many' },
      { kind: 'missing', key: 'regions.freeIpv4_other' },
    ]);
  });

  test('pluralFormProblems finds an English text without its `other` form', () => {
    expect(pluralFormProblems({ days_one: 'One day' }, 'en')).toEqual([
      { kind: 'missing', key: 'days_other' },
    ]);
  });

  test('every real plural text of the reference is checked in ru and zh (servers, days left)', async () => {
    const ru = await loadBundle('ru');
    const zh = await loadBundle('zh');
    expect(ru.servers).toMatchObject({
      count_one: '{{count}} сервер',
      count_few: '{{count}} сервера',
      count_many: '{{count}} серверов',
    });
    expect(Object.keys(zh.billing.balance)).toEqual(['daysLeft_other']);
    expect(Object.keys(ru.billing.balance)).toEqual([
      'daysLeft_one',
      'daysLeft_few',
      'daysLeft_many',
      'daysLeft_other',
    ]);
  });
});

test('the namespace list names exactly the namespaces of the reference bundle', () => {
  expect([...namespaces].sort()).toEqual(Object.keys(en).sort());
});

test('the namespaces are the areas of the product (issue 4, and the public pages of issue 5)', () => {
  expect(namespaces).toEqual([
    'common',
    'public',
    'home',
    'company',
    'content',
    'auth',
    'servers',
    'network',
    'storage',
    'dns',
    'billing',
    'account',
    'support',
    'affiliate',
    'errors',
    'validation',
  ]);
});

test.each(namespaces)(
  'loadNamespace returns the same messages as the %s bundle file',
  async (namespace) => {
    expect(await loadNamespace('en', namespace)).toEqual(en[namespace]);
  },
);
