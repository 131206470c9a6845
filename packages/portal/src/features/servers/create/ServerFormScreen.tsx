import { Skeleton } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { controlPath } from '../../../app/paths.ts';
import { ScreenState } from '../../control/ScreenState.tsx';
import { LinkButton } from '../../layout/LinkButton.tsx';
import { useServer } from '../useServer.ts';
import { ServerForm, type ServerFormMode } from './ServerForm.tsx';
import styles from './ServerForm.module.css';

/** The reinstall and upgrade screens: the server of the URL, as fresh as its page has it. */
function ExistingServerForm({ mode, serverId }: { mode: ServerFormMode; serverId: string }) {
  const { t } = useTranslation(['servers', 'billing', 'validation']);
  const { server, loading, gone } = useServer(serverId);
  if (server && !gone) return <ServerForm key={server.id} mode={mode} server={server} />;
  if (loading && !gone) {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton variant="text" width="16rem" height="2rem" />
        <Skeleton variant="rect" height="12rem" />
      </div>
    );
  }
  return (
    <ScreenState
      heading={t('create.notFound.heading')}
      text={t('create.notFound.text')}
      action={<LinkButton to={controlPath('serverList')}>{t('create.notFound.back')}</LinkButton>}
    />
  );
}

/**
 * `servers/new`, `servers/reinstall/{id}/{name}` and `servers/upgrade/{id}` (§2; no page title on
 * these three): one form in three modes (ServerForm.tsx).
 * @example <ServerFormScreen mode="upgrade" />
 */
export function ServerFormScreen({ mode }: { mode: ServerFormMode }) {
  const { id = '' } = useParams();
  if (mode === 'new') return <ServerForm mode="new" server={undefined} />;
  return <ExistingServerForm key={id} mode={mode} serverId={id} />;
}

/** `servers/new`. */
export const NewServerScreen = () => <ServerFormScreen mode="new" />;
/** `servers/reinstall/{id}/{name}`. */
export const ReinstallServerScreen = () => <ServerFormScreen mode="reinstall" />;
/** `servers/upgrade/{id}`. */
export const UpgradeServerScreen = () => <ServerFormScreen mode="upgrade" />;
