// Which power and lifecycle actions a server takes in each status (issue 13: row actions, bulk
// actions, the server page's controls and the command palette offer the same ones).
import type { ServerDisplayStatus } from './serverStatus.ts';

/** The one-click actions on a server. */
export type ServerAction = 'start' | 'stop' | 'reboot' | 'hardReboot' | 'delete';

/**
 * Whether `action` makes sense for a server in `status`: start a stopped (or shelved) server;
 * stop and reboot a running one; hard reboot also one in error or stuck rebooting; delete
 * anything not already being deleted. Nova refuses the others with 409.
 * @example canRunServerAction('stopped', 'start') // true
 * @example canRunServerAction('building', 'reboot') // false
 */
export function canRunServerAction(status: ServerDisplayStatus, action: ServerAction): boolean {
  switch (action) {
    case 'start':
      return status === 'stopped' || status === 'shelved';
    case 'stop':
      return status === 'running' || status === 'error' || status === 'rescue';
    case 'reboot':
      return status === 'running';
    case 'hardReboot':
      return status === 'running' || status === 'error' || status === 'rebooting';
    case 'delete':
      return status !== 'deleting';
    default:
      return action satisfies never;
  }
}
