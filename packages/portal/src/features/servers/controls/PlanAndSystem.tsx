import { canRunServerAction, serverDisplayStatus } from '@cloud-portal/domain/servers';
import { CircleArrowUp, HardDriveDownload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { controlPath } from '../../../app/paths.ts';
import type { CloudServer } from '../../cloud/regionResources.ts';
import { LinkButton } from '../../layout/LinkButton.tsx';
import styles from './ServerControlsTab.module.css';

/**
 * The way to the upgrade and reinstall screens (`servers/upgrade/{id}`,
 * `servers/reinstall/{id}/{name}`), each with what it does to the server; a link is dimmed while
 * the server's status does not allow it (Nova's resize and rebuild states).
 */
export function PlanAndSystem({ server }: { server: CloudServer }) {
  const { t } = useTranslation('servers');
  const status = serverDisplayStatus(server);
  return (
    <div className={styles.section}>
      <p className={styles.text}>{t('page.controls.change.upgradeText')}</p>
      <div>
        <LinkButton
          to={controlPath('upgradeServer', { id: server.id })}
          variant="secondary"
          startIcon={<CircleArrowUp aria-hidden="true" />}
          disabled={!canRunServerAction('upgrade', status)}
        >
          {t('page.controls.change.upgrade')}
        </LinkButton>
      </div>
      <p className={styles.text}>{t('page.controls.change.reinstallText')}</p>
      <div>
        <LinkButton
          to={controlPath('reinstallServer', { id: server.id, name: server.name })}
          variant="secondary"
          startIcon={<HardDriveDownload aria-hidden="true" />}
          disabled={!canRunServerAction('reinstall', status)}
        >
          {t('page.controls.change.reinstall')}
        </LinkButton>
      </div>
    </div>
  );
}
