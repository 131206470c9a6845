import type { KbChapter } from '@cloud-portal/api-client';
import { Button, EmptyState, TextField } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useListKbChaptersQuery } from '../contentApi.ts';
import { useContentLanguage } from '../contentHooks.ts';
import { KnowledgeLoading } from '../ContentLoading.tsx';
import { ContentScreen } from '../ContentScreen.tsx';
import { LoadFailed } from '../ContentStates.tsx';
import styles from '../Content.module.css';
import { chapterAnchor, filterChapters } from './filterChapters.ts';
import { ListPage } from '../ListPage.tsx';

function Chapter({ chapter, searching }: { chapter: KbChapter; searching: boolean }) {
  const { t } = useTranslation('content');
  const titleId = `${chapterAnchor(chapter.slug)}-title`;
  return (
    <section id={chapterAnchor(chapter.slug)} className={styles.chapter} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.chapterTitle}>
        {chapter.title}
      </h2>
      {chapter.description && !searching ? (
        <p className={styles.chapterDescription}>{chapter.description}</p>
      ) : null}
      {chapter.articles.length === 0 ? (
        <p className={styles.muted}>{t('knowledge.chapterEmpty')}</p>
      ) : (
        <ul className={styles.articleList}>
          {chapter.articles.map((article) => (
            <li key={article.slug}>
              <Link className={styles.articleLink} to={`/knowledge/${article.slug}`}>
                {article.title}
              </Link>
              {article.excerpt ? <p className={styles.articleExcerpt}>{article.excerpt}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The knowledge base (`/knowledge`, §2): chapters with their articles and a search box that
 * filters article titles on the client (the query lives in the URL, `?q=`).
 */
export function KnowledgePage() {
  const { t, i18n } = useTranslation('content');
  const lang = useContentLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  const { currentData: chapters, isFetching, refetch } = useListKbChaptersQuery({ lang });

  const setQuery = (value: string) =>
    setSearchParams(value === '' ? {} : { q: value }, { replace: true, preventScrollReset: true });

  if (!chapters && isFetching) return <KnowledgeLoading />;
  let content;
  if (!chapters)
    content = (
      <LoadFailed
        message={t('knowledge.error')}
        retryLabel={t('knowledge.retry')}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  else if (chapters.every((chapter) => chapter.articles.length === 0))
    content = (
      <EmptyState
        title={t('knowledge.empty')}
        titleLevel={2}
        description={t('knowledge.emptyText')}
      />
    );
  else {
    const searching = query.trim() !== '';
    const shown = filterChapters(chapters, query, i18n.language);
    const matches = shown.reduce((sum, chapter) => sum + chapter.articles.length, 0);
    content = (
      <>
        <div role="search" className={styles.search}>
          <TextField
            type="search"
            label={t('knowledge.searchLabel')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            fullWidth
          />
        </div>
        {/* Announces how many articles the search left, without moving focus from the box. */}
        <p role="status" className={styles.matches}>
          {searching && matches > 0 ? t('knowledge.matches', { count: matches }) : ''}
        </p>
        {searching && matches === 0 ? (
          <EmptyState
            title={t('knowledge.noMatches', { query: query.trim() })}
            titleLevel={2}
            compact
            action={
              <Button variant="secondary" onClick={() => setQuery('')}>
                {t('knowledge.clearSearch')}
              </Button>
            }
          />
        ) : (
          <div className={styles.chapters}>
            {shown.map((chapter) => (
              <Chapter key={chapter.slug} chapter={chapter} searching={searching} />
            ))}
          </div>
        )}
      </>
    );
  }

  return (
    <ListPage title={t('knowledge.heading')} lead={t('knowledge.subtitle')}>
      {content}
    </ListPage>
  );
}

/**
 * The `/knowledge` route's screen: the chapters on the store, their loading state until then
 * (and in the prerendered shell, issue 15).
 * @example { path: 'knowledge', lazy: async () => ({ Component: (await import('./knowledge/KnowledgePage.tsx')).KnowledgeScreen }) }
 */
export function KnowledgeScreen() {
  return (
    <ContentScreen loading={<KnowledgeLoading />}>
      <KnowledgePage />
    </ContentScreen>
  );
}
