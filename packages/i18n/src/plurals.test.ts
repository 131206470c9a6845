import { expect, test } from 'vitest';
import { languages } from './languages.ts';
import { pluralCategoriesOf, splitPluralKey } from './plurals.ts';

test.each(languages)('the plural categories of %s are those of Intl.PluralRules', (language) => {
  expect([...pluralCategoriesOf[language]].sort()).toEqual(
    [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort(),
  );
});

test('splitPluralKey reads i18next plural suffixes only', () => {
  expect(splitPluralKey('regions.freeIpv4_few')).toEqual({
    base: 'regions.freeIpv4',
    category: 'few',
  });
  expect(splitPluralKey('count_other')).toEqual({ base: 'count', category: 'other' });
  expect(splitPluralKey('status.bad_request')).toBeUndefined();
  expect(splitPluralKey('_other')).toBeUndefined();
  expect(splitPluralKey('regions.freeIpv4')).toBeUndefined();
});
