import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/BrandContext.tsx';
import { companyMailboxes, mailtoHref } from './contacts.ts';
import { PublicPage } from '../layout/PublicPage.tsx';
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
    <PublicPage
      contained={false}
      headingId="jobs-title"
      title={t('company.jobs.heading')}
      lead={t('company.jobs.lead', { siteName })}
    >
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
    </PublicPage>
  );
}
