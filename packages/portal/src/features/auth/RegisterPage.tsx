import type { ApiFailure } from '@cloud-portal/api-client';
import {
  PASSWORD_MIN_LENGTH,
  validatePassword,
  validatePasswordConfirmation,
  validateRequired,
  type ValidationResult,
} from '@cloud-portal/domain/validation';
import { Alert, Button, PasswordField, TextField } from '@cloud-portal/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks.ts';
import { goalReached } from '../analytics/goalReached.ts';
import { useBrand } from '../../brand/BrandContext.tsx';
import { markJwtRefreshed } from '../session/apiClientOptions.ts';
import { asApiFailure } from '../../app/productApi.ts';
import { fingerprintFields } from '../session/fingerprint.ts';
import { sessionApi, useSignUpMutation } from '../session/sessionApi.ts';
import { useIsLoggedIn } from '../session/useSession.ts';
import styles from './AuthPage.module.css';
import { FailureAlert } from './FailureAlert.tsx';
import { AFTER_LOGIN_PATH } from './useFinishLogin.ts';
import { useMessageText } from './useMessageText.ts';

interface Problems {
  email: ValidationResult;
  password: ValidationResult;
  confirmation: ValidationResult;
}

/**
 * `/register` (§2; hidden when the brand has no sign-up, e.g. asia): email, password and its
 * repetition (§5), with the browser fingerprint; the affiliate cookies travel by themselves (§9).
 * A new account is logged in and goes to the control area. An address that already has an
 * account gets the same answer without a session (no enumeration): then "check your mailbox".
 * @example { path: 'register', Component: RegisterPage }
 */
export function RegisterPage() {
  const brand = useBrand();
  const loggedIn = useIsLoggedIn();
  const { t } = useTranslation('auth');
  const text = useMessageText();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<Problems>({
    email: null,
    password: null,
    confirmation: null,
  });
  const [error, setError] = useState<ApiFailure>();
  const [checkMail, setCheckMail] = useState(false);
  const [signUp, { isLoading }] = useSignUpMutation();
  const [loadingCustomer, setLoadingCustomer] = useState(false);

  if (!brand.features.signUp) return <Navigate to={brand.loginPath} replace />;
  if (loggedIn) return <Navigate to={AFTER_LOGIN_PATH} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {
      email: validateRequired(email),
      password: validatePassword(password),
      confirmation: validatePasswordConfirmation(password, confirmation),
    };
    setProblems(found);
    if (found.email || found.password || found.confirmation) return;
    setError(undefined);
    setCheckMail(false);
    try {
      await signUp({ email: email.trim(), password, ...(await fingerprintFields()) }).unwrap();
    } catch (failure) {
      setError(asApiFailure(failure));
      return;
    }
    dispatch(goalReached('sign_up'));
    setLoadingCustomer(true);
    const customer = await dispatch(
      sessionApi.endpoints.getCustomer.initiate(undefined, { forceRefetch: true }),
    );
    setLoadingCustomer(false);
    if (customer.data) {
      markJwtRefreshed(globalThis.localStorage, Date.now());
      await navigate(AFTER_LOGIN_PATH, { replace: true });
    } else {
      setCheckMail(true);
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('register.heading')}</h1>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <FailureAlert failure={error} />
        {checkMail && (
          <Alert tone="info" role="status">
            {t('register.checkMail')}
          </Alert>
        )}
        <TextField
          label={t('register.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={problems.email ? text(problems.email) : undefined}
          required
        />
        <PasswordField
          label={t('register.password')}
          name="password"
          autoComplete="new-password"
          hint={t('register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={problems.password ? text(problems.password) : undefined}
          showPasswordLabel={t('showPassword')}
          hidePasswordLabel={t('hidePassword')}
          required
        />
        <PasswordField
          label={t('register.passwordConfirmation')}
          name="password-confirmation"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={problems.confirmation ? text(problems.confirmation) : undefined}
          showPasswordLabel={t('showPassword')}
          hidePasswordLabel={t('hidePassword')}
          required
        />
        <Button type="submit" loading={isLoading || loadingCustomer} fullWidth>
          {t('register.submit')}
        </Button>
      </form>
      <div className={styles.links}>
        <span>
          {t('register.haveAccount')} <Link to={brand.loginPath}>{t('register.signInLink')}</Link>
        </span>
      </div>
    </div>
  );
}
