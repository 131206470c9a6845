import { canRunServerAction } from '@cloud-portal/domain/servers';
import { ConfirmDialog, DropdownMenu, type DropdownMenuEntry } from '@cloud-portal/ui';
import {
  CircleArrowUp,
  HardDriveDownload,
  Play,
  Power,
  RotateCw,
  Terminal,
  Trash2,
  Zap,
} from 'lucide-react';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { controlPath } from '../../../app/paths.ts';
import { useServerPowerActionMutation, type ServerPowerAction } from '../serverActionsApi.ts';
import { MoreIcon } from './icons.tsx';
import styles from './ServerListScreen.module.css';
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
 * open the console, the upgrade and reinstall screens, and delete after typing the server's
 * name. Failures reach the customer as the cloud's §8 notification; the row's status shows the
 * rest.
 *
 * Until first opened it is a plain button: the menu (Radix, with its hooks, mutation and items)
 * mounts on the first click, Enter, Space or ArrowDown and opens at once, so the rows of the
 * list stay cheap to mount while it is sorted, filtered and scrolled (issue 13). `label` is the
 * translated "Actions for {{name}}" (the list translates it, not each row).
 * @example <ServerRowActions row={row} label={t('list.actions.label', { name: row.name })} />
 */
export function ServerRowActions({ row, label }: { row: ServerRow; label: string }) {
  const [mounted, setMounted] = useState(false);
  // The same button before and after the menu mounts (Radix's trigger takes it over).
  const trigger = (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={mounted ? undefined : false}
      onClick={mounted ? undefined : () => setMounted(true)}
      onKeyDown={
        mounted
          ? undefined
          : (event) => {
              if (event.key === 'ArrowDown') {
                event.preventDefault();
                setMounted(true);
              }
            }
      }
    >
      <MoreIcon />
    </button>
  );
  return mounted ? <ServerRowMenu row={row} label={label} trigger={trigger} /> : trigger;
}

function ServerRowMenu({
  row,
  label,
  trigger,
}: {
  row: ServerRow;
  label: string;
  trigger: ReactElement;
}) {
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
    {
      id: 'upgrade',
      label: t('list.actions.upgrade'),
      icon: <CircleArrowUp aria-hidden="true" size={16} />,
      disabled: !canRunServerAction('upgrade', row.status),
      onSelect: () => void navigate(controlPath('upgradeServer', { id: row.id })),
    },
    {
      id: 'reinstall',
      label: t('list.actions.reinstall'),
      icon: <HardDriveDownload aria-hidden="true" size={16} />,
      disabled: !canRunServerAction('reinstall', row.status),
      onSelect: () => void navigate(controlPath('reinstallServer', { id: row.id, name: row.name })),
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
      <DropdownMenu label={label} items={items} align="end" trigger={trigger} defaultOpen />
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
