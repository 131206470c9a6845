import type { ApiFailure } from '@cloud-portal/api-client';
import { Button, TextField } from '@cloud-portal/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { asApiFailure } from '../../../app/productApi.ts';
import { FailureAlert } from '../../auth/FailureAlert.tsx';
import { CountrySelect } from '../../forms/CountrySelect.tsx';
import { splitFailure } from '../../forms/serverFieldErrors.ts';
import { useFormDraft } from '../../forms/useFormField.ts';
import {
  DETAILS_API_NAMES,
  DETAILS_FORM_FIELDS,
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

type DetailsField = keyof DetailsDraft;

/**
 * Activate with details (§7 `POST activate-with-details/`, §3 form store): names, phone, country
 * (picked from the list, named in the interface language) and, optionally, a company (a Russian
 * one with its INN and KPP). What was typed is held by the form store: it stays after a server
 * error and when the customer leaves and comes back, and goes once the account is activated. The
 * server's field errors (`errors` of a 400) show under their fields; the alert is for the rest.
 * @example <ActivationDetailsForm />
 */
export function ActivationDetailsForm() {
  const { t } = useTranslation('billing');
  const text = useKeyText();
  const [activate, activation] = useActivateWithDetailsMutation();
  const form = useFormDraft(DETAILS_FORM_FIELDS, EMPTY_DETAILS);
  const draft: DetailsDraft = form.values;
  const [problems, setProblems] = useState<DetailsProblems>({});
  const [failure, setFailure] = useState<ApiFailure>();
  // Fields changed since the server's answer: its message about them is out of date.
  const [changedSince, setChangedSince] = useState<ReadonlySet<DetailsField>>(new Set());
  const russian = isRussianCompany(draft);
  const shown = (Object.keys(DETAILS_API_NAMES) as DetailsField[]).filter(
    (name) => russian || (name !== 'inn' && name !== 'kpp'),
  );
  const server = splitFailure(failure, DETAILS_API_NAMES, shown);
  const message = (name: DetailsField, problem: FieldMessage | undefined) =>
    problem ? text(problem) : changedSince.has(name) ? undefined : server.fields[name];

  const change = (name: DetailsField, value: string) => {
    form.set(name, value);
    setProblems((before) => ({ ...before, [name]: undefined }));
    setChangedSince((before) => new Set(before).add(name));
  };

  const field = (
    name: DetailsField,
    label: string,
    extra: { autoComplete?: string; hint?: string; inputMode?: 'numeric' | 'tel' } = {},
  ) => (
    <TextField
      label={label}
      name={name}
      value={draft[name]}
      error={message(name, problems[name])}
      {...extra}
      onChange={(event) => change(name, event.target.value)}
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
      // The details are the server's now (the profile holds them): the store lets them go.
      form.submitted();
    } catch (thrown) {
      setChangedSince(new Set());
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
          inputMode: 'tel',
          hint: t('pay.details.phoneHint'),
        })}
        <CountrySelect
          label={t('pay.details.country')}
          placeholder={t('pay.details.countryPlaceholder')}
          value={draft.country}
          onChange={(code) => change('country', code)}
          error={message('country', problems.country)}
        />
        {field('companyName', t('pay.details.companyName'), { autoComplete: 'organization' })}
        {russian ? (
          <>
            {field('inn', t('pay.details.inn'), { inputMode: 'numeric' })}
            {field('kpp', t('pay.details.kpp'), { inputMode: 'numeric' })}
          </>
        ) : null}
      </div>
      <FailureAlert failure={server.summary} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={activation.isLoading}>
          {t('pay.details.submit')}
        </Button>
      </div>
    </form>
  );
}
