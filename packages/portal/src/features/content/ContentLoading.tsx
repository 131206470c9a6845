import { Skeleton, SkeletonRegion } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './Content.module.css';
import { ListPage } from './ListPage.tsx';

// Issue 15: the loading state of each content page is what the build prerenders (the page's shell)
// and what shows until the store and the API have answered. It has the page's heading (lists)
// or its way back (articles) in their final place and placeholders shaped like what comes, and
// the page keeps its minimum height (`.page`), so the data's arrival moves nothing on screen.
// It reads no URL parameter: the shell of `/news/:id` is the first render of every `/news/<id>`.
// No inline styles (the CSP has no 'unsafe-inline'): sizes come from the classes.

/** Placeholder of one news card: date, title, two lines of excerpt. */
function NewsCardPlaceholder() {
  return (
    <div className={styles.newsCardBody}>
      <div className={styles.newsText}>
        <Skeleton className={styles.skeletonMeta} />
        <Skeleton className={styles.skeletonTitle} />
        <Skeleton lines={2} />
      </div>
    </div>
  );
}

/**
 * The news list while it loads (`/news`): its heading and lead, and three card placeholders.
 * @example if (!data && isFetching) return <NewsListLoading />;
 */
export function NewsListLoading() {
  const { t } = useTranslation('content');
  return (
    <ListPage title={t('news.heading')} lead={t('news.subtitle')}>
      <SkeletonRegion busy label={t('news.loading')} className={styles.loading}>
        <div className={styles.newsList}>
          <NewsCardPlaceholder />
          <NewsCardPlaceholder />
          <NewsCardPlaceholder />
        </div>
      </SkeletonRegion>
    </ListPage>
  );
}

/** Placeholder of an article: date (or update line), title and body paragraphs. */
function ArticlePlaceholder() {
  return (
    <div className={styles.article}>
      <div className={styles.articleHeader}>
        <Skeleton className={styles.skeletonHeading} />
        <Skeleton className={styles.skeletonMeta} />
      </div>
      <div className={styles.skeletonBody}>
        <Skeleton lines={4} />
        <Skeleton lines={5} />
        <Skeleton lines={3} />
      </div>
    </div>
  );
}

/**
 * A news item while it loads (`/news/:id`): the way back to the list, then the article's shape.
 * @example if (!data && isFetching) return <NewsArticleLoading />;
 */
export function NewsArticleLoading() {
  const { t } = useTranslation('content');
  return (
    <div className={styles.page}>
      <p className={styles.backLink}>
        <Link to="/news">← {t('news.back')}</Link>
      </p>
      <SkeletonRegion busy label={t('news.articleLoading')} className={styles.loading}>
        <ArticlePlaceholder />
      </SkeletonRegion>
    </div>
  );
}

/** Placeholder of a chapter card: title and three article links. */
function ChapterPlaceholder() {
  return (
    <div className={styles.chapter}>
      <Skeleton className={styles.skeletonTitle} />
      <div className={styles.articleList}>
        <Skeleton />
        <Skeleton />
        <Skeleton />
      </div>
    </div>
  );
}

/**
 * The knowledge base while it loads (`/knowledge`): heading, lead, the search box's place and
 * four chapter placeholders.
 * @example if (!chapters && isFetching) return <KnowledgeLoading />;
 */
export function KnowledgeLoading() {
  const { t } = useTranslation('content');
  return (
    <ListPage title={t('knowledge.heading')} lead={t('knowledge.subtitle')}>
      <SkeletonRegion busy label={t('knowledge.loading')} className={styles.loading}>
        <div className={styles.search}>
          <Skeleton variant="rect" className={styles.skeletonSearch} />
        </div>
        <p className={styles.matches} />
        <div className={styles.chapters}>
          <ChapterPlaceholder />
          <ChapterPlaceholder />
          <ChapterPlaceholder />
          <ChapterPlaceholder />
        </div>
      </SkeletonRegion>
    </ListPage>
  );
}

/**
 * A knowledge-base article while it loads (`/knowledge/:id`): the breadcrumb's line, the
 * article's shape and the chapter's list beside it.
 * @example if (!article && isFetching) return <KnowledgeArticleLoading />;
 */
export function KnowledgeArticleLoading() {
  const { t } = useTranslation('content');
  return (
    <div className={styles.page}>
      <SkeletonRegion busy label={t('knowledge.articleLoading')} className={styles.loading}>
        <Skeleton className={`${styles.breadcrumbs} ${styles.skeletonBreadcrumbs}`} />
        <div className={styles.withSide}>
          <ArticlePlaceholder />
          <Skeleton variant="rect" className={styles.skeletonSide} />
        </div>
      </SkeletonRegion>
    </div>
  );
}
