import type { ApiFailure, Customer } from '@cloud-portal/api-client';
import {
  validatePassword,
  validatePasswordConfirmation,
  validateRequired,
  type ValidationResult,
} from '@cloud-portal/domain/validation';
import { Alert, Button, Card, PasswordField } from '@cloud-portal/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { asApiFailure } from '../../../app/productApi.ts';
import { SOCIAL_PROVIDER_NAMES } from '../../auth/social.ts';
import { useMessageText } from '../../auth/useMessageText.ts';
import { usePortalToaster } from '../../toasts/usePortalToaster.ts';
import { AccountFailureAlert } from '../AccountFailureAlert.tsx';
import { useChangePasswordMutation } from '../accountApi.ts';
import styles from './AccountSecurityScreen.module.css';

interface Problems {
  current: ValidationResult;
  password: ValidationResult;
  confirmation: ValidationResult;
}

const NO_PROBLEMS: Problems = { current: null, password: null, confirmation: null };

/**
 * The password change of account/security (§7 `customers/change-password`, §5 at least 10
 * characters and both entries equal); the sandbox asks for the current password too. A
 * social-login account has no password of its own and is told so.
 */
export function PasswordSection({ customer }: { customer: Customer }) {
  const { t } = useTranslation('account');
  const text = useMessageText();
  const toaster = usePortalToaster();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const [failure, setFailure] = useState<ApiFailure>();
  const [change, { isLoading }] = useChangePasswordMutation();

  if (customer.social_provider !== null) {
    return (
      <Card title={t('security.password.title')} titleLevel={2}>
        <Alert tone="info">
          {t('security.password.social', {
            provider: SOCIAL_PROVIDER_NAMES[customer.social_provider],
          })}
        </Alert>
      </Card>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {
      current: validateRequired(current),
      password: validatePassword(password),
      confirmation: validatePasswordConfirmation(password, confirmation),
    };
    setProblems(found);
    if (found.current || found.password || found.confirmation) return;
    setFailure(undefined);
    try {
      await change({ old_password: current, password }).unwrap();
      setCurrent('');
      setPassword('');
      setConfirmation('');
      toaster.show({ level: 'success', message: t('security.password.changed') });
    } catch (thrown) {
      setFailure(asApiFailure(thrown));
    }
  };

  const passwordField = (
    name: keyof Problems,
    label: string,
    value: string,
    onChange: (value: string) => void,
    autoComplete: string,
  ) => (
    <PasswordField
      label={label}
      name={name}
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={problems[name] ? text(problems[name]) : undefined}
      showPasswordLabel={t('security.showPassword')}
      hidePasswordLabel={t('security.hidePassword')}
    />
  );

  return (
    <Card
      title={t('security.password.title')}
      titleLevel={2}
      description={t('security.password.description')}
    >
      <form className={styles.stack} onSubmit={(event) => void submit(event)} noValidate>
        <AccountFailureAlert failure={failure} />
        <div className={styles.grid}>
          {passwordField(
            'current',
            t('security.password.current'),
            current,
            setCurrent,
            'current-password',
          )}
          {passwordField(
            'password',
            t('security.password.new'),
            password,
            setPassword,
            'new-password',
          )}
          {passwordField(
            'confirmation',
            t('security.password.confirm'),
            confirmation,
            setConfirmation,
            'new-password',
          )}
        </div>
        <div>
          <Button type="submit" loading={isLoading}>
            {t('security.password.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
