import type { ApiFailure, PaymentGateway, SavedCard } from '@cloud-portal/api-client';
import { DEFAULT_TOP_UP_AMOUNT } from '@cloud-portal/domain/constants';
import { currencySymbol } from '@cloud-portal/domain/money';
import type { PaymentMethod } from '@cloud-portal/domain/payments';
import { Alert, AmountField, Button, RadioGroup, Skeleton } from '@cloud-portal/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks.ts';
import { asApiFailure } from '../../../app/productApi.ts';
import { FailureAlert } from '../../auth/FailureAlert.tsx';
import {
  centsToUnits,
  formatUnits,
  smallestUnitsAtLeast,
  type ShownCurrency,
} from '../../control/shownCurrency.ts';
import { useShownCurrency } from '../../control/useShownCurrency.ts';
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
import { feeScheduleUnits, paymentQuote } from './paymentQuote.ts';
import { useCreatePaymentMutation, useListPaymentGatewaysQuery } from './paymentsApi.ts';

// The API takes and answers dollars (openapi `PaymentAmount`, `PaymentGateway`); the form shows
// and takes the brand's currency, as the balance above it does (§9 display: whole roubles on
// the rouble variant at the `rates/` rate). Every figure is converted in whole units of each side
// (`shownCurrency.ts`): what is typed goes to the API to the nearest cent, minimums as the
// smallest amount that passes, the fee-free threshold as the last amount that still pays.

const dollarCents = (decimal: string) => Math.round(Number(decimal) * 100);

/** Shown units as the customer types them: '920' (whole roubles) or '10.00'. */
const typedText = (units: number, shown: ShownCurrency) =>
  shown.wholeUnits ? String(units) : (units / 100).toFixed(2);

/**
 * Where the amount starts in the shown currency: a declined payment's amount (dollars) converted,
 * else the §9 default top-up (10, dollars, as every §9 amount) as the smallest amount that
 * credits it (920 ₽ at 92). Dollars need nothing: the form store's default is '10.00'.
 */
function startingAmount(initialAmount: string | undefined, shown: ShownCurrency) {
  if (shown.currency === 'usd') return initialAmount;
  if (initialAmount !== undefined)
    return typedText(centsToUnits(dollarCents(initialAmount), shown), shown);
  return typedText(smallestUnitsAtLeast(DEFAULT_TOP_UP_AMOUNT * 100, shown), shown);
}

/** Where the form starts: §3 form store (amount 10) or a declined payment's amount and method. */
export interface RechargeFormProps {
  /**
   * The amount in the text box until the customer types one (which the §3 form store keeps), in
   * dollars as the API answers it (a declined payment's `amount`), shown in the brand's currency.
   * Default `DEFAULT_TOP_UP_AMOUNT` (10 dollars; 920 ₽ at 92 on the rouble brand).
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
  const { shown, settled } = useShownCurrency();
  const money = (units: number) => formatUnits(units, shown);
  const [createPayment, creation] = useCreatePaymentMutation();
  // §3 form store: the amount typed survives leaving pay-with and coming back.
  const [amountText, setAmountText] = useFormField('amount', startingAmount(initialAmount, shown));
  const [chosen, setChosen] = useState<PaymentMethod | undefined>(initialMethod);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();
  const [attempt] = useState(() => new PaymentAttempt());
  // A ref as well as the mutation's state: two clicks in one frame must not send twice.
  const sending = useRef(false);

  // A converting brand waits for `rates/`: the default amount and every figure depend on it.
  if (gateways.isLoading || !settled) {
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
  const reading = readPaymentAmount(
    amountText,
    account,
    { minimum: Number(gateway.minimum), maximum: Number(gateway.maximum) },
    shown,
  );
  const creditedCents = reading.ok ? Math.round(reading.amount * 100) : undefined;
  const quote = (method: PaymentMethod) =>
    creditedCents === undefined ? undefined : paymentQuote(creditedCents, method, shown);
  const chosenQuote = quote(gateway.method);

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
        currencySymbol={currencySymbol(shown.currency)}
        // §9 display: the rouble sign after the number, as every rouble amount.
        symbolPosition={shown.currency === 'rub' ? 'suffix' : 'prefix'}
        inputMode={shown.wholeUnits ? 'numeric' : 'decimal'}
        step={1}
        min={0}
        value={amountText}
        error={fieldError}
        hint={t('pay.amount.hint', {
          minimum: money(smallestUnitsAtLeast(dollarCents(gateway.minimum), shown)),
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
          const entryQuote = quote(entry.method);
          const schedule = feeScheduleUnits(entry.fee, shown);
          return {
            value: entry.method,
            label: `${t(METHOD_LABEL_KEYS[entry.method])} · ${
              entry.fee.percent === 0 && Number(entry.fee.fixed) === 0
                ? t('pay.methods.noFee')
                : t('pay.methods.feeSchedule', {
                    percent: entry.fee.percent,
                    fixed: money(schedule.fixed),
                    freeAbove: money(schedule.freeAbove),
                  })
            }`,
            description:
              entryQuote === undefined ? undefined : (
                <span data-testid={`pay-quote-${entry.method}`}>
                  {t('pay.methods.quote', {
                    total: money(entryQuote.total),
                    fee: money(entryQuote.fee),
                    credited: money(entryQuote.credited),
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
          {chosenQuote === undefined
            ? t('pay.submit')
            : t('pay.submitAmount', { total: money(chosenQuote.total) })}
        </Button>
      </div>
    </form>
  );
}
