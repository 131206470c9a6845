import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/BrandContext.tsx';
import { companyMailboxes, mailtoHref } from './contacts.ts';
import styles from './CompanyPages.module.css';

const POSITIONS = [
  'cloudEngineer',
  'frontendEngineer',
  'networkEngineer',
  'supportEngineer',
] as const;

/** /company/jobs: open positions and how to apply by email. */
export function JobsPage() {
  const { t } = useTranslation('company');
  const { siteName } = useBrand();
  const { jobs } = companyMailboxes(siteName);
  return (
    <article className={styles.page} aria-labelledby="jobs-title">
      <header className={styles.header}>
        <h1 id="jobs-title">{t('company.jobs.heading')}</h1>
        <p className={styles.lead}>{t('company.jobs.lead', { siteName })}</p>
      </header>

      <section className={styles.section} aria-labelledby="jobs-open">
        <h2 id="jobs-open">{t('company.jobs.openHeading')}</h2>
        <ul className={styles.grid}>
          {POSITIONS.map((position) => {
            const title = t(`company.jobs.positions.${position}.title`);
            return (
              <li key={position} className={styles.card}>
                <h3>{title}</h3>
                <ul className={styles.meta}>
                  <li>{t(`company.jobs.positions.${position}.team`)}</li>
                  <li aria-hidden="true">·</li>
                  <li>{t(`company.jobs.positions.${position}.location`)}</li>
                </ul>
                <p>{t(`company.jobs.positions.${position}.text`)}</p>
                <p>
                  <a href={mailtoHref(jobs, title)}>
                    {t('company.jobs.applyFor', { position: title })}
                  </a>
                </p>
              </li>
            );
          })}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="jobs-apply">
        <h2 id="jobs-apply">{t('company.jobs.howHeading')}</h2>
        <p>
          {t('company.jobs.howText')}{' '}
          <a className={styles.email} href={mailtoHref(jobs)}>
            {jobs}
          </a>
        </p>
        <p className={styles.muted}>{t('company.jobs.processText')}</p>
      </section>
    </article>
  );
}
