/**
 * What the console shows of a server, as the compute emulator knows it. `status` is Nova's
 * (`BUILD`, `ACTIVE`, `SHUTOFF`, `ERROR`, `REBOOT`...); `launchedAt` is Nova's
 * `OS-SRV-USG:launched_at` (ISO 8601), `null` while the server has never run.
 */
export interface ConsoleTarget {
  serverId: string;
  /** The server's name: the desktop name of the RFB session. */
  name: string;
  /** The guest's host name (`OS-EXT-SRV-ATTR:hostname`), printed at the login prompt. */
  hostName: string;
  /** Name of the image the server was built from, printed by the boot log. */
  imageName: string;
  status: string;
  launchedAt: string | null;
}

/** Finds a server's console target; `undefined` when there is no such server. */
export type ConsoleTargetLookup = (serverId: string) => ConsoleTarget | undefined;

/** An in-memory {@link ConsoleTargetLookup} whose servers a test sets and changes. */
export interface MemoryConsoleTargets {
  lookup: ConsoleTargetLookup;
  /** Adds or replaces a server. */
  set(target: ConsoleTarget): void;
  /** Changes some fields of a known server (a status change, a new `launchedAt`). */
  update(serverId: string, changes: Partial<Omit<ConsoleTarget, 'serverId'>>): void;
  delete(serverId: string): void;
}

/**
 * Console targets held in memory, for tests (the sandbox wires compute's lookup instead).
 *
 * @example
 * const targets = memoryConsoleTargets([{ serverId: 's1', name: 'web-1', hostName: 'web-1',
 *   imageName: 'Debian 12', status: 'ACTIVE', launchedAt: '2026-11-26T09:00:00Z' }]);
 * consoleModule(platform, { lookup: targets.lookup });
 */
export function memoryConsoleTargets(initial: readonly ConsoleTarget[] = []): MemoryConsoleTargets {
  const targets = new Map(initial.map((target) => [target.serverId, { ...target }]));
  return {
    lookup: (serverId) => {
      const target = targets.get(serverId);
      return target === undefined ? undefined : { ...target };
    },
    set(target) {
      targets.set(target.serverId, { ...target });
    },
    update(serverId, changes) {
      const target = targets.get(serverId);
      if (target === undefined) throw new Error(`no console target ${serverId}`);
      targets.set(serverId, { ...target, ...changes });
    },
    delete(serverId) {
      targets.delete(serverId);
    },
  };
}
