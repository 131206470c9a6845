import type { Customer } from '@cloud-portal/api-client';
import { sideNavItemStates } from '@cloud-portal/domain/account';
import { cloudNotification } from '@cloud-portal/domain/errors';
import {
  canRunServerAction,
  serverAddress,
  serverDisplayStatus,
} from '@cloud-portal/domain/servers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks.ts';
import { controlPath } from '../../app/paths.ts';
import type { CloudServer } from '../cloud/regionResources.ts';
import type { PaletteCommand } from '../command-palette/paletteCommand.ts';
import { useRegisterCommands } from '../command-palette/useRegisterCommands.ts';
import { authStateOf } from '../control/ControlNav.tsx';
import { usePortalToaster } from '../toasts/usePortalToaster.ts';
import { useAllServers } from './allServers.ts';
import { useCloudErrorText } from './useCloudErrorText.ts';

type PaletteAction = 'start' | 'stop' | 'reboot';

/**
 * Registers the server commands of {@link ServerCommands} (its lazy part). Power actions run at
 * once and report in a toast (success, or the cloud's message; the §8 statuses already raise
 * their own notification). No commands while the servers section is disabled (§2: not
 * activated, or suspended for BALANCE): the palette's go-to entries say why.
 */
export function ServerCommandsRunner({ customer }: { customer: Customer }) {
  const { t } = useTranslation(['servers', 'errors']);
  const errorText = useCloudErrorText();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const toaster = usePortalToaster();
  const { servers } = useAllServers();
  const serversDisabled =
    sideNavItemStates(authStateOf(customer)).find((item) => item.id === 'servers')?.disabled ??
    false;

  const commands = useMemo<PaletteCommand[]>(() => {
    if (serversDisabled) return [];
    const runPower = async (server: CloudServer, action: PaletteAction) => {
      // The mutation's code loads on first use, not with the layout.
      const { serverActionsApi } = await import('./serverActionsApi.ts');
      try {
        await dispatch(
          serverActionsApi.endpoints.serverPowerAction.initiate({
            region: server.region,
            serverId: server.id,
            action,
          }),
        ).unwrap();
        toaster.show({
          level: 'success',
          message: t(`page.commands.sent.${action}`, { name: server.name }),
        });
      } catch (error) {
        const status = (error as { status?: unknown }).status;
        if (typeof status === 'number' && cloudNotification(status)) return;
        toaster.show({
          level: 'error',
          message: t('page.commands.failed', {
            name: server.name,
            message: errorText(error),
          }),
        });
      }
    };
    return servers.flatMap((server): PaletteCommand[] => {
      const status = serverDisplayStatus(server);
      const statusText = t('page.commands.status', {
        name: server.name,
        status: t(`status.${status}`),
      });
      const address = serverAddress(server.addresses);
      const keywords = [server.name, ...(address ? [address] : []), server.region];
      const power: PaletteAction = canRunServerAction('start', status) ? 'start' : 'stop';
      const powerAllowed = canRunServerAction(power, status);
      const rebootAllowed = canRunServerAction('reboot', status);
      const page = (tab: 'server-console' | null) =>
        void navigate(controlPath('serverPage', { id: server.id, tab }));
      return [
        {
          id: `servers.reboot.${server.id}`,
          title: t('page.commands.reboot', { name: server.name }),
          keywords: [...keywords, t('page.commands.restartKeyword')],
          group: 'actions',
          disabled: !rebootAllowed,
          description: rebootAllowed ? undefined : statusText,
          run: () => runPower(server, 'reboot'),
        },
        {
          id: `servers.power.${server.id}`,
          title: t(`page.commands.${power}`, { name: server.name }),
          keywords,
          group: 'actions',
          disabled: !powerAllowed,
          description: powerAllowed ? undefined : statusText,
          run: () => runPower(server, power),
        },
        {
          id: `servers.console.${server.id}`,
          title: t('page.commands.console', { name: server.name }),
          keywords,
          group: 'goTo',
          run: () => page('server-console'),
        },
        {
          id: `servers.open.${server.id}`,
          title: t('page.commands.open', { name: server.name }),
          keywords,
          group: 'goTo',
          run: () => page(null),
        },
      ];
    });
  }, [servers, serversDisabled, t, errorText, navigate, dispatch, toaster]);

  useRegisterCommands(commands, [commands]);
  return null;
}
