import type { ApiFailure, Customer, SavedCard } from '@cloud-portal/api-client';
import { Alert, Button, Spinner } from '@cloud-portal/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks.ts';
import { controlPath } from '../../../app/paths.ts';
import { LinkButton } from '../../layout/LinkButton.tsx';
import { goalReached } from '../../analytics/goalReached.ts';
import { sessionApi } from '../../session/sessionApi.ts';
import { declineText } from './declineReason.ts';
import styles from './PayWith.module.css';
import { paymentsApi, useGetPaymentQuery } from './paymentsApi.ts';
import { RechargeForm } from './RechargeForm.tsx';
import { useMoneyText } from './useMoneyText.ts';

/** How often the return page asks about a pending payment. */
export const PAYMENT_POLL_MS = 2_000;
/** After this long pending, the page stops asking and offers a refresh ("still processing"). */
export const PAYMENT_PENDING_TOO_LONG_MS = 60_000;

// §7 goal `success_payment` once per payment, also across a reload of the return page.
const GOAL_KEY = (id: string) => `pay-with:success_payment:${id}`;
function reportSuccessOnce(id: string, report: () => void) {
  try {
    if (window.sessionStorage.getItem(GOAL_KEY(id)) !== null) return;
    window.sessionStorage.setItem(GOAL_KEY(id), '1');
  } catch {
    // Storage refused (private mode): report anyway; the effect runs once per status change.
  }
  report();
}

/**
 * `pay-with/recharge?payment={id}` (§2), where the payment page sends the customer back: polls
 * `GET payments/{id}/` until it is settled. Paid: the amount credited and the new balance (the
 * customer refetched) and the `success_payment` goal once. Declined: why, translated from its
 * `decline_code` ("Bank declined your payment" for `card_declined`, the provider's text for a code
 * this portal does not know), and the form again with the same amount. Pending too long: "still processing" with a refresh.
 * @example <RechargeStatus id={id} customer={customer} cards={cards} />
 */
export function RechargeStatus({
  id,
  customer,
  cards,
}: {
  id: string;
  customer: Customer;
  cards: readonly SavedCard[];
}) {
  const { t } = useTranslation('billing');
  const money = useMoneyText();
  const dispatch = useAppDispatch();
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [tooLong, setTooLong] = useState(false);
  // Poll only while the payment is open: a paid or declined payment does not change again.
  const known = paymentsApi.endpoints.getPayment.useQueryState(id).data?.status;
  const settled = known === 'paid' || known === 'declined';
  const payment = useGetPaymentQuery(id, {
    pollingInterval: settled || tooLong ? 0 : PAYMENT_POLL_MS,
  });
  const status = payment.data?.status;

  useEffect(() => {
    if (status !== 'paid') return;
    reportSuccessOnce(id, () => dispatch(goalReached('success_payment')));
    // The new balance: the shell's and this page's customer.
    void dispatch(sessionApi.endpoints.getCustomer.initiate(undefined, { forceRefetch: true }));
  }, [status, id, dispatch]);

  useEffect(() => {
    if (status !== 'pending' || tooLong) return undefined;
    const timer = window.setTimeout(
      () => setTooLong(true),
      Math.max(0, startedAt + PAYMENT_PENDING_TOO_LONG_MS - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [status, tooLong, startedAt]);

  const failure = payment.error as ApiFailure | undefined;
  const again = (
    <LinkButton to={controlPath('payWith', { view: null })} variant="secondary">
      {t('pay.recharge.again')}
    </LinkButton>
  );

  if (payment.isLoading) return <Spinner label={t('pay.recharge.checking')} />;
  if (!payment.data) {
    const notFound = failure?.status === 404;
    return (
      <Alert
        tone="danger"
        role="alert"
        title={notFound ? t('pay.recharge.notFound') : t('pay.recharge.failed')}
        action={
          notFound ? (
            again
          ) : (
            <Button
              variant="secondary"
              loading={payment.isFetching}
              onClick={() => void payment.refetch()}
            >
              {t('pay.retry')}
            </Button>
          )
        }
      />
    );
  }

  const { data } = payment;
  switch (data.status) {
    case 'paid':
      return (
        <Alert tone="success" role="status" title={t('pay.recharge.paidTitle')} action={again}>
          <p className={styles.text} data-testid="pay-credited">
            {t('pay.recharge.paidText', {
              amount: money(Number(data.amount)),
              balance: money(Number(customer.balance)),
            })}
          </p>
        </Alert>
      );
    case 'declined':
      return (
        <div className={styles.stack}>
          <Alert tone="danger" role="alert" title={declineText(data, t)}>
            {t('pay.recharge.declinedText')}
          </Alert>
          <RechargeForm initialAmount={data.amount} initialMethod={data.sub_type} cards={cards} />
        </div>
      );
    case 'pending':
      return tooLong ? (
        <Alert
          tone="warning"
          role="status"
          title={t('pay.recharge.processingTitle')}
          action={
            <Button
              variant="secondary"
              loading={payment.isFetching}
              onClick={() => {
                setTooLong(false);
                setStartedAt(Date.now());
                void payment.refetch();
              }}
            >
              {t('pay.recharge.refresh')}
            </Button>
          }
        >
          {t('pay.recharge.processingText')}
        </Alert>
      ) : (
        <Spinner label={t('pay.recharge.waiting')} />
      );
    default:
      return data.status satisfies never;
  }
}
