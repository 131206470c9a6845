import type { KbArticle, KbChapter, NewsArticle, NewsPage } from '@cloud-portal/api-client';
import type { Language } from '@cloud-portal/i18n';
import type { PageAnswer } from '../../app/pageAnswers.ts';
import type { BrandConfig } from '../../brand/brand.types.ts';
import { NEWS_PAGE_SIZE } from './contentApi.ts';

/** A content page to render with its answers (issue 15), and the title its `<title>` takes. */
export interface PublishedPage {
  /** The page's path: `/news`, `/news/6`, `/knowledge`, `/knowledge/add-ssh-key`. */
  path: string;
  /** What its screen asks the product API for, with the arguments it asks with. */
  answers: PageAnswer[];
  /** An article's own title (the page titles itself with it), else none. */
  articleTitle?: string;
}

/** A GET of the product API (a path below `/api`, with its query) answering the parsed JSON. */
export type ApiGet = (path: string) => Promise<unknown>;

/**
 * The content pages of a brand in one language, each with the answers its screen shows, asked as
 * the screens ask them (same endpoints, same arguments): the news list's first page and every
 * article on it, the knowledge base's chapters and every article in them (with its chapter, for
 * the side list). A publish step renders each with `renderPage(..., answers)` whenever content
 * is published. News is left out for a brand without news.
 * @example for (const page of await publishedContentPages(brand, 'en', get)) await renderPage(brand, { path: page.path, file, status: 200 }, template, 'en', page.answers);
 */
export async function publishedContentPages(
  brand: BrandConfig,
  lang: Language,
  get: ApiGet,
): Promise<PublishedPage[]> {
  const pages: PublishedPage[] = [];
  if (brand.features.news) {
    const list = (await get(`/news/?lang=${lang}&limit=${NEWS_PAGE_SIZE}&offset=0`)) as NewsPage;
    pages.push({
      path: '/news',
      answers: [{ endpoint: 'listNews', args: { lang, page: 1 }, data: list }],
    });
    for (const item of list.results) {
      const article = (await get(`/news/${item.id}/?lang=${lang}`)) as NewsArticle;
      pages.push({
        path: `/news/${item.id}`,
        answers: [{ endpoint: 'getNews', args: { id: item.id, lang }, data: article }],
        articleTitle: article.title,
      });
    }
  }
  const chapters = (await get(`/kb/chapters/?lang=${lang}`)) as KbChapter[];
  pages.push({
    path: '/knowledge',
    answers: [{ endpoint: 'listKbChapters', args: { lang }, data: chapters }],
  });
  for (const chapter of chapters) {
    const chapterAnswer: PageAnswer = {
      endpoint: 'getKbChapter',
      args: { slug: chapter.slug, lang },
      data: await get(`/kb/chapters/${chapter.slug}/?lang=${lang}`),
    };
    for (const { slug } of chapter.articles) {
      const article = (await get(`/kb/articles/${slug}/?lang=${lang}`)) as KbArticle;
      pages.push({
        path: `/knowledge/${slug}`,
        answers: [{ endpoint: 'getKbArticle', args: { slug, lang }, data: article }, chapterAnswer],
        articleTitle: article.title,
      });
    }
  }
  return pages;
}
