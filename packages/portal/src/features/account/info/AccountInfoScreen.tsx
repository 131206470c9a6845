import type { ApiFailure, Customer, CustomerProfile } from '@cloud-portal/api-client';
import {
  allowEmpty,
  validateInn,
  validateKpp,
  validatePhone,
  validateRequired,
  type ValidationResult,
} from '@cloud-portal/domain/validation';
import { Alert, Button, Card, PasswordField, Select, Skeleton, TextField } from '@cloud-portal/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks.ts';
import { asApiFailure } from '../../../app/productApi.ts';
import { SOCIAL_PROVIDER_NAMES } from '../../auth/social.ts';
import { useMessageText } from '../../auth/useMessageText.ts';
import { CountrySelect } from '../../forms/CountrySelect.tsx';
import { formSubmitted, type FormField } from '../../forms/formStore.ts';
import { splitFailure } from '../../forms/serverFieldErrors.ts';
import { useFormDraft, useFormField } from '../../forms/useFormField.ts';
import { useGetCustomerQuery } from '../../session/sessionApi.ts';
import { usePortalToaster } from '../../toasts/usePortalToaster.ts';
import { AccountFailureAlert } from '../AccountFailureAlert.tsx';
import {
  useChangeEmailMutation,
  useGetCustomerProfileQuery,
  useUpdateCustomerProfileMutation,
} from '../accountApi.ts';
import styles from './AccountInfoScreen.module.css';

type ProfileField = keyof CustomerProfile;
type Problems = Partial<Record<ProfileField, ValidationResult>>;

/** Where each profile field lives in the §3 form store (names, phone and country are shared). */
const PROFILE_FORM_FIELDS = {
  first_name: 'firstName',
  last_name: 'lastName',
  phone: 'phone',
  country: 'country',
  company_name: 'companyName',
  company_address: 'companyAddress',
  taxpayer_kind: 'taxpayerKind',
  inn: 'inn',
  kpp: 'kpp',
} as const satisfies Record<ProfileField, FormField>;

/** The API's names are the form's own (`errors` of a 400 name them so). */
const PROFILE_API_NAMES = Object.fromEntries(
  Object.keys(PROFILE_FORM_FIELDS).map((field) => [field, field]),
) as Record<ProfileField, ProfileField>;

/** The form's checks (§5 phone; §3 INN and KPP of a Russian company); empty fields pass. */
function profileProblems(profile: CustomerProfile): Problems {
  const problems: Problems = { phone: allowEmpty(validatePhone)(profile.phone) };
  if (profile.country === 'RU') {
    problems.inn = allowEmpty((value) => validateInn(value, profile.taxpayer_kind))(profile.inn);
    if (profile.taxpayer_kind === 'company' && profile.inn.trim() !== '') {
      problems.kpp = validateKpp(profile.kpp);
    }
  }
  return problems;
}

/** A simple address check before the server's: something@something.tld. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * `account/info` (§2, §3 Customer and Form store): the profile (names, phone, country), the
 * company details (name, address, and for a Russian company INN and KPP) and the email address,
 * whose change asks for the password again (and a TOTP code when two-factor is on). What is
 * typed is held by the §3 form store until it is saved, so it survives leaving the screen (a note
 * says so and offers to discard it). The server's field errors show under their fields; other
 * failures above their form, which keeps what was typed.
 */
export function AccountInfoScreen() {
  const { t } = useTranslation('account');
  const customer = useGetCustomerQuery();
  const profile = useGetCustomerProfileQuery();

  let body;
  if (customer.isLoading || profile.isLoading) {
    body = (
      <div role="status" aria-busy="true" aria-label={t('info.loading')} className={styles.loading}>
        <Skeleton variant="rect" height="14rem" />
        <Skeleton variant="rect" height="10rem" />
      </div>
    );
  } else if (customer.isError || profile.isError || !customer.data || !profile.data) {
    body = (
      <Alert
        tone="danger"
        role="alert"
        title={t('info.failed')}
        action={
          <Button
            variant="secondary"
            loading={customer.isFetching || profile.isFetching}
            onClick={() => {
              void customer.refetch();
              void profile.refetch();
            }}
          >
            {t('info.retry')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <ProfileForm initial={profile.data} />
        <EmailForm customer={customer.data} />
      </>
    );
  }

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t('screens.accountInfo')}</h1>
      <p className={styles.intro}>{t('info.intro')}</p>
      {body}
    </div>
  );
}

function ProfileForm({ initial }: { initial: CustomerProfile }) {
  const { t } = useTranslation('account');
  const text = useMessageText();
  const toaster = usePortalToaster();
  // What the server answered to the last save, until the refetched profile (a new `initial`)
  // arrives: the form shows the saved values, not the old ones, once the store lets go.
  const [saved, setSaved] = useState<{ profile: CustomerProfile; over: CustomerProfile }>();
  const draft = useFormDraft(
    PROFILE_FORM_FIELDS,
    saved && saved.over === initial ? saved.profile : initial,
  );
  // The store holds strings; taxpayer_kind is one of its two values (the select offers no other).
  const values = draft.values as CustomerProfile;
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<ApiFailure>();
  const [save, { isLoading }] = useUpdateCustomerProfileMutation();
  const russian = values.country === 'RU';
  const server = splitFailure(failure, PROFILE_API_NAMES);

  const set = (field: ProfileField) => (value: string) => {
    draft.set(field, value);
    if (problems[field]) setProblems((current) => ({ ...current, [field]: null }));
  };
  // A field's own check first, else what the server said about it (English, from the sandbox).
  const errorOf = (field: ProfileField) => {
    const problem = problems[field];
    if (problem) return text(problem);
    return server.fields[field];
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = profileProblems(values);
    setProblems(found);
    if (Object.values(found).some((problem) => problem)) return;
    setFailure(undefined);
    try {
      setSaved({ profile: await save(values).unwrap(), over: initial });
      // Saved: the server holds the profile now, the store lets the typed values go.
      draft.submitted();
      toaster.show({ level: 'success', message: t('info.saved') });
    } catch (thrown) {
      setFailure(asApiFailure(thrown));
    }
  };

  const textField = (field: ProfileField, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      name={field}
      value={values[field]}
      onChange={(event) => set(field)(event.target.value)}
      error={errorOf(field)}
      {...extra}
    />
  );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Card title={t('info.profile.title')} titleLevel={2}>
        <div className={styles.grid}>
          {textField('first_name', t('info.profile.firstName'), {
            autoComplete: 'given-name',
            maxLength: 100,
          })}
          {textField('last_name', t('info.profile.lastName'), {
            autoComplete: 'family-name',
            maxLength: 100,
          })}
          {textField('phone', t('info.profile.phone'), {
            type: 'tel',
            autoComplete: 'tel',
            hint: t('info.profile.phoneHint'),
            maxLength: 40,
          })}
          <CountrySelect
            label={t('info.profile.country')}
            placeholder={t('info.profile.countryPlaceholder')}
            value={values.country}
            onChange={set('country')}
            error={errorOf('country')}
          />
        </div>
      </Card>
      <Card
        title={t('info.company.title')}
        titleLevel={2}
        description={t('info.company.description')}
      >
        <div className={styles.grid}>
          {textField('company_name', t('info.company.name'), {
            autoComplete: 'organization',
            maxLength: 200,
          })}
          {textField('company_address', t('info.company.address'), {
            autoComplete: 'street-address',
            maxLength: 500,
          })}
          {russian ? (
            <>
              <Select
                label={t('info.company.taxpayerKind')}
                name="taxpayer_kind"
                options={[
                  { value: 'company', label: t('info.company.kinds.company') },
                  { value: 'soleTrader', label: t('info.company.kinds.soleTrader') },
                ]}
                value={values.taxpayer_kind}
                onChange={(value) => {
                  draft.set('taxpayer_kind', value);
                  setProblems((current) => ({ ...current, inn: null, kpp: null }));
                }}
              />
              {textField('inn', t('info.company.inn'), {
                hint: t('info.company.innHint'),
                inputMode: 'numeric',
                maxLength: 12,
              })}
              {values.taxpayer_kind === 'company'
                ? textField('kpp', t('info.company.kpp'), {
                    hint: t('info.company.kppHint'),
                    maxLength: 9,
                  })
                : null}
            </>
          ) : null}
        </div>
      </Card>
      <AccountFailureAlert failure={server.summary} />
      {draft.edited ? (
        <Alert
          tone="info"
          action={
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                draft.discard();
                setProblems({});
                setFailure(undefined);
              }}
            >
              {t('info.discard')}
            </Button>
          }
        >
          {t('info.unsaved')}
        </Alert>
      ) : null}
      <div>
        <Button type="submit" loading={isLoading}>
          {t('info.save')}
        </Button>
      </div>
    </form>
  );
}

function EmailForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation('account');
  const text = useMessageText();
  const toaster = usePortalToaster();
  // §3 form store `email`; the password is not held there (formStore.ts says why).
  const dispatch = useAppDispatch();
  const [email, setEmail] = useFormField('email');
  const [password, setPassword] = useState('');
  const [totpCode, setTotpCode] = useState('');
  const [problems, setProblems] = useState<{
    email?: string;
    password?: string;
    totpCode?: string;
  }>({});
  const [failure, setFailure] = useState<ApiFailure>();
  const [changeEmail, { isLoading }] = useChangeEmailMutation();

  if (customer.social_provider !== null) {
    return (
      <Card title={t('info.email.title')} titleLevel={2}>
        <p className={styles.current}>
          {t('info.email.current')}: <strong data-testid="current-email">{customer.email}</strong>
        </p>
        <Alert tone="info">
          {t('info.email.social', { provider: SOCIAL_PROVIDER_NAMES[customer.social_provider] })}
        </Alert>
      </Card>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = email.trim().toLowerCase();
    const found = {
      email:
        wanted === ''
          ? text(validateRequired(''))
          : !EMAIL_SHAPE.test(wanted)
            ? t('info.email.invalidEmail')
            : wanted === customer.email
              ? t('info.email.same')
              : undefined,
      password: password === '' ? text(validateRequired('')) : undefined,
      totpCode:
        customer.totp_enabled && totpCode.trim() === '' ? text(validateRequired('')) : undefined,
    };
    setProblems(found);
    if (found.email || found.password || found.totpCode) return;
    setFailure(undefined);
    try {
      const updated = await changeEmail({
        id: customer.uuid,
        email: wanted,
        current_password: password,
        ...(customer.totp_enabled ? { totp_code: totpCode } : {}),
      }).unwrap();
      dispatch(formSubmitted(['email']));
      setPassword('');
      setTotpCode('');
      toaster.show({
        level: 'success',
        message: t('info.email.changed', { email: updated.email }),
      });
    } catch (thrown) {
      setFailure(asApiFailure(thrown));
    }
  };

  return (
    <Card title={t('info.email.title')} titleLevel={2} description={t('info.email.description')}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <p className={styles.current}>
          {t('info.email.current')}: <strong data-testid="current-email">{customer.email}</strong>
        </p>
        <AccountFailureAlert failure={failure} />
        <div className={styles.grid}>
          <TextField
            label={t('info.email.newEmail')}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={problems.email}
            maxLength={254}
          />
          <PasswordField
            label={t('info.email.password')}
            name="current_password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={problems.password}
            showPasswordLabel={t('security.showPassword')}
            hidePasswordLabel={t('security.hidePassword')}
          />
          {customer.totp_enabled ? (
            <TextField
              label={t('info.email.totpCode')}
              name="totp_code"
              autoComplete="one-time-code"
              value={totpCode}
              onChange={(event) => setTotpCode(event.target.value)}
              error={problems.totpCode}
              maxLength={32}
            />
          ) : null}
        </div>
        <div>
          <Button type="submit" variant="secondary" loading={isLoading}>
            {t('info.email.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
