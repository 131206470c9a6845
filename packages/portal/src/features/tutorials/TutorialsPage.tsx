import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicPage } from '../layout/PublicPage.tsx';
import { knowledgeHref, TUTORIALS } from './tutorials.ts';
import styles from './TutorialsPage.module.css';

/** /tutorials (§2 "community tutorials"): curated guides, each pointing to the knowledge base. */
export function TutorialsPage() {
  const { t } = useTranslation('company');
  return (
    <PublicPage
      headingId="tutorials-title"
      title={t('tutorials.heading')}
      lead={t('tutorials.lead')}
    >
      <ol className={styles.list}>
        {TUTORIALS.map((tutorial) => {
          const title = t(`tutorials.items.${tutorial.id}.title`);
          return (
            <li key={tutorial.id} id={tutorial.anchor} className={styles.card}>
              <h2>{title}</h2>
              <p className={styles.meta}>
                {t(`tutorials.level.${tutorial.level}`)} ·{' '}
                {t('tutorials.minutes', { count: tutorial.minutes })}
              </p>
              <p>{t(`tutorials.items.${tutorial.id}.summary`)}</p>
              <Link className={styles.more} to={knowledgeHref(tutorial)}>
                {t('tutorials.readMore', { title })}
              </Link>
            </li>
          );
        })}
      </ol>
      <section className={styles.contribute} aria-labelledby="tutorials-contribute">
        <h2 id="tutorials-contribute">{t('tutorials.contributeHeading')}</h2>
        <p>{t('tutorials.contributeText')}</p>
        <Link to="/company/contact">{t('tutorials.contributeLink')}</Link>
      </section>
    </PublicPage>
  );
}
