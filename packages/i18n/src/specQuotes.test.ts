import { describe, expect, test } from 'vitest';
import { SPEC_QUOTES } from './__fixtures__/specQuotes.ts';
import { flattenMessages } from './completeness.ts';
import en from './locales/en/index.ts';

const englishTexts = Object.entries(en).flatMap(([namespace, messages]) =>
  Object.entries(flattenMessages(messages)).map(([key, text]) => ({
    key: `${namespace}:${key}`,
    text,
  })),
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A spec quote as a pattern over English texts: `{user}` / `{0}` match any `{{name}}`. */
function patternOf(text: string, shown: 'withRequest' | undefined): RegExp {
  const body = text
    .split(/\{[^{}]+\}/)
    .map(escape)
    .join('\\{\\{\\w+\\}\\}');
  const request = shown === 'withRequest' ? escape(' ({{status}} {{method}} {{path}})') : '';
  return new RegExp(`^${body}${request}$`);
}

describe('every English text the spec quotes (§4, §5, §8) is in the en bundle word for word', () => {
  test.each(SPEC_QUOTES.map((entry) => [entry.section, entry.quote, entry] as const))(
    '%s %s',
    (_section, _quote, { quote, corrected, shown }) => {
      const pattern = patternOf(corrected ?? quote, shown);
      const matches = englishTexts.filter(({ text }) => pattern.test(text)).map(({ key }) => key);
      expect(matches, `no en text is ${pattern.source}`).not.toEqual([]);
    },
  );
});

test('a corrected quote differs from the spec only where the comment says (no silent rewording)', () => {
  const corrections = SPEC_QUOTES.filter((entry) => entry.corrected !== undefined);
  expect(corrections.map((entry) => entry.quote)).toEqual([
    "you're logged in as {user}",
    'card successfully added',
    'Conflict request. Wait for current task to complict if there is any.',
  ]);
  for (const { quote, corrected } of corrections) {
    const capitalised = quote.charAt(0).toUpperCase() + quote.slice(1);
    // Either the first letter capitalised, or the 409 typo "complict" → "complete"; nothing else.
    expect([capitalised, quote.replace('complict', 'complete')]).toContain(corrected);
    expect(corrected).not.toBe(quote);
  }
});

test('the pattern turns spec placeholders into i18next ones and nothing else', () => {
  const pattern = patternOf(
    'This is a required field and must be at least {0} characters.',
    undefined,
  );
  expect(pattern.test('This is a required field and must be at least {{min}} characters.')).toBe(
    true,
  );
  expect(pattern.test('This is a required field and must be at least 10 characters.')).toBe(false);
  expect(pattern.test('This is a required field and must be at least {{min}} characters')).toBe(
    false,
  );
  expect(
    patternOf('Bad request', 'withRequest').test('Bad request ({{status}} {{method}} {{path}})'),
  ).toBe(true);
  expect(patternOf('Bad request', undefined).test('Bad request.')).toBe(false);
});
