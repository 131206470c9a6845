import { describe, expect, test, vi } from 'vitest';
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

  test('makes one Intl.DisplayNames per language, however many names it gives', () => {
    const made = vi.spyOn(Intl, 'DisplayNames');
    try {
      const names = ['FR', 'IT', 'ES', 'FR'].map((code) => countryName(code, 'fr'));
      expect(names).toEqual(['France', 'Italie', 'Espagne', 'France']);
      expect(countryName('NL', '!!')).toBe('NL');
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });
});
