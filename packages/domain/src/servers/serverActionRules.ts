import type { ServerDisplayStatus } from './serverStatus.ts';

// Which of a customer's server actions can run in which status (issue 13: the server page's
// controls, the list's bulk actions and the command palette enable the same buttons). The sets
// follow Nova's `check_instance_state` on the API side: a running task refuses everything but
// delete (409), and each action has the vm states it accepts.

/** What a customer does to a server from the controls, the list or the palette. */
export type ServerControlAction =
  | 'start'
  | 'stop'
  | 'reboot'
  | 'hardReboot'
  | 'changePassword'
  | 'upgrade'
  | 'reinstall'
  | 'rename'
  | 'delete';

/** Every {@link ServerControlAction}, in the order the controls show them. */
export const SERVER_CONTROL_ACTIONS: readonly ServerControlAction[] = [
  'start',
  'stop',
  'reboot',
  'hardReboot',
  'changePassword',
  'upgrade',
  'reinstall',
  'rename',
  'delete',
];

const ALLOWED: Readonly<Record<ServerControlAction, ReadonlySet<ServerDisplayStatus> | 'any'>> = {
  // Nova: start from STOPPED only.
  start: new Set<ServerDisplayStatus>(['stopped']),
  // Nova: stop from ACTIVE, RESCUED and ERROR.
  stop: new Set<ServerDisplayStatus>(['running', 'rescue', 'error']),
  // Nova: a soft reboot needs ACTIVE (ALLOW_SOFT_REBOOT)…
  reboot: new Set<ServerDisplayStatus>(['running']),
  // …a hard reboot also STOPPED, PAUSED, SUSPENDED and ERROR (ALLOW_HARD_REBOOT): the way out
  // of a hung or failed server.
  hardReboot: new Set<ServerDisplayStatus>(['running', 'stopped', 'paused', 'suspended', 'error']),
  // Nova: set_admin_password needs ACTIVE (the guest agent sets it).
  changePassword: new Set<ServerDisplayStatus>(['running']),
  // Nova: resize from ACTIVE and STOPPED (the upgrade screen)…
  upgrade: new Set<ServerDisplayStatus>(['running', 'stopped']),
  // …rebuild also from ERROR: a reinstall is a way out of a broken system.
  reinstall: new Set<ServerDisplayStatus>(['running', 'stopped', 'error']),
  // A new name is only a record change: any time until the server is going away.
  rename: 'any',
  // Nova deletes in any state (a stuck build too); once deleting, again is pointless.
  delete: 'any',
};

/**
 * Whether `action` can run on a server showing `status` (domain `serverDisplayStatus`). Nothing
 * runs while the server is deleting; rename and delete run in every other status; the power
 * actions and the password change follow Nova's accepted states, so a transition (stopping,
 * rebooting…) disables them until it ends.
 *
 * @example
 * canRunServerAction('start', 'stopped'); // true
 * canRunServerAction('reboot', 'stopped'); // false (a soft reboot needs a running server)
 * canRunServerAction('hardReboot', 'error'); // true
 * canRunServerAction('rename', 'deleting'); // false
 */
export function canRunServerAction(
  action: ServerControlAction,
  status: ServerDisplayStatus,
): boolean {
  if (status === 'deleting') return false;
  const allowed = ALLOWED[action];
  return allowed === 'any' || allowed.has(status);
}

/**
 * The actions that can run on a server showing `status`, in {@link SERVER_CONTROL_ACTIONS} order.
 *
 * @example
 * allowedServerActions('running'); // ['stop', 'reboot', 'hardReboot', 'changePassword', 'upgrade', 'reinstall', 'rename', 'delete']
 */
export function allowedServerActions(status: ServerDisplayStatus): ServerControlAction[] {
  return SERVER_CONTROL_ACTIONS.filter((action) => canRunServerAction(action, status));
}
