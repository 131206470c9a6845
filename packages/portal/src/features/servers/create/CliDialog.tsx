import { CodeBlock, Dialog } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { CLI_VARIABLES, type CliCommands } from './serverCli.ts';
import styles from './ServerForm.module.css';

/**
 * "Show as CLI": the request the screen would send, as an `openstack` command and as the raw
 * compute API call, each copyable; secrets come from shell variables (serverCli.ts).
 * @example <CliDialog open={open} onOpenChange={setOpen} commands={createServerCli(request, target)} />
 */
export function CliDialog({
  open,
  onOpenChange,
  commands,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  commands: CliCommands | null;
}) {
  const { t } = useTranslation('servers');
  const copy = {
    copyLabel: t('create.access.copy'),
    copiedLabel: t('create.access.copied'),
    copyFailedLabel: t('create.access.copyFailed'),
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('create.cli.title')}
      description={t('create.cli.description', {
        token: CLI_VARIABLES.token,
        password: CLI_VARIABLES.password,
        appPassword: CLI_VARIABLES.appPassword,
      })}
      closeLabel={t('create.cli.close')}
      size="lg"
    >
      {commands ? (
        <div className={styles.cli}>
          <CodeBlock
            title={t('create.cli.openstack')}
            language="bash"
            code={commands.openstack}
            {...copy}
          />
          <CodeBlock title={t('create.cli.api')} language="bash" code={commands.curl} {...copy} />
        </div>
      ) : null}
    </Dialog>
  );
}
