import type { KbChapter } from '@cloud-portal/api-client';

/**
 * The chapters in display order (`position`), each with only the articles whose title contains
 * `query` (case- and accent-insensitive for the visitor's language); with a query, chapters left
 * without articles are dropped. An empty query keeps everything.
 * @example filterChapters(chapters, 'ssh', 'en').flatMap((chapter) => chapter.articles.map((a) => a.slug))
 */
export function filterChapters(
  chapters: readonly KbChapter[],
  query: string,
  language: string,
): KbChapter[] {
  const ordered = [...chapters].sort((a, b) => a.position - b.position);
  const needle = normalise(query.trim(), language);
  if (needle === '') return ordered;
  return ordered
    .map((chapter) => ({
      ...chapter,
      articles: chapter.articles.filter((article) =>
        normalise(article.title, language).includes(needle),
      ),
    }))
    .filter((chapter) => chapter.articles.length > 0);
}

// Lower case in the visitor's locale, decomposed without combining marks (so é reads as e and ё as
// е, as Russian readers type either) and with runs of spaces as one, so "Ssh", "SSH" and "ssh"
// find the same articles.
const normalise = (text: string, language: string) =>
  text.toLocaleLowerCase(language).normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ');

/**
 * The anchor of a chapter's section on `/knowledge` (an article's breadcrumb links to it).
 * @example chapterAnchor('networking') // 'chapter-networking'
 */
export function chapterAnchor(slug: string): string {
  return `chapter-${slug}`;
}
