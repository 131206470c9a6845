import type { ApiFailure } from '@cloud-portal/api-client';
import {
  validatePassword,
  validatePasswordConfirmation,
  validateRequired,
  type ValidationResult,
} from '@cloud-portal/domain/validation';
import { Alert, Button, PasswordField, TextField } from '@cloud-portal/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useBrand } from '../../brand/BrandContext.tsx';
import { asApiFailure } from '../../app/productApi.ts';
import {
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
} from '../session/sessionApi.ts';
import styles from './AuthPage.module.css';
import { FailureAlert } from './FailureAlert.tsx';
import type { LoginLocationState } from './LoginPage.tsx';
import { useMessageText } from './useMessageText.ts';

/**
 * `/reset-password` (§2): without `?token=` the request form (the same confirmation whether or
 * not the address has an account); with it, the new-password form, which ends on the login.
 * @example { path: 'reset-password', Component: ResetPasswordPage }
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <div className={styles.page}>{token ? <NewPasswordForm token={token} /> : <RequestForm />}</div>
  );
}

function RequestForm() {
  const { t } = useTranslation('auth');
  const text = useMessageText();
  const brand = useBrand();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<ValidationResult>(null);
  const [error, setError] = useState<ApiFailure>();
  const [sent, setSent] = useState(false);
  const [request, { isLoading }] = useRequestPasswordResetMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRequired(email);
    setProblem(found);
    if (found) return;
    setError(undefined);
    try {
      await request({ email: email.trim() }).unwrap();
      setSent(true);
    } catch (failure) {
      setError(asApiFailure(failure));
    }
  };

  return (
    <>
      <h1 className={styles.heading}>{t('reset.requestHeading')}</h1>
      {sent ? (
        <Alert tone="success" role="status">
          {t('reset.requestSent')}
        </Alert>
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <p>{t('reset.requestIntro')}</p>
          <FailureAlert failure={error} />
          <TextField
            label={t('reset.email')}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={problem ? text(problem) : undefined}
            required
          />
          <Button type="submit" loading={isLoading} fullWidth>
            {t('reset.requestSubmit')}
          </Button>
        </form>
      )}
      <div className={styles.links}>
        <Link to={brand.loginPath}>{t('reset.backToLogin')}</Link>
      </div>
    </>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const text = useMessageText();
  const brand = useBrand();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<{
    password: ValidationResult;
    confirmation: ValidationResult;
  }>({ password: null, confirmation: null });
  const [error, setError] = useState<ApiFailure>();
  const [reset, { isLoading }] = useResetPasswordMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      password: validatePassword(password),
      confirmation: validatePasswordConfirmation(password, confirmation),
    };
    setProblems(found);
    if (found.password || found.confirmation) return;
    setError(undefined);
    try {
      await reset({ token, password }).unwrap();
    } catch (failure) {
      setError(asApiFailure(failure));
      return;
    }
    const state: LoginLocationState = { passwordReset: true };
    await navigate(brand.loginPath, { replace: true, state });
  };

  return (
    <>
      <h1 className={styles.heading}>{t('reset.newHeading')}</h1>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <FailureAlert failure={error} />
        <PasswordField
          label={t('reset.newPassword')}
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={problems.password ? text(problems.password) : undefined}
          showPasswordLabel={t('showPassword')}
          hidePasswordLabel={t('hidePassword')}
          required
        />
        <PasswordField
          label={t('reset.newPasswordConfirmation')}
          name="password-confirmation"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={problems.confirmation ? text(problems.confirmation) : undefined}
          showPasswordLabel={t('showPassword')}
          hidePasswordLabel={t('hidePassword')}
          required
        />
        <Button type="submit" loading={isLoading} fullWidth>
          {t('reset.newSubmit')}
        </Button>
      </form>
      <div className={styles.links}>
        <Link to={brand.loginPath}>{t('reset.backToLogin')}</Link>
      </div>
    </>
  );
}
