import { getCookieValue, type LoginRequest, type ApiFailure } from '@cloud-portal/api-client';
import { cleanLoginPayload, loginOutcome } from '@cloud-portal/domain/session';
import {
  normaliseRecoveryCode,
  normaliseTwoFactorCode,
  validateRecoveryCode,
  validateRequired,
  validateTwoFactorCode,
  type ValidationResult,
} from '@cloud-portal/domain/validation';
import { Alert, Button, PasswordField, TextField } from '@cloud-portal/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useBrand } from '../../brand/BrandContext.tsx';
import { fingerprintFields } from '../session/fingerprint.ts';
import { asApiFailure } from '../../app/productApi.ts';
import { useLoginMutation, useVerifyTotpMutation } from '../session/sessionApi.ts';
import { useIsLoggedIn } from '../session/useSession.ts';
import styles from './AuthPage.module.css';
import { FailureAlert } from './FailureAlert.tsx';
import { SocialButtons } from './SocialButtons.tsx';
import { AFTER_LOGIN_PATH, useFinishLogin } from './useFinishLogin.ts';
import { useMessageText } from './useMessageText.ts';

/** Router state the reset-password screen passes to the login (a success notice). */
export interface LoginLocationState {
  passwordReset?: boolean;
}

const readCookies = () => globalThis.document?.cookie ?? '';

/**
 * `/login` (`/sign-in` on brands whose login path it is): email and password, then a TOTP or
 * recovery code when the account asks for one (§4 Login), plus the social providers (§1).
 * Logged-in visitors go to the server list (§2).
 * @example { path: 'login', Component: LoginPage }
 */
export function LoginPage() {
  const brand = useBrand();
  const location = useLocation();
  const loggedIn = useIsLoggedIn();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<'password' | 'totp'>('password');

  if (location.pathname !== brand.loginPath) {
    return <Navigate to={{ pathname: brand.loginPath, search: location.search }} replace />;
  }
  if (loggedIn && step === 'password') {
    const next = params.get('next');
    return <Navigate to={next ?? AFTER_LOGIN_PATH} replace />;
  }
  return (
    <div className={styles.page}>
      {step === 'password' ? (
        <PasswordStep
          email={email}
          onEmailChange={setEmail}
          onTotpRequired={() => setStep('totp')}
          passwordReset={(location.state as LoginLocationState | null)?.passwordReset === true}
        />
      ) : (
        <TotpStep email={email} onBack={() => setStep('password')} />
      )}
    </div>
  );
}

function PasswordStep({
  email,
  onEmailChange,
  onTotpRequired,
  passwordReset,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onTotpRequired: () => void;
  passwordReset: boolean;
}) {
  const { t } = useTranslation('auth');
  const text = useMessageText();
  const brand = useBrand();
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ email: ValidationResult; password: ValidationResult }>(
    { email: null, password: null },
  );
  const [error, setError] = useState<ApiFailure>();
  const [login, { isLoading }] = useLoginMutation();
  const finish = useFinishLogin();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { email: validateRequired(email), password: validateRequired(password) };
    setProblems(found);
    if (found.email || found.password) return;
    setError(undefined);
    const cookies = readCookies();
    const body: LoginRequest = cleanLoginPayload({
      email: email.trim(),
      password,
      affiliate_uuid: getCookieValue(cookies, 'affiliate_uuid'),
      affiliate_hit: getCookieValue(cookies, 'affiliate_hit'),
      ...(await fingerprintFields()),
    });
    try {
      const answer = await login(body).unwrap();
      if (loginOutcome(answer).kind === 'totpRequired') onTotpRequired();
      else if ('customer' in answer) await finish(answer);
    } catch (failure) {
      setError(asApiFailure(failure));
    }
  };

  return (
    <>
      <h1 className={styles.heading}>{t('login.heading')}</h1>
      {passwordReset && (
        <Alert tone="success" role="status">
          {t('login.passwordResetDone')}
        </Alert>
      )}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <FailureAlert failure={error} />
        <TextField
          label={t('login.email')}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          error={problems.email ? text(problems.email) : undefined}
          required
        />
        <PasswordField
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={problems.password ? text(problems.password) : undefined}
          showPasswordLabel={t('showPassword')}
          hidePasswordLabel={t('hidePassword')}
          required
        />
        <Button type="submit" loading={isLoading} fullWidth>
          {t('login.submit')}
        </Button>
      </form>
      <div className={styles.links}>
        <Link to="/reset-password">{t('login.forgotPassword')}</Link>
        {brand.features.signUp && (
          <span>
            {t('login.noAccount')} <Link to="/register">{t('login.signUpLink')}</Link>
          </span>
        )}
      </div>
      <p className={styles.divider}>{t('login.orContinueWith')}</p>
      <SocialButtons />
    </>
  );
}

function TotpStep({ email, onBack }: { email: string; onBack: () => void }) {
  const { t } = useTranslation('auth');
  const text = useMessageText();
  const [mode, setMode] = useState<'code' | 'recovery'>('code');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<ValidationResult>(null);
  const [error, setError] = useState<ApiFailure>();
  const [verify, { isLoading }] = useVerifyTotpMutation();
  const finish = useFinishLogin();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = mode === 'code' ? validateTwoFactorCode(code) : validateRecoveryCode(code);
    setProblem(found);
    if (found) return;
    setError(undefined);
    const normalised = mode === 'code' ? normaliseTwoFactorCode(code) : normaliseRecoveryCode(code);
    try {
      await finish(await verify({ email: email.trim(), code: normalised }).unwrap());
    } catch (failure) {
      setError(asApiFailure(failure));
    }
  };

  const switchMode = () => {
    setMode(mode === 'code' ? 'recovery' : 'code');
    setCode('');
    setProblem(null);
    setError(undefined);
  };

  return (
    <>
      <h1 className={styles.heading}>{t('totp.heading')}</h1>
      <p>{mode === 'code' ? t('totp.intro') : t('totp.recoveryIntro')}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <FailureAlert failure={error} />
        <TextField
          key={mode}
          label={mode === 'code' ? t('totp.codeLabel') : t('totp.recoveryLabel')}
          name="code"
          autoComplete="one-time-code"
          inputMode={mode === 'code' ? 'numeric' : 'text'}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={problem ? text(problem) : undefined}
          required
        />
        <Button type="submit" loading={isLoading} fullWidth>
          {t('totp.submit')}
        </Button>
      </form>
      <div className={styles.links}>
        <Button variant="ghost" size="sm" onClick={switchMode}>
          {mode === 'code' ? t('totp.useRecovery') : t('totp.useCode')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onBack}>
          {t('totp.back')}
        </Button>
      </div>
    </>
  );
}
