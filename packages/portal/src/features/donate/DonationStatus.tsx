import type { ApiFailure } from '@cloud-portal/api-client';
import type { DonatePayment } from '@cloud-portal/api-client';
import { parseCurrency, formatAmount } from '@cloud-portal/domain/money';
import { TIMINGS } from '@cloud-portal/domain/session';
import { Alert, Button, Spinner } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/BrandContext.tsx';
import { LinkButton } from '../layout/LinkButton.tsx';
import styles from './Donate.module.css';
import { donateApi, useGetDonatePaymentQuery } from './donateApi.ts';

function useAmountText(payment: DonatePayment): string {
  const brand = useBrand();
  const currency = parseCurrency(payment.currency);
  if (!currency) return `${payment.amount} ${payment.currency}`;
  return formatAmount(Number(payment.amount), { currency, roubleIntegers: brand.roubleIntegers });
}

function StatusPanel({
  payment,
  refresh,
  busy,
}: {
  payment: DonatePayment;
  refresh: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('billing');
  const amount = useAmountText(payment);
  const again = (
    <LinkButton to="/donate" variant={payment.status === 'paid' ? 'secondary' : 'primary'}>
      {t('donate.status.again')}
    </LinkButton>
  );
  switch (payment.status) {
    case 'paid':
      return (
        <Alert tone="success" title={t('donate.status.paidHeading')} role="status">
          <p className={styles.statusText}>{t('donate.status.paidText', { amount })}</p>
          {again}
        </Alert>
      );
    case 'pending':
      return (
        <Alert tone="warning" title={t('donate.status.pendingHeading')} role="status">
          <p className={styles.statusText}>{t('donate.status.pendingText', { amount })}</p>
          <Button variant="secondary" loading={busy} onClick={refresh}>
            {t('donate.status.refresh')}
          </Button>
        </Alert>
      );
    case 'cancelled':
      return (
        <Alert tone="info" title={t('donate.status.cancelledHeading')} role="status">
          <p className={styles.statusText}>{t('donate.status.cancelledText', { amount })}</p>
          {again}
        </Alert>
      );
    default:
      return payment.status satisfies never;
  }
}

/**
 * Where the payer lands back from the payment page (`/donate?payment={id}`): the donation's
 * status from `GET donate-payment`, checked again every 20 s (§9 polling interval) while it is
 * pending; loading, not-found and error states with retry.
 * @example <DonationStatus id={params.get('payment')!} />
 */
export function DonationStatus({ id }: { id: string }) {
  const { t } = useTranslation('billing');
  // Poll only while the payment is open: a paid or cancelled donation does not change again.
  const known = donateApi.endpoints.getDonatePayment.useQueryState(id).data?.status;
  const settled = known === 'paid' || known === 'cancelled';
  const { data, error, isLoading, isFetching, refetch } = useGetDonatePaymentQuery(id, {
    pollingInterval: settled ? 0 : TIMINGS.pollingRequestIntervalMs,
    skipPollingIfUnfocused: true,
  });
  const failure = error as ApiFailure | undefined;

  if (isLoading) return <Spinner label={t('donate.status.loading')} />;
  if (data && !failure)
    return <StatusPanel payment={data} busy={isFetching} refresh={() => void refetch()} />;
  const notFound = failure?.status === 404 || failure?.status === 400;
  return (
    <Alert
      tone="danger"
      action={
        notFound ? (
          <LinkButton to="/donate" size="sm" variant="secondary">
            {t('donate.payWith.startOver')}
          </LinkButton>
        ) : (
          <Button size="sm" variant="secondary" loading={isFetching} onClick={() => void refetch()}>
            {t('donate.status.retry')}
          </Button>
        )
      }
    >
      {notFound ? t('donate.status.notFound') : t('donate.status.error')}
    </Alert>
  );
}
