import type { ReactNode } from 'react';
import styles from './PublicPage.module.css';

/** What a public content page shows above and below its title. */
export interface PublicPageProps {
  /** The page's `h1`. */
  title: ReactNode;
  /** The `id` of the `h1`, which labels the page's `article`. */
  headingId: string;
  /** The paragraph under the title; none by default. */
  lead?: ReactNode;
  /**
   * Whether the page brings its own width and padding (default `true`); `false` inside a layout
   * that already gives them (`PublicPageContainer`, as the company pages' sub-navigation does).
   */
  contained?: boolean;
  /** The page's sections. */
  children: ReactNode;
}

/**
 * The frame of a public content page: an `article` labelled by its `h1`, the lead paragraph under
 * the title, then the page's sections one under the other.
 * @example <PublicPage headingId="tutorials-title" title={t('tutorials.heading')} lead={t('tutorials.lead')}>…</PublicPage>
 */
export function PublicPage({
  title,
  headingId,
  lead,
  contained = true,
  children,
}: PublicPageProps) {
  return (
    <article
      className={contained ? `${styles.container} ${styles.page}` : styles.page}
      aria-labelledby={headingId}
    >
      <header>
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        {lead !== undefined && <p className={styles.lead}>{lead}</p>}
      </header>
      {children}
    </article>
  );
}

/**
 * The width and padding of a public page, for a layout that puts something (a sub-navigation)
 * above uncontained `PublicPage`s.
 * @example <PublicPageContainer><nav>…</nav><Outlet /></PublicPageContainer>
 */
export function PublicPageContainer({ children }: { children: ReactNode }) {
  return <div className={styles.container}>{children}</div>;
}
