import {
  serverDisplayStatus,
  isServerInTransition,
  type ServerDisplayStatus,
} from '@cloud-portal/domain/servers';
import { StatusPill, type ServerStatus } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import type { CloudServer } from '../cloud/regionResources.ts';

// The ui pill's colours follow Nova's statuses; each readable status takes the colour of the
// Nova status it stands for.
const PILL_STATUS: Readonly<Record<ServerDisplayStatus, ServerStatus>> = {
  running: 'ACTIVE',
  stopped: 'SHUTOFF',
  building: 'BUILD',
  starting: 'BUILD',
  stopping: 'BUILD',
  rebooting: 'REBOOT',
  hardRebooting: 'HARD_REBOOT',
  resizing: 'RESIZE',
  confirmResize: 'VERIFY_RESIZE',
  rebuilding: 'REBUILD',
  deleting: 'DELETED',
  snapshotting: 'BUILD',
  changingPassword: 'BUILD',
  paused: 'PAUSED',
  suspended: 'SUSPENDED',
  rescue: 'RESCUE',
  shelved: 'SHELVED',
  error: 'ERROR',
  unknown: 'UNKNOWN',
};

/**
 * A server's power, VM and task state as one translated status (domain `serverDisplayStatus`),
 * pulsing while the server changes by itself.
 * @example <ServerStatusPill server={server} />
 */
export function ServerStatusPill({ server, size }: { server: CloudServer; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('servers');
  const status = serverDisplayStatus(server);
  return (
    <StatusPill
      status={PILL_STATUS[status]}
      label={t(`status.${status}`)}
      pulse={isServerInTransition(status)}
      size={size}
      data-server-status={status}
    />
  );
}
