import { validateHostname, type ValidationResult } from '@cloud-portal/domain/validation';
import { canRunServerAction, serverDisplayStatus } from '@cloud-portal/domain/servers';
import { Alert, Button, TextField } from '@cloud-portal/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CloudServer } from '../../cloud/regionResources.ts';
import { useCloudErrorText } from '../useCloudErrorText.ts';
import { useRenameServerMutation } from '../serverActionsApi.ts';
import styles from './ServerControlsTab.module.css';

/** A new name for the server, checked as a host name (RFC 1123, domain `validateHostname`). */
export function RenameForm({ server }: { server: CloudServer }) {
  const { t } = useTranslation(['servers', 'validation', 'errors']);
  const errorText = useCloudErrorText();
  const [rename, { isLoading }] = useRenameServerMutation();
  const [name, setName] = useState(server.name);
  const [problem, setProblem] = useState<ValidationResult>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [renamed, setRenamed] = useState<string | null>(null);
  const allowed = canRunServerAction('rename', serverDisplayStatus(server));
  const trimmed = name.trim();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateHostname(trimmed);
    setProblem(found);
    setRenamed(null);
    if (found || trimmed === server.name) return;
    setFailure(null);
    try {
      await rename({ region: server.region, serverId: server.id, name: trimmed }).unwrap();
      setName(trimmed);
      setRenamed(trimmed);
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('page.controls.rename.label')}
        name="server-name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={problem ? String(t(problem.key as never, problem.params as never)) : undefined}
        hint={t('page.controls.rename.hint')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        disabled={!allowed}
        required
      />
      <div>
        <Button type="submit" loading={isLoading} disabled={!allowed || trimmed === server.name}>
          {t('page.controls.rename.submit')}
        </Button>
      </div>
      {failure ? (
        <Alert tone="danger" role="alert" title={t('page.controls.rename.failed')}>
          {failure}
        </Alert>
      ) : null}
      {renamed ? (
        <Alert tone="success" role="status">
          {t('page.controls.rename.done', { name: renamed })}
        </Alert>
      ) : null}
    </form>
  );
}
