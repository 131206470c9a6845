import { describe, expect, test } from 'vitest';
import { isLanguage, pickLanguage } from './languages.ts';

describe('pickLanguage', () => {
  test('takes the first browser preference that is offered, by primary subtag', () => {
    expect(pickLanguage(['de-DE', 'ru-RU', 'en'], ['en', 'ru', 'zh'], 'en')).toBe('ru');
    expect(pickLanguage(['zh-Hans-CN'], ['en', 'ru', 'zh'], 'en')).toBe('zh');
  });

  test('ignores languages the brand does not offer', () => {
    expect(pickLanguage(['ru-RU', 'zh-CN'], ['en', 'zh'], 'en')).toBe('zh');
    expect(pickLanguage(['ru-RU'], ['en'], 'en')).toBe('en');
  });

  test('falls back when there are no preferences', () => {
    expect(pickLanguage([], ['en', 'ru'], 'ru')).toBe('ru');
  });
});

test('isLanguage accepts only the three interface languages', () => {
  expect(['en', 'ru', 'zh'].every(isLanguage)).toBe(true);
  expect(isLanguage('de')).toBe(false);
  expect(isLanguage(undefined)).toBe(false);
});
