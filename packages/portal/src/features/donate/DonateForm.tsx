import { DEFAULT_TOP_UP_AMOUNT } from '@cloud-portal/domain/constants';
import { currencySymbol, formatAmount, type Currency } from '@cloud-portal/domain/money';
import {
  DONATION_MAX_AMOUNT,
  DONATION_MIN_AMOUNT,
  donationMethods,
  parseDonationAmount,
  type DonationAmountProblem,
  type PaymentMethod,
} from '@cloud-portal/domain/payments';
import { AmountField, Button, RadioGroup, Select, TextField } from '@cloud-portal/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useBrand } from '../../brand/BrandContext.tsx';
import styles from './Donate.module.css';
import {
  DONATION_CURRENCIES,
  METHOD_LABEL_KEYS,
  draftSearch,
  initialCurrency,
  receiptEmailOk,
  type PayWithLocationState,
} from './donation.ts';

const PROBLEM_KEYS = {
  required: 'donate.errors.required',
  format: 'donate.errors.format',
  min: 'donate.errors.min',
  max: 'donate.errors.max',
} as const satisfies Record<DonationAmountProblem, string>;

/**
 * The donation form of `/donate` (§2): amount, currency, payment method and an optional receipt
 * email. Checked here with translated messages (the input stays as typed); a valid donation
 * goes on to `/donate/pay-with`. "Change" on that step comes back with the choice filled in.
 * @example <DonateForm />
 */
export function DonateForm() {
  const { t } = useTranslation(['billing']);
  const brand = useBrand();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [amount, setAmount] = useState(params.get('amount') ?? String(DEFAULT_TOP_UP_AMOUNT));
  const [currency, setCurrency] = useState<Currency>(() =>
    initialCurrency(params.get('currency'), brand.currency),
  );
  const [chosenMethod, setMethod] = useState(params.get('method') ?? 'card');
  const [email, setEmail] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const [emailError, setEmailError] = useState<string>();

  const methods = donationMethods(currency);
  // A method the new currency does not offer falls back to the card, which every currency has.
  const method: PaymentMethod = methods.find((item) => item === chosenMethod) ?? 'card';
  // §9: the rouble variant deals in whole roubles, donations included.
  const wholeUnits = brand.roubleIntegers && currency === 'rub';
  const money = (value: number) =>
    formatAmount(value, { currency, roubleIntegers: brand.roubleIntegers });
  const bounds = { min: money(DONATION_MIN_AMOUNT), max: money(DONATION_MAX_AMOUNT) };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseDonationAmount(amount, { wholeUnits });
    const amountProblem = parsed.ok
      ? undefined
      : parsed.problem === 'format' && wholeUnits
        ? t('donate.errors.formatWhole')
        : t(PROBLEM_KEYS[parsed.problem], bounds);
    const emailProblem = receiptEmailOk(email) ? undefined : t('donate.errors.email');
    setAmountError(amountProblem);
    setEmailError(emailProblem);
    if (!parsed.ok || emailProblem) return;
    const state: PayWithLocationState = email.trim() ? { email: email.trim() } : {};
    await navigate(
      {
        pathname: '/donate/pay-with',
        search: draftSearch({ amount: parsed.amount, currency, method }),
      },
      { state },
    );
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.amountRow}>
        <AmountField
          label={t('donate.amount')}
          name="amount"
          value={amount}
          onValueChange={(text) => setAmount(text)}
          min={DONATION_MIN_AMOUNT}
          max={DONATION_MAX_AMOUNT}
          step={wholeUnits ? 1 : 0.01}
          currencySymbol={currencySymbol(currency)}
          symbolPosition={currency === 'rub' ? 'suffix' : 'prefix'}
          hint={t('donate.amountHint', bounds)}
          error={amountError}
          required
        />
        <Select
          label={t('donate.currency')}
          name="currency"
          value={currency}
          onChange={(next) => setCurrency(next)}
          options={DONATION_CURRENCIES.map((code) => ({
            value: code,
            label: `${code.toUpperCase()} ${currencySymbol(code)}`,
          }))}
        />
      </div>
      <RadioGroup
        label={t('donate.method')}
        name="method"
        value={method}
        onValueChange={setMethod}
        options={methods.map((item) => ({ value: item, label: t(METHOD_LABEL_KEYS[item]) }))}
      />
      <TextField
        label={t('donate.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={emailError}
      />
      <Button type="submit">{t('donate.submit')}</Button>
    </form>
  );
}
