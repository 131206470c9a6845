import { canRunServerAction } from '@cloud-portal/domain/servers';
import { ConfirmDialog, DropdownMenu, type DropdownMenuEntry } from '@cloud-portal/ui';
import { Play, Power, RotateCw, Terminal, Trash2, Zap } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { controlPath } from '../../../app/paths.ts';
import { useServerPowerActionMutation, type ServerPowerAction } from '../serverActionsApi.ts';
import type { ServerRow } from './serverRows.ts';

const ICONS: Readonly<Record<ServerPowerAction, typeof Play>> = {
  start: Play,
  stop: Power,
  reboot: RotateCw,
  hardReboot: Zap,
  delete: Trash2,
};

/**
 * A row's actions menu: start, stop, reboot, hard reboot (each only where the status allows),
 * open the console, and delete after typing the server's name. Failures reach the customer as
 * the cloud's §8 notification; the row's status shows the rest.
 */
export function ServerRowActions({ row }: { row: ServerRow }) {
  const { t } = useTranslation('servers');
  const navigate = useNavigate();
  const [powerAction] = useServerPowerActionMutation();
  const [confirm, setConfirm] = useState<'stop' | 'hardReboot' | 'delete' | null>(null);
  const run = (action: ServerPowerAction) =>
    void powerAction({ region: row.region, serverId: row.id, action });
  const item = (action: Exclude<ServerPowerAction, 'delete'>): DropdownMenuEntry => {
    const Icon = ICONS[action];
    return {
      id: action,
      label: t(`list.actions.${action}`),
      icon: <Icon aria-hidden="true" size={16} />,
      disabled: !canRunServerAction(action, row.status),
      // Stop and hard reboot interrupt what runs on the server: confirm first.
      onSelect: () => {
        if (action === 'stop' || action === 'hardReboot') setConfirm(action);
        else run(action);
      },
    };
  };
  const items: DropdownMenuEntry[] = [
    item('start'),
    item('stop'),
    item('reboot'),
    item('hardReboot'),
    {
      id: 'console',
      label: t('list.actions.console'),
      icon: <Terminal aria-hidden="true" size={16} />,
      disabled: row.status !== 'running',
      onSelect: () =>
        void navigate(controlPath('serverPage', { id: row.id, tab: 'server-console' })),
    },
    { type: 'separator', id: 'separator' },
    {
      id: 'delete',
      label: t('list.actions.delete'),
      icon: <Trash2 aria-hidden="true" size={16} />,
      destructive: true,
      disabled: !canRunServerAction('delete', row.status),
      onSelect: () => setConfirm('delete'),
    },
  ];
  return (
    <>
      <DropdownMenu label={t('list.actions.label', { name: row.name })} items={items} align="end" />
      {confirm ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) setConfirm(null);
          }}
          tone={confirm === 'delete' ? 'danger' : 'default'}
          title={t(`list.confirm.${confirm}.title`, { name: row.name })}
          message={t(`list.confirm.${confirm}.text`, { name: row.name })}
          confirmLabel={t(`list.actions.${confirm}`)}
          cancelLabel={t('list.confirm.cancel')}
          confirmationText={confirm === 'delete' ? row.name : undefined}
          confirmationLabel={
            confirm === 'delete' ? t('list.confirm.typeName', { name: row.name }) : undefined
          }
          onConfirm={() => run(confirm)}
        />
      ) : null}
    </>
  );
}
