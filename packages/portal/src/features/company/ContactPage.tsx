import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/BrandContext.tsx';
import { companyMailboxes, mailtoHref } from './contacts.ts';
import { PublicPage } from '../layout/PublicPage.tsx';
import styles from './CompanyPages.module.css';
import { controlPath } from '../../app/paths.ts';

/** /company/contact: sales, support and billing addresses, support tickets, postal address. */
export function ContactPage() {
  const { t } = useTranslation('company');
  const { siteName } = useBrand();
  const mail = companyMailboxes(siteName);
  const mailLink = (address: string) => (
    <a className={styles.email} href={mailtoHref(address)}>
      {address}
    </a>
  );
  return (
    <PublicPage
      contained={false}
      headingId="contact-title"
      title={t('company.contact.heading')}
      lead={t('company.contact.lead')}
    >
      <ul className={styles.grid}>
        <li className={styles.card}>
          <h2>{t('company.contact.sales.title')}</h2>
          <p className={styles.muted}>{t('company.contact.sales.text')}</p>
          <p>{mailLink(mail.sales)}</p>
        </li>
        <li className={styles.card}>
          <h2>{t('company.contact.support.title')}</h2>
          <p className={styles.muted}>{t('company.contact.support.text')}</p>
          <p>
            <Link to={controlPath('tickets')}>{t('company.contact.support.tickets')}</Link>
          </p>
          <p>{mailLink(mail.support)}</p>
        </li>
        <li className={styles.card}>
          <h2>{t('company.contact.billing.title')}</h2>
          <p className={styles.muted}>{t('company.contact.billing.text')}</p>
          <p>{mailLink(mail.billing)}</p>
        </li>
      </ul>

      <section className={styles.section} aria-labelledby="contact-address">
        <h2 id="contact-address">{t('company.contact.addressHeading')}</h2>
        <address className={styles.address}>{t('company.contact.address', { siteName })}</address>
        <p className={styles.muted}>{t('company.contact.addressNote')}</p>
      </section>

      <section className={styles.section} aria-labelledby="contact-self-help">
        <h2 id="contact-self-help">{t('company.contact.selfHelpHeading')}</h2>
        <p>
          {t('company.contact.selfHelpText')}{' '}
          <Link to="/knowledge">{t('company.contact.knowledge')}</Link>
          {' · '}
          <Link to="/tutorials">{t('company.contact.tutorials')}</Link>
        </p>
      </section>
    </PublicPage>
  );
}
