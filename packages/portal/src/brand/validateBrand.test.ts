import { describe, expect, test } from 'vitest';
import { testBrand } from '../test/fixtures.ts';
import {
  assertBrandConfig,
  assertBrandDocument,
  validateBrandConfig,
  validateBrandDocument,
} from './validateBrand.ts';

const testDocument = {
  description: 'Test Cloud: cloud servers with a prepaid balance.',
  favicon: '/favicon.svg',
  themeColor: { light: '#1d5bd6', dark: '#0f141b' },
};

const paths = (value: unknown) => validateBrandConfig(value).map((problem) => problem.path);

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
        extraIpPrice: 49,
        titleVariants: { 'cloud.example.asia': 'Example Asia', 'localhost:5173': 'Local' },
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
      analytics: 'gtag',
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
      'analytics',
      'endpoints.api',
    ]);
    expect(validateBrandConfig({ ...testBrand, analytics: 'dataLayer' })).toEqual([]);
  });

  test('integer roubles need the rouble currency and a whole extra-IP price', () => {
    expect(validateBrandConfig({ ...testBrand, roubleIntegers: true })).toEqual([
      { path: 'roubleIntegers', message: 'integer roubles only make sense with currency "rub"' },
      {
        path: 'extraIpPrice',
        message: 'must be a whole number of roubles when roubleIntegers is on (§9)',
      },
    ]);
  });

  test('title variants are keyed by host name', () => {
    expect(
      paths({
        ...testBrand,
        titleVariants: {
          'https://cloud.example.asia': 'Scheme',
          'Cloud.Example.Asia': 'Upper case',
          'cloud.example.asia/path': 'Path',
          'cloud.example.asia': ' ',
        },
      }),
    ).toEqual([
      'titleVariants.https://cloud.example.asia',
      'titleVariants.Cloud.Example.Asia',
      'titleVariants.cloud.example.asia/path',
      'titleVariants.cloud.example.asia',
    ]);
    expect(paths({ ...testBrand, titleVariants: ['cloud.example.asia'] })).toEqual([
      'titleVariants',
    ]);
  });

  test('the logo is an SVG served from public/', () => {
    expect(paths({ ...testBrand, logo: 'logo.svg' })).toEqual(['logo']);
    expect(paths({ ...testBrand, logo: '/../secret.svg' })).toEqual(['logo']);
    expect(paths({ ...testBrand, logo: 'https://cdn.example/logo.svg' })).toEqual(['logo']);
    expect(paths({ ...testBrand, logo: '/logo.png' })).toEqual(['logo']);
    expect(validateBrandConfig({ ...testBrand, logo: '/brand/logo.svg' })).toEqual([]);
  });

  test('a required field left out is reported', () => {
    const { logo: _logo, ...withoutLogo } = testBrand;
    expect(paths(withoutLogo)).toEqual(['logo']);
  });

  test('an unknown field or feature flag (a typo) is reported', () => {
    expect(
      validateBrandConfig({
        ...testBrand,
        sitename: 'Typo',
        features: { ...testBrand.features, signup: false },
      }),
    ).toEqual([
      {
        path: 'sitename',
        message: expect.stringContaining('is not a brand config field') as string,
      },
      {
        path: 'features.signup',
        message: 'is not a feature flag (known: pricingPage, news, signUp)',
      },
    ]);
  });

  test('a missing object is one problem', () => {
    expect(validateBrandConfig(undefined)).toHaveLength(1);
  });

  test('never throws on odd input', () => {
    for (const value of [null, 0, 'brand', [], { features: [] }, { titleVariants: null }])
      expect(validateBrandConfig(value).length).toBeGreaterThan(0);
  });
});

describe('validateBrandDocument (index.html fields)', () => {
  const documentPaths = (value: unknown) =>
    validateBrandDocument(value).map((problem) => problem.path);

  test('a correct document has no problems', () => {
    expect(validateBrandDocument(testDocument)).toEqual([]);
  });

  test('names each wrong field', () => {
    expect(
      documentPaths({
        description: '',
        favicon: 'https://cdn.example/favicon.svg',
        themeColor: { light: 'blue', dark: '#0f141b' },
      }),
    ).toEqual(['description', 'favicon', 'themeColor.light']);
    expect(
      documentPaths({ description: 'x'.repeat(161), favicon: '/favicon.png', title: 'typo' }),
    ).toEqual(['title', 'description', 'favicon', 'themeColor']);
    expect(validateBrandDocument(null)).toHaveLength(1);
  });

  test('assertBrandDocument throws with the problems and returns a good document', () => {
    expect(() => assertBrandDocument({ ...testDocument, description: 'x'.repeat(200) })).toThrow(
      'Brand document (index.html fields) is invalid:\n  - description: must be at most 160 characters (it has 200)',
    );
    expect(assertBrandDocument(testDocument)).toBe(testDocument);
  });
});

test('assertBrandConfig throws a message listing every problem', () => {
  expect(() => assertBrandConfig({ ...testBrand, languages: [] })).toThrow(
    'Brand config "default" is invalid:\n  - languages: must list at least one language',
  );
  expect(assertBrandConfig(testBrand)).toBe(testBrand);
});
