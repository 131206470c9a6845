import { Alert, Button, Card, Skeleton } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { controlPath } from '../../../app/paths.ts';
import { LinkButton } from '../../layout/LinkButton.tsx';
import { useGetCustomerQuery } from '../../session/sessionApi.ts';
import { ActivateView } from './ActivateView.tsx';
import { CouponForm } from './CouponForm.tsx';
import { BalanceRunwayNotice } from '../runway/BalanceRunwayNotice.tsx';
import styles from './PayWith.module.css';
import { useListCustomerCardsQuery } from './paymentsApi.ts';
import { RechargeForm } from './RechargeForm.tsx';
import { RechargeStatus } from './RechargeStatus.tsx';
import { SavedCards } from './SavedCards.tsx';
import { useMoneyText } from './useMoneyText.ts';

// A payment id is a UUID (openapi `GET /payments/{id}/`). Anything else in `?payment=` (a
// hand-edited link, `..`) is not asked for at all: a `..` path segment would leave `payments/`.
const PAYMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The views of `pay-with` (§2). */
export type PayWithView = 'default' | 'activate' | 'recharge';

/**
 * Which view a `pay-with` URL shows: `activate` for the view or the `#activate` hash (§2: an
 * account-activation prompt), `recharge` for the return from the payment page, else `default`.
 * @example payWithView('recharge', '') // 'recharge'
 */
export function payWithView(view: string | undefined, hash: string): PayWithView {
  if (view === 'activate' || hash.includes('activate')) return 'activate';
  if (view === 'recharge') return 'recharge';
  return 'default';
}

/**
 * `billing/make-payment/pay-with/:view?` (§2 Billing, issue 14): the balance, the recharge form,
 * a promo code and the saved cards (default); the return from the payment page (recharge); and
 * the activation of a new account (activate, or any view with `#activate`).
 */
export function PayWithScreen() {
  const { t } = useTranslation(['billing', 'account']);
  const money = useMoneyText();
  const params = useParams();
  const { hash } = useLocation();
  const [search] = useSearchParams();
  const customer = useGetCustomerQuery();
  const cards = useListCustomerCardsQuery();
  const view = payWithView(params['view'], hash);
  const typedPaymentId = search.get('payment');
  const paymentId =
    typedPaymentId !== null && PAYMENT_ID.test(typedPaymentId) ? typedPaymentId : null;

  let body;
  if (customer.isLoading) {
    body = (
      <div aria-busy="true" className={styles.stack}>
        <Skeleton variant="text" width="10rem" />
        <Skeleton variant="rect" height="16rem" />
      </div>
    );
  } else if (customer.isError || !customer.data) {
    body = (
      <Alert
        tone="danger"
        role="alert"
        title={t('pay.customerFailed')}
        action={
          <Button
            variant="secondary"
            loading={customer.isFetching}
            onClick={() => void customer.refetch()}
          >
            {t('pay.retry')}
          </Button>
        }
      />
    );
  } else {
    const account = customer.data;
    const savedCards = cards.data ?? [];
    const notActivated = !account.activated;
    body = (
      <>
        <p className={styles.balance}>
          <span>{t('pay.balance')}</span>{' '}
          <strong data-testid="pay-balance">{money(Number(account.balance))}</strong>
        </p>
        <BalanceRunwayNotice balance={Number(account.balance)} />
        {view === 'activate' ? (
          notActivated ? (
            <>
              <Alert tone="warning" role="status" title={t('pay.activate.title')}>
                {t('pay.activate.why')}
              </Alert>
              <ActivateView />
            </>
          ) : (
            <Alert
              tone="success"
              role="status"
              title={t('pay.activate.done')}
              action={
                <LinkButton to={controlPath('payWith', { view: null })} variant="secondary">
                  {t('pay.activate.toPayment')}
                </LinkButton>
              }
            />
          )
        ) : null}
        {view === 'recharge' && paymentId ? (
          <RechargeStatus id={paymentId} customer={account} cards={savedCards} />
        ) : null}
        {view === 'recharge' && !paymentId ? (
          // A return link without a payment id (typed by hand, or cut): nothing to check.
          <Alert
            tone="info"
            role="status"
            title={t('pay.recharge.notFound')}
            action={
              <LinkButton to={controlPath('payWith', { view: null })} variant="secondary">
                {t('pay.recharge.again')}
              </LinkButton>
            }
          />
        ) : null}
        {view === 'default' ? (
          <>
            {notActivated ? (
              <Alert
                tone="warning"
                role="status"
                title={t('pay.activate.title')}
                action={
                  <LinkButton to={controlPath('payWith', { view: 'activate' })} variant="secondary">
                    {t('pay.activate.go')}
                  </LinkButton>
                }
              >
                {t('pay.activate.why')}
              </Alert>
            ) : null}
            <Card title={t('pay.recharge.title')} titleLevel={2}>
              {cards.isLoading ? (
                <Skeleton variant="rect" height="14rem" aria-busy="true" />
              ) : (
                <RechargeForm cards={savedCards} />
              )}
            </Card>
            <Card title={t('pay.coupon.title')} titleLevel={2}>
              <CouponForm />
            </Card>
            <SavedCards cards={cards} />
          </>
        ) : null}
      </>
    );
  }

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t('account:screens.payWith')}</h1>
      {body}
    </div>
  );
}
