import type { ApiFailure } from '@cloud-portal/api-client';
import { formatAmount } from '@cloud-portal/domain/money';
import { Alert, Button } from '@cloud-portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useBrand } from '../../brand/BrandContext.tsx';
import { FailureAlert } from '../auth/FailureAlert.tsx';
import { LinkButton } from '../layout/LinkButton.tsx';
import { asApiFailure } from '../../app/productApi.ts';
import styles from './Donate.module.css';
import { useCreateDonatePaymentMutation } from './donateApi.ts';
import {
  METHOD_LABEL_KEYS,
  draftSearch,
  readDraft,
  safePaymentUrl,
  type PayWithLocationState,
} from './donation.ts';

/** One key per visit of the step: retries and double clicks reuse it (no double charge). */
const newIdempotencyKey = () => `donate-${globalThis.crypto.randomUUID()}`;

/**
 * `/donate/pay-with` (§2 child of /donate): the chosen amount and method, then `POST
 * donate-payment` (with an idempotency key) and on to the payment page the API answers. The
 * page returns the payer to `/donate?payment={id}`, which shows the status.
 * @example { path: 'pay-with', Component: PayWithPage }
 */
export function PayWithPage() {
  const { t } = useTranslation(['billing']);
  const brand = useBrand();
  const [params] = useSearchParams();
  const location = useLocation();
  const email = (location.state as PayWithLocationState | null)?.email;
  const draft = readDraft(params);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [error, setError] = useState<ApiFailure>();
  const [leaving, setLeaving] = useState(false);
  const [create, { isLoading }] = useCreateDonatePaymentMutation();

  if (!draft)
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{t('donate.payWith.heading')}</h1>
        <Alert
          tone="danger"
          action={
            <LinkButton to="/donate" size="sm" variant="secondary">
              {t('donate.payWith.startOver')}
            </LinkButton>
          }
        >
          {t('donate.payWith.invalid')}
        </Alert>
      </div>
    );

  const amount = formatAmount(Number(draft.amount), {
    currency: draft.currency,
    roubleIntegers: brand.roubleIntegers,
  });

  const pay = async () => {
    setError(undefined);
    try {
      const payment = await create({
        body: { amount: draft.amount, currency: draft.currency, ...(email ? { email } : {}) },
        idempotencyKey,
      }).unwrap();
      const target = safePaymentUrl(payment.url, window.location.origin);
      if (!target) {
        // An answer the portal will not follow reads like a bad gateway (§8: status, method, path).
        const message = 'The payment page address is not acceptable.';
        setError({
          status: 502,
          code: 'bad_gateway',
          message,
          method: 'POST',
          path: '/api/donate-payment',
          body: { message },
          silent: true,
        });
        return;
      }
      setLeaving(true);
      window.location.assign(target);
    } catch (failure) {
      setError(asApiFailure(failure));
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('donate.payWith.heading')}</h1>
      <dl className={styles.summary}>
        <div>
          <dt>{t('donate.payWith.amount')}</dt>
          <dd>{amount}</dd>
        </div>
        <div>
          <dt>{t('donate.payWith.method')}</dt>
          <dd>{t(METHOD_LABEL_KEYS[draft.method])}</dd>
        </div>
        {email ? (
          <div>
            <dt>{t('donate.payWith.email')}</dt>
            <dd>{email}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.note}>{t('donate.payWith.note')}</p>
      <FailureAlert failure={error} />
      <div className={styles.actions}>
        <Button loading={isLoading || leaving} onClick={() => void pay()}>
          {t('donate.payWith.pay')}
        </Button>
        <Link to={{ pathname: '/donate', search: draftSearch(draft) }}>
          {t('donate.payWith.change')}
        </Link>
      </div>
    </div>
  );
}
