import type { ReactNode } from 'react';
import styles from './Content.module.css';

/**
 * A content list page (`/news`, `/knowledge`): its heading and lead, then `children` (the list,
 * or its loading, empty or error state). The loading state and the loaded page share it, so the
 * heading stays where it is when the data arrives.
 * @example <ListPage title={t('news.heading')} lead={t('news.subtitle')}>{list}</ListPage>
 */
export function ListPage({
  title,
  lead,
  children,
}: {
  /** The page's heading (its `<h1>`). */
  title: string;
  /** The line under it. */
  lead: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </header>
      {children}
    </div>
  );
}
