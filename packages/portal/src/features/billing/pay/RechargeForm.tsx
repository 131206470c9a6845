import type { ApiFailure, PaymentGateway, SavedCard } from '@cloud-portal/api-client';
import { currencySymbol, formatAmount, parseCurrency } from '@cloud-portal/domain/money';
import { amountWithFee, paymentFee, type PaymentMethod } from '@cloud-portal/domain/payments';
import { Alert, AmountField, Button, RadioGroup, Skeleton } from '@cloud-portal/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks.ts';
import { asApiFailure } from '../../../app/productApi.ts';
import { FailureAlert } from '../../auth/FailureAlert.tsx';
import { goalReached } from '../../analytics/goalReached.ts';
import { formSubmitted } from '../../forms/formStore.ts';
import { useFormField } from '../../forms/useFormField.ts';
import { browserNavigation } from './browserNavigation.ts';
import { METHOD_LABEL_KEYS } from './methodLabel.ts';
import styles from './PayWith.module.css';
import { useKeyText } from './useKeyText.ts';
import { pageUrl } from './pageUrl.ts';
import { isRetryableWithSameKey, PaymentAttempt } from './paymentAttempt.ts';
import { readPaymentAmount } from './paymentAmount.ts';
import { useCreatePaymentMutation, useListPaymentGatewaysQuery } from './paymentsApi.ts';

// The payment's own amounts (minimum, fee, total) are in the method's currency, dollars in the
// API, as the amount field is: converting them to the brand's currency would show a price the
// payment page does not charge. The balance and the credited result use the brand's display.
const inCurrency = (amount: number, currency: string) =>
  formatAmount(amount, { currency: parseCurrency(currency) ?? 'usd' });

/** Where the form starts: §3 form store (amount 10) or a declined payment's amount and method. */
export interface RechargeFormProps {
  /**
   * The amount in the text box until the customer types one (which the §3 form store keeps).
   * Default the store's amount, `DEFAULT_TOP_UP_AMOUNT` (10).
   */
  initialAmount?: string;
  /** The chosen method. Default the first method of `GET payment-gateways`. */
  initialMethod?: PaymentMethod;
  /** The customer's saved cards (§9: a linked card lowers the minimum; Russian cards keep $5). */
  cards: readonly SavedCard[];
}

/**
 * The recharge form of `pay-with` (§2, §7 `POST transactions/`, §9 fees and minimums): an amount,
 * the payment methods of `GET payment-gateways` with their fee and "you pay X, Y is credited"
 * computed live by the domain, and Pay. Pay sends one attempt with an Idempotency-Key made once
 * and reused when the same attempt is retried after a lost answer; editing the form starts a new
 * attempt. On success the browser goes to the payment page (same tab).
 * @example <RechargeForm cards={cards} />
 */
export function RechargeForm({ initialAmount, initialMethod, cards }: RechargeFormProps) {
  const { t } = useTranslation('billing');
  const text = useKeyText();
  const dispatch = useAppDispatch();
  const gateways = useListPaymentGatewaysQuery();
  const [createPayment, creation] = useCreatePaymentMutation();
  // §3 form store: the amount typed survives leaving pay-with and coming back.
  const [amountText, setAmountText] = useFormField('amount', initialAmount);
  const [chosen, setChosen] = useState<PaymentMethod | undefined>(initialMethod);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();
  const [attempt] = useState(() => new PaymentAttempt());
  // A ref as well as the mutation's state: two clicks in one frame must not send twice.
  const sending = useRef(false);

  if (gateways.isLoading) {
    return (
      <div aria-busy="true" className={styles.stack}>
        <Skeleton variant="text" width="12rem" />
        <Skeleton variant="rect" height="14rem" />
      </div>
    );
  }
  if (gateways.isError || !gateways.data) {
    return (
      <Alert
        tone="danger"
        role="alert"
        title={t('pay.methods.failed')}
        action={
          <Button
            variant="secondary"
            loading={gateways.isFetching}
            onClick={() => void gateways.refetch()}
          >
            {t('pay.retry')}
          </Button>
        }
      />
    );
  }
  if (gateways.data.length === 0) return <Alert tone="info">{t('pay.methods.none')}</Alert>;

  const methods = gateways.data;
  const gateway: PaymentGateway =
    methods.find((entry) => entry.method === chosen) ?? (methods[0] as PaymentGateway);
  const linkedCard = cards[0];
  const account = {
    hasLinkedCard: linkedCard !== undefined,
    // §9 "Russian cards have a temporary $5 minimum": the saved card pays card payments.
    ...(gateway.method === 'card' && linkedCard?.country
      ? { cardCountry: linkedCard.country }
      : {}),
  };
  const reading = readPaymentAmount(amountText, account, {
    minimum: Number(gateway.minimum),
    maximum: Number(gateway.maximum),
  });
  const credited = reading.ok ? reading.amount : undefined;

  const edited = () => {
    // Another amount or method is another attempt: it gets a new Idempotency-Key.
    attempt.renew();
    setFailure(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!reading.ok || sending.current) return;
    sending.current = true;
    setFailure(undefined);
    try {
      const payment = await createPayment({
        idempotencyKey: attempt.key(),
        body: {
          amount: reading.text,
          kind: 'refill',
          type: gateway.type,
          sub_type: gateway.method,
          message: 'Payment',
        },
      }).unwrap();
      const url = pageUrl(payment.url);
      if (url === undefined) throw new Error('The payment page address is not a web page.');
      dispatch(goalReached('try_payment'));
      // The payment is made: the next one starts from the default (or its own declined amount).
      dispatch(formSubmitted(['amount']));
      browserNavigation.assign(url);
    } catch (thrown) {
      const failed = asApiFailure(thrown);
      attempt.failed(failed);
      setFailure(failed);
    } finally {
      sending.current = false;
    }
  };

  const fieldError =
    touched || amountText !== '' ? (reading.ok ? undefined : text(reading.message)) : undefined;

  return (
    <form className={styles.stack} onSubmit={(event) => void submit(event)} noValidate>
      <AmountField
        label={t('pay.amount.label')}
        currencySymbol={currencySymbol(parseCurrency(gateway.currency) ?? 'usd')}
        step={1}
        min={0}
        value={amountText}
        error={fieldError}
        hint={t('pay.amount.hint', {
          minimum: inCurrency(Number(gateway.minimum), gateway.currency),
        })}
        onValueChange={(next) => {
          setAmountText(next);
          edited();
        }}
      />
      <RadioGroup<PaymentMethod>
        label={t('pay.methods.label')}
        value={gateway.method}
        onValueChange={(next) => {
          setChosen(next);
          edited();
        }}
        options={methods.map((entry) => {
          const fee = credited === undefined ? undefined : paymentFee(credited, entry.method);
          return {
            value: entry.method,
            label: `${t(METHOD_LABEL_KEYS[entry.method])} · ${
              entry.fee.percent === 0 && Number(entry.fee.fixed) === 0
                ? t('pay.methods.noFee')
                : t('pay.methods.feeSchedule', {
                    percent: entry.fee.percent,
                    fixed: inCurrency(Number(entry.fee.fixed), entry.currency),
                    freeAbove: inCurrency(Number(entry.fee.free_above), entry.currency),
                  })
            }`,
            description:
              credited === undefined || fee === undefined ? undefined : (
                <span data-testid={`pay-quote-${entry.method}`}>
                  {t('pay.methods.quote', {
                    total: inCurrency(amountWithFee(credited, entry.method), entry.currency),
                    fee: inCurrency(fee, entry.currency),
                    credited: inCurrency(credited, entry.currency),
                  })}
                </span>
              ),
          };
        })}
      />
      <FailureAlert failure={failure} />
      {failure && isRetryableWithSameKey(failure) ? (
        <p className={styles.text}>{t('pay.retrySame')}</p>
      ) : null}
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="primary"
          loading={creation.isLoading}
          disabled={creation.isLoading}
        >
          {credited === undefined
            ? t('pay.submit')
            : t('pay.submitAmount', {
                total: inCurrency(amountWithFee(credited, gateway.method), gateway.currency),
              })}
        </Button>
      </div>
    </form>
  );
}
