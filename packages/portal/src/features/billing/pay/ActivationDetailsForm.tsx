import type { ApiFailure } from '@cloud-portal/api-client';
import { Button, TextField } from '@cloud-portal/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { asApiFailure } from '../../../app/productApi.ts';
import { FailureAlert } from '../../auth/FailureAlert.tsx';
import {
  EMPTY_DETAILS,
  isRussianCompany,
  readActivationDetails,
  type DetailsDraft,
  type DetailsProblems,
  type FieldMessage,
} from './activationDetails.ts';
import styles from './PayWith.module.css';
import { useKeyText } from './useKeyText.ts';
import { useActivateWithDetailsMutation } from './paymentsApi.ts';

/**
 * Activate with details (§7 `POST activate-with-details/`, §3 form store): names, phone, country
 * and, optionally, a company (a Russian one with its INN and KPP). What was typed stays after a
 * server error.
 * @example <ActivationDetailsForm />
 */
export function ActivationDetailsForm() {
  const { t } = useTranslation('billing');
  const text = useKeyText();
  const [activate, activation] = useActivateWithDetailsMutation();
  const [draft, setDraft] = useState<DetailsDraft>(EMPTY_DETAILS);
  const [problems, setProblems] = useState<DetailsProblems>({});
  const [failure, setFailure] = useState<ApiFailure>();
  const message = (problem: FieldMessage | undefined) => (problem ? text(problem) : undefined);

  const field = (
    name: keyof DetailsDraft,
    label: string,
    extra: { autoComplete?: string; hint?: string } = {},
  ) => (
    <TextField
      label={label}
      value={draft[name]}
      error={message(problems[name])}
      {...extra}
      onChange={(event) => {
        const value = event.target.value;
        setDraft((before) => ({ ...before, [name]: value }));
        setProblems((before) => ({ ...before, [name]: undefined }));
      }}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (activation.isLoading) return;
    const reading = readActivationDetails(draft);
    if (!reading.ok) {
      setProblems(reading.problems);
      return;
    }
    setFailure(undefined);
    try {
      await activate(reading.body).unwrap();
    } catch (thrown) {
      setFailure(asApiFailure(thrown));
    }
  };

  return (
    <form className={styles.stack} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.grid}>
        {field('firstName', t('pay.details.firstName'), { autoComplete: 'given-name' })}
        {field('lastName', t('pay.details.lastName'), { autoComplete: 'family-name' })}
        {field('phone', t('pay.details.phone'), {
          autoComplete: 'tel',
          hint: t('pay.details.phoneHint'),
        })}
        {field('country', t('pay.details.country'), {
          autoComplete: 'country',
          hint: t('pay.details.countryHint'),
        })}
        {field('companyName', t('pay.details.companyName'), { autoComplete: 'organization' })}
        {isRussianCompany(draft) ? (
          <>
            {field('inn', t('pay.details.inn'))}
            {field('kpp', t('pay.details.kpp'))}
          </>
        ) : null}
      </div>
      <FailureAlert failure={failure} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={activation.isLoading}>
          {t('pay.details.submit')}
        </Button>
      </div>
    </form>
  );
}
