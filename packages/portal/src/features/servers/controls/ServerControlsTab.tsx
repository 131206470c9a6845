import { Card } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import type { ServerTabProps } from '../page/ServerTabProps.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { DeleteServer } from './DeleteServer.tsx';
import { PlanAndSystem } from './PlanAndSystem.tsx';
import { PowerControls } from './PowerControls.tsx';
import { RenameForm } from './RenameForm.tsx';
import styles from './ServerControlsTab.module.css';

/**
 * `server-controls` (issue 13): power (start, stop, reboot, hard reboot), a new root password, a
 * new name, and deleting the server. Each is enabled by the server's status and shows the cloud's
 * message when refused.
 */
export function ServerControlsTab({ server }: ServerTabProps) {
  const { t } = useTranslation('servers');
  return (
    <div className={styles.tab}>
      <Card title={t('page.controls.power.heading')} titleLevel={2}>
        <PowerControls server={server} />
      </Card>
      <Card title={t('page.controls.change.heading')} titleLevel={2}>
        <PlanAndSystem server={server} />
      </Card>
      <Card title={t('page.controls.rename.heading')} titleLevel={2}>
        <RenameForm server={server} />
      </Card>
      <Card title={t('page.controls.password.heading')} titleLevel={2}>
        <ChangePasswordForm server={server} />
      </Card>
      <Card title={t('page.controls.delete.heading')} titleLevel={2} className={styles.danger}>
        <DeleteServer server={server} />
      </Card>
    </div>
  );
}
