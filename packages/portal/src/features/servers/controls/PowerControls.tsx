import {
  canRunServerAction,
  isServerInTransition,
  serverDisplayStatus,
} from '@cloud-portal/domain/servers';
import { Alert, Button, ConfirmDialog } from '@cloud-portal/ui';
import { Play, Power, RotateCcw, Zap } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CloudServer } from '../../cloud/regionResources.ts';
import { useCloudErrorText } from '../useCloudErrorText.ts';
import { useServerPowerActionMutation } from '../serverActionsApi.ts';
import styles from './ServerControlsTab.module.css';

/** The power actions of this section. */
type PowerAction = 'start' | 'stop' | 'reboot' | 'hardReboot';

const ICONS: Readonly<Record<PowerAction, ReactNode>> = {
  start: <Play aria-hidden="true" />,
  stop: <Power aria-hidden="true" />,
  reboot: <RotateCcw aria-hidden="true" />,
  hardReboot: <Zap aria-hidden="true" />,
};

/**
 * Start, stop, reboot and hard reboot, each enabled when the server's status allows it (domain
 * `canRunServerAction`). Stop and the reboots ask first (stop says a stopped server is still
 * billed); a refusal shows the cloud's message here.
 */
export function PowerControls({ server }: { server: CloudServer }) {
  const { t } = useTranslation(['servers', 'errors']);
  const errorText = useCloudErrorText();
  const [run, { isLoading }] = useServerPowerActionMutation();
  const [asking, setAsking] = useState<Exclude<PowerAction, 'start'> | null>(null);
  const [running, setRunning] = useState<PowerAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<PowerAction | null>(null);
  const status = serverDisplayStatus(server);

  const perform = async (action: PowerAction) => {
    setFailure(null);
    setSent(null);
    setRunning(action);
    try {
      await run({ region: server.region, serverId: server.id, action }).unwrap();
      setSent(action);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setRunning(null);
      setAsking(null);
    }
  };

  const button = (action: PowerAction) => (
    <Button
      key={action}
      variant="secondary"
      startIcon={ICONS[action]}
      loading={running === action}
      disabled={isLoading || !canRunServerAction(action, status)}
      onClick={() => (action === 'start' ? void perform('start') : setAsking(action))}
    >
      {t(`page.controls.power.${action}`)}
    </Button>
  );

  return (
    <div className={styles.section}>
      <div className={styles.buttons}>
        {button('start')}
        {button('stop')}
        {button('reboot')}
        {button('hardReboot')}
      </div>
      {isServerInTransition(status) ? (
        <p className={styles.muted}>
          {t('page.controls.inTransition', { status: t(`status.${status}`) })}
        </p>
      ) : null}
      {sent ? (
        <Alert tone="success" role="status">
          {t(`page.controls.power.sent.${sent}`, { name: server.name })}
        </Alert>
      ) : null}
      {failure ? (
        <Alert tone="danger" role="alert" title={t('page.controls.power.failed')}>
          {failure}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open && !isLoading) setAsking(null);
        }}
        tone={asking === 'hardReboot' ? 'danger' : 'default'}
        title={
          asking ? t(`page.controls.power.confirm.${asking}.title`, { name: server.name }) : ''
        }
        message={asking ? t(`page.controls.power.confirm.${asking}.text`) : undefined}
        confirmLabel={asking ? t(`page.controls.power.${asking}`) : ''}
        cancelLabel={t('page.controls.cancel')}
        loading={isLoading}
        closeOnConfirm={false}
        onConfirm={() => {
          if (asking) void perform(asking);
        }}
      />
    </div>
  );
}
