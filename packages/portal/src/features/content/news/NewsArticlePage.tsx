import { formatDate } from '@cloud-portal/i18n';
import { Alert } from '@cloud-portal/ui';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ArticleBody } from '../ArticleBody.tsx';
import { useGetNewsQuery } from '../contentApi.ts';
import {
  isNotFoundError,
  newsIdFromParam,
  useArticleTitle,
  useContentLanguage,
} from '../contentHooks.ts';
import { NewsArticleLoading } from '../ContentLoading.tsx';
import { ContentScreen } from '../ContentScreen.tsx';
import { ContentNotFound, LoadFailed } from '../ContentStates.tsx';
import styles from '../Content.module.css';
import { CONTENT_TIME_ZONE } from '../contentTimeZone.ts';

/** One news item (`/news/:id`, §2) with its sanitised body, or the not-found state. */
export function NewsArticlePage() {
  const { t, i18n } = useTranslation('content');
  const lang = useContentLanguage();
  const id = newsIdFromParam(useParams().id);
  // `currentData`: another item's text must not show while this one loads (a link in a body).
  const {
    currentData: data,
    error,
    isFetching,
    refetch,
  } = useGetNewsQuery(id === undefined ? skipToken : { id, lang });
  useArticleTitle(data);

  const notFound = (
    <ContentNotFound
      heading={t('news.notFound.heading')}
      text={t('news.notFound.text')}
      backTo="/news"
      backLabel={t('news.notFound.back')}
    />
  );
  if (id === undefined) return notFound;
  if (!data && isFetching) return <NewsArticleLoading />;
  if (isNotFoundError(error)) return notFound;

  return (
    <div className={styles.page}>
      <p className={styles.backLink}>
        <Link to="/news">← {t('news.back')}</Link>
      </p>
      {!data ? (
        <LoadFailed
          message={t('news.articleError')}
          retryLabel={t('news.retry')}
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      ) : (
        <article className={styles.article} aria-labelledby="news-article-title">
          <header className={styles.articleHeader}>
            <time className={styles.meta} dateTime={data.published_at}>
              {formatDate(i18n.language, data.published_at, 'long', CONTENT_TIME_ZONE)}
            </time>
            <h1 id="news-article-title" className={styles.pageTitle}>
              {data.title}
            </h1>
          </header>
          {data.lang !== lang ? <Alert tone="info">{t('news.languageFallback')}</Alert> : null}
          <ArticleBody html={data.body_html} />
        </article>
      )}
    </div>
  );
}

/**
 * The `/news/:id` route's screen: the item on the store, its loading state until then (and in
 * the prerendered shell of every item, issue 15).
 * @example { path: 'news/:id', lazy: async () => ({ Component: (await import('./news/NewsArticlePage.tsx')).NewsArticleScreen }) }
 */
export function NewsArticleScreen() {
  return (
    <ContentScreen loading={<NewsArticleLoading />}>
      <NewsArticlePage />
    </ContentScreen>
  );
}
