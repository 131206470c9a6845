import type { KbArticle } from '@cloud-portal/api-client';
import { formatDate } from '@cloud-portal/i18n';
import { Alert, Breadcrumbs, type BreadcrumbItem } from '@cloud-portal/ui';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useHref, useNavigate, useParams } from 'react-router';
import { ArticleBody } from '../ArticleBody.tsx';
import { useGetKbArticleQuery, useGetKbChapterQuery } from '../contentApi.ts';
import { isNotFoundError, isSlug, useArticleTitle, useContentLanguage } from '../contentHooks.ts';
import { KnowledgeArticleLoading } from '../ContentLoading.tsx';
import { ContentScreen } from '../ContentScreen.tsx';
import { ContentNotFound, LoadFailed } from '../ContentStates.tsx';
import styles from '../Content.module.css';
import { chapterAnchor } from './filterChapters.ts';
import { CONTENT_TIME_ZONE } from '../contentTimeZone.ts';

/** The other articles of the chapter, the open one marked as the current page. */
function ChapterArticles({ chapterSlug, current }: { chapterSlug: string; current: string }) {
  const { t } = useTranslation('content');
  const lang = useContentLanguage();
  // A missing side list is no reason to hide the article: it shows nothing while loading or failed.
  const { currentData: chapter } = useGetKbChapterQuery({ slug: chapterSlug, lang });
  if (!chapter || chapter.articles.length < 2) return null;
  return (
    <nav className={styles.sideNav} aria-labelledby="kb-side-title">
      <h2 id="kb-side-title" className={styles.sideTitle}>
        {t('knowledge.inChapter')}
      </h2>
      <ul className={styles.sideList}>
        {chapter.articles.map((article) => (
          <li key={article.slug}>
            <Link
              to={`/knowledge/${article.slug}`}
              aria-current={article.slug === current ? 'page' : undefined}
              className={styles.sideLink}
            >
              {article.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Knowledge base › chapter › article; the chapter links to its section of the list. */
function ArticleBreadcrumbs({
  chapter,
  title,
  className,
}: {
  chapter: KbArticle['chapter'];
  title: string;
  className: string | undefined;
}) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const chapterPath = `/knowledge#${chapterAnchor(chapter.slug)}`;
  const rootHref = useHref('/knowledge');
  const chapterHref = useHref(chapterPath);
  const paths = new Map([
    [rootHref, '/knowledge'],
    [chapterHref, chapterPath],
  ]);
  const onNavigate = (item: BreadcrumbItem, event: MouseEvent<HTMLAnchorElement>) => {
    const path = item.href === undefined ? undefined : paths.get(item.href);
    if (path === undefined) return;
    event.preventDefault();
    void navigate(path);
  };
  return (
    <Breadcrumbs
      className={className}
      label={t('knowledge.breadcrumb')}
      items={[
        { label: t('knowledge.heading'), href: rootHref },
        { label: chapter.title, href: chapterHref },
        { label: title },
      ]}
      onNavigate={onNavigate}
    />
  );
}

/**
 * A knowledge-base article (`/knowledge/:id`, the id being its slug, §2): breadcrumb, sanitised
 * body and the chapter's other articles beside it.
 */
export function KnowledgeArticlePage() {
  const { t, i18n } = useTranslation('content');
  const lang = useContentLanguage();
  const { id } = useParams();
  const slug = isSlug(id) ? id : undefined;
  const {
    currentData: article,
    error,
    isFetching,
    refetch,
  } = useGetKbArticleQuery(slug === undefined ? skipToken : { slug, lang });
  useArticleTitle(article);

  const notFound = (
    <ContentNotFound
      heading={t('knowledge.notFound.heading')}
      text={t('knowledge.notFound.text')}
      backTo="/knowledge"
      backLabel={t('knowledge.notFound.back')}
    />
  );
  if (slug === undefined) return notFound;
  if (!article && isFetching) return <KnowledgeArticleLoading />;
  if (isNotFoundError(error)) return notFound;

  return (
    <div className={styles.page}>
      {!article ? (
        <>
          <p className={styles.backLink}>
            <Link to="/knowledge">← {t('knowledge.heading')}</Link>
          </p>
          <LoadFailed
            message={t('knowledge.articleError')}
            retryLabel={t('knowledge.retry')}
            retrying={isFetching}
            onRetry={() => void refetch()}
          />
        </>
      ) : (
        <>
          <ArticleBreadcrumbs
            chapter={article.chapter}
            title={article.title}
            className={styles.breadcrumbs}
          />
          <div className={styles.withSide}>
            <article className={styles.article} aria-labelledby="kb-article-title">
              <header className={styles.articleHeader}>
                <h1 id="kb-article-title" className={styles.pageTitle}>
                  {article.title}
                </h1>
                <p className={styles.meta}>
                  {t('knowledge.updated', {
                    date: formatDate(i18n.language, article.updated_at, 'long', CONTENT_TIME_ZONE),
                  })}
                </p>
              </header>
              {article.lang !== lang ? (
                <Alert tone="info">{t('knowledge.languageFallback')}</Alert>
              ) : null}
              <ArticleBody html={article.body_html} />
            </article>
            <ChapterArticles chapterSlug={article.chapter.slug} current={article.slug} />
          </div>
        </>
      )}
    </div>
  );
}

/**
 * The `/knowledge/:id` route's screen: the article on the store, its loading state until then
 * (and in the prerendered shell of every article, issue 15).
 * @example { path: 'knowledge/:id', lazy: async () => ({ Component: (await import('./knowledge/KnowledgeArticlePage.tsx')).KnowledgeArticleScreen }) }
 */
export function KnowledgeArticleScreen() {
  return (
    <ContentScreen loading={<KnowledgeArticleLoading />}>
      <KnowledgeArticlePage />
    </ContentScreen>
  );
}
