import {
  firstProblem,
  validateKeypairName,
  validateNewName,
  validateSshPublicKey,
  type ValidationResult,
} from '@cloud-portal/domain/validation';
import {
  Alert,
  Button,
  CopyButton,
  RadioGroup,
  Select,
  TextArea,
  TextField,
} from '@cloud-portal/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateSshKeyMutation, type SshKey } from '../../cloud/sshKeysApi.ts';
import styles from './ServerForm.module.css';

/** How the customer will log in to the server. */
export type AccessMethod = 'sshKey' | 'password';

/** A generated password with its copy button and a way to draw another one. */
function GeneratedSecret({
  label,
  value,
  onRegenerate,
  note,
}: {
  label: string;
  value: string;
  onRegenerate: () => void;
  note: string;
}) {
  const { t } = useTranslation('servers');
  const labelId = useId();
  return (
    <div className={styles.section}>
      <span className={styles.subheading} id={labelId}>
        {label}
      </span>
      <div className={styles.secret}>
        <code className={styles.secretValue} aria-labelledby={labelId} translate="no">
          {value}
        </code>
        <CopyButton
          value={value}
          label={t('create.access.copy')}
          copiedLabel={t('create.access.copied')}
          failedLabel={t('create.access.copyFailed')}
          size="sm"
        />
        <Button variant="secondary" size="sm" onClick={onRegenerate}>
          {t('create.access.regenerate')}
        </Button>
      </div>
      <p className={styles.muted}>{note}</p>
    </div>
  );
}

/** Adding a key pair in the form (§5: key pair names and the SSH key's format). */
function AddKeyForm({
  region,
  keys,
  onAdded,
  onCancel,
}: {
  region: string;
  keys: readonly SshKey[];
  onAdded: (name: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['servers', 'validation']);
  const [name, setName] = useState('');
  const [publicKey, setPublicKey] = useState('');
  const [checked, setChecked] = useState(false);
  const [createKey, { isLoading, error }] = useCreateSshKeyMutation();
  const nameProblem: ValidationResult = firstProblem(name.trim(), [
    (value) => validateNewName(value, { taken: keys.map((key) => key.name) }),
    validateKeypairName,
  ]);
  const keyProblem = validateSshPublicKey(publicKey);
  const show = (problem: ValidationResult) =>
    // Keys come from domain as `<namespace>:<path>`; i18next resolves them.
    checked && problem ? String(t(problem.key as never, problem.params as never)) : undefined;

  const add = async () => {
    setChecked(true);
    if (nameProblem || keyProblem) return;
    const added = await createKey({ region, name: name.trim(), publicKey: publicKey.trim() })
      .unwrap()
      .catch(() => undefined);
    if (added) onAdded(added.name);
  };

  return (
    <div className={styles.inline} role="group" aria-label={t('create.access.addKeyHeading')}>
      <TextField
        label={t('create.access.keyName')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={show(nameProblem)}
        autoComplete="off"
      />
      <TextArea
        label={t('create.access.publicKey')}
        hint={t('create.access.publicKeyHint')}
        value={publicKey}
        onChange={(event) => setPublicKey(event.target.value)}
        error={show(keyProblem)}
        rows={4}
        spellCheck={false}
      />
      {error ? (
        <Alert tone="danger" title={t('create.access.addKeyFailed')}>
          {error.message}
        </Alert>
      ) : null}
      <div className={styles.actions}>
        <Button size="sm" loading={isLoading} onClick={() => void add()}>
          {t('create.access.addKey')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel} disabled={isLoading}>
          {t('create.access.cancel')}
        </Button>
      </div>
    </div>
  );
}

/** Props of {@link AccessPicker}. */
export interface AccessPickerProps {
  region: string;
  method: AccessMethod;
  onMethodChange: (method: AccessMethod) => void;
  /** The region's SSH keys (keys are per region). */
  keys: readonly SshKey[];
  keyName: string | null;
  onKeyChange: (name: string) => void;
  /** The image takes no SSH key (Windows): a password it is. */
  passwordOnly: boolean;
  password: string;
  onNewPassword: () => void;
  /** The application panel's password (application images only), else null. */
  appPassword: string | null;
  onNewAppPassword: () => void;
  /** The key step's error (no key chosen). */
  keyError: string | undefined;
}

/**
 * The access step: an SSH key of the region (or a new one, added here) or a password the portal
 * generates, shown once to copy; for an application image also its panel's password.
 * @example <AccessPicker region="eu-west2" method="sshKey" keys={keys} keyName="laptop" … />
 */
export function AccessPicker(props: AccessPickerProps) {
  const { t } = useTranslation('servers');
  const [adding, setAdding] = useState(false);
  const { method, keys, passwordOnly } = props;
  return (
    <>
      {passwordOnly ? (
        <p className={styles.muted}>{t('create.access.passwordOnly')}</p>
      ) : (
        <RadioGroup
          label={t('create.access.method')}
          hideLabel
          orientation="horizontal"
          value={method}
          onValueChange={props.onMethodChange}
          options={[
            { value: 'sshKey', label: t('create.access.sshKey') },
            { value: 'password', label: t('create.access.password') },
          ]}
        />
      )}
      {method === 'sshKey' && !passwordOnly ? (
        <div className={styles.section}>
          {keys.length > 0 ? (
            <div className={styles.versions}>
              <Select
                label={t('create.access.key')}
                value={props.keyName ?? undefined}
                placeholder={t('create.access.chooseKey')}
                onChange={props.onKeyChange}
                error={props.keyError}
                fullWidth
                options={keys.map((key) => ({ value: key.name, label: key.name }))}
              />
            </div>
          ) : (
            <p className={styles.muted} role={props.keyError ? 'alert' : undefined}>
              {props.keyError ?? t('create.access.noKeys')}
            </p>
          )}
          {adding ? (
            <AddKeyForm
              region={props.region}
              keys={keys}
              onAdded={(name) => {
                props.onKeyChange(name);
                setAdding(false);
              }}
              onCancel={() => setAdding(false)}
            />
          ) : (
            <div className={styles.actions}>
              <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
                {t('create.access.addKeyHeading')}
              </Button>
            </div>
          )}
        </div>
      ) : (
        <GeneratedSecret
          label={t('create.access.rootPassword')}
          value={props.password}
          onRegenerate={props.onNewPassword}
          note={t('create.access.passwordNote')}
        />
      )}
      {props.appPassword === null ? null : (
        <GeneratedSecret
          label={t('create.access.appPassword')}
          value={props.appPassword}
          onRegenerate={props.onNewAppPassword}
          note={t('create.access.appPasswordNote')}
        />
      )}
    </>
  );
}
