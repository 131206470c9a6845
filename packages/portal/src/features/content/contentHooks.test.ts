import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isSlug, newsIdFromParam, pageFromParam } from './contentHooks.ts';

describe('URL parameters of the content pages', () => {
  test('newsIdFromParam reads positive integers only', () => {
    expect(newsIdFromParam('5')).toBe(5);
    expect(newsIdFromParam('120')).toBe(120);
    for (const bad of [undefined, '', '0', '05', '-1', '1.5', '1e3', ' 5', 'five', '9999999999']) {
      expect(newsIdFromParam(bad)).toBeUndefined();
    }
  });

  test('newsIdFromParam round-trips every id it accepts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), (id) => {
        expect(newsIdFromParam(String(id))).toBe(id);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (value) => {
        const id = newsIdFromParam(value);
        if (id !== undefined) expect(String(id)).toBe(value);
      }),
    );
  });

  test('pageFromParam falls back to the first page', () => {
    expect(pageFromParam('2')).toBe(2);
    for (const bad of [null, '', '0', 'x', '-2', '2.5']) expect(pageFromParam(bad)).toBe(1);
  });

  test('isSlug follows the API slug pattern', () => {
    expect(isSlug('add-ssh-key')).toBe(true);
    expect(isSlug('ipv6')).toBe(true);
    for (const bad of [undefined, '', 'Add', '-a', 'a-', 'a--b', 'a_b', '../x']) {
      expect(isSlug(bad)).toBe(false);
    }
  });
});
