import type { NewsSummary } from '@cloud-portal/api-client';
import { formatDate } from '@cloud-portal/i18n';
import { EmptyState, Pagination } from '@cloud-portal/ui';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useListNewsQuery } from '../contentApi.ts';
import { pageFromParam, useContentLanguage } from '../contentHooks.ts';
import { NewsListLoading } from '../ContentLoading.tsx';
import { ContentScreen } from '../ContentScreen.tsx';
import { LoadFailed } from '../ContentStates.tsx';
import { isSafeContentUrl } from '../sanitizeHtml.ts';
import styles from '../Content.module.css';
import { ListPage } from '../ListPage.tsx';
import { CONTENT_TIME_ZONE } from '../contentTimeZone.ts';

const newestFirst = (a: NewsSummary, b: NewsSummary) =>
  Date.parse(b.published_at) - Date.parse(a.published_at);

/** The item's cover image, if it has one with a URL the page may load. */
const coverOf = (item: NewsSummary) =>
  item.image !== null && isSafeContentUrl(item.image) ? item.image : undefined;

function NewsCard({ item, first }: { item: NewsSummary; first: boolean }) {
  const { i18n } = useTranslation();
  const cover = coverOf(item);
  return (
    <li className={styles.newsCard}>
      <article
        className={styles.newsCardBody}
        data-cover={cover === undefined ? undefined : ''}
        aria-labelledby={`news-${item.id}`}
      >
        {cover !== undefined ? (
          // Decorative: the title next to it says what the item is about.
          <img
            className={styles.cover}
            src={cover}
            alt=""
            width={640}
            height={320}
            // The list's first cover is on screen at once, and on a phone the page's largest element
            // (its LCP, issue 15): fetched at once, not after a lazy image's layout check.
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
          />
        ) : null}
        <div className={styles.newsText}>
          <time className={styles.meta} dateTime={item.published_at}>
            {formatDate(i18n.language, item.published_at, 'long', CONTENT_TIME_ZONE)}
          </time>
          <h2 id={`news-${item.id}`} className={styles.newsTitle}>
            <Link to={`/news/${item.id}`}>{item.title}</Link>
          </h2>
          <p className={styles.excerpt}>{item.excerpt}</p>
        </div>
      </article>
    </li>
  );
}

/** The news list (`/news`, §2): newest first, paged with `?page=`, in the visitor's language. */
export function NewsListPage() {
  const { t } = useTranslation('content');
  const lang = useContentLanguage();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const page = pageFromParam(searchParams.get('page'));
  const { currentData: data, isFetching, refetch } = useListNewsQuery({ lang, page });

  const pageHref = (target: number) => (target === 1 ? '/news' : `/news?page=${target}`);
  const onPageChange = (target: number, event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    void navigate(pageHref(target));
  };

  if (!data && isFetching) return <NewsListLoading />;
  const sorted = data ? [...data.results].sort(newestFirst) : [];
  const firstCovered = sorted.find((item) => coverOf(item) !== undefined);
  let content;
  if (!data)
    content = (
      <LoadFailed
        message={t('news.error')}
        retryLabel={t('news.retry')}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  else if (data.results.length === 0 && data.count > 0)
    // A page past the end (an old link after items were removed): the first page instead.
    content = <Navigate to="/news" replace />;
  else if (data.results.length === 0)
    content = (
      <EmptyState title={t('news.empty')} titleLevel={2} description={t('news.emptyText')} />
    );
  else
    content = (
      <>
        <ol className={styles.newsList} aria-label={t('news.heading')}>
          {sorted.map((item) => (
            <NewsCard key={item.id} item={item} first={item === firstCovered} />
          ))}
        </ol>
        <Pagination
          className={styles.pagination}
          label={t('news.pages')}
          previousLabel={t('news.previousPage')}
          nextLabel={t('news.nextPage')}
          getPageLabel={(target) => t('news.page', { page: target })}
          page={page}
          pageCount={Math.ceil(data.count / data.limit)}
          getPageHref={pageHref}
          onPageChange={onPageChange}
        />
      </>
    );

  return (
    <ListPage title={t('news.heading')} lead={t('news.subtitle')}>
      {content}
    </ListPage>
  );
}

/**
 * The `/news` route's screen: the list on the store, its loading state until then (and in the
 * prerendered shell, issue 15).
 * @example { path: 'news', lazy: async () => ({ Component: (await import('./news/NewsListPage.tsx')).NewsListScreen }) }
 */
export function NewsListScreen() {
  return (
    <ContentScreen loading={<NewsListLoading />}>
      <NewsListPage />
    </ContentScreen>
  );
}
