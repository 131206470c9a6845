import type { ApiFailure, Customer, TotpSetup } from '@cloud-portal/api-client';
import { groupSecret } from '@cloud-portal/domain/totp';
import {
  normaliseTwoFactorCode,
  validateRequired,
  validateTwoFactorCode,
  type ValidationResult,
} from '@cloud-portal/domain/validation';
import {
  Alert,
  Badge,
  Button,
  Card,
  CopyButton,
  PasswordField,
  Skeleton,
  TextField,
} from '@cloud-portal/ui';
import { Download } from 'lucide-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { asApiFailure } from '../../../app/productApi.ts';
import { SOCIAL_PROVIDER_NAMES } from '../../auth/social.ts';
import { useMessageText } from '../../auth/useMessageText.ts';
import { usePortalToaster } from '../../toasts/usePortalToaster.ts';
import { AccountFailureAlert } from '../AccountFailureAlert.tsx';
import { downloadText } from '../api/downloadText.ts';
import {
  useDisableTotpMutation,
  useGetRecoveryCodesLeftQuery,
  useGetTotpStatusQuery,
  useRegenerateRecoveryCodesMutation,
  useSetupTotpMutation,
  useVerifyTotpSetupMutation,
} from '../accountApi.ts';
import styles from './AccountSecurityScreen.module.css';

// The QR code (and the `qrcode` library behind it) loads only when a customer starts the set-up:
// it is not in the control area's first chunks.
const QRCode = lazy(async () => ({
  default: (await import('@cloud-portal/ui/components/qr-code')).QRCode,
}));

/** What asks for the password again (§7: setup, disable and regenerate each send it). */
type PasswordAction = 'enable' | 'disable' | 'regenerate';

type Step =
  | { kind: 'idle' }
  | { kind: 'password'; action: PasswordAction }
  | { kind: 'scan'; setup: TotpSetup }
  | { kind: 'codes'; codes: string[] };

/**
 * Two-factor authentication of account/security (§7 TOTP, §5 code of 6 digits, §6 not for
 * social-login accounts): turning it on (password, QR code and manual key, a first code, then
 * the recovery codes shown once), off, and new recovery codes, each after the password again.
 */
export function TwoFactorSection({ customer }: { customer: Customer }) {
  const { t } = useTranslation('account');
  const toaster = usePortalToaster();
  const social = customer.social_provider;
  // §6: a social-login account cannot use TOTP; nothing to ask the server.
  const status = useGetTotpStatusQuery(undefined, { skip: social !== null });
  const enabled = status.data?.enabled === true;
  const left = useGetRecoveryCodesLeftQuery(undefined, { skip: !enabled });
  const [step, setStep] = useState<Step>({ kind: 'idle' });

  let body;
  if (social !== null || status.data?.available === false) {
    body = (
      <Alert tone="info" data-testid="totp-social">
        {t('security.twoFactor.social', {
          provider: social === null ? '' : SOCIAL_PROVIDER_NAMES[social],
        })}
      </Alert>
    );
  } else if (status.isLoading) {
    body = <Skeleton variant="text" width="16rem" aria-label={t('security.twoFactor.loading')} />;
  } else if (status.isError || !status.data) {
    body = (
      <Alert
        tone="danger"
        role="alert"
        title={t('security.twoFactor.failed')}
        action={
          <Button variant="secondary" onClick={() => void status.refetch()}>
            {t('security.retry')}
          </Button>
        }
      />
    );
  } else if (step.kind === 'password') {
    body = (
      <PasswordStep
        action={step.action}
        onCancel={() => setStep({ kind: 'idle' })}
        onDone={(next) => {
          if (next.kind === 'idle') {
            toaster.show({ level: 'success', message: t('security.twoFactor.disabled') });
          }
          setStep(next);
        }}
      />
    );
  } else if (step.kind === 'scan') {
    body = (
      <ScanStep
        setup={step.setup}
        onCancel={() => setStep({ kind: 'idle' })}
        onVerified={(codes) => {
          toaster.show({ level: 'success', message: t('security.twoFactor.enabled') });
          setStep({ kind: 'codes', codes });
        }}
      />
    );
  } else if (step.kind === 'codes') {
    body = <RecoveryCodesStep codes={step.codes} onDone={() => setStep({ kind: 'idle' })} />;
  } else if (enabled) {
    body = (
      <div className={styles.stack}>
        {left.data ? (
          <p className={styles.muted} data-testid="recovery-left">
            {t('security.twoFactor.recoveryLeft', left.data)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => setStep({ kind: 'password', action: 'regenerate' })}
          >
            {t('security.twoFactor.regenerate')}
          </Button>
          <Button variant="danger" onClick={() => setStep({ kind: 'password', action: 'disable' })}>
            {t('security.twoFactor.disable')}
          </Button>
        </div>
      </div>
    );
  } else {
    body = (
      <div>
        <Button onClick={() => setStep({ kind: 'password', action: 'enable' })}>
          {t('security.twoFactor.enable')}
        </Button>
      </div>
    );
  }

  return (
    <Card
      title={
        <span className={styles.titleWithBadge} id="two-factor">
          {t('security.twoFactor.title')}
          {status.data && social === null ? (
            <Badge tone={enabled ? 'success' : 'warning'} data-testid="totp-state">
              {enabled ? t('security.twoFactor.on') : t('security.twoFactor.off')}
            </Badge>
          ) : null}
        </span>
      }
      titleLevel={2}
      description={t('security.twoFactor.description')}
    >
      {body}
    </Card>
  );
}

function PasswordStep({
  action,
  onCancel,
  onDone,
}: {
  action: PasswordAction;
  onCancel: () => void;
  onDone: (next: Step) => void;
}) {
  const { t } = useTranslation('account');
  const text = useMessageText();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<ValidationResult>(null);
  const [failure, setFailure] = useState<ApiFailure>();
  const [setup, setupState] = useSetupTotpMutation();
  const [disable, disableState] = useDisableTotpMutation();
  const [regenerate, regenerateState] = useRegenerateRecoveryCodesMutation();
  const loading = setupState.isLoading || disableState.isLoading || regenerateState.isLoading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRequired(password);
    setProblem(found);
    if (found) return;
    setFailure(undefined);
    try {
      switch (action) {
        case 'enable':
          onDone({ kind: 'scan', setup: await setup({ password }).unwrap() });
          return;
        case 'disable':
          await disable({ password }).unwrap();
          onDone({ kind: 'idle' });
          return;
        case 'regenerate':
          onDone({
            kind: 'codes',
            codes: (await regenerate({ password }).unwrap()).recovery_codes,
          });
          return;
        default:
          return action satisfies never;
      }
    } catch (thrown) {
      setFailure(asApiFailure(thrown));
    }
  };

  const intro =
    action === 'disable'
      ? t('security.twoFactor.disableIntro')
      : action === 'regenerate'
        ? t('security.twoFactor.regenerateIntro')
        : null;
  const submitLabel =
    action === 'disable'
      ? t('security.twoFactor.disable')
      : action === 'regenerate'
        ? t('security.twoFactor.regenerate')
        : t('security.twoFactor.continue');

  return (
    <form className={styles.stack} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.muted}>
        {intro ? `${intro} ` : ''}
        {t('security.twoFactor.passwordIntro')}
      </p>
      <AccountFailureAlert failure={failure} />
      <PasswordField
        label={t('security.twoFactor.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={problem ? text(problem) : undefined}
        showPasswordLabel={t('security.showPassword')}
        hidePasswordLabel={t('security.hidePassword')}
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          variant={action === 'disable' ? 'danger' : 'primary'}
          loading={loading}
        >
          {submitLabel}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('security.cancel')}
        </Button>
      </div>
    </form>
  );
}

function ScanStep({
  setup,
  onCancel,
  onVerified,
}: {
  setup: TotpSetup;
  onCancel: () => void;
  onVerified: (codes: string[]) => void;
}) {
  const { t } = useTranslation('account');
  const text = useMessageText();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<ValidationResult>(null);
  const [failure, setFailure] = useState<ApiFailure>();
  const [verify, { isLoading }] = useVerifyTotpSetupMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateTwoFactorCode(code);
    setProblem(found);
    if (found) return;
    setFailure(undefined);
    try {
      onVerified((await verify({ code: normaliseTwoFactorCode(code) }).unwrap()).recovery_codes);
    } catch (thrown) {
      setFailure(asApiFailure(thrown));
    }
  };

  return (
    <div className={styles.scan}>
      <div className={styles.stack}>
        <p>{t('security.twoFactor.scan')}</p>
        <Suspense
          fallback={
            <Skeleton
              variant="rect"
              width="192px"
              height="192px"
              aria-label={t('security.twoFactor.qrLoading')}
            />
          }
        >
          <QRCode value={setup.otpauth_url} label={t('security.twoFactor.qrLabel')} size={192} />
        </Suspense>
        <p>{t('security.twoFactor.manual')}</p>
        <p className={styles.secretRow}>
          <code
            className={styles.secret}
            data-testid="totp-secret"
            aria-label={t('security.twoFactor.secretLabel')}
          >
            {groupSecret(setup.secret)}
          </code>
          <CopyButton
            value={setup.secret}
            label={t('security.twoFactor.copy')}
            copiedLabel={t('security.twoFactor.copied')}
            iconOnly
          />
        </p>
      </div>
      <form className={styles.stack} onSubmit={(event) => void submit(event)} noValidate>
        <AccountFailureAlert failure={failure} />
        <TextField
          label={t('security.twoFactor.code')}
          hint={t('security.twoFactor.codeHint')}
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={problem ? text(problem) : undefined}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={isLoading}>
            {t('security.twoFactor.verify')}
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('security.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}

function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('account');
  const all = codes.join('\n');
  return (
    <div className={styles.stack}>
      <Alert tone="warning" title={t('security.twoFactor.recoveryTitle')}>
        {t('security.twoFactor.recoveryIntro')}
      </Alert>
      <ul
        className={styles.codes}
        aria-label={t('security.twoFactor.recoveryCodes')}
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <CopyButton
          value={all}
          label={t('security.twoFactor.copyCodes')}
          copiedLabel={t('security.twoFactor.copied')}
        />
        <Button
          variant="secondary"
          startIcon={<Download aria-hidden="true" />}
          onClick={() => downloadText('recovery-codes.txt', `${all}\n`)}
        >
          {t('security.twoFactor.downloadCodes')}
        </Button>
        <Button onClick={onDone}>{t('security.twoFactor.done')}</Button>
      </div>
    </div>
  );
}
