import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/BrandContext.tsx';
import { companyMailboxes, mailtoHref } from './contacts.ts';
import styles from './CompanyPages.module.css';

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
    <article className={styles.page} aria-labelledby="contact-title">
      <header className={styles.header}>
        <h1 id="contact-title">{t('company.contact.heading')}</h1>
        <p className={styles.lead}>{t('company.contact.lead')}</p>
      </header>

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
            <Link to="/control/support">{t('company.contact.support.tickets')}</Link>
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
    </article>
  );
}
