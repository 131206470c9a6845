import { describe, expect, it } from 'vitest';
import { pageLanguageFile } from './languageVariant.ts';

describe('pageLanguageFile', () => {
  it('puts the language before the .html of the page, at any depth', () => {
    expect(pageLanguageFile('index.html', 'en')).toBe('index.en.html');
    expect(pageLanguageFile('company/about/index.html', 'ru')).toBe('company/about/index.ru.html');
    expect(pageLanguageFile('news/[id]/index.html', 'zh')).toBe('news/[id]/index.zh.html');
  });

  it('refuses what is not an HTML page or not a primary language subtag', () => {
    expect(() => pageLanguageFile('assets/app.js', 'en')).toThrow(RangeError);
    expect(() => pageLanguageFile('index.html', 'en-US')).toThrow(RangeError);
    expect(() => pageLanguageFile('index.html', '../x')).toThrow(RangeError);
  });
});
