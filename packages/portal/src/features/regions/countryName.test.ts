import { describe, expect, test } from 'vitest';
import { countryName } from './countryName.ts';

describe('countryName', () => {
  test('names the country in the interface language', () => {
    expect(countryName('NL', 'en')).toBe('Netherlands');
    expect(countryName('DE', 'ru')).toBe('Германия');
    expect(countryName('US', 'zh')).toBe('美国');
  });

  test('a code Intl cannot read is shown as it is', () => {
    expect(countryName('not a code', 'en')).toBe('not a code');
    expect(countryName('NL', '!!')).toBe('NL');
  });
});
