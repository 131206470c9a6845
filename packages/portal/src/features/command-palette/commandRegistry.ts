import type { PaletteCommand } from './paletteCommand.ts';

/**
 * The commands features have registered with one portal's palette. Plain TypeScript, so code
 * outside React (a listener, a store reaction) can register commands too; React reads it through
 * `subscribe`/`list` (`useSyncExternalStore`).
 */
export interface CommandRegistry {
  /**
   * Adds commands until the returned function is called. A command whose id is already registered
   * replaces the earlier one while it stays registered.
   * @example const unregister = registry.register([reboot]); // later: unregister()
   */
  register(commands: readonly PaletteCommand[]): () => void;
  /** Every registered command, in registration order, one per id; the same array until something changes. */
  list(): readonly PaletteCommand[];
  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
}

/**
 * A new, empty registry: one per portal (the `CommandPaletteProvider` makes its own unless it is
 * given one), never a module singleton.
 * @example
 * const registry = createCommandRegistry();
 * registry.register([{ id: 'help', title: 'Help', group: 'actions', run: openHelp }]);
 */
export function createCommandRegistry(): CommandRegistry {
  // Each registration is its own entry, so unregistering one leaves an equal-looking other alone.
  const registrations = new Set<readonly PaletteCommand[]>();
  const listeners = new Set<() => void>();
  let snapshot: readonly PaletteCommand[] = [];

  const changed = () => {
    const byId = new Map<string, PaletteCommand>();
    for (const commands of registrations) {
      for (const command of commands) {
        // Re-inserting moves a replaced command to where its latest registration puts it.
        byId.delete(command.id);
        byId.set(command.id, command);
      }
    }
    snapshot = [...byId.values()];
    for (const listener of [...listeners]) listener();
  };

  return {
    register(commands) {
      // A copy: the caller may reuse its array, and the same array may be registered twice.
      const registration = [...commands];
      registrations.add(registration);
      changed();
      let registered = true;
      return () => {
        if (!registered) return;
        registered = false;
        registrations.delete(registration);
        changed();
      };
    },
    list: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
