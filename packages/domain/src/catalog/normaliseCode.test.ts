import fc from 'fast-check';
import { expect, test } from 'vitest';
import { normaliseCatalogCode } from './normaliseCode.ts';

test.each([
  ['Has reply', 'has_reply'],
  [' In-progress ', 'in_progress'],
  ['General  questions', 'general_questions'],
  ['done', 'done'],
  ['', ''],
])('%j → %j', (value, expected) => {
  expect(normaliseCatalogCode(value)).toBe(expected);
});

test('is idempotent and leaves no spaces, dashes or capitals', () => {
  fc.assert(
    fc.property(fc.string(), (value) => {
      const code = normaliseCatalogCode(value);
      expect(normaliseCatalogCode(code)).toBe(code);
      expect(code).not.toMatch(/[\s-]/);
      expect(code).toBe(code.toLowerCase());
    }),
  );
});
