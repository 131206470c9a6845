import type { KbChapter } from '@cloud-portal/api-client';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { filterChapters } from './filterChapters.ts';

const chapter = (slug: string, position: number, titles: string[]): KbChapter => ({
  slug,
  title: slug,
  description: '',
  position,
  lang: 'en',
  articles: titles.map((title, index) => ({ slug: `${slug}-${index}`, title, excerpt: '' })),
});

const chapters = [
  chapter('networking', 1, ['Firewall rules', 'Host a domain with our DNS']),
  chapter('getting-started', 0, ['Create and add an SSH key', 'Connect over SSH', 'Two-factor']),
  chapter('empty', 2, []),
];

const titles = (result: KbChapter[]) => result.map((c) => [c.slug, c.articles.map((a) => a.title)]);

describe('filterChapters', () => {
  test('without a query: every chapter in position order, empty ones included', () => {
    expect(filterChapters(chapters, '  ', 'en').map((c) => c.slug)).toEqual([
      'getting-started',
      'networking',
      'empty',
    ]);
  });

  test('matches article titles case-insensitively and drops chapters without matches', () => {
    expect(titles(filterChapters(chapters, 'ssh', 'en'))).toEqual([
      ['getting-started', ['Create and add an SSH key', 'Connect over SSH']],
    ]);
    expect(titles(filterChapters(chapters, 'DNS', 'en'))).toEqual([
      ['networking', ['Host a domain with our DNS']],
    ]);
    expect(filterChapters(chapters, 'kubernetes', 'en')).toEqual([]);
  });

  test('ignores accents and reads ё as е', () => {
    const ru = [chapter('ru', 0, ['Ёмкость дисков', 'Résumé'])];
    expect(titles(filterChapters(ru, 'емкость', 'ru'))).toEqual([['ru', ['Ёмкость дисков']]]);
    expect(titles(filterChapters(ru, 'resume', 'en'))).toEqual([['ru', ['Résumé']]]);
  });

  test('every article found contains the query, and no article containing it is missed', () => {
    fc.assert(
      fc.property(fc.constantFrom('ssh', 'a', 'rule', 'o', 'xyz', 'e '), (query) => {
        const found = filterChapters(chapters, query, 'en').flatMap((c) => c.articles);
        const expected = chapters
          .flatMap((c) => c.articles)
          .filter((a) => a.title.toLowerCase().includes(query.trim()));
        expect(new Set(found.map((a) => a.slug))).toEqual(new Set(expected.map((a) => a.slug)));
      }),
    );
  });
});
