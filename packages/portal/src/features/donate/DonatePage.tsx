import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DonateForm } from './DonateForm.tsx';
import styles from './Donate.module.css';
import { DonationStatus } from './DonationStatus.tsx';

/** The query parameter the payment page returns with (`/donate?payment={id}`). */
export const PAYMENT_PARAM = 'payment';

/**
 * `/donate` (§2 donation payment): the donation form, or, back from the payment page with
 * `?payment={id}`, that payment's status.
 * @example { path: 'donate', Component: DonatePage }
 */
export function DonatePage() {
  const { t } = useTranslation('billing');
  const [params] = useSearchParams();
  const payment = params.get(PAYMENT_PARAM);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('donate.heading')}</h1>
      {payment ? (
        <DonationStatus id={payment} />
      ) : (
        <>
          <p className={styles.intro}>{t('donate.intro')}</p>
          <DonateForm />
        </>
      )}
    </div>
  );
}
