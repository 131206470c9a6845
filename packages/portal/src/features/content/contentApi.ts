import type { KbArticle, KbChapter, NewsArticle, NewsPage } from '@cloud-portal/api-client';
import type { Language } from '@cloud-portal/i18n';
import { productApi } from '../../app/productApi.ts';

/** News items per page of the list (§7 `GET news/` pages with limit/offset). */
export const NEWS_PAGE_SIZE = 10;

/** Arguments of `listNews`: the language is part of the cache key, so a switch refetches. */
export interface NewsPageArgs {
  lang: Language;
  /** 1-based page of the list. */
  page: number;
}

/**
 * Public content of the product API (§7 content): news and the knowledge base. Every call takes
 * the visitor's language, so switching the language fetches the texts anew.
 */
export const contentApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    listNews: build.query<NewsPage, NewsPageArgs>({
      query:
        ({ lang, page }) =>
        (client, signal) =>
          client.GET('/news/', {
            params: {
              query: { lang, limit: NEWS_PAGE_SIZE, offset: (page - 1) * NEWS_PAGE_SIZE },
            },
            signal,
          }),
    }),
    getNews: build.query<NewsArticle, { id: number; lang: Language }>({
      query:
        ({ id, lang }) =>
        (client, signal) =>
          client.GET('/news/{id}/', { params: { path: { id }, query: { lang } }, signal }),
    }),
    listKbChapters: build.query<KbChapter[], { lang: Language }>({
      query:
        ({ lang }) =>
        (client, signal) =>
          client.GET('/kb/chapters/', { params: { query: { lang } }, signal }),
    }),
    getKbChapter: build.query<KbChapter, { slug: string; lang: Language }>({
      query:
        ({ slug, lang }) =>
        (client, signal) =>
          client.GET('/kb/chapters/{slug}/', {
            params: { path: { slug }, query: { lang } },
            signal,
          }),
    }),
    getKbArticle: build.query<KbArticle, { slug: string; lang: Language }>({
      query:
        ({ slug, lang }) =>
        (client, signal) =>
          client.GET('/kb/articles/{slug}/', {
            params: { path: { slug }, query: { lang } },
            signal,
          }),
    }),
  }),
});

export const {
  useListNewsQuery,
  useGetNewsQuery,
  useListKbChaptersQuery,
  useGetKbChapterQuery,
  useGetKbArticleQuery,
} = contentApi;
