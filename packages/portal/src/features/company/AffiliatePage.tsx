import {
  AFFILIATE_COOKIE_MAX_AGE_SECONDS,
  AFFILIATE_HOLD_DAYS,
  AFFILIATE_RATE,
  affiliateCommission,
} from '@cloud-portal/domain/affiliate';
import { formatAmount } from '@cloud-portal/domain/money';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/BrandContext.tsx';
import { LinkButton } from '../layout/LinkButton.tsx';
import { PublicPage } from '../layout/PublicPage.tsx';
import styles from './CompanyPages.module.css';
import { controlPath } from '../../app/paths.ts';

/** The top-up of the worked example, in the brand's currency. */
const EXAMPLE_PAYMENT = 100;
const SECONDS_PER_DAY = 24 * 60 * 60;

/** /company/affiliate-program: how the programme works, with the §9 commission rules. */
export function AffiliatePage() {
  const { t, i18n } = useTranslation('company');
  const brand = useBrand();
  const rate = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(AFFILIATE_RATE);
  const money = (amount: number) =>
    formatAmount(amount, { currency: brand.currency, roubleIntegers: brand.roubleIntegers });
  // §9: 5 % of each transaction after a 30-day hold; the example uses the domain's own rule.
  const commission = affiliateCommission({ amount: EXAMPLE_PAYMENT, createdAt: 0 }, 0).amount;
  const cookieDays = AFFILIATE_COOKIE_MAX_AGE_SECONDS / SECONDS_PER_DAY;
  const days = (count: number) => t('company.affiliate.days', { count });
  const holdDays = days(AFFILIATE_HOLD_DAYS);
  return (
    <PublicPage
      contained={false}
      headingId="affiliate-title"
      title={t('company.affiliate.heading')}
      lead={t('company.affiliate.lead', { rate })}
    >
      <section className={styles.section} aria-labelledby="affiliate-how">
        <h2 id="affiliate-how">{t('company.affiliate.howHeading')}</h2>
        <ol className={styles.steps}>
          <li>{t('company.affiliate.steps.join')}</li>
          <li>{t('company.affiliate.steps.share', { days: days(cookieDays) })}</li>
          <li>{t('company.affiliate.steps.earn', { rate, days: holdDays })}</li>
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="affiliate-terms">
        <h2 id="affiliate-terms">{t('company.affiliate.termsHeading')}</h2>
        <ul className={styles.grid}>
          <li className={styles.card}>
            <h3>{t('company.affiliate.terms.rateTitle')}</h3>
            <p className={styles.muted}>{t('company.affiliate.terms.rateText', { rate })}</p>
          </li>
          <li className={styles.card}>
            <h3>{t('company.affiliate.terms.holdTitle', { days: holdDays })}</h3>
            <p className={styles.muted}>
              {t('company.affiliate.terms.holdText', { days: holdDays })}
            </p>
          </li>
          <li className={styles.card}>
            <h3>{t('company.affiliate.terms.exampleTitle')}</h3>
            <p className={styles.muted}>
              {t('company.affiliate.terms.exampleText', {
                payment: money(EXAMPLE_PAYMENT),
                commission: money(commission),
                days: holdDays,
              })}
            </p>
          </li>
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="affiliate-start">
        <h2 id="affiliate-start">{t('company.affiliate.startHeading')}</h2>
        <p>{t('company.affiliate.startText')}</p>
        <div className={styles.actions}>
          {brand.features.signUp && (
            <LinkButton to="/register">{t('company.affiliate.signUp')}</LinkButton>
          )}
          <LinkButton
            to={controlPath('affiliate')}
            variant={brand.features.signUp ? 'secondary' : 'primary'}
          >
            {t('company.affiliate.dashboard')}
          </LinkButton>
        </div>
      </section>
    </PublicPage>
  );
}
