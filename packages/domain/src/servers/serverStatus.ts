// §3 Server "power state, task state, VM state" shown as one readable status (issue 13: the list
// and the server page show one word, and poll fast only while a transition runs).

/** The Nova fields the status reads (`OS-EXT-STS:*` and Nova's own `status`). */
export interface ServerStateLike {
  readonly status: string;
  readonly 'OS-EXT-STS:power_state'?: number | null;
  readonly 'OS-EXT-STS:task_state'?: string | null;
  readonly 'OS-EXT-STS:vm_state'?: string | null;
}

/**
 * One status per server, in the words a customer uses. Transitions (`building` … `deleting`)
 * are the states a server passes through by itself; the rest are where it rests.
 */
export type ServerDisplayStatus =
  | 'running'
  | 'stopped'
  | 'building'
  | 'starting'
  | 'stopping'
  | 'rebooting'
  | 'hardRebooting'
  | 'resizing'
  | 'confirmResize'
  | 'rebuilding'
  | 'deleting'
  | 'snapshotting'
  | 'changingPassword'
  | 'paused'
  | 'suspended'
  | 'rescue'
  | 'shelved'
  | 'error'
  | 'unknown';

/** Nova task states (nova.compute.task_states) and the status a customer sees during them. */
const TASK_STATUS: Readonly<Record<string, ServerDisplayStatus>> = {
  scheduling: 'building',
  block_device_mapping: 'building',
  networking: 'building',
  spawning: 'building',
  image_snapshot: 'snapshotting',
  image_snapshot_pending: 'snapshotting',
  image_pending_upload: 'snapshotting',
  image_uploading: 'snapshotting',
  image_backup: 'snapshotting',
  updating_password: 'changingPassword',
  resize_prep: 'resizing',
  resize_migrating: 'resizing',
  resize_migrated: 'resizing',
  resize_finish: 'resizing',
  resize_reverting: 'resizing',
  resize_confirming: 'resizing',
  rebooting: 'rebooting',
  reboot_pending: 'rebooting',
  reboot_started: 'rebooting',
  rebooting_hard: 'hardRebooting',
  reboot_pending_hard: 'hardRebooting',
  reboot_started_hard: 'hardRebooting',
  rebuilding: 'rebuilding',
  rebuild_block_device_mapping: 'rebuilding',
  rebuild_spawning: 'rebuilding',
  powering_off: 'stopping',
  powering_on: 'starting',
  deleting: 'deleting',
  soft_deleting: 'deleting',
};

/** Nova's `status` when no task runs. */
const RESTING_STATUS: Readonly<Record<string, ServerDisplayStatus>> = {
  ACTIVE: 'running',
  SHUTOFF: 'stopped',
  BUILD: 'building',
  REBOOT: 'rebooting',
  HARD_REBOOT: 'hardRebooting',
  RESIZE: 'resizing',
  REVERT_RESIZE: 'resizing',
  VERIFY_RESIZE: 'confirmResize',
  REBUILD: 'rebuilding',
  PASSWORD: 'changingPassword',
  MIGRATING: 'resizing',
  PAUSED: 'paused',
  SUSPENDED: 'suspended',
  RESCUE: 'rescue',
  SHELVED: 'shelved',
  SHELVED_OFFLOADED: 'shelved',
  ERROR: 'error',
  DELETED: 'deleting',
  SOFT_DELETED: 'deleting',
};

/** The statuses a server leaves by itself: while any is shown, the lists poll fast. */
const TRANSITIONS: ReadonlySet<ServerDisplayStatus> = new Set<ServerDisplayStatus>([
  'building',
  'starting',
  'stopping',
  'rebooting',
  'hardRebooting',
  'resizing',
  'rebuilding',
  'deleting',
  'snapshotting',
  'changingPassword',
]);

/**
 * The one status of a server: a running task wins (Nova keeps `status: ACTIVE` while it powers
 * off), then an ERROR vm state, then Nova's status; an ACTIVE server whose power state is not
 * RUNNING (1) shows stopped.
 * @example serverDisplayStatus({ status: 'ACTIVE', 'OS-EXT-STS:task_state': 'powering-off' }) // 'stopping'
 * @example serverDisplayStatus({ status: 'VERIFY_RESIZE' }) // 'confirmResize'
 */
export function serverDisplayStatus(server: ServerStateLike): ServerDisplayStatus {
  // Nova writes task states with underscores; some releases' notifications use dashes.
  const task = server['OS-EXT-STS:task_state']?.replaceAll('-', '_');
  if (task) return TASK_STATUS[task] ?? 'unknown';
  if (server['OS-EXT-STS:vm_state'] === 'error' || server.status === 'ERROR') return 'error';
  const resting = RESTING_STATUS[server.status] ?? 'unknown';
  const power = server['OS-EXT-STS:power_state'];
  if (resting === 'running' && power !== undefined && power !== null && power !== 1) {
    return 'stopped';
  }
  return resting;
}

/**
 * Whether the status is one a server leaves by itself (poll fast while any server shows one).
 * @example isServerInTransition('rebooting') // true
 * @example isServerInTransition('stopped') // false
 */
export function isServerInTransition(status: ServerDisplayStatus): boolean {
  return TRANSITIONS.has(status);
}
