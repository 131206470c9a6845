import {
  validatePassword,
  validatePasswordConfirmation,
  type ValidationResult,
} from '@cloud-portal/domain/validation';
import { canRunServerAction, serverDisplayStatus } from '@cloud-portal/domain/servers';
import { Alert, Button, Checkbox, PasswordField } from '@cloud-portal/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CloudServer } from '../../cloud/regionResources.ts';
import { useCloudErrorText } from '../useCloudErrorText.ts';
import { useRescuePassword } from '../details/rescuePasswords.ts';
import { useChangeServerPasswordMutation } from '../serverActionsApi.ts';
import styles from './ServerControlsTab.module.css';

/**
 * A new root password (§5: at least 10 characters, both entries equal), set through Nova's
 * changePassword (a running server only). It can be remembered in this browser (§3), which is
 * ticked when this browser already remembers one, so that one does not go stale.
 */
export function ChangePasswordForm({ server }: { server: CloudServer }) {
  const { t } = useTranslation(['servers', 'auth', 'validation', 'errors']);
  const errorText = useCloudErrorText();
  const remembered = useRescuePassword(server.id);
  const [change, { isLoading }] = useChangeServerPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [remember, setRemember] = useState<boolean | null>(null);
  const [problems, setProblems] = useState<{
    password: ValidationResult;
    confirmation: ValidationResult;
  }>({
    password: null,
    confirmation: null,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const allowed = canRunServerAction('changePassword', serverDisplayStatus(server));
  const rememberChecked = remember ?? remembered.password !== undefined;
  const text = (problem: ValidationResult) =>
    problem ? String(t(problem.key as never, problem.params as never)) : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      password: validatePassword(password),
      confirmation: validatePasswordConfirmation(password, confirmation),
    };
    setProblems(found);
    setDone(false);
    if (found.password || found.confirmation) return;
    setFailure(null);
    try {
      await change({ region: server.region, serverId: server.id, password }).unwrap();
    } catch (error) {
      setFailure(errorText(error));
      return;
    }
    if (rememberChecked) remembered.remember(password);
    else remembered.forget();
    setPassword('');
    setConfirmation('');
    setRemember(null);
    setDone(true);
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <PasswordField
        label={t('page.controls.password.new')}
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={text(problems.password)}
        hint={t('page.controls.password.hint')}
        showPasswordLabel={t('auth:showPassword')}
        hidePasswordLabel={t('auth:hidePassword')}
        disabled={!allowed}
        required
      />
      <PasswordField
        label={t('page.controls.password.repeat')}
        name="new-password-confirmation"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={text(problems.confirmation)}
        showPasswordLabel={t('auth:showPassword')}
        hidePasswordLabel={t('auth:hidePassword')}
        disabled={!allowed}
        required
      />
      <Checkbox
        label={t('page.controls.password.remember')}
        description={t('page.controls.password.rememberHint')}
        checked={rememberChecked}
        onCheckedChange={setRemember}
        disabled={!allowed}
      />
      {!allowed ? <p className={styles.muted}>{t('page.controls.password.needsRunning')}</p> : null}
      {failure ? (
        <Alert tone="danger" role="alert" title={t('page.controls.password.failed')}>
          {failure}
        </Alert>
      ) : null}
      {done ? (
        <Alert tone="success" role="status">
          {t('page.controls.password.changed', { name: server.name })}
        </Alert>
      ) : null}
      <div>
        <Button type="submit" loading={isLoading} disabled={!allowed}>
          {t('page.controls.password.submit')}
        </Button>
      </div>
    </form>
  );
}
