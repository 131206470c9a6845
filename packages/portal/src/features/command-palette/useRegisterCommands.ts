import { useContext, useEffect, type DependencyList } from 'react';
import { CommandPaletteContext } from './commandPaletteContext.ts';
import type { PaletteCommand } from './paletteCommand.ts';

/**
 * Offers `commands` in the palette while the calling component is mounted: registered after it
 * mounts, registered again when one of `deps` changes (as with `useMemo`, list everything the
 * commands use: their titles, the `run` closures' values), unregistered when it unmounts.
 * Outside a `CommandPaletteProvider` (a screen in a story or an isolated test) it does nothing:
 * a screen never depends on the palette.
 * @example
 * useRegisterCommands(
 *   [{ id: `servers.reboot.${server.id}`, title: t('servers:palette.reboot', { name: server.name }),
 *      keywords: [server.name], group: 'actions', run: () => setRebootOpen(true) }],
 *   [server.id, server.name, t],
 * );
 */
export function useRegisterCommands(
  commands: readonly PaletteCommand[],
  deps: DependencyList,
): void {
  const registry = useContext(CommandPaletteContext)?.registry;
  useEffect(
    () => registry?.register(commands),
    // The caller's deps stand for `commands`, as useMemo's do for its value.
    [registry, ...deps],
  );
}
