import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { MAX_ERROR_TEXT_LENGTH, truncateErrorText } from './truncateErrorText.ts';

describe('truncateErrorText', () => {
  test('keeps up to 200 characters as they are (§8, §9)', () => {
    expect(MAX_ERROR_TEXT_LENGTH).toBe(200);
    expect(truncateErrorText('')).toBe('');
    expect(truncateErrorText('Bad request')).toBe('Bad request');
    expect(truncateErrorText('a'.repeat(200))).toBe('a'.repeat(200));
  });

  test('cuts longer texts to 197 characters plus "..."', () => {
    const cut = truncateErrorText(`${'a'.repeat(197)}bcdef`);
    expect(cut).toBe(`${'a'.repeat(197)}...`);
    expect(cut).toHaveLength(200);
    expect(truncateErrorText('b'.repeat(201))).toHaveLength(200);
  });

  test('does not split an emoji at the cut', () => {
    const text = `${'a'.repeat(196)}😀${'z'.repeat(10)}`; // the emoji is units 197 and 198
    expect(truncateErrorText(text)).toBe(`${'a'.repeat(196)}...`);
    const whole = `${'a'.repeat(195)}😀${'z'.repeat(10)}`; // units 196 and 197: kept
    expect(truncateErrorText(whole)).toBe(`${'a'.repeat(195)}😀...`);
  });

  test('property: at most 200 characters; short texts unchanged; long ones a prefix + "..."', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        const cut = truncateErrorText(text);
        expect(cut.length).toBeLessThanOrEqual(200);
        if (text.length <= 200) {
          expect(cut).toBe(text);
        } else {
          expect(cut.endsWith('...')).toBe(true);
          expect(text.startsWith(cut.slice(0, -3))).toBe(true);
          expect(cut.length).toBeGreaterThanOrEqual(199);
        }
      }),
    );
  });
});
