import { describe, expect, test } from 'vitest';
import { testBrand } from '../test/fixtures.ts';
import { assertBrandConfig, validateBrandConfig } from './validateBrand.ts';

describe('validateBrandConfig', () => {
  test('a correct brand has no problems', () => {
    expect(validateBrandConfig(testBrand)).toEqual([]);
    expect(
      validateBrandConfig({
        ...testBrand,
        id: 'rocket',
        currency: 'rub',
        roubleIntegers: true,
        loginPath: '/sign-in',
      }),
    ).toEqual([]);
  });

  test('names each wrong field with what to do', () => {
    const problems = validateBrandConfig({
      ...testBrand,
      id: 'acme',
      siteName: ' ',
      languages: ['en', 'de', 'en'],
      features: { pricingPage: true, news: 'yes', signUp: true },
      loginPath: '/signin',
      extraIpPrice: -1,
      endpoints: { api: 'http://insecure.example', cloud: '' },
    });
    expect(problems.map((problem) => problem.path)).toEqual([
      'id',
      'siteName',
      'languages[1]',
      'languages',
      'features.news',
      'loginPath',
      'extraIpPrice',
      'endpoints.api',
    ]);
  });

  test('integer roubles need the rouble currency', () => {
    expect(validateBrandConfig({ ...testBrand, roubleIntegers: true })).toEqual([
      { path: 'roubleIntegers', message: 'integer roubles only make sense with currency "rub"' },
    ]);
  });

  test('a missing object is one problem', () => {
    expect(validateBrandConfig(undefined)).toHaveLength(1);
  });
});

test('assertBrandConfig throws a message listing every problem', () => {
  expect(() => assertBrandConfig({ ...testBrand, languages: [] })).toThrow(
    'Brand config "default" is invalid:\n  - languages: must list at least one language',
  );
  expect(assertBrandConfig(testBrand)).toBe(testBrand);
});
