import type { ApiFailure, CouponRedemption } from '@cloud-portal/api-client';
import { Alert, Button, TextField } from '@cloud-portal/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { asApiFailure } from '../../../app/productApi.ts';
import { FailureAlert } from '../../auth/FailureAlert.tsx';
import { formSubmitted } from '../../forms/formStore.ts';
import { useFormField } from '../../forms/useFormField.ts';
import { useShownCurrency } from '../../control/useShownCurrency.ts';
import { useAppDispatch } from '../../../app/hooks.ts';
import { COUPON_NOT_VALID, couponSuccessMessage, isCouponNotValid } from './couponMessage.ts';
import styles from './PayWith.module.css';
import { useKeyText } from './useKeyText.ts';
import { useActivateByCouponMutation } from './paymentsApi.ts';

/**
 * A promo code (§3 form store `coupon name`, §7 `POST activate-by-coupon/`): apply → the §8
 * success (the bonus) or failure; 404 marks the code not valid (§4) on the field. The customer is
 * refetched on success (the call invalidates it), so an account it activates shows as such. The
 * code stays in the field after a failure and when the customer leaves and comes back (the form
 * store holds it); a redeemed code leaves the store.
 * @example <CouponForm />
 */
export function CouponForm({ onRedeemed }: { onRedeemed?: (coupon: CouponRedemption) => void }) {
  const { t } = useTranslation('billing');
  const text = useKeyText();
  const { shown } = useShownCurrency();
  const [activate, activation] = useActivateByCouponMutation();
  const dispatch = useAppDispatch();
  const [coupon, setCoupon] = useFormField('couponName');
  const [notValid, setNotValid] = useState(false);
  const [required, setRequired] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();
  const [redeemed, setRedeemed] = useState<CouponRedemption>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (activation.isLoading) return;
    const code = coupon.trim();
    if (code === '') {
      setRequired(true);
      return;
    }
    setFailure(undefined);
    setNotValid(false);
    setRedeemed(undefined);
    try {
      const answer = await activate(code).unwrap();
      setRedeemed(answer.coupon);
      dispatch(formSubmitted(['couponName']));
      onRedeemed?.(answer.coupon);
    } catch (thrown) {
      const failed = asApiFailure(thrown);
      if (isCouponNotValid(failed)) setNotValid(true);
      else setFailure(failed);
    }
  };

  return (
    <form className={styles.coupon} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('pay.coupon.label')}
        value={coupon}
        autoComplete="off"
        maxLength={64}
        error={notValid ? text(COUPON_NOT_VALID) : required ? t('pay.coupon.required') : undefined}
        onChange={(event) => {
          setCoupon(event.target.value);
          setNotValid(false);
          setRequired(false);
        }}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" loading={activation.isLoading}>
          {t('pay.coupon.apply')}
        </Button>
      </div>
      <FailureAlert failure={failure} />
      {redeemed ? (
        <Alert tone="success" role="status">
          {text(couponSuccessMessage(redeemed, shown))}
        </Alert>
      ) : null}
    </form>
  );
}
