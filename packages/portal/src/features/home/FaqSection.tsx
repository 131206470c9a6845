import { formatAmount } from '@cloud-portal/domain/money';
import { FREE_IPV4_PER_ACCOUNT } from '@cloud-portal/domain/pricing';
import { QUOTA_DEFAULTS } from '@cloud-portal/domain/regions';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/BrandContext.tsx';
import styles from './HomePage.module.css';

/** The questions of the FAQ, in display order; each has `faq.items.<id>.question/answer`. */
export const FAQ_QUESTIONS = [
  'payment',
  'billing',
  'lowBalance',
  'refund',
  'limits',
  'ipAddresses',
  'support',
] as const;

/**
 * Frequently asked questions as a disclosure list (`<details>`: keyboard and screen-reader
 * support come with the element, and it works without JavaScript in the prerendered page).
 * Numbers come from the brand and the domain's constants (§9), so every brand states its own.
 * @example <FaqSection />
 */
export function FaqSection() {
  const { t } = useTranslation('home');
  const brand = useBrand();
  const money = (amount: number) =>
    formatAmount(amount, { currency: brand.currency, roubleIntegers: brand.roubleIntegers });
  const values = {
    siteName: brand.siteName,
    ipPrice: money(brand.extraIpPrice),
    freeIpv4: FREE_IPV4_PER_ACCOUNT,
    instances: QUOTA_DEFAULTS.instances,
    cores: QUOTA_DEFAULTS.cores,
    ramGb: QUOTA_DEFAULTS.ram / 1024,
  };
  return (
    <section id="faq" className={styles.section} aria-labelledby="faq-title">
      <div className={styles.inner}>
        <h2 id="faq-title">{t('faq.heading')}</h2>
        <div className={styles.faq}>
          {FAQ_QUESTIONS.map((id) => (
            <details key={id} className={styles.question}>
              <summary>{t(`faq.items.${id}.question`, values)}</summary>
              <p>{t(`faq.items.${id}.answer`, values)}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
