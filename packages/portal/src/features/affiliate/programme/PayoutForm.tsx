import type {
  AffiliateEarnings,
  AffiliatePayoutMethod,
  ApiFailure,
} from '@cloud-portal/api-client';
import { currencySymbol } from '@cloud-portal/domain/money';
import { Alert, AmountField, Button, RadioGroup, TextField } from '@cloud-portal/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { asApiFailure } from '../../../app/productApi.ts';
import { FailureAlert } from '../../auth/FailureAlert.tsx';
import { useRequestAffiliatePayoutMutation } from './affiliateProgrammeApi.ts';
import styles from './AffiliateScreen.module.css';
import {
  checkPayoutDraft,
  decimalCents,
  payoutLimits,
  type PayoutDraft,
  type PayoutDraftErrors,
} from './payoutDraft.ts';
import { useAffiliateMoney } from './useAffiliateMoney.ts';

const newKey = () => `payout-${globalThis.crypto.randomUUID()}`;

/** Server codes of `POST pay-out/` the form explains next to the amount. */
const AMOUNT_CODES: Readonly<Record<string, 'belowMinimum' | 'aboveAvailable'>> = {
  payout_below_minimum: 'belowMinimum',
  payout_above_available: 'aboveAvailable',
};

/**
 * The pay-out request (§7 `POST pay-out/`): an amount between the minimum and what is available,
 * to the balance (at once) or a wallet (a pending request). Disabled, with the reason, while less
 * than the minimum is available. The amount is typed in the currency the screen shows (roubles
 * on the rouble brand, whole ones) and converted back to the dollars the request carries. One Idempotency-Key per attempt: a double submit or a retry of
 * the same details pays once; changing a detail starts a new attempt. Input is kept on failure.
 * @example <PayoutForm earnings={earnings} />
 */
export function PayoutForm({ earnings }: { earnings: AffiliateEarnings }) {
  const { t } = useTranslation('affiliate');
  const [draft, setDraft] = useState<PayoutDraft>({ amount: '', method: 'balance', wallet: '' });
  const [errors, setErrors] = useState<PayoutDraftErrors>({});
  const [failure, setFailure] = useState<ApiFailure | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const [request, { isLoading }] = useRequestAffiliatePayoutMutation();

  const { money, shown, units } = useAffiliateMoney();
  const limits = { minimum: earnings.minimum_payout, available: earnings.available };
  const { minimumUnits, availableUnits } = payoutLimits(limits, shown);
  const minimum = units(minimumUnits);
  const available = units(availableUnits);
  const disabled =
    decimalCents(earnings.available) < decimalCents(earnings.minimum_payout) ||
    availableUnits < minimumUnits;
  const errorText = (field: keyof PayoutDraftErrors) => {
    const key = errors[field];
    return key === undefined
      ? undefined
      : t(`programme.payout.errors.${key}`, { minimum, available });
  };

  const edit = (change: Partial<PayoutDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setIdempotencyKey(newKey());
    setDone(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    setDone(undefined);
    const checked = checkPayoutDraft(draft, limits, shown);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      const payout = await request({ body: checked.body, idempotencyKey }).unwrap();
      const amount = money(payout.amount);
      setDone(
        payout.status === 'paid'
          ? t('programme.payout.paid', { amount })
          : t('programme.payout.requested', { amount }),
      );
      setDraft((current) => ({ ...current, amount: '' }));
      setIdempotencyKey(newKey());
    } catch (thrown) {
      const apiFailure = asApiFailure(thrown);
      const amountError = AMOUNT_CODES[apiFailure.code];
      if (amountError !== undefined) setErrors({ amount: amountError });
      else if (apiFailure.code === 'idempotency_key_reused') {
        setErrors({});
        setFailure({ ...apiFailure, message: t('programme.payout.errors.keyReused') });
        setIdempotencyKey(newKey());
      } else if (apiFailure.fieldErrors?.['wallet'] !== undefined)
        setErrors({ wallet: 'walletRequired' });
      else setFailure(apiFailure);
    }
  };

  // The pay-out's confirmation stays when the earnings it used up leave nothing to pay out.
  const doneAlert = done ? (
    <Alert tone="success" role="status" data-testid="payout-done">
      {done}
    </Alert>
  ) : null;

  if (disabled)
    return (
      <>
        {doneAlert}
        <Alert tone="info" data-testid="payout-unavailable">
          {t('programme.payout.unavailable', { minimum, days: earnings.hold_days })}
        </Alert>
      </>
    );

  const methods: { value: AffiliatePayoutMethod; label: string; description: string }[] = [
    {
      value: 'balance',
      label: t('programme.payout.balance'),
      description: t('programme.payout.balanceHint'),
    },
    {
      value: 'wallet',
      label: t('programme.payout.wallet'),
      description: t('programme.payout.walletHint'),
    },
  ];

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {failure?.code === 'idempotency_key_reused' ? (
        <Alert tone="danger" role="alert">
          {failure.message}
        </Alert>
      ) : (
        <FailureAlert failure={failure} />
      )}
      {doneAlert}
      <AmountField
        label={t('programme.payout.amount')}
        currencySymbol={currencySymbol(shown.currency)}
        symbolPosition={shown.currency === 'rub' ? 'suffix' : 'prefix'}
        step={shown.wholeUnits ? 1 : 0.01}
        value={draft.amount}
        onValueChange={(amount) => edit({ amount })}
        hint={t('programme.payout.amountHint', { minimum, available })}
        error={errorText('amount')}
        name="amount"
      />
      <RadioGroup
        label={t('programme.payout.method')}
        options={methods}
        value={draft.method}
        onValueChange={(method) => edit({ method })}
      />
      {draft.method === 'wallet' ? (
        <TextField
          label={t('programme.payout.walletAddress')}
          value={draft.wallet}
          onChange={(event) => edit({ wallet: event.target.value })}
          error={errorText('wallet')}
          name="wallet"
          autoComplete="off"
        />
      ) : null}
      <div>
        <Button type="submit" loading={isLoading}>
          {t('programme.payout.submit')}
        </Button>
      </div>
    </form>
  );
}
